import { authenticated } from '../../access'
import { defineEndpoint } from '../../lib/api/define-endpoint'
import { confirmAuthenticator } from '../../lib/auth/mfa'
import { ZConfirmAuthenticatorRequest } from './mfa.schema'

/**
 * POST users/me/mfa/authenticator {code}: a code from the app turns the authenticator on. Answers
 * `{ mfa, backupCodes }`: the ten backup codes are shown this once.
 */
export const authenticatorConfirm = defineEndpoint({
  id: 'mfa.authenticator.confirm',
  method: 'post',
  path: 'users/me/mfa/authenticator',
  access: authenticated,
  body: ZConfirmAuthenticatorRequest,
  handler: ({ payload, req, user, body }) => confirmAuthenticator({ payload, req, user, code: body.code }),
})
