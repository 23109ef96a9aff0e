/**
 * Homework (area `homework` of api-calls.tsv): set, read, change and delete homework, and who it is for.
 * Shapes are in lib/homework/views.ts; a homework of another school answers 404.
 */
import { authenticated, teacher } from '../../access'
import { created, defineEndpoint, input } from '../../lib/api/define-endpoint'
import { AppError } from '../../lib/api/errors'
import {
  addPupils,
  createHomework,
  deleteHomework,
  getHomework,
  listHomework,
  removePupils,
  setGroup,
  setTeacher,
  updateHomework,
} from '../../lib/homework/homework'
import { isStaffRole } from '../../lib/auth/types'
import type { AuthUser } from '../../lib/auth/types'
import * as ids from '../../lib/api/ids'
import { ZHomeworkChanges, ZHomeworkIds, ZHomeworkListQuery, ZHomeworkParams, ZNewHomework, ZPupilIds } from './homework.schema'

/** Homework is for schools: their staff and pupils (and superusers managing a school). */
const ofASchool = (user: AuthUser) => {
  if (user.role !== 'pupil' && !isStaffRole(user.role) && user.role !== 'superuser')
    throw new AppError('FORBIDDEN', { message: 'Homework is for schools' })
}

/**
 * GET homework?status=&group_id=&pupil_id=&set_id=&mine=&sort=&page=&limit=: staff get their school's homework
 * (`mine=true`: that they look after), newest due first; a pupil gets the homework they are set that has
 * started (status `open` unless asked), soonest due first, each item with their own `progress`.
 */
export const homeworkList = defineEndpoint({
  id: 'homework.list',
  method: 'get',
  path: 'homework',
  access: authenticated,
  query: ZHomeworkListQuery,
  example: { query: { status: 'current' } },
  handler: ({ payload, req, user, query }) => {
    ofASchool(user)
    return listHomework({ payload, req, user }, query)
  },
})

/** GET homework/{id}: one homework (a pupil: only their own, once started). */
export const homeworkGet = defineEndpoint({
  id: 'homework.get',
  method: 'get',
  path: 'homework/{id}',
  access: authenticated,
  params: ZHomeworkParams,
  handler: ({ payload, req, user, params }) => {
    ofASchool(user)
    return getHomework({ payload, req, user }, params.id)
  },
})

/**
 * POST homework {title?, notes?, lists + difficulty? + test? | items: [{product, ref, settings?}], startsAt?, dueAt,
 * group? | groups?, pupilIds?, teachers?}: 201 with the homework. Lists must be ones the teacher can read;
 * classes, pupils and teachers of their school.
 */
export const homeworkCreate = defineEndpoint({
  id: 'homework.create',
  method: 'post',
  path: 'homework',
  access: teacher,
  body: ZNewHomework,
  example: { body: { lists: [1], difficulty: 2, dueAt: '2030-03-07', groups: [1], pupilIds: [1], teachers: [1] } },
  handler: async ({ payload, req, user, body }) => created(await createHomework({ payload, req, user }, body)),
})

/** PUT homework/{id} {…any field of POST}: what is given replaces what was there; the homework. */
export const homeworkUpdate = defineEndpoint({
  id: 'homework.update',
  method: 'put',
  path: 'homework/{id}',
  access: teacher,
  params: ZHomeworkParams,
  body: ZHomeworkChanges,
  example: { body: { title: 'Week 2 spellings', difficulty: 3 } },
  handler: ({ payload, req, user, params, body }) => updateHomework({ payload, req, user }, params.id, body),
})

/** DELETE homework/{id}: `{ deleted: 1, ids }`. The pupils' game sessions stay in their history. */
export const homeworkDelete = defineEndpoint({
  id: 'homework.delete',
  method: 'delete',
  path: 'homework/{id}',
  access: teacher,
  params: ZHomeworkParams,
  handler: ({ payload, req, user, params }) => deleteHomework({ payload, req, user }, [params.id]),
})

