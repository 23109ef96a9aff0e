import { anyone } from '../../access'
import { defineEndpoint, input } from '../../lib/api/define-endpoint'
import { ZEmail } from '../../lib/auth/account-fields'
import { FORGOT_ANSWER, sendPasswordReset } from '../../lib/auth/account-password-reset'

/**
 * POST users/forgot {email}: always 200 with the same body. The account lookup, the token and the email
 * happen after the answer is sent, so status, body and timing say nothing about whether the address has
 * an account (lib/auth/account-password-reset.ts).
 */
export const forgot = defineEndpoint({
  id: 'auth.forgot',
  method: 'post',
  path: 'users/forgot',
  access: anyone,
  body: input({ email: ZEmail }),
  transaction: false,
  handler: ({ payload, body }) => {
    void sendPasswordReset(payload, body.email)
    return FORGOT_ANSWER
  },
})
