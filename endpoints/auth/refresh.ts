import { authenticated } from '../../access'
import { defineEndpoint } from '../../lib/api/define-endpoint'
import { SESSION_LIFETIME_MS } from '../../lib/auth/sessions'
import { toSessionUser } from '../../lib/auth/session-user'

/** GET users/me/refresh: re-reads the user and renews the session's 90 days (not an imitation session's hour). */
export const refresh = defineEndpoint({
  id: 'auth.refresh',
  method: 'get',
  path: 'users/me/refresh',
  access: authenticated,
  transaction: false,
  handler: async ({ payload, req, user }) => {
    // An imitation session is never renewed: it ends an hour after it began.
    if (user.session.imitator) return { user: toSessionUser(user), exp: Math.floor(new Date(user.session.expiresAt).getTime() / 1000) }
    const expiresAt = new Date(Date.now() + SESSION_LIFETIME_MS)
    await payload.update({
      collection: 'sessions',
      id: user.session.id,
      data: { expiresAt: expiresAt.toISOString() },
      req,
      overrideAccess: true, // the caller's own session, found by its token
      depth: 0,
    })
    return { user: toSessionUser(user), exp: Math.floor(expiresAt.getTime() / 1000) }
  },
})
