import { anyone } from '../../access'
import { created, defineEndpoint } from '../../lib/api/define-endpoint'
import { EMAIL_SENT_HEADER } from '../../lib/auth/account-common'
import { adoptLearner, amendRegistration, registerParentLearner } from '../../lib/auth/registration-parent-learner'
import {
  ZAdoptAmendment,
  ZAdoptRequest,
  ZNewRegistration,
  ZParentLearnerAmendment,
  ZParentLearnerRequest,
  ZRegistration,
} from './parent-learner.schema'

/*
 * Parent-learner registration (lib/auth/registration-parent-learner.ts). Other signed-in roles than parents
 * are refused (403), since it would be unclear whose child this is.
 */

/** What a caller of the PUT calls should know beyond the schema. */
const STARTING =
  'Open to visitors, who describe the parent too, and to a signed-in parent, who leaves `parent` out; any other signed-in role is 403. No learner account exists until the parent confirms by the emailed link (`X-Email-Sent: parent_learner_verification`, status `pending`); a verified, signed-in parent completes it at once (status `verified`). The answer’s `token` is the registering device’s handle on the registration: follow it with `GET users/parent-learner/verification?token=`, then sign the learner in with `POST auth/verified-learner`.'

const answer = (registration: { status: string }) =>
  created(registration, registration.status === 'pending' ? { [EMAIL_SENT_HEADER]: 'parent_learner_verification' } : {})

/** PUT users/parent-learner {parent?: {name, email, password}, learner: {name, username, password}, locale?}. */
export const parentLearnerRegister = defineEndpoint({
  id: 'account.parent_learner.put',
  method: 'put',
  path: 'users/parent-learner',
  access: anyone,
  body: ZParentLearnerRequest,
  credentials: true,
  response: { status: 201, schema: ZNewRegistration },
  description: `A parent registers a new learner account for their child. ${STARTING}`,
  handler: async ({ payload, req, user, body }) => answer(await registerParentLearner({ payload, req, caller: user, details: body })),
})

/** PATCH users/parent-learner {token, parent?, learner?, locale?}: corrects a pending registration. */
export const parentLearnerAmend = defineEndpoint({
  id: 'account.parent_learner.patch',
  method: 'patch',
  path: 'users/parent-learner',
  access: anyone,
  body: ZParentLearnerAmendment,
  response: ZRegistration,
  description:
    'Corrects a pending registration (its token and the details to change); a new parent address is emailed again. A registration that is no longer pending is 409.',
  handler: ({ payload, req, body }) => amendRegistration({ payload, req, type: 'new', changes: body }),
})

/** PUT users/parent-learner/adopt {parent?, learner: {username, password}, locale?}: a parent takes on an existing learner account. */
export const parentLearnerAdopt = defineEndpoint({
  id: 'account.parent_learner.adopt.put',
  method: 'put',
  path: 'users/parent-learner/adopt',
  access: anyone,
  body: ZAdoptRequest,
  credentials: true,
  response: { status: 201, schema: ZNewRegistration },
  description: `A parent takes on an existing learner account, proved by its username and password. ${STARTING}`,
  handler: async ({ payload, req, user, body }) => answer(await adoptLearner({ payload, req, caller: user, details: body })),
})

/** PATCH users/parent-learner/adopt {token, parent?, locale?}: corrects a pending adoption. */
export const parentLearnerAdoptAmend = defineEndpoint({
  id: 'account.parent_learner.adopt.patch',
  method: 'patch',
  path: 'users/parent-learner/adopt',
  access: anyone,
  body: ZAdoptAmendment,
  response: ZRegistration,
  description:
    'Corrects a pending adoption: only the parent’s details and the locale can change. A registration that is no longer pending is 409.',
  handler: ({ payload, req, body }) => amendRegistration({ payload, req, type: 'adopt', changes: body }),
})
