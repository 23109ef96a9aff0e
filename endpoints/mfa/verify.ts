import { signingIn } from '../../access'
import { defineEndpoint } from '../../lib/api/define-endpoint'
import { verifyEmailCode } from '../../lib/auth/mfa'
import { verifiedAnswer } from './answer'
import { SECOND_FACTOR_RULES, ZSecondFactorGiven, ZVerifyEmailCodeRequest } from './mfa.schema'

/** POST users/me/verify {key, trust}: a session waiting for its email code gives it. */
export const verify = defineEndpoint({
  id: 'mfa.verify',
  method: 'post',
  path: 'users/me/verify',
  access: signingIn,
  body: ZVerifyEmailCodeRequest,
  response: ZSecondFactorGiven,
  description: `The six-digit code from the sign-in email (\`key\`); it uses up the emailed link too. An expired or used code is 422: sign in again for a new one. ${SECOND_FACTOR_RULES}`,
  handler: async ({ payload, req, user, body }) =>
    verifiedAnswer(await verifyEmailCode({ payload, req, user, code: body.key, trust: body.trust })),
})
