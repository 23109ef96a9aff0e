/**
 * Per-request facts that the Express layer logs but that are only known deep inside Payload
 * (the authenticated user, the error reference), carried with AsyncLocalStorage.
 */
import { AsyncLocalStorage } from 'node:async_hooks'
import type { Payload } from 'payload'
import type { AuthUser } from '../auth/types'

export type RequestContext = {
  userId?: number
  /** The superuser behind an imitation session: their actions are written to the audit log. */
  imitatorId?: number
  /** A signed-in user who still owes a second factor: only the verify calls accept them. */
  pendingUser?: AuthUser
  errorReference?: string
  /** Set when the session lookup could not reach the database, so the request answers 503, not 401. */
  databaseUnavailable?: boolean
  error?: unknown
  /** The caller's address as Express sees it (trust proxy: loopback), for per-source throttles. */
  ip?: string
  /** The call as the log and the audit name it: `GET /api/users/me`. */
  action?: string
  /** The Payload instance that looked the session up: the imitation audit is written through its database. */
  payload?: Payload
  /** The audit-log row of a request made while imitating, written before the request goes on (lib/auth/imitation-audit.ts). */
  audit?: Promise<number>
}

export const requestContext = new AsyncLocalStorage<RequestContext>()

export const currentRequestContext = (): RequestContext | undefined => requestContext.getStore()
