import { teacher } from '../../access'
import { defineEndpoint, input } from '../../lib/api/define-endpoint'
import { removeGroupTeachers, setGroupTeachers } from '../../lib/school/groups'
import * as ids from '../../lib/api/ids'
import { ZClass, ZGroupParams } from './groups.schema'

/** PUT users/me/school/groups/{id}/teachers {teacherIds}: the class's teachers become exactly these; answers the class. */
export const groupsTeachersSet = defineEndpoint({
  id: 'groups.teachers.set',
  method: 'put',
  path: 'users/me/school/groups/{id}/teachers',
  access: teacher,
  params: ZGroupParams,
  body: input({ teacherIds: ids.idList('a teacher', 50) }),
  example: { body: { teacherIds: [1] } },
  description: 'The class’s teachers become exactly these staff of the school (anyone else: 404, nothing changes). Answers the class.',
  response: ZClass,
  handler: ({ payload, req, user, params, body }) => setGroupTeachers({ payload, req, user }, params.id, body.teacherIds),
})

/** DELETE users/me/school/groups/{id}/teachers {teacherIds?}: takes these teachers (all, without a list) off the class. */
export const groupsTeachersRemove = defineEndpoint({
  id: 'groups.teachers.remove',
  method: 'delete',
  path: 'users/me/school/groups/{id}/teachers',
  access: teacher,
  params: ZGroupParams,
  body: input({ teacherIds: ids.idList('a teacher', 50).optional() }).optional(),
  example: { body: { teacherIds: [1] } },
  description: 'Takes the teachers named (without a list, every teacher) off the class. Answers the class.',
  response: ZClass,
  handler: ({ payload, req, user, params, body }) => removeGroupTeachers({ payload, req, user }, params.id, body?.teacherIds),
})
