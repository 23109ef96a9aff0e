import { authenticated } from '../../access'
import { defineEndpoint } from '../../lib/api/define-endpoint'
import { removeAuthenticator } from '../../lib/auth/mfa'
import { ZMfaAnswer, ZNoBody } from './mfa.schema'
import { RECENT_PASSWORD } from '../auth/auth.schema'

/** DELETE users/me/mfa/authenticator: turns the authenticator off. */
export const authenticatorRemove = defineEndpoint({
  id: 'mfa.authenticator.remove',
  method: 'delete',
  path: 'users/me/mfa/authenticator',
  access: authenticated,
  body: ZNoBody,
  recentPassword: true,
  response: ZMfaAnswer,
  description: `Turns the authenticator off (or drops a set-up in progress) with its backup codes; sign-ins waiting for an authenticator code end. 404 when there is none. ${RECENT_PASSWORD}`,
  handler: ({ payload, req, user }) => removeAuthenticator({ payload, req, user }),
})
