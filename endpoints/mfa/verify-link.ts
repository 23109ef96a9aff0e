import { signingIn } from '../../access'
import { defineEndpoint } from '../../lib/api/define-endpoint'
import { verifyEmailLink } from '../../lib/auth/mfa'
import { verifiedAnswer } from './answer'
import { ZVerifyEmailLinkRequest } from './mfa.schema'

/**
 * POST users/me/verify-link {key, trust?}: the link in the sign-in email, opened in the browser where the
 * sign-in waits (the pending session must present it: a link alone signs nobody in). Answers
 * `{ user, deviceToken? }`; an unknown, used or expired key is 404.
 */
export const verifyLink = defineEndpoint({
  id: 'mfa.verify_link',
  method: 'post',
  path: 'users/me/verify-link',
  access: signingIn,
  body: ZVerifyEmailLinkRequest,
  handler: async ({ payload, req, user, body }) =>
    verifiedAnswer(await verifyEmailLink({ payload, req, user, key: body.key, trust: body.trust })),
})
