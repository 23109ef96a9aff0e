import { signingIn } from '../../access'
import { defineEndpoint } from '../../lib/api/define-endpoint'
import { verifyAuthenticator as verifyWithAuthenticator } from '../../lib/auth/mfa'
import { ZCount } from '../school/common.schema'
import { verifiedAnswer } from './answer'
import { SECOND_FACTOR_RULES, ZSecondFactorGiven, ZVerifyAuthenticatorRequest } from './mfa.schema'

/** POST users/me/verify-authenticator {code, trust}: a code from the authenticator app, or a backup code. */
export const verifyAuthenticator = defineEndpoint({
  id: 'mfa.verify_authenticator',
  method: 'post',
  path: 'users/me/verify-authenticator',
  access: signingIn,
  body: ZVerifyAuthenticatorRequest,
  response: ZSecondFactorGiven.extend({
    backupCodesRemaining: ZCount.optional().describe('When a backup code was used: how many are left'),
  }),
  description: `A code from the authenticator app (within one 30-second step of drift, each step once) or one of the backup codes (each once) signs in the waiting session. ${SECOND_FACTOR_RULES}`,
  handler: async ({ payload, req, user, body }) =>
    verifiedAnswer(await verifyWithAuthenticator({ payload, req, user, code: body.code, trust: body.trust })),
})
