import { anyone } from '../../access'
import { created, defineEndpoint } from '../../lib/api/define-endpoint'
import { EMAIL_SENT_HEADER } from '../../lib/auth/account-common'
import { registerAccount } from '../../lib/auth/account-registration'
import { ZRegisterRequest } from './register.schema'

/**
 * POST users {name, email, password, role: teacher|parent, locale?}: creates the account, emails a link to
 * verify the address, and answers 201 signed in, like POST auth. An email already in use is a 409 that
 * names the field and nothing else.
 */
export const register = defineEndpoint({
  id: 'account.register',
  method: 'post',
  path: 'users',
  access: anyone,
  body: ZRegisterRequest,
  // The account is committed before the session is started (account-common.ts `inTransaction`).
  transaction: false,
  handler: async ({ payload, req, body }) => {
    const { body: answer, cookie } = await registerAccount({ payload, req, details: body })
    return created(answer, { 'Set-Cookie': cookie, [EMAIL_SENT_HEADER]: 'email_verification' })
  },
})
