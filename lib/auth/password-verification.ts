/** The signed-in user proves their password again, so that their session may change credentials for a while. */
import { AppError } from '../api/errors'
import { systemDb, type Operation } from '../data/db'
import { tables, type RowOf } from '../data/schema'
import { sql } from '../data/sql'
import { verifyPassword } from './passwords'
import { accountKey, clearThrottle, reserveAttempt } from './throttle'

/**
 * Checks the caller's password against the same throttle as sign-in and, when it is right, marks their session as
 * verified now; answers when. A wrong password is 422 with the attempts remaining.
 */
export async function reverifyPassword(op: Operation, password: string): Promise<Date> {
  const { payload, user } = op
  // The caller's own account and session: theirs whichever school they are in, or none (a parent).
  const db = await systemDb(op, 'the caller’s own password and session')
  const key = accountKey(user.id)
  // Taken before the check, atomically, as at sign-in: parallel guesses check no more passwords.
  const attemptsRemaining = await reserveAttempt(payload, key)
  const account = await db.one(
    sql<Pick<RowOf<typeof tables.users>, 'password_hash'>>`SELECT password_hash FROM ${tables.users}
    WHERE id = ${user.id} AND deleted_at IS NULL`,
  )
  if (!(await verifyPassword(account?.password_hash, password))) {
    throw new AppError('INVALID_DATA', { fields: [{ path: 'password', message: 'That password is not right' }], attemptsRemaining })
  }
  await clearThrottle(payload, key)
  const session = await db.one(
    sql<Pick<RowOf<typeof tables.sessions>, 'password_verified_at'>>`UPDATE ${tables.sessions} SET password_verified_at = now()
    WHERE id = ${user.session.id} RETURNING password_verified_at`,
  )
  // The session was live a moment ago (it signed this request in); revoked since, it has nothing to verify.
  if (!session?.password_verified_at) throw new AppError('UNAUTHORISED', { message: 'Your session has ended: sign in again' })
  return session.password_verified_at
}
