import { authenticated } from '../../access'
import { defineEndpoint } from '../../lib/api/define-endpoint'
import { removeAuthenticator } from '../../lib/auth/mfa'
import { ZNoBody } from './mfa.schema'

/** DELETE users/me/mfa/authenticator: turns the authenticator off and drops its backup codes. Answers `{ mfa }`. */
export const authenticatorRemove = defineEndpoint({
  id: 'mfa.authenticator.remove',
  method: 'delete',
  path: 'users/me/mfa/authenticator',
  access: authenticated,
  body: ZNoBody,
  recentPassword: true,
  handler: ({ payload, req, user }) => removeAuthenticator({ payload, req, user }),
})
