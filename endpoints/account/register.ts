import { anyone } from '../../access'
import { created, defineEndpoint } from '../../lib/api/define-endpoint'
import { EMAIL_SENT_HEADER } from '../../lib/auth/account-common'
import { registerAccount } from '../../lib/auth/account-registration'
import { ZSignedIn } from '../auth/auth.schema'
import { ZRegisterRequest } from './register.schema'

/** POST users {name, email, password, role: teacher|parent, locale?}: creates the account and emails a link to verify the address. */
export const register = defineEndpoint({
  id: 'account.register',
  method: 'post',
  path: 'users',
  access: anyone,
  body: ZRegisterRequest,
  response: { status: 201, schema: ZSignedIn },
  description:
    'A teacher or parent registers with an email address and answers signed in, as `POST auth` does, with the session cookie. A link to verify the address is emailed (`X-Email-Sent: email_verification`). The email is stored lower-case; one already in use is 409 naming only the field; the password policy depends on the role (422).',
  // The account is committed before the session is started (account-common.ts `inTransaction`).
  transaction: false,
  handler: async ({ payload, req, body }) => {
    const { body: answer, cookie } = await registerAccount({ payload, req, details: body })
    return created(answer, { 'Set-Cookie': cookie, [EMAIL_SENT_HEADER]: 'email_verification' })
  },
})
