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
import { z } from 'zod'
import { pageOf, paging, ZId } from '../school/common.schema'
import { ZJoinRequest } from './teachers.schema'

const ZRequestParams = ids.idParams('a user')

export const teachersJoinRequestsList = defineEndpoint({
  method: 'get',
  path: 'users/me/school/teachers/requests',
  access: schoolAdmin,
  query: input({ ...paging(50) }),
  example: { query: { page: '1' } },
  description:
    'The teachers who asked to join the school with its join code (POST users/me/joinschool) and wait for an admin, oldest request first. Until approved they see nothing of the school.',
  response: pageOf(ZJoinRequest),
  handler: ({ payload, req, user, query }) => listJoinRequests({ payload, req, user }, query),
})

export const teachersJoinRequestApprove = defineEndpoint({
  method: 'put',
  path: 'users/me/school/teachers/requests/{id}',
  access: schoolAdmin,
  params: ZRequestParams,
  description:
    'Approves a teacher’s request (`id` is the teacher’s; no request from them: 404): they are a teacher of the school from now on, and manage it when they had no school.',
  response: z.object({ id: ZId, approved: z.literal(true) }),
  handler: ({ payload, req, user, params }) => approveJoinRequest({ payload, req, user }, params.id),
})

export const teachersJoinRequestRefuse = defineEndpoint({
  method: 'delete',
  path: 'users/me/school/teachers/requests/{id}',
  access: schoolAdmin,
  params: ZRequestParams,
  description: 'Refuses a teacher’s request (`id` is the teacher’s; no request from them: 404); the request is dropped.',
  response: z.object({ id: ZId, refused: z.literal(true) }),
  handler: ({ payload, req, user, params }) => refuseJoinRequest({ payload, req, user }, params.id),
})
