/**
 * Every request made in an imitation session (reads included) is written to the audit log with both ids
 * before it is answered: the session lookup starts the write (startImitationAudit), the Payload strategy
 * waits for it before anything else runs, and the request log holds the answer back until it is written
 * (for the calls that look the session up themselves), then records the status (finishImitationAudit).
 */
import type { Payload } from 'payload'
import { poolDb } from '../data/db'
import { tables, type RowOf } from '../data/schema'
import { sql } from '../data/sql'
import { currentRequestContext, type RequestContext } from '../http/request-context'
import type { AuthUser } from './types'

/** Written outside the request's transaction, so that a request that fails is still on record. */
const auditDb = (payload: Payload) => poolDb(payload, 'the audit log, which records superusers acting as someone else')

/** Starts the audit row of this request when it is made while imitating; the same promise for a second lookup. */
export function startImitationAudit(user: AuthUser | null): Promise<number> | undefined {
  const context = currentRequestContext()
  const imitator = user?.session.imitator
  if (!context || !imitator) return undefined
  if (context.audit) return context.audit
  if (!context.payload) {
    context.audit = Promise.reject(new Error('No database to write the imitation audit to'))
    context.audit.catch(() => {})
    return context.audit
  }
  context.audit = auditDb(context.payload)
    .one(
      sql<Pick<RowOf<typeof tables.audit_log>, 'id'>>`INSERT INTO ${tables.audit_log}
        (actor_id, subject_id, action, status, updated_at, created_at)
      VALUES (${imitator.id}, ${user.id}, ${context.action ?? 'unknown request'}, NULL, now(), now()) RETURNING id`,
    )
    .then((row) => row!.id)
  context.audit.catch(() => {})
  return context.audit
}

/** Records the status an audited request was answered with on its row, once the row is written. */
export async function finishImitationAudit(context: RequestContext, status: number) {
  if (!context.audit || !context.payload) return
  const id = await context.audit
  await auditDb(context.payload).run(sql`UPDATE ${tables.audit_log} SET status = ${status}, updated_at = now() WHERE id = ${id}`)
}

/** The row that says a superuser started imitating someone; the requests of the imitation get their own rows. */
export async function recordImitationStarted(payload: Payload, actorId: number, subjectId: number) {
  await auditDb(payload).run(
    sql`INSERT INTO ${tables.audit_log} (actor_id, subject_id, action, status, updated_at, created_at)
    VALUES (${actorId}, ${subjectId}, 'imitation started', 200, now(), now())`,
  )
}
