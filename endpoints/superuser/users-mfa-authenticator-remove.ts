import { superuser } from '../../access'
import { defineEndpoint } from '../../lib/api/define-endpoint'
import { removeAuthenticatorFor } from '../../lib/auth/mfa'
import { ZUserIdParams } from '../auth/superuser-refresh'
import { ZNoBody } from '../mfa/mfa.schema'

/**
 * DELETE superuser/users/{id}/mfa/authenticator: removes a user's authenticator and backup codes (they lost
 * both). Answers `{ id, mfa }`; 404 when there is none; audited.
 */
export const superuserRemoveAuthenticator = defineEndpoint({
  id: 'superuser.users.mfa.authenticator.remove',
  method: 'delete',
  path: 'superuser/users/{id}/mfa/authenticator',
  access: superuser,
  body: ZNoBody,
  recentPassword: true,
  params: ZUserIdParams,
  handler: ({ payload, req, user, params }) => removeAuthenticatorFor({ payload, req, actor: user, userId: params.id }),
})
