import { teacher } from '../../access'
import { created, defineEndpoint, input } from '../../lib/api/define-endpoint'
import { createSubgroup, listSubgroups } from '../../lib/school/groups'
import * as ids from '../../lib/api/ids'
import { pageOf, ZName } from '../school/common.schema'
import { ZClass, ZGroupParams } from './groups.schema'

/** GET users/me/school/groups/{id}/groups: `{ docs: [subgroup] }` (subgroups have `parent` set). */
export const groupsSubgroupsList = defineEndpoint({
  id: 'groups.subgroups.list',
  method: 'get',
  path: 'users/me/school/groups/{id}/groups',
  access: teacher,
  params: ZGroupParams,
  description: 'The subgroups of a class of the caller’s school, by name, on one page (another school’s class: 404).',
  response: pageOf(ZClass),
  handler: ({ payload, req, user, params }) => listSubgroups({ payload, req, user }, params.id),
})

/** POST users/me/school/groups/{id}/groups {name, pupilIds?}: 201 a subgroup of the class. */
export const groupsSubgroupsCreate = defineEndpoint({
  id: 'groups.subgroups.create',
  method: 'post',
  path: 'users/me/school/groups/{id}/groups',
  access: teacher,
  params: ZGroupParams,
  body: input({ name: ZName('subgroup name'), pupilIds: ids.idList('a pupil').optional() }),
  example: { body: { name: 'Reading group A', pupilIds: [1] } },
  description:
    'Makes a subgroup of a class (a subgroup cannot have subgroups: 422) with a name the class’s other subgroups do not have; the pupils named join the class too.',
  response: { status: 201, schema: ZClass },
  handler: async ({ payload, req, user, params, body }) => created(await createSubgroup({ payload, req, user }, params.id, body)),
})
