import { authenticated } from '../../access'
import { defineEndpoint, input, json } from '../../lib/api/define-endpoint'
import { EMAIL_SENT_HEADER } from '../../lib/auth/account-common'
import { ZEmail } from '../../lib/auth/account-fields'
import { requestEmailVerification } from '../../lib/auth/account-email'

/**
 * POST users/me/sendverifyemail {email}: emails a verification link to the account's own address (422 for
 * any other address). `{ sent, email, emailVerified }`: nothing is sent when it is already verified; at most
 * five emails an hour (429).
 */
export const sendVerifyEmail = defineEndpoint({
  id: 'account.sendverifyemail',
  method: 'post',
  path: 'users/me/sendverifyemail',
  access: authenticated,
  body: input({ email: ZEmail }),
  handler: async ({ payload, req, user, body }) => {
    const answer = await requestEmailVerification({ payload, req, userId: user.id, email: body.email })
    return json(answer, { headers: answer.sent ? { [EMAIL_SENT_HEADER]: 'email_verification' } : {} })
  },
})
