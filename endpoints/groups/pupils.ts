import { z } from 'zod'
import { teacher } from '../../access'
import { defineEndpoint, input } from '../../lib/api/define-endpoint'
import { addGroupPupils, addSubgroupPupils, groupPupils, removeGroupPupils, setGroupStage } from '../../lib/school/groups'
import { PUPIL_SORTS } from '../../lib/school/pupils'
import * as ids from '../../lib/api/ids'
import { pageOf, paging, ZCount, ZSearch } from '../school/common.schema'
import { ZPupil, ZStage } from '../pupils/pupils.schema'
import { ZClassPupilsAdded, ZClassPupilsRemoved, ZGroupParams, ZMovePupils, ZPupilIds } from './groups.schema'

/** GET users/me/school/groups/{id}/pupils?q=&sort=&page=&limit=: a page of the class's pupils (as GET users/me/school/pupils). */
export const groupsPupilsList = defineEndpoint({
  id: 'groups.pupils.list',
  method: 'get',
  path: 'users/me/school/groups/{id}/pupils',
  access: teacher,
  params: ZGroupParams,
  query: input({ q: ZSearch, sort: z.enum(Object.keys(PUPIL_SORTS) as [keyof typeof PUPIL_SORTS]).default('name'), ...paging(50) }),
  description:
    'A page of the pupils of a class or subgroup of the caller’s school (another school’s: 404), searched and sorted as GET users/me/school/pupils.',
  response: pageOf(ZPupil),
  handler: ({ payload, req, user, params, query }) => groupPupils({ payload, req, user }, params.id, query),
})

/**
 * POST users/me/school/groups/{id}/pupils {pupilIds, move}: move 0 adds the pupils, move 1 also takes them
 * out of every other class; answers the class with `added` and `moved` (memberships removed elsewhere).
 */
export const groupsPupilsAdd = defineEndpoint({
  id: 'groups.pupils.add',
  method: 'post',
  path: 'users/me/school/groups/{id}/pupils',
  access: teacher,
  params: ZGroupParams,
  body: ZMovePupils,
  example: { body: { pupilIds: [1], move: 1 } },
  description:
    'Puts pupils of the school in the class: `move: 0` adds them (they stay in their other classes), `move: 1` also takes them out of every other class of the school and its subgroups. Any pupil or class not of the school answers 404 and changes nothing. Answers the class.',
  response: ZClassPupilsAdded,
  handler: ({ payload, req, user, params, body }) => addGroupPupils({ payload, req, user }, params.id, body),
})

/** DELETE users/me/school/groups/{id}/pupils {pupilIds?}: empties the class (or takes out those named); answers the class with `removed`. */
export const groupsPupilsDelete = defineEndpoint({
  id: 'groups.pupils.delete',
  method: 'delete',
  path: 'users/me/school/groups/{id}/pupils',
  access: teacher,
  params: ZGroupParams,
  body: input({ pupilIds: ids.idList('a pupil').optional() }).optional(),
  example: { body: { pupilIds: [1] } },
  description:
    'Takes the pupils named (without a list, every pupil) out of the class and its subgroups; they stay in the school. A pupil named who is not in the class answers 404 and changes nothing. Answers the class.',
  response: ZClassPupilsRemoved,
  handler: ({ payload, req, user, params, body }) => removeGroupPupils({ payload, req, user }, params.id, body?.pupilIds),
})

/** POST users/me/school/groups/{id}/pupils/remove {pupilIds}: takes these pupils out of the class and its subgroups. */
export const groupsPupilsRemove = defineEndpoint({
  id: 'groups.pupils.remove',
  method: 'post',
  path: 'users/me/school/groups/{id}/pupils/remove',
  access: teacher,
  params: ZGroupParams,
  body: ZPupilIds,
  example: { body: { pupilIds: [1] } },
  description:
    'Takes these pupils out of the class and its subgroups; they stay in the school. A pupil who is not in the class answers 404 and changes nothing. Answers the class.',
  response: ZClassPupilsRemoved,
  handler: ({ payload, req, user, params, body }) => removeGroupPupils({ payload, req, user }, params.id, body.pupilIds),
})

/** POST users/me/school/groups/{id}/groups/{sub}/pupils {pupilIds, move?}: pupils into a subgroup (and so its class). */
export const groupsSubgroupPupilsAdd = defineEndpoint({
  id: 'groups.subgroups.pupils.add',
  method: 'post',
  path: 'users/me/school/groups/{id}/groups/{sub}/pupils',
  access: teacher,
  params: input({ id: ids.idParam('a class'), sub: ids.idParam('a subgroup') }),
  body: ZMovePupils,
  example: { body: { pupilIds: [1] } },
  description:
    'Puts pupils in a subgroup of the class, and so in the class too; `move: 1` also takes them out of every other class of the school. Answers the subgroup (without `subgroups`).',
  response: ZClassPupilsAdded,
  handler: ({ payload, req, user, params, body }) => addSubgroupPupils({ payload, req, user }, params.id, params.sub, body),
})

const ZStageBody = input({ stage: ZStage, pupilIds: ids.idList('a pupil').optional() })

const stageDescription = (subject: string) =>
  `Sets the ${subject} stage (1–6, or null for none) of every pupil of the class, or of those named (each must be in the class, else 404 and nothing changes).`

/** How many pupils now have the stage. */
const ZStageSet = z.object({
  updated: ZCount,
  stage: ZStage,
  subject: z.enum(['spelling', 'number']),
})

/** PUT users/me/school/groups/{id}/pupils/setspellingstage {stage, pupilIds?}: `{ updated, stage, subject }`. */
export const groupsSetSpellingStage = defineEndpoint({
  id: 'groups.pupils.setspellingstage',
  method: 'put',
  path: 'users/me/school/groups/{id}/pupils/setspellingstage',
  access: teacher,
  params: ZGroupParams,
  body: ZStageBody,
  example: { body: { stage: 3 } },
  description: stageDescription('spelling'),
  response: ZStageSet,
  handler: ({ payload, req, user, params, body }) => setGroupStage({ payload, req, user }, params.id, 'spelling', body),
})

/** PUT users/me/school/groups/{id}/pupils/setnumberstage {stage, pupilIds?}. */
export const groupsSetNumberStage = defineEndpoint({
  id: 'groups.pupils.setnumberstage',
  method: 'put',
  path: 'users/me/school/groups/{id}/pupils/setnumberstage',
  access: teacher,
  params: ZGroupParams,
  body: ZStageBody,
  example: { body: { stage: 2 } },
  description: stageDescription('number'),
  response: ZStageSet,
  handler: ({ payload, req, user, params, body }) => setGroupStage({ payload, req, user }, params.id, 'number', body),
})
