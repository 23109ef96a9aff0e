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
import { pageOf, ZDeleted } from '../school/common.schema'
import {
  ZHomework,
  ZHomeworkChanges,
  ZHomeworkIds,
  ZHomeworkListQuery,
  ZHomeworkParams,
  ZNewHomework,
  ZPupilIds,
  ZStaffHomework,
} from './homework.schema'

/** Who may change homework, said by every call that does. */
const CHANGED_BY =
  'Homework is changed by whoever set it, the teachers who look after it, the school’s admins and superusers managing the school; other staff of the school get 403, another school’s homework 404.'

const HOMEWORK_WRITE = `Items are \`items: [{ product, ref, settings? }]\`, or for spelling the shorthand \`lists\` + \`difficulty\` (1–4, default 2) + \`test\`; lists must be ones the teacher can read, and setting one lets its pupils read it. Classes, pupils and teachers must be of the teacher’s school (404 otherwise); at least one class or pupil. \`startsAt\` defaults to now; a date alone for \`dueAt\` is the end of that day (UTC). Whoever sets it looks after it, with the teachers named.`

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
  response: pageOf(ZHomework),
  description:
    'Staff get their school’s homework, newest due first, filtered by `status` (upcoming, open, past, or current: not yet past), class (`group_id`, its subgroups too), pupil, set, and `mine=true` (homework they look after); each item is the staff view. A pupil gets the homework they are set that has started, open unless `status` says otherwise, soonest due first: each item the pupil view, with their own progress and nothing about other pupils.',
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
  response: ZHomework,
  description:
    'The staff view for the school’s staff; a pupil gets the pupil view of their own homework once it has started. Another school’s homework answers 404.',
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
  response: { status: 201, schema: ZStaffHomework },
  description: HOMEWORK_WRITE,
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
  response: ZStaffHomework,
  description: `What is given replaces what was there: \`items\` or \`lists\` the items, \`difficulty\` or \`test\` alone every spelling item’s settings, \`group\`/\`groups\` the classes, \`pupilIds\` the pupils set by name, \`teachers\` who looks after it. A title stays the teacher’s: new items do not rename it. ${CHANGED_BY}`,
  handler: ({ payload, req, user, params, body }) => updateHomework({ payload, req, user }, params.id, body),
})

/** DELETE homework/{id}: `{ deleted: 1, ids }`. The pupils' game sessions stay in their history. */
export const homeworkDelete = defineEndpoint({
  id: 'homework.delete',
  method: 'delete',
  path: 'homework/{id}',
  access: teacher,
  params: ZHomeworkParams,
  response: ZDeleted,
  description: `The pupils’ game sessions stay in their history. ${CHANGED_BY}`,
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
  response: ZDeleted,
  description: `All or nothing: one id that is not the school’s, or not the caller’s to change, and nothing is deleted. The pupils’ game sessions stay. ${CHANGED_BY}`,
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
  response: ZStaffHomework,
  description: `Sets it for these pupils of the school by name too (and takes them off its excluded pupils). ${CHANGED_BY}`,
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
  response: ZStaffHomework,
  description: `These pupils no longer have it: a pupil who has it through a class is excluded. ${CHANGED_BY}`,
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
  response: ZStaffHomework,
  description: `Sets it for a class (or subgroup) of the school too: its pupils now and whoever joins later. ${CHANGED_BY}`,
  handler: ({ payload, req, user, params }) => setGroup({ payload, req, user }, params.id, params.gid, true),
})

/** DELETE homework/{id}/group/{gid}: no longer for that class; the homework. */
export const homeworkGroupRemove = defineEndpoint({
  id: 'homework.group.remove',
  method: 'delete',
  path: 'homework/{id}/group/{gid}',
  access: teacher,
  params: ZGroupParams,
  response: ZStaffHomework,
  description: CHANGED_BY,
  handler: ({ payload, req, user, params }) => setGroup({ payload, req, user }, params.id, params.gid, false),
})

/** POST homework/{id}/teachers/{tid}: a teacher of the school looks after it too (and may change it); the homework. */
export const homeworkTeachersAdd = defineEndpoint({
  id: 'homework.teachers.add',
  method: 'post',
  path: 'homework/{id}/teachers/{tid}',
  access: teacher,
  params: ZTeacherParams,
  response: ZStaffHomework,
  description: `A teacher of the school looks after it too, and may change it. ${CHANGED_BY}`,
  handler: ({ payload, req, user, params }) => setTeacher({ payload, req, user }, params.id, params.tid, true),
})

/** DELETE homework/{id}/teachers/{tid}: no longer; the homework. */
export const homeworkTeachersRemove = defineEndpoint({
  id: 'homework.teachers.remove',
  method: 'delete',
  path: 'homework/{id}/teachers/{tid}',
  access: teacher,
  params: ZTeacherParams,
  response: ZStaffHomework,
  description: CHANGED_BY,
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
  response: pageOf(ZStaffHomework),
  description: 'The homework set for a class of the caller’s school or any of its subgroups, as GET homework for staff.',
  handler: ({ payload, req, user, params, query }) => listHomework({ payload, req, user }, { ...query, group_id: params.id }),
})
