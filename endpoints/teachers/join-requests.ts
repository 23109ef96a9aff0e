/**
 * Join requests (outside the catalogue, which has no calls for them): a teacher's POST users/me/joinschool
 * {code} only asks to join; the school's admins see the requests here and approve or refuse each one
 * (lib/school/join-requests.ts). Until approved, the teacher sees nothing of the school.
 *
 * - GET users/me/school/teachers/requests?page=&limit=: `{ docs: [{ id, name, username, email }], …paging }`.
 * - PUT users/me/school/teachers/requests/{id}: approve; `{ id, approved: true }`.
 * - DELETE users/me/school/teachers/requests/{id}: refuse; `{ id, refused: true }`.
 * `{id}` is the requesting user's id; a user with no request to this school is 404.
 */
import { schoolAdmin } from '../../access'
import { defineEndpoint, input } from '../../lib/api/define-endpoint'
import * as ids from '../../lib/api/ids'
import { approveJoinRequest, listJoinRequests, refuseJoinRequest } from '../../lib/school/join-requests'
import { paging } from '../school/common.schema'

const ZRequestParams = ids.idParams('a user')

export const teachersJoinRequestsList = defineEndpoint({
  method: 'get',
  path: 'users/me/school/teachers/requests',
  access: schoolAdmin,
  query: input({ ...paging(50) }),
  example: { query: { page: '1' } },
  handler: ({ payload, req, user, query }) => listJoinRequests({ payload, req, user }, query),
})

export const teachersJoinRequestApprove = defineEndpoint({
  method: 'put',
  path: 'users/me/school/teachers/requests/{id}',
  access: schoolAdmin,
  params: ZRequestParams,
  handler: ({ payload, req, user, params }) => approveJoinRequest({ payload, req, user }, params.id),
})

export const teachersJoinRequestRefuse = defineEndpoint({
  method: 'delete',
  path: 'users/me/school/teachers/requests/{id}',
  access: schoolAdmin,
  params: ZRequestParams,
  handler: ({ payload, req, user, params }) => refuseJoinRequest({ payload, req, user }, params.id),
})
