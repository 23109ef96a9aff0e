import { authenticated } from '../../access'
import { defineEndpoint } from '../../lib/api/define-endpoint'
import { extractToken } from '../../lib/auth/sessions'
import { toSessionUser } from '../../lib/auth/session-user'

/**
 * GET users/me: the session user. Answers `{ user, token, exp }`: `token` is the one the request sent in its
 * Authorization header, and null when the session cookie authenticated it (the cookie is HttpOnly so that
 * a script on the page cannot read it; echoing it here would undo that). `exp` is the session's expiry in
 * seconds, as Payload's admin expects.
 */
const headerToken = (headers: Headers) => {
  const found = extractToken(headers)
  return found?.from === 'header' ? found.token : null
}

export const me = defineEndpoint({
  id: 'account.me',
  method: 'get',
  path: 'users/me',
  access: authenticated,
  handler: ({ req, user }) => ({
    user: toSessionUser(user),
    token: headerToken(req.headers),
    exp: Math.floor(new Date(user.session.expiresAt).getTime() / 1000),
    collection: 'users',
  }),
})
