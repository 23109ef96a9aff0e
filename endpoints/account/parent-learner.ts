import { anyone } from '../../access'
import { created, defineEndpoint } from '../../lib/api/define-endpoint'
import { EMAIL_SENT_HEADER } from '../../lib/auth/account-common'
import { adoptLearner, amendRegistration, registerParentLearner } from '../../lib/auth/registration-parent-learner'
import { ZAdoptAmendment, ZAdoptRequest, ZParentLearnerAmendment, ZParentLearnerRequest } from './parent-learner.schema'

/*
 * Parent-learner registration (lib/auth/registration-parent-learner.ts). Open to visitors, who describe
 * the parent too, and to signed-in parents; any other signed-in role is refused (403), since it would be
 * unclear whose child this is. Answers `{ token, type, status, expiresAt, parentEmail, learner }`; the
 * token is the registration's, for the registering device only. While the registration is pending the
 * parent has been emailed (`X-Email-Sent: parent_learner_verification`); a verified, signed-in parent
 * completes it at once (status `verified`).
 */

const answer = (registration: { status: string }) =>
  created(registration, registration.status === 'pending' ? { [EMAIL_SENT_HEADER]: 'parent_learner_verification' } : {})

/** PUT users/parent-learner {parent?: {name, email, password}, learner: {name, username, password}, locale?}: 201. */
export const parentLearnerRegister = defineEndpoint({
  id: 'account.parent_learner.put',
  method: 'put',
  path: 'users/parent-learner',
  access: anyone,
  body: ZParentLearnerRequest,
  credentials: true,
  handler: async ({ payload, req, user, body }) => answer(await registerParentLearner({ payload, req, caller: user, details: body })),
})

/** PATCH users/parent-learner {token, parent?, learner?, locale?}: corrects a pending registration (a new parent address is emailed again). */
export const parentLearnerAmend = defineEndpoint({
  id: 'account.parent_learner.patch',
  method: 'patch',
  path: 'users/parent-learner',
  access: anyone,
  body: ZParentLearnerAmendment,
  handler: ({ payload, req, body }) => amendRegistration({ payload, req, type: 'new', changes: body }),
})

/** PUT users/parent-learner/adopt {parent?, learner: {username, password}, locale?}: a parent takes on an existing learner account; 201. */
export const parentLearnerAdopt = defineEndpoint({
  id: 'account.parent_learner.adopt.put',
  method: 'put',
  path: 'users/parent-learner/adopt',
  access: anyone,
  body: ZAdoptRequest,
  credentials: true,
  handler: async ({ payload, req, user, body }) => answer(await adoptLearner({ payload, req, caller: user, details: body })),
})

/** PATCH users/parent-learner/adopt {token, parent?, locale?}: corrects a pending adoption. */
export const parentLearnerAdoptAmend = defineEndpoint({
  id: 'account.parent_learner.adopt.patch',
  method: 'patch',
  path: 'users/parent-learner/adopt',
  access: anyone,
  body: ZAdoptAmendment,
  handler: ({ payload, req, body }) => amendRegistration({ payload, req, type: 'adopt', changes: body }),
})
