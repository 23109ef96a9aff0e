/** The Payload auth strategy: resolves the session token of any request to the signed-in user. */
import type { AuthStrategy, TypedUser } from 'payload'
import { env } from '../env'
import { isDatabaseUnavailable } from '../api/errors'
import { currentRequestContext } from '../http/request-context'
import { startImitationAudit } from './imitation-audit'
import { extractToken, findSessionUser, sessionDb } from './sessions'
import type { AuthUser } from './types'

/** A cookie only authenticates a request from our own origin or an allow-listed sibling product. */
function cookieAllowed(headers: Headers): boolean {
  const origin = headers.get('origin')
  if (!origin) return true
  const host = headers.get('host')
  if (host && (origin === `http://${host}` || origin === `https://${host}`)) return true
  return env.corsOrigins.includes(origin)
}

/**
 * Requests to the busiest endpoints (defineEndpoint's `firstRead`) carry this, set by the API bridge: the
 * strategy leaves the token here instead of looking it up, and the endpoint looks it up in the same round
 * trip as its first read (findSessionUserWith), then admits the user exactly as below.
 */
export const deferredLookup = Symbol('inkwell.deferredSessionLookup')
export type DeferredLookup = { token?: string }

/**
 * Records who is signed in, for the request log and the imitation audit. A session that still owes its
 * second factor is not signed in as far as everything else (and Payload's own access control) is concerned.
 */
export function adoptSessionUser(user: AuthUser | null): AuthUser | null {
  const context = currentRequestContext()
  if (user && context) {
    context.userId = user.id
    if (user.session.imitator) {
      context.imitatorId = user.session.imitator.id
      // Audited before it is answered (the request log holds the answer until the row is written).
      startImitationAudit(user)
    }
  }
  if (user?.session.mfaPending) {
    if (context) context.pendingUser = user
    return null
  }
  return user
}

export const sessionStrategy: AuthStrategy = {
  name: 'inkwell-session',
  authenticate: async ({ headers, payload, req }) => {
    const found = extractToken(headers)
    if (!found || (found.from === 'cookie' && !cookieAllowed(headers))) return { user: null }
    const context = currentRequestContext()
    if (context) context.payload ??= payload
    const deferred = (req as { [deferredLookup]?: DeferredLookup } | undefined)?.[deferredLookup]
    if (deferred) {
      deferred.token = found.token
      return { user: null }
    }
    try {
      const user = adoptSessionUser(await findSessionUser(sessionDb(payload), found.token))
      // Nothing runs for an imitation session until its audit row is written.
      if (context?.audit) await context.audit
      // Payload types a user as its generated document; ours is the narrow AuthUser every operation reads.
      return { user: user as TypedUser | null }
    } catch (err) {
      if (context && isDatabaseUnavailable(err)) context.databaseUnavailable = true
      throw err
    }
  },
}
