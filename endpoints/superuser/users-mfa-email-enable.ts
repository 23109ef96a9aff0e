import { superuser } from '../../access'
import { defineEndpoint } from '../../lib/api/define-endpoint'
import { setEmailMfaFor } from '../../lib/auth/mfa'
import { ZUserIdParams } from '../auth/superuser-refresh'
import { ZNoBody } from '../mfa/mfa.schema'
import { ZUserMfa } from './superuser.schema'
import { RECENT_PASSWORD } from '../auth/auth.schema'

/** POST superuser/users/{id}/mfa/email: turns email sign-in codes on for a user. */
export const superuserEnableEmailMfa = defineEndpoint({
  id: 'superuser.users.mfa.email.enable',
  method: 'post',
  path: 'superuser/users/{id}/mfa/email',
  access: superuser,
  body: ZNoBody,
  recentPassword: true,
  params: ZUserIdParams,
  response: ZUserMfa,
  description: `Turns email sign-in codes on for a user whose address support has confirmed with them (it need not be verified, but must exist: else 409; pupils 403); their second-factor throttle starts again. Audited. ${RECENT_PASSWORD}`,
  handler: ({ payload, req, user, params }) => setEmailMfaFor({ payload, req, actor: user, userId: params.id, enabled: true }),
})
