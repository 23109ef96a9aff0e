import { superuser } from '../../access'
import { defineEndpoint } from '../../lib/api/define-endpoint'
import { removeAuthenticatorFor } from '../../lib/auth/mfa'
import { ZUserIdParams } from '../auth/superuser-refresh'
import { ZNoBody } from '../mfa/mfa.schema'
import { ZUserMfa } from './superuser.schema'
import { RECENT_PASSWORD } from '../auth/auth.schema'

/** DELETE superuser/users/{id}/mfa/authenticator: for a user who lost their authenticator and backup codes. */
export const superuserRemoveAuthenticator = defineEndpoint({
  id: 'superuser.users.mfa.authenticator.remove',
  method: 'delete',
  path: 'superuser/users/{id}/mfa/authenticator',
  access: superuser,
  body: ZNoBody,
  recentPassword: true,
  params: ZUserIdParams,
  response: ZUserMfa,
  description: `Removes a user’s authenticator and backup codes (they lost both); their sign-ins waiting for an authenticator code end and their second-factor throttle starts again. 404 when there is none. Audited. ${RECENT_PASSWORD}`,
  handler: ({ payload, req, user, params }) => removeAuthenticatorFor({ payload, req, actor: user, userId: params.id }),
})
