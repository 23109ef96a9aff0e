import { superuser } from '../../access'
import { defineEndpoint } from '../../lib/api/define-endpoint'
import { setEmailMfaFor } from '../../lib/auth/mfa'
import { ZUserIdParams } from '../auth/superuser-refresh'
import { ZNoBody } from '../mfa/mfa.schema'
import { ZUserMfa } from './superuser.schema'
import { RECENT_PASSWORD } from '../auth/auth.schema'

/** DELETE superuser/users/{id}/mfa/email: turns email sign-in codes off for a user. */
export const superuserDisableEmailMfa = defineEndpoint({
  id: 'superuser.users.mfa.email.disable',
  method: 'delete',
  path: 'superuser/users/{id}/mfa/email',
  access: superuser,
  body: ZNoBody,
  recentPassword: true,
  params: ZUserIdParams,
  response: ZUserMfa,
  description: `Turns email sign-in codes off for a user who cannot receive them; their sign-ins waiting for an email code end and their second-factor throttle starts again. Audited. ${RECENT_PASSWORD}`,
  handler: ({ payload, req, user, params }) => setEmailMfaFor({ payload, req, actor: user, userId: params.id, enabled: false }),
})
