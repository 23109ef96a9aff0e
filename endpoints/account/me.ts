import { authenticated } from '../../access'
import { defineEndpoint } from '../../lib/api/define-endpoint'
import { extractToken } from '../../lib/auth/sessions'
import { toSessionUser } from '../../lib/auth/session-user'
import { ZMe } from './account.schema'

/** The token the request sent in its Authorization header: the HttpOnly cookie's is never echoed to a script. */
const headerToken = (headers: Headers) => {
  const found = extractToken(headers)
  return found?.from === 'header' ? found.token : null
}

/** GET users/me: the session user; `exp` in seconds and `collection` as Payload's admin expects. */
export const me = defineEndpoint({
  id: 'account.me',
  method: 'get',
  path: 'users/me',
  access: authenticated,
  response: ZMe,
  description:
    'The session user. `token` echoes a token sent in the Authorization header and is null when the HttpOnly cookie authenticated the request (echoing it would let a script on the page read it).',
  handler: ({ req, user }) => ({
    user: toSessionUser(user),
    token: headerToken(req.headers),
    exp: Math.floor(new Date(user.session.expiresAt).getTime() / 1000),
    collection: 'users',
  }),
})
