import { anyone } from '../../access'
import { defineEndpoint, json } from '../../lib/api/define-endpoint'
import { EMAIL_SENT_HEADER } from '../../lib/auth/account-common'
import {
  cancelRegistration,
  MAX_VERIFICATION_EMAILS,
  registrationStatus,
  resendVerification,
} from '../../lib/auth/registration-parent-learner'
import { ZRegistration, ZRegistrationToken } from './parent-learner.schema'

/* The registering device follows its parent-learner registration with the registration token. */

/** POST users/parent-learner/verification {token}: emails the parent again. */
export const parentLearnerVerificationStart = defineEndpoint({
  id: 'account.parent_learner.verification.start',
  method: 'post',
  path: 'users/parent-learner/verification',
  access: anyone,
  body: ZRegistrationToken,
  response: ZRegistration,
  description: `Emails the parent again with a new link (the old one stops working), at most ${MAX_VERIFICATION_EMAILS} emails per registration in all (then 429). A registration that is no longer pending is 409.`,
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
  response: ZRegistration,
  description:
    'Where the registration stands, for the registering device to poll: once `verified`, sign the learner in with `POST auth/verified-learner`.',
  handler: ({ payload, req, query }) => registrationStatus({ payload, req, token: query.token }),
})

/** DELETE users/parent-learner/verification?token=: cancels the registration. */
export const parentLearnerVerificationCancel = defineEndpoint({
  id: 'account.parent_learner.verification.cancel',
  method: 'delete',
  path: 'users/parent-learner/verification',
  access: anyone,
  query: ZRegistrationToken,
  response: ZRegistration,
  description:
    'Cancels a registration the parent has not confirmed (status `cancelled`; cancelling again answers the same); 409 once confirmed.',
  handler: ({ payload, req, query }) => cancelRegistration({ payload, req, token: query.token }),
})
