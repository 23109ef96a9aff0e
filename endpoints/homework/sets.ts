/** Homework sets (`homework/multi`): several homework followed together, with competence (lib/homework/sets.ts). */
import { teacher } from '../../access'
import { created, defineEndpoint } from '../../lib/api/define-endpoint'
import { createSet, deleteSets, detachHomework, getSet, listSets, setCompetence, updateSet } from '../../lib/homework/sets'
import { ZDeleteSets, ZDetach, ZHomeworkParams, ZNewSet, ZSetChanges, ZSetListQuery } from './homework.schema'

/**
 * POST homework/multi {name, group? | groups?, pupilIds?, teachers?, homework: [{title?, lists + difficulty? |
 * items, startsAt?, dueAt, notes?}]}: the set and its homework, all for the same classes and pupils; 201
 * `{ id, name, school_id, setBy, homework_count, startsAt, dueAt, groups, homework: [homework], createdAt, updatedAt }`.
 */
export const homeworkSetsCreate = defineEndpoint({
  id: 'homework.sets.create',
  method: 'post',
  path: 'homework/multi',
  access: teacher,
  body: ZNewSet,
  example: { body: { name: 'Autumn spellings', groups: [1], homework: [{ lists: [1], difficulty: 2, dueAt: '2030-09-12' }] } },
  handler: async ({ payload, req, user, body }) => created(await createSet({ payload, req, user }, body)),
})

/** PUT homework/multi/{id} {name?, homeworkIds?, group? | groups?, pupilIds?, teachers?}: the set. */
export const homeworkSetsUpdate = defineEndpoint({
  id: 'homework.sets.update',
  method: 'put',
  path: 'homework/multi/{id}',
  access: teacher,
  params: ZHomeworkParams,
  body: ZSetChanges,
  example: { body: { name: 'Spring spellings' } },
  handler: ({ payload, req, user, params, body }) => updateSet({ payload, req, user }, params.id, body),
})

/** GET homework/multi?group_id=&page=&limit=: the school's sets (without their homework), newest first. */
export const homeworkSetsList = defineEndpoint({
  id: 'homework.sets.list',
  method: 'get',
  path: 'homework/multi',
  access: teacher,
  query: ZSetListQuery,
  example: { query: { group_id: '1' } },
  handler: ({ payload, req, user, query }) => listSets({ payload, req, user }, query),
})

/** GET homework/multi/{id}: the set with its homework. */
export const homeworkSetsGet = defineEndpoint({
  id: 'homework.sets.get',
  method: 'get',
  path: 'homework/multi/{id}',
  access: teacher,
  params: ZHomeworkParams,
  handler: ({ payload, req, user, params }) => getSet({ payload, req, user }, params.id),
})

/** GET homework/multi/{id}/competence: each pupil's competence on each item of the set. */
export const homeworkSetsCompetence = defineEndpoint({
  id: 'homework.sets.competence',
  method: 'get',
  path: 'homework/multi/{id}/competence',
  access: teacher,
  params: ZHomeworkParams,
  handler: ({ payload, req, user, params }) => setCompetence({ payload, req, user }, params.id),
})

/** PATCH homework/multi {homeworkIds}: detaches homework from their sets; `{ updated, ids }`. */
export const homeworkSetsDetach = defineEndpoint({
  id: 'homework.sets.detach',
  method: 'patch',
  path: 'homework/multi',
  access: teacher,
  body: ZDetach,
  example: { body: { homeworkIds: [1] } },
  handler: ({ payload, req, user, body }) => detachHomework({ payload, req, user }, body.homeworkIds),
})

/** DELETE homework/multi {ids, keepHomework?}: deletes sets with their homework (or keeps the homework, detached); `{ deleted, ids, homeworkDeleted }`. */
export const homeworkSetsDelete = defineEndpoint({
  id: 'homework.sets.delete',
  method: 'delete',
  path: 'homework/multi',
  access: teacher,
  body: ZDeleteSets,
  example: { body: { ids: [1] } },
  handler: ({ payload, req, user, body }) => deleteSets({ payload, req, user }, body.ids, { keepHomework: body.keepHomework }),
})
