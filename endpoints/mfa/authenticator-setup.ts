import { authenticated } from '../../access'
import { defineEndpoint } from '../../lib/api/define-endpoint'
import { startAuthenticatorSetup } from '../../lib/auth/mfa'

/**
 * GET users/me/mfa/authenticator: starts setting up an authenticator app. Answers, once,
 * `{ secret, otpauthUri, qrCode }` (qrCode: a PNG data URL of the URI); the secret waits, encrypted, for
 * POST to confirm it. A new GET replaces a set-up in progress.
 */
export const authenticatorSetup = defineEndpoint({
  id: 'mfa.authenticator.setup',
  method: 'get',
  path: 'users/me/mfa/authenticator',
  access: authenticated,
  recentPassword: true,
  handler: ({ payload, user }) => startAuthenticatorSetup({ payload, user }),
})
