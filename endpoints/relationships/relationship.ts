import { authenticated } from '../../access'
import { defineEndpoint } from '../../lib/api/define-endpoint'
import * as ids from '../../lib/api/ids'
import { relationshipTo } from '../../lib/relationships'
import { ZRelationship } from './relationships.schema'

const ZParams = ids.idParams('a user')

/** GET users/me/users/{id} */
export const relationshipWithUser = defineEndpoint({
  id: 'relationships.user',
  method: 'get',
  path: 'users/me/users/{id}',
  access: authenticated,
  params: ZParams,
  response: ZRelationship,
  description:
    'How the caller stands to another user. Only users of the caller’s own school, and the caller, are known to them (superusers: anyone); anyone else is 404, as for no user at all.',
  handler: ({ payload, req, user, params }) => relationshipTo({ payload, req, user }, params.id, false),
})

/** GET users/me/school/users/{id}: the same, for a user of the caller's own school only. */
export const relationshipWithSchoolUser = defineEndpoint({
  id: 'relationships.school_user',
  method: 'get',
  path: 'users/me/school/users/{id}',
  access: authenticated,
  params: ZParams,
  response: ZRelationship,
  description:
    'As `GET users/me/users/{id}`, for a user of the caller’s own school (or the caller) only: anyone else is 404, superusers included.',
  handler: ({ payload, req, user, params }) => relationshipTo({ payload, req, user }, params.id, true),
})
