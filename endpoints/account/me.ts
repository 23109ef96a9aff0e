import { authenticated } from '../../access'
import { defineEndpoint } from '../../lib/api/define-endpoint'
import { extractToken } from '../../lib/auth/sessions'
import { toSessionUser } from '../../lib/auth/session-user'

/**
 * GET users/me: the session user. Answers `{ user, token, exp }`: the token is the one the request
 * authenticated with (the marketing site reads it), `exp` its expiry in seconds, as Payload's admin expects.
 */
export const me = defineEndpoint({
  id: 'account.me',
  method: 'get',
  path: 'users/me',
  access: authenticated,
  handler: ({ req, user }) => ({
    user: toSessionUser(user),
    token: extractToken(req.headers)?.token ?? null,
    exp: Math.floor(new Date(user.session.expiresAt).getTime() / 1000),
    collection: 'users',
  }),
})
