import type { Payload, PayloadRequest } from 'payload'
import { z } from 'zod'
import { authenticated } from '../../access'
import { defineEndpoint } from '../../lib/api/define-endpoint'
import { IMITATION_LIFETIME_MS, SESSION_LIFETIME_MS } from '../../lib/auth/sessions'
import { toSessionUser } from '../../lib/auth/session-user'
import type { AuthUser } from '../../lib/auth/types'
import { SESSION_LIFETIME, ZRenewedSession, ZSessionUser } from './auth.schema'

/** Renews the caller's session (an imitation session is never renewed: it ends when its hour is up). */
async function renew({ payload, req, user }: { payload: Payload; req: PayloadRequest; user: AuthUser }) {
  if (user.session.imitator) return Math.floor(new Date(user.session.expiresAt).getTime() / 1000)
  const expiresAt = new Date(Date.now() + SESSION_LIFETIME_MS)
  await payload.update({
    collection: 'sessions',
    id: user.session.id,
    data: { expiresAt: expiresAt.toISOString() },
    req,
    overrideAccess: true, // the caller's own session, found by its token
    depth: 0,
  })
  return Math.floor(expiresAt.getTime() / 1000)
}

/** GET users/me/refresh: re-reads the user and renews the session. */
export const refresh = defineEndpoint({
  id: 'auth.refresh',
  method: 'get',
  path: 'users/me/refresh',
  access: authenticated,
  transaction: false,
  response: ZRenewedSession,
  description: `Re-reads the session user and renews the session for another ${SESSION_LIFETIME} from now; the token stays the same. An imitation session is never renewed: it ends ${IMITATION_LIFETIME_MS / 60_000} minutes after it began.`,
  handler: async (context) => ({ user: toSessionUser(context.user), exp: await renew(context) }),
})

/**
 * POST users/refresh-token: the address Payload's admin keeps its session alive at. Renews the Inkwell session
 * as users/me/refresh does and answers the admin's shape without a token (Payload's own answer minted a JWT that
 * nothing accepts). Outside the catalogue.
 */
export const adminRefresh = defineEndpoint({
  method: 'post',
  path: 'users/refresh-token',
  access: authenticated,
  transaction: false,
  response: ZRenewedSession.extend({
    user: ZSessionUser.extend({ collection: z.literal('users') }),
    refreshedToken: z.null().describe('Always null: the session token does not change'),
  }),
  description:
    'Outside the catalogue: where Payload’s admin keeps its session alive. Renews the session as `GET users/me/refresh` does, in the shape the admin reads.',
  handler: async (context) => ({
    user: { ...toSessionUser(context.user), collection: 'users' },
    exp: await renew(context),
    refreshedToken: null,
  }),
})
