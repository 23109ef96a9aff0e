import { signingIn } from '../../access'
import { defineEndpoint } from '../../lib/api/define-endpoint'
import { verifyAuthenticator as verifyWithAuthenticator } from '../../lib/auth/mfa'
import { verifiedAnswer } from './answer'
import { ZVerifyAuthenticatorRequest } from './mfa.schema'

/**
 * POST users/me/verify-authenticator {code, trust}: a code from the authenticator app, or a backup code.
 * Answers `{ user, deviceToken?, backupCodesRemaining? }` (the last when a backup code was used).
 */
export const verifyAuthenticator = defineEndpoint({
  id: 'mfa.verify_authenticator',
  method: 'post',
  path: 'users/me/verify-authenticator',
  access: signingIn,
  body: ZVerifyAuthenticatorRequest,
  handler: async ({ payload, req, user, body }) =>
    verifiedAnswer(await verifyWithAuthenticator({ payload, req, user, code: body.code, trust: body.trust })),
})
