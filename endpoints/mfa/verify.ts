import { signingIn } from '../../access'
import { defineEndpoint } from '../../lib/api/define-endpoint'
import { verifyEmailCode } from '../../lib/auth/mfa'
import { verifiedAnswer } from './answer'
import { ZVerifyEmailCodeRequest } from './mfa.schema'

/**
 * POST users/me/verify {key, trust}: a session waiting for its email code gives it (`key`, six digits) and is
 * signed in. Answers `{ user, deviceToken? }`; `trust` also trusts the device (cookie `_inkwell_device_`).
 * Wrong codes: 422 with `attemptsRemaining`; too many: 429.
 */
export const verify = defineEndpoint({
  id: 'mfa.verify',
  method: 'post',
  path: 'users/me/verify',
  access: signingIn,
  body: ZVerifyEmailCodeRequest,
  handler: async ({ payload, req, user, body }) =>
    verifiedAnswer(await verifyEmailCode({ payload, req, user, code: body.key, trust: body.trust })),
})
