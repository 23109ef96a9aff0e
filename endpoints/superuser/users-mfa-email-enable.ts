import { superuser } from '../../access'
import { defineEndpoint } from '../../lib/api/define-endpoint'
import { setEmailMfaFor } from '../../lib/auth/mfa'
import { ZUserIdParams } from '../auth/superuser-refresh'
import { ZNoBody } from '../mfa/mfa.schema'

/** POST superuser/users/{id}/mfa/email: turns email sign-in codes on for a user. Answers `{ id, mfa }`; audited. */
export const superuserEnableEmailMfa = defineEndpoint({
  id: 'superuser.users.mfa.email.enable',
  method: 'post',
  path: 'superuser/users/{id}/mfa/email',
  access: superuser,
  body: ZNoBody,
  recentPassword: true,
  params: ZUserIdParams,
  handler: ({ payload, req, user, params }) => setEmailMfaFor({ payload, req, actor: user, userId: params.id, enabled: true }),
})
