import { authenticated } from '../../access'
import { defineEndpoint } from '../../lib/api/define-endpoint'
import { enableEmailMfa } from '../../lib/auth/mfa'
import { ZMfaAnswer, ZNoBody } from './mfa.schema'
import { RECENT_PASSWORD } from '../auth/auth.schema'

/** POST users/me/mfa/email: sign-in then also needs a code sent to the account's email address. */
export const enableEmail = defineEndpoint({
  id: 'mfa.email.enable',
  method: 'post',
  path: 'users/me/mfa/email',
  access: authenticated,
  body: ZNoBody,
  recentPassword: true,
  response: ZMfaAnswer,
  description: `Sign-in then also needs a code (or link) emailed to the account’s address, which must be verified (else 409: a mistyped address would lock its owner out). Pupils are 403. ${RECENT_PASSWORD}`,
  handler: ({ payload, req, user }) => enableEmailMfa({ payload, req, user }),
})
