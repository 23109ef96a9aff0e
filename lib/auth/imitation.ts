/** A superuser starts acting as another user (POST superuser/imitateuser); the session rules are lib/auth/sessions.ts's. */
import { AppError } from '../api/errors'
import { systemDb, type Operation } from '../data/db'
import { tables, type RowOf } from '../data/schema'
import { sql } from '../data/sql'
import { recordImitationStarted } from './imitation-audit'
import { IMITATION_LIFETIME_MS } from './sessions'
import { startSession } from './sign-in'

/**
 * Starts a session of the user as the calling superuser, audited; answers the signed-in body and its cookie.
 * Not from an imitation (409), not of a superuser (403), not of a deleted user or none (404).
 */
export async function startImitation(op: Operation, userId: number) {
  const { payload, req, user } = op
  if (user.session.imitator) throw new AppError('CONFLICT', { message: 'Stop imitating before imitating someone else' })
  const db = await systemDb(op, 'a superuser may imitate a user of any school')
  const target = await db.one(
    sql<Pick<RowOf<typeof tables.users>, 'id' | 'role'>>`SELECT id, role FROM ${tables.users} WHERE id = ${userId} AND deleted_at IS NULL`,
  )
  if (!target) throw new AppError('NOT_FOUND', { message: `No user with id ${userId}` })
  if (target.role === 'superuser') throw new AppError('FORBIDDEN', { message: 'Superusers cannot be imitated' })
  const started = await startSession({
    payload,
    req,
    userId: target.id,
    imitatorId: user.id,
    imitatorSessionId: user.session.id,
    lifetimeMs: IMITATION_LIFETIME_MS,
    skipSecondFactor: true,
  })
  await recordImitationStarted(payload, user.id, target.id)
  return started
}