/** DELETE homework {ids}: all or nothing; `{ deleted, ids }`. */
export const homeworkBulkDelete = defineEndpoint({
  id: 'homework.bulk_delete',
  method: 'delete',
  path: 'homework',
  access: teacher,
  body: ZHomeworkIds,
  example: { body: { ids: [1] } },
  handler: ({ payload, req, user, body }) => deleteHomework({ payload, req, user }, body.ids),
})

/** POST homework/{id}/pupils {pupilIds}: sets it for these pupils too; the homework. */
export const homeworkPupilsAdd = defineEndpoint({
  id: 'homework.pupils.add',
  method: 'post',
  path: 'homework/{id}/pupils',
  access: teacher,
  params: ZHomeworkParams,
  body: ZPupilIds,
  example: { body: { pupilIds: [1] } },
  handler: ({ payload, req, user, params, body }) => addPupils({ payload, req, user }, params.id, body.pupilIds),
})

/** DELETE homework/{id}/pupils {pupilIds}: these pupils no longer have it, even through its classes; the homework. */
export const homeworkPupilsRemove = defineEndpoint({
  id: 'homework.pupils.remove',
  method: 'delete',
  path: 'homework/{id}/pupils',
  access: teacher,
  params: ZHomeworkParams,
  body: ZPupilIds,
  example: { body: { pupilIds: [1] } },
  handler: ({ payload, req, user, params, body }) => removePupils({ payload, req, user }, params.id, body.pupilIds),
})

const ZGroupParams = input({ id: ids.idParam('a homework'), gid: ids.idParam('a class') })
const ZTeacherParams = input({ id: ids.idParam('a homework'), tid: ids.idParam('a teacher') })

/** PUT homework/{id}/group/{gid}: sets it for a class (or subgroup) too; the homework. */
export const homeworkGroupAdd = defineEndpoint({
  id: 'homework.group.add',
  method: 'put',
  path: 'homework/{id}/group/{gid}',
  access: teacher,
  params: ZGroupParams,
  handler: ({ payload, req, user, params }) => setGroup({ payload, req, user }, params.id, params.gid, true),
})

/** DELETE homework/{id}/group/{gid}: no longer for that class; the homework. */
export const homeworkGroupRemove = defineEndpoint({
  id: 'homework.group.remove',
  method: 'delete',
  path: 'homework/{id}/group/{gid}',
  access: teacher,
  params: ZGroupParams,
  handler: ({ payload, req, user, params }) => setGroup({ payload, req, user }, params.id, params.gid, false),
})

/** POST homework/{id}/teachers/{tid}: a teacher of the school looks after it too (and may change it); the homework. */
export const homeworkTeachersAdd = defineEndpoint({
  id: 'homework.teachers.add',
  method: 'post',
  path: 'homework/{id}/teachers/{tid}',
  access: teacher,
  params: ZTeacherParams,
  handler: ({ payload, req, user, params }) => setTeacher({ payload, req, user }, params.id, params.tid, true),
})

/** DELETE homework/{id}/teachers/{tid}: no longer; the homework. */
export const homeworkTeachersRemove = defineEndpoint({
  id: 'homework.teachers.remove',
  method: 'delete',
  path: 'homework/{id}/teachers/{tid}',
  access: teacher,
  params: ZTeacherParams,
  handler: ({ payload, req, user, params }) => setTeacher({ payload, req, user }, params.id, params.tid, false),
})

/** GET homework/group/{id}?status=&sort=&page=&limit=: the homework set for a class or its subgroups. */
export const homeworkByGroup = defineEndpoint({
  id: 'homework.by_group',
  method: 'get',
  path: 'homework/group/{id}',
  access: teacher,
  params: input({ id: ids.idParam('a class') }),
  query: ZHomeworkListQuery.pick({ status: true, sort: true, page: true, limit: true }),
  handler: ({ payload, req, user, params, query }) => listHomework({ payload, req, user }, { ...query, group_id: params.id }),
})
