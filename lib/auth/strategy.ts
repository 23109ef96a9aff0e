/** The Payload auth strategy: resolves the session token of any request to the signed-in user. */
import type { AuthStrategy } from 'payload'
import { env } from '../env'
import { isDatabaseUnavailable } from '../api/errors'
import { currentRequestContext } from '../http/request-context'
import { extractToken, findSessionUser } from './sessions'

/** A cookie only authenticates a request from our own origin or an allow-listed sibling product. */
function cookieAllowed(headers: Headers): boolean {
  const origin = headers.get('origin')
  if (!origin) return true
  const host = headers.get('host')
  if (host && (origin === `http://${host}` || origin === `https://${host}`)) return true
  return env.corsOrigins.includes(origin)
}

export const sessionStrategy: AuthStrategy = {
  name: 'inkwell-session',
  authenticate: async ({ headers, payload }) => {
    const found = extractToken(headers)
    if (!found || (found.from === 'cookie' && !cookieAllowed(headers))) return { user: null }
    try {
      const user = await findSessionUser((payload.db as any).pool, found.token)
      const context = currentRequestContext()
      if (user && context) {
        context.userId = user.id
        if (user.session.imitator) context.imitatorId = user.session.imitator.id
      }
      if (user?.session.mfaPending) {
        // Not signed in yet as far as everything else (and Payload's own access control) is concerned.
        if (context) context.pendingUser = user
        return { user: null }
      }
      return { user: user as any }
    } catch (err) {
      const context = currentRequestContext()
      if (context && isDatabaseUnavailable(err)) context.databaseUnavailable = true
      throw err
    }
  },
}
