/** Homework sets (`homework/multi`): several homework followed together, with competence (lib/homework/sets.ts). */
import { teacher } from '../../access'
import { created, defineEndpoint } from '../../lib/api/define-endpoint'
import { createSet, deleteSets, detachHomework, getSet, listSets, setCompetence, updateSet } from '../../lib/homework/sets'
import { pageOf } from '../school/common.schema'
import {
  ZDeleteSets,
  ZDetach,
  ZDetached,
  ZHomeworkParams,
  ZHomeworkSet,
  ZHomeworkSetSummary,
  ZNewSet,
  ZSetChanges,
  ZSetCompetence,
  ZSetListQuery,
  ZSetsDeleted,
} from './homework.schema'

const SET_CHANGED_BY =
  'A set is changed by whoever made it, the teachers of its homework, the school’s admins and superusers managing the school (others of the school: 403).'

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
  response: { status: 201, schema: ZHomeworkSet },
  description:
    'Creates the set and its homework, all for the same classes, pupils and teachers, all or nothing. Each homework is given as for POST homework; field errors name the homework (`homework.1.dueAt`).',
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
  response: ZHomeworkSet,
  description: `\`homeworkIds\` makes its homework exactly these (homework of the school, attached or detached); \`group\`/\`groups\`, \`pupilIds\` and \`teachers\` set every homework of the set for them, as PUT homework/{id}. ${SET_CHANGED_BY}`,
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
  response: pageOf(ZHomeworkSetSummary),
  description:
    'The school’s sets, newest first, without their homework; `group_id` keeps those with homework for that class or its subgroups.',
  handler: ({ payload, req, user, query }) => listSets({ payload, req, user }, query),
})

/** GET homework/multi/{id}: the set with its homework. */
export const homeworkSetsGet = defineEndpoint({
  id: 'homework.sets.get',
  method: 'get',
  path: 'homework/multi/{id}',
  access: teacher,
  params: ZHomeworkParams,
  response: ZHomeworkSet,
  handler: ({ payload, req, user, params }) => getSet({ payload, req, user }, params.id),
})

/** GET homework/multi/{id}/competence: each pupil's competence on each item of the set. */
export const homeworkSetsCompetence = defineEndpoint({
  id: 'homework.sets.competence',
  method: 'get',
  path: 'homework/multi/{id}/competence',
  access: teacher,
  params: ZHomeworkParams,
  response: ZSetCompetence,
  description:
    'Each pupil’s competence on each item of the homework they were set, whenever they learned it (for spelling: the words’ competency from the last five attempts), for everyone any of its homework is for.',
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
  response: ZDetached,
  description:
    'Takes homework out of its set; it stays, on its own. `ids` are those that were in a set. All or nothing: the caller must be able to change every one (403, or 404 for another school’s).',
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
  response: ZSetsDeleted,
  description: `Deletes the sets with their homework, or with \`keepHomework\` leaves the homework on its own. All or nothing. ${SET_CHANGED_BY}`,
  handler: ({ payload, req, user, body }) => deleteSets({ payload, req, user }, body.ids, { keepHomework: body.keepHomework }),
})
