import { authenticated } from '../../access'
import { defineEndpoint } from '../../lib/api/define-endpoint'
import { enableEmailMfa } from '../../lib/auth/mfa'
import { ZNoBody } from './mfa.schema'

/**
 * POST users/me/mfa/email: sign-in then also needs a code sent to the account's (verified) email address.
 * Answers `{ mfa: { email, authenticator, backupCodesRemaining } }`.
 */
export const enableEmail = defineEndpoint({
  id: 'mfa.email.enable',
  method: 'post',
  path: 'users/me/mfa/email',
  access: authenticated,
  body: ZNoBody,
  recentPassword: true,
  handler: ({ payload, req, user }) => enableEmailMfa({ payload, req, user }),
})
