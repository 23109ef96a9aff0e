import { anyone } from '../../access'
import { defineEndpoint, json } from '../../lib/api/define-endpoint'
import { EMAIL_SENT_HEADER } from '../../lib/auth/account-common'
import { cancelRegistration, registrationStatus, resendVerification } from '../../lib/auth/registration-parent-learner'
import { ZRegistrationToken } from './parent-learner.schema'

/*
 * The registering device follows its parent-learner registration with the registration token. Each call
 * answers `{ type, status: pending|verified|cancelled|expired, expiresAt, parentEmail, learner: { id, name, username } }`.
 */

/** POST users/parent-learner/verification {token}: emails the parent again with a new link (at most five emails in all). */
export const parentLearnerVerificationStart = defineEndpoint({
  id: 'account.parent_learner.verification.start',
  method: 'post',
  path: 'users/parent-learner/verification',
  access: anyone,
  body: ZRegistrationToken,
  handler: async ({ payload, req, body }) =>
    json(await resendVerification({ payload, req, token: body.token }), {
      headers: { [EMAIL_SENT_HEADER]: 'parent_learner_verification' },
    }),
})

/** GET users/parent-learner/verification?token=: the registration's progress. */
export const parentLearnerVerificationStatus = defineEndpoint({
  id: 'account.parent_learner.verification.status',
  method: 'get',
  path: 'users/parent-learner/verification',
  access: anyone,
  query: ZRegistrationToken,
  handler: ({ payload, req, query }) => registrationStatus({ payload, req, token: query.token }),
})

/** DELETE users/parent-learner/verification?token=: cancels a registration the parent has not confirmed (409 once confirmed). */
export const parentLearnerVerificationCancel = defineEndpoint({
  id: 'account.parent_learner.verification.cancel',
  method: 'delete',
  path: 'users/parent-learner/verification',
  access: anyone,
  query: ZRegistrationToken,
  handler: ({ payload, req, query }) => cancelRegistration({ payload, req, token: query.token }),
})
