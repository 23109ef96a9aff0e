/**
 * Sign-in throttling by account and by school, never by IP address (a whole school shares one).
 * An account gets FREE_ATTEMPTS failures, then waits 1 s, 2 s, 4 s … (at most 15 minutes) before each
 * further try, and after LOCK_AFTER consecutive failures it needs a password reset (a teacher's reset
 * for a pupil) before it can sign in again. A school's pupils share a larger budget per window, so one
 * pupil guessing cannot stop the class, but a school-wide guessing run slows down.
 */
import { AppError } from '../api/errors'

export const FREE_ATTEMPTS = 5
export const MAX_BACKOFF_MS = 15 * 60_000
export const LOCK_AFTER = 100
export const SCHOOL_WINDOW_MS = 10 * 60_000
export const SCHOOL_FAILURES_PER_WINDOW = 300

type Queryable = { query: (text: string, values?: unknown[]) => Promise<{ rows: any[] }> }
type State = { failures: number; blockedUntil: Date | null; windowStartedAt: Date | null }

export const accountKey = (userId: number) => `account:${userId}`
/** Unknown usernames are throttled like accounts, so the answers do not tell them apart. */
export const unknownNameKey = (name: string) => `name:${name.trim().toLowerCase()}`
export const schoolKey = (schoolId: number) => `school:${schoolId}`

export const backoffMs = (failures: number) =>
  failures < FREE_ATTEMPTS ? 0 : Math.min(MAX_BACKOFF_MS, 1000 * 2 ** (failures - FREE_ATTEMPTS))

export const attemptsRemaining = (failures: number) => Math.max(0, FREE_ATTEMPTS - failures)

async function read(db: Queryable, key: string): Promise<State> {
  const { rows } = await db.query('SELECT failures, blocked_until, window_started_at FROM throttles WHERE key = $1', [key])
  const row = rows[0]
  return row
    ? { failures: row.failures, blockedUntil: row.blocked_until, windowStartedAt: row.window_started_at }
    : { failures: 0, blockedUntil: null, windowStartedAt: null }
}

function limited(message: string | undefined, until: Date, failures: number) {
  return new AppError('RATE_LIMITED', {
    message,
    attemptsRemaining: 0,
    rateLimit: { limit: FREE_ATTEMPTS, remaining: 0, resetAt: until },
    fields: undefined,
  })
}

/** Throws 429 when the account may not try now. */
export async function assertAccountMayTry(db: Queryable, key: string) {
  const state = await read(db, key)
  if (state.failures >= LOCK_AFTER) {
    throw limited('Too many failed sign-ins. Reset the password (a teacher can reset a pupil’s) to sign in again.', new Date(Date.now() + MAX_BACKOFF_MS), state.failures)
  }
  if (state.blockedUntil && state.blockedUntil.getTime() > Date.now()) throw limited(undefined, state.blockedUntil, state.failures)
}

export async function assertSchoolMayTry(db: Queryable, schoolId: number) {
  const state = await read(db, schoolKey(schoolId))
  if (state.blockedUntil && state.blockedUntil.getTime() > Date.now()) throw limited(undefined, state.blockedUntil, state.failures)
}

/** Counts a failure; answers how many attempts remain before the wait starts. */
export async function recordAccountFailure(db: Queryable, key: string): Promise<number> {
  const { rows } = await db.query(
    `INSERT INTO throttles (key, failures, updated_at, created_at) VALUES ($1, 1, now(), now())
     ON CONFLICT (key) DO UPDATE SET failures = throttles.failures + 1, updated_at = now()
     RETURNING failures`,
    [key],
  )
  const failures: number = rows[0].failures
  const wait = backoffMs(failures)
  if (wait > 0) await db.query('UPDATE throttles SET blocked_until = $2 WHERE key = $1', [key, new Date(Date.now() + wait)])
  return attemptsRemaining(failures)
}

export async function recordSchoolFailure(db: Queryable, schoolId: number) {
  const { rows } = await db.query(
    `INSERT INTO throttles (key, failures, window_started_at, updated_at, created_at) VALUES ($1, 1, now(), now(), now())
     ON CONFLICT (key) DO UPDATE SET
       failures = CASE WHEN throttles.window_started_at < now() - make_interval(secs => $2) THEN 1 ELSE throttles.failures + 1 END,
       window_started_at = CASE WHEN throttles.window_started_at < now() - make_interval(secs => $2) THEN now() ELSE throttles.window_started_at END,
       updated_at = now()
     RETURNING failures, window_started_at`,
    [schoolKey(schoolId), SCHOOL_WINDOW_MS / 1000],
  )
  if (rows[0].failures >= SCHOOL_FAILURES_PER_WINDOW) {
    await db.query('UPDATE throttles SET blocked_until = $2 WHERE key = $1', [schoolKey(schoolId), new Date(new Date(rows[0].window_started_at).getTime() + SCHOOL_WINDOW_MS)])
  }
}

/** A successful sign-in or a password reset starts the count again. */
export async function clearThrottle(db: Queryable, key: string) {
  await db.query('DELETE FROM throttles WHERE key = $1', [key])
}
