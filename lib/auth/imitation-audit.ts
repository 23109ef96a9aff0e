/**
 * Every request made in an imitation session (reads included) is written to the audit log with both ids
 * before it is answered: the session lookup starts the write (startImitationAudit), the Payload strategy
 * waits for it before anything else runs, and the request log holds the answer back until it is written
 * (for the calls that look the session up themselves), then records the status.
 */
import { currentRequestContext } from '../http/request-context'
import type { AuthUser } from './types'

/** Starts the audit row of this request when it is made while imitating; the same promise for a second lookup. */
export function startImitationAudit(user: AuthUser | null): Promise<number> | undefined {
  const context = currentRequestContext()
  const imitator = user?.session.imitator
  if (!context || !imitator) return undefined
  if (context.audit) return context.audit
  if (!context.pool) {
    context.audit = Promise.reject(new Error('No database to write the imitation audit to'))
    context.audit.catch(() => {})
    return context.audit
  }
  context.audit = context.pool
    .query(
      'INSERT INTO audit_log (actor_id, subject_id, action, status, updated_at, created_at) VALUES ($1, $2, $3, NULL, now(), now()) RETURNING id',
      [imitator.id, user.id, context.action ?? 'unknown request'],
    )
    .then((r) => r.rows[0].id as number)
  context.audit.catch(() => {})
  return context.audit
}
