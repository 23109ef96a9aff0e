import { authenticated } from '../../access'
import { defineEndpoint } from '../../lib/api/define-endpoint'
import { confirmAuthenticator } from '../../lib/auth/mfa'
import { ZBackupCodes, ZConfirmAuthenticatorRequest } from './mfa.schema'

/** POST users/me/mfa/authenticator {code}: a code from the app turns the authenticator on. */
export const authenticatorConfirm = defineEndpoint({
  id: 'mfa.authenticator.confirm',
  method: 'post',
  path: 'users/me/mfa/authenticator',
  access: authenticated,
  body: ZConfirmAuthenticatorRequest,
  response: ZBackupCodes,
  description:
    'A current code from the app (one 30-second step of clock drift either way is accepted) proves it holds the secret from `GET users/me/mfa/authenticator`, and turns the authenticator on; ten backup codes are answered this once. A wrong code is 422; no set-up in progress, or an authenticator already on, is 409.',
  handler: ({ payload, req, user, body }) => confirmAuthenticator({ payload, req, user, code: body.code }),
})
