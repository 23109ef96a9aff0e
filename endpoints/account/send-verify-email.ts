import { authenticated } from '../../access'
import { defineEndpoint, input, json } from '../../lib/api/define-endpoint'
import { EMAIL_SENT_HEADER } from '../../lib/auth/account-common'
import { ZEmail } from '../../lib/auth/account-fields'
import { requestEmailVerification, VERIFICATION_EMAILS_PER_HOUR } from '../../lib/auth/account-email'
import { ZVerificationEmail } from './account.schema'

/** POST users/me/sendverifyemail {email}: emails a verification link to the account's own address. */
export const sendVerifyEmail = defineEndpoint({
  id: 'account.sendverifyemail',
  method: 'post',
  path: 'users/me/sendverifyemail',
  access: authenticated,
  body: input({ email: ZEmail }),
  response: ZVerificationEmail,
  description: `Emails a link to verify the account’s own address (any other address is 422), with \`X-Email-Sent: email_verification\`; nothing is sent when it is already verified. At most ${VERIFICATION_EMAILS_PER_HOUR} emails an hour (429).`,
  handler: async ({ payload, req, user, body }) => {
    const answer = await requestEmailVerification({ payload, req, userId: user.id, email: body.email })
    return json(answer, { headers: answer.sent ? { [EMAIL_SENT_HEADER]: 'email_verification' } : {} })
  },
})
