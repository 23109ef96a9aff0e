import { anyone } from '../../access'
import { defineEndpoint, json } from '../../lib/api/define-endpoint'
import { signInWithPassword } from '../../lib/auth/sign-in'
import { FREE_ATTEMPTS, LOCK_AFTER, MAX_BACKOFF_MS } from '../../lib/auth/throttle'
import { SESSION_LIFETIME, ZSignedIn } from './auth.schema'
import { ZLoginRequest } from './login.schema'

/** POST auth {username, password}: staff, parents and learners sign in with a username or email. */
export const login = defineEndpoint({
  id: 'auth.login',
  method: 'post',
  path: 'auth',
  access: anyone,
  body: ZLoginRequest,
  transaction: false,
  response: ZSignedIn,
  description: `Signs in with a username or email address (any capitalisation) and sets the session cookie (path \`/\`, ${SESSION_LIFETIME}, HttpOnly, SameSite=Lax). A wrong password or unknown user is 401 \`INVALID_CREDENTIALS\` with \`attemptsRemaining\`; after ${FREE_ATTEMPTS} failures each further try waits longer (429, up to ${MAX_BACKOFF_MS / 60_000} minutes), and after ${LOCK_AFTER} in a row the account needs a password reset. A user with a second factor on an untrusted device gets \`mfaRequired\` and \`user: null\`: give the factor next (\`users/me/verify\`, \`verify-link\` or \`verify-authenticator\`); an \`X-Device-Token\` header or the \`_inkwell_device_\` cookie of a trusted device skips it.`,
  handler: async ({ payload, req, body }) => {
    const { body: answer, cookie } = await signInWithPassword({ payload, req, ...body })
    return json(answer, { headers: { 'Set-Cookie': cookie } })
  },
})
