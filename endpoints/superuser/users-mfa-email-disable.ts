import { superuser } from '../../access'
import { defineEndpoint } from '../../lib/api/define-endpoint'
import { setEmailMfaFor } from '../../lib/auth/mfa'
import { ZUserIdParams } from '../auth/superuser-refresh'
import { ZNoBody } from '../mfa/mfa.schema'

/**
 * DELETE superuser/users/{id}/mfa/email: turns email sign-in codes off for a user (their sign-ins waiting for
 * a code end). Answers `{ id, mfa }`; audited.
 */
export const superuserDisableEmailMfa = defineEndpoint({
  id: 'superuser.users.mfa.email.disable',
  method: 'delete',
  path: 'superuser/users/{id}/mfa/email',
  access: superuser,
  body: ZNoBody,
  recentPassword: true,
  params: ZUserIdParams,
  handler: ({ payload, req, user, params }) => setEmailMfaFor({ payload, req, actor: user, userId: params.id, enabled: false }),
})
