import { anyone } from '../../access'
import { defineEndpoint, input } from '../../lib/api/define-endpoint'
import { ZEmail } from '../../lib/auth/account-fields'
import { FORGOT_ANSWER, RESET_EMAILS_PER_HOUR, RESET_TTL_MS, sendPasswordReset } from '../../lib/auth/account-password-reset'
import { ZMessage } from './auth.schema'

/**
 * POST users/forgot {email}: the account lookup, the token and the email happen after the answer is sent, so
 * nothing about the answer says whether the address has an account (lib/auth/account-password-reset.ts).
 */
export const forgot = defineEndpoint({
  id: 'auth.forgot',
  method: 'post',
  path: 'users/forgot',
  access: anyone,
  body: input({ email: ZEmail }),
  transaction: false,
  response: ZMessage,
  description: `Always answers 200 with the same message, at once: whether the address has an account is found out after the answer, so neither status, body nor timing tells. An account's address is sent a link that works once, for ${RESET_TTL_MS / 60_000} minutes, and retires earlier links (at most ${RESET_EMAILS_PER_HOUR} emails an hour per address).`,
  handler: ({ payload, body }) => {
    void sendPasswordReset(payload, body.email)
    return FORGOT_ANSWER
  },
})
