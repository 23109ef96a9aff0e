import { anyone } from '../../access'
import { created, defineEndpoint } from '../../lib/api/define-endpoint'
import { createAnonymousAccount } from '../../lib/auth/account-registration'
import { ANON_ACCOUNT_WINDOW_MS, ANON_ACCOUNTS_PER_SOURCE } from '../../lib/auth/throttle'
import { ZSignedIn } from './auth.schema'

/** POST authanon: an anonymous account, signed in. */
export const anon = defineEndpoint({
  id: 'auth.anon',
  method: 'post',
  path: 'authanon',
  access: anyone,
  transaction: false,
  response: { status: 201, schema: ZSignedIn },
  description: `Creates an anonymous account (role \`anonymous\`, no name, email or password) and answers signed in as it, with the session cookie. It can be upgraded in place later, keeping its progress (\`PATCH users/me/anon-upgrade\`). Each source may create ${ANON_ACCOUNTS_PER_SOURCE} in ${ANON_ACCOUNT_WINDOW_MS / 60_000} minutes (then 429).`,
  handler: async ({ payload, req }) => {
    const { body, cookie } = await createAnonymousAccount({ payload, req })
    return created(body, { 'Set-Cookie': cookie })
  },
})
