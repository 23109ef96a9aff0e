import { teacher } from '../../access'
import { created, defineEndpoint } from '../../lib/api/define-endpoint'
import { createGroup, deleteGroup, updateGroup } from '../../lib/school/groups'
import { ZDeleted } from '../school/common.schema'
import { ZClass, ZGroupChanges, ZGroupParams, ZNewGroup } from './groups.schema'

/** POST users/me/school/groups {name, teacherIds?, pupilIds?}: 201 the class; its teacher is the caller unless named. */
export const groupsCreate = defineEndpoint({
  id: 'groups.create',
  method: 'post',
  path: 'users/me/school/groups',
  access: teacher,
  body: ZNewGroup,
  example: { body: { name: 'Year 3 Oak', pupilIds: [1] } },
  description:
    'Makes a class with a name no other class of the school has (422). Its teachers are those named, or the caller; teachers and pupils named must be the school’s (else 404). Answers the class with its subgroups (none yet).',
  response: { status: 201, schema: ZClass },
  handler: async ({ payload, req, user, body }) => created(await createGroup({ payload, req, user }, body)),
})

/** PUT users/me/school/groups/{id} {name?, teacherIds?, pupilIds?, subgroups?: [{ id?, name }]}: lists given replace the class's. */
export const groupsUpdate = defineEndpoint({
  id: 'groups.update',
  method: 'put',
  path: 'users/me/school/groups/{id}',
  access: teacher,
  params: ZGroupParams,
  body: ZGroupChanges,
  example: { body: { name: 'Year 4 Oak' } },
  description:
    'Changes a class: lists given replace what it had. Pupils who leave the class leave its subgroups too; `subgroups` is the class’s subgroups as they should be (existing ones by id, renamed if the name differs; new ones without; those left out are deleted). Answers the class with its subgroups.',
  response: ZClass,
  handler: ({ payload, req, user, params, body }) => updateGroup({ payload, req, user }, params.id, body),
})

/** DELETE users/me/school/groups/{id}: the class and its subgroups, `{ deleted, ids }`; its pupils stay in the school. */
export const groupsDelete = defineEndpoint({
  id: 'groups.delete',
  method: 'delete',
  path: 'users/me/school/groups/{id}',
  access: teacher,
  params: ZGroupParams,
  description: 'Deletes a class and its subgroups (or one subgroup); the pupils stay in the school.',
  response: ZDeleted,
  handler: ({ payload, req, user, params }) => deleteGroup({ payload, req, user }, params.id),
})
