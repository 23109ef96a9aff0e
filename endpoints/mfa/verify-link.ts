import { signingIn } from '../../access'
import { defineEndpoint } from '../../lib/api/define-endpoint'
import { verifyEmailLink } from '../../lib/auth/mfa'
import { verifiedAnswer } from './answer'
import { SECOND_FACTOR_RULES, ZSecondFactorGiven, ZVerifyEmailLinkRequest } from './mfa.schema'

/** POST users/me/verify-link {key, trust?}: the link in the sign-in email; a link alone signs nobody in. */
export const verifyLink = defineEndpoint({
  id: 'mfa.verify_link',
  method: 'post',
  path: 'users/me/verify-link',
  access: signingIn,
  body: ZVerifyEmailLinkRequest,
  response: ZSecondFactorGiven,
  description: `The key of the link in the sign-in email, opened in the browser where the sign-in waits (the waiting session must send it: a link alone signs nobody in); it uses up the emailed code too. An unknown, used or expired key, or one of another sign-in, is 404. ${SECOND_FACTOR_RULES}`,
  handler: async ({ payload, req, user, body }) =>
    verifiedAnswer(await verifyEmailLink({ payload, req, user, key: body.key, trust: body.trust })),
})
