/**
 * Throttles, counted in the database (the `throttles` table) so that every server process sees the same
 * counts.
 *
 * Sign-in with a known username is throttled by account and by school, never by address (a whole school
 * shares one). An account gets FREE_ATTEMPTS failures, then waits 1 s, 2 s, 4 s … (at most 15 minutes)
 * before each further try, and after LOCK_AFTER consecutive failures it needs a password reset (a
 * teacher's reset for a pupil) before it can sign in again. Each try is taken (reserveAttempt) before the
 * password is checked, in one statement, so tries made in parallel check no more passwords than one by one. A school's pupils share a larger budget per
 * window, so one pupil guessing cannot stop the class, but a school-wide guessing run slows down.
 *
 * Made-up usernames never touch those budgets (they would let anyone lock a school out): they count
 * per source address and per school in budgets of their own (UNKNOWN_PER_SOURCE, UNKNOWN_PER_SCHOOL).
 * Once one runs out, made-up usernames from that source (or at that school) get 429 without a password
 * check, and so does a wrong password for a real account, so the answers still do not tell real
 * usernames apart; the right password for a real account still signs in.
 *
 * Calls that tell whether something exists (users/exists, schools/existence, joinschool) take from a
 * per-source allowance (takeAllowance), and so do the calls anyone can make that store or send something:
 * anonymous accounts, error reports, and emails to an address the caller chose (those also per address).
 */
import { createHash } from 'node:crypto'
import type { Payload } from 'payload'
import { AppError } from '../api/errors'
import { poolDb } from '../data/db'
import { tables, type RowOf } from '../data/schema'
import { sql } from '../data/sql'
import { currentRequestContext } from '../http/request-context'

export const FREE_ATTEMPTS = 5
export const MAX_BACKOFF_MS = 15 * 60_000
export const LOCK_AFTER = 100
export const SCHOOL_WINDOW_MS = 10 * 60_000
export const SCHOOL_FAILURES_PER_WINDOW = 300
/** Failures with made-up usernames one source may make per window (a school's shared address included). */
export const UNKNOWN_PER_SOURCE = 50
/** Failures with made-up usernames at one school per window, from all sources together. */
export const UNKNOWN_PER_SCHOOL = 300
export const UNKNOWN_WINDOW_MS = 10 * 60_000
/** Existence checks (users/exists, schools/existence) per source per window. */
export const EXISTENCE_CHECKS_PER_WINDOW = 100
/** Join-code tries (users/me/joinschool) per source per window. */
export const JOIN_TRIES_PER_WINDOW = 10
export const ALLOWANCE_WINDOW_MS = 10 * 60_000
/**
 * Emails a caller chooses the address of (parent-learner verification, anonymous-account upgrade): per
 * recipient address, as many as one registration may send (so a parent can still be sent its reminders),
 * and per source. Both per hour.
 */
export const CALLER_EMAILS_PER_RECIPIENT = 5
export const CALLER_EMAILS_PER_SOURCE = 30
export const CALLER_EMAIL_WINDOW_MS = 60 * 60_000
/** Anonymous accounts (POST authanon) per source per hour. */
export const ANON_ACCOUNTS_PER_SOURCE = 20
export const ANON_ACCOUNT_WINDOW_MS = 60 * 60_000
/** Error reports (POST error_report) per source per 10 minutes. */
export const ERROR_REPORTS_PER_SOURCE = 30
export const ERROR_REPORT_WINDOW_MS = 10 * 60_000

type State = { failures: number; blockedUntil: Date | null; windowStartedAt: Date | null }
type Throttle = RowOf<typeof tables.throttles>

/** Counted on the pool, outside the request's transaction: a failed try still counts when its request rolls back. */
const throttleDb = (payload: Payload) => poolDb(payload, 'throttles: counts by account, school and source, shared by every process')

export const accountKey = (userId: number) => `account:${userId}`
/** Unknown usernames are throttled like accounts, so the answers do not tell them apart. */
export const unknownNameKey = (name: string) => `name:${name.trim().toLowerCase()}`
export const schoolKey = (schoolId: number) => `school:${schoolId}`
export const unknownSourceKey = (source: string) => `unknown-source:${source}`
export const unknownSchoolKey = (schoolId: number) => `unknown-school:${schoolId}`

/**
 * A request's source as throttles count it: an IPv4 address as it is, an IPv6 address by its /64 network (one
 * household or host is given a whole /64, so counting single addresses would give it billions of allowances).
 */
export function sourceOf(address: string | undefined): string {
  if (!address) return 'unknown'
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)
  if (mapped) return mapped[1]
  if (!address.includes(':')) return address
  const [head, tail = ''] = address.toLowerCase().split('::')
  const left = head ? head.split(':') : []
  const right = tail ? tail.split(':') : []
  const groups = address.includes('::') ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right] : left
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`
}

/** Where the request comes from: its address as Express resolved it (trust proxy: loopback), as `sourceOf` counts it. */
export const requestSource = () => sourceOf(currentRequestContext()?.ip)

export const backoffMs = (failures: number) =>
  failures < FREE_ATTEMPTS ? 0 : Math.min(MAX_BACKOFF_MS, 1000 * 2 ** (failures - FREE_ATTEMPTS))

export const attemptsRemaining = (failures: number) => Math.max(0, FREE_ATTEMPTS - failures)

/** A throttle's count and wait (none yet: nothing counted). */
export async function throttleState(payload: Payload, key: string): Promise<State> {
  const row = await throttleDb(payload).one(
    sql<Pick<Throttle, 'failures' | 'blocked_until' | 'window_started_at'>>`SELECT
      failures::int AS failures, blocked_until, window_started_at
    FROM ${tables.throttles} WHERE key = ${key}`,
  )
  return row
    ? { failures: row.failures, blockedUntil: row.blocked_until, windowStartedAt: row.window_started_at }
    : { failures: 0, blockedUntil: null, windowStartedAt: null }
}

function limited(message: string | undefined, until: Date) {
  return new AppError('RATE_LIMITED', {
    message,
    attemptsRemaining: 0,
    rateLimit: { limit: FREE_ATTEMPTS, remaining: 0, resetAt: until },
    fields: undefined,
  })
}

/** Throws 429 when the account may not try now. */
export async function assertAccountMayTry(payload: Payload, key: string) {
  const state = await throttleState(payload, key)
  if (state.failures >= LOCK_AFTER) {
    throw limited(
      'Too many failed sign-ins. Reset the password (a teacher can reset a pupil’s) to sign in again.',
      new Date(Date.now() + MAX_BACKOFF_MS),
    )
  }
  if (state.blockedUntil && state.blockedUntil.getTime() > Date.now()) throw limited(undefined, state.blockedUntil)
}

export async function assertSchoolMayTry(payload: Payload, schoolId: number) {
  const state = await throttleState(payload, schoolKey(schoolId))
  if (state.blockedUntil && state.blockedUntil.getTime() > Date.now()) throw limited(undefined, state.blockedUntil)
}

/**
 * Takes an attempt before the password (or code) is checked, in one statement, so attempts running in
 * parallel cannot all read the same count: it counts as a failure at once (and sets the wait that failure
 * earns), and is cleared by clearThrottle when the check succeeds. Throws 429 when the account may not try
 * now; otherwise answers how many attempts remain if this one fails.
 */
export async function reserveAttempt(payload: Payload, key: string): Promise<number> {
  const row = await throttleDb(payload).one(
    sql<Pick<Throttle, 'failures'>>`INSERT INTO ${tables.throttles} AS t (key, failures, blocked_until, updated_at, created_at)
     VALUES (${key}, 1, CASE WHEN 1 >= ${FREE_ATTEMPTS}::int THEN now() + make_interval(secs => LEAST(${MAX_BACKOFF_MS / 1000}::float8, power(2, 1 - ${FREE_ATTEMPTS}::int))) END, now(), now())
     ON CONFLICT (key) DO UPDATE SET
       failures = t.failures + 1,
       blocked_until = CASE WHEN t.failures + 1 >= ${FREE_ATTEMPTS}::int
         THEN now() + make_interval(secs => LEAST(${MAX_BACKOFF_MS / 1000}::float8, power(2, t.failures + 1 - ${FREE_ATTEMPTS}::int)))
         ELSE t.blocked_until END,
       updated_at = now()
     WHERE t.failures < ${LOCK_AFTER}::int AND (t.blocked_until IS NULL OR t.blocked_until <= now())
     RETURNING failures::int AS failures`,
  )
  if (row) return attemptsRemaining(row.failures)
  await assertAccountMayTry(payload, key)
  // Free again by the time it was read: still refused, since the attempt was not taken.
  throw limited(undefined, new Date())
}

/** Counts a failure; answers how many attempts remain before the wait starts. */
export async function recordAccountFailure(payload: Payload, key: string): Promise<number> {
  const db = throttleDb(payload)
  const row = await db.one(
    sql<Pick<Throttle, 'failures'>>`INSERT INTO ${tables.throttles} AS t (key, failures, updated_at, created_at)
     VALUES (${key}, 1, now(), now())
     ON CONFLICT (key) DO UPDATE SET failures = t.failures + 1, updated_at = now()
     RETURNING failures::int AS failures`,
  )
  const failures = row!.failures
  const wait = backoffMs(failures)
  if (wait > 0) await db.run(sql`UPDATE ${tables.throttles} SET blocked_until = ${new Date(Date.now() + wait)} WHERE key = ${key}`)
  return attemptsRemaining(failures)
}

/** Adds one to a count that starts again after `windowMs`; answers the count and when the window ends. */
export async function countInWindow(payload: Payload, key: string, windowMs: number): Promise<{ count: number; resetAt: Date }> {
  const seconds = windowMs / 1000
  const row = await throttleDb(payload).one(
    sql<Pick<Throttle, 'failures' | 'window_started_at'>>`INSERT INTO ${tables.throttles} AS t
     (key, failures, window_started_at, updated_at, created_at)
     VALUES (${key}, 1, now(), now(), now())
     ON CONFLICT (key) DO UPDATE SET
       failures = CASE WHEN t.window_started_at IS NULL OR t.window_started_at < now() - make_interval(secs => ${seconds}) THEN 1 ELSE t.failures + 1 END,
       window_started_at = CASE WHEN t.window_started_at IS NULL OR t.window_started_at < now() - make_interval(secs => ${seconds}) THEN now() ELSE t.window_started_at END,
       updated_at = now()
     RETURNING failures::int AS failures, window_started_at`,
  )
  return { count: row!.failures, resetAt: new Date(row!.window_started_at!.getTime() + windowMs) }
}

export async function recordSchoolFailure(payload: Payload, schoolId: number) {
  const key = schoolKey(schoolId)
  const { count, resetAt } = await countInWindow(payload, key, SCHOOL_WINDOW_MS)
  if (count >= SCHOOL_FAILURES_PER_WINDOW)
    await throttleDb(payload).run(sql`UPDATE ${tables.throttles} SET blocked_until = ${resetAt} WHERE key = ${key}`)
}

/** A failure with a made-up username: counted for the source and the school, never for the school's pupils. */
export async function recordUnknownFailure(payload: Payload, source: string, schoolId?: number) {
  await countInWindow(payload, unknownSourceKey(source), UNKNOWN_WINDOW_MS)
  if (schoolId) await countInWindow(payload, unknownSchoolKey(schoolId), UNKNOWN_WINDOW_MS)
}

/**
 * Whether made-up usernames have used up the source's or the school's budget: the 429 to answer them
 * (and wrong passwords, so the two look alike) until the window ends, or null.
 */
export async function unknownFlood(payload: Payload, source: string, schoolId?: number): Promise<AppError | null> {
  const keys = [unknownSourceKey(source), ...(schoolId ? [unknownSchoolKey(schoolId)] : [])]
  const rows = await throttleDb(payload).rows(
    sql<Pick<Throttle, 'key' | 'failures' | 'window_started_at'>>`SELECT key, failures::int AS failures, window_started_at
    FROM ${tables.throttles}
    WHERE key = ANY(${keys}) AND window_started_at >= now() - make_interval(secs => ${UNKNOWN_WINDOW_MS / 1000})`,
  )
  let until: Date | null = null
  for (const row of rows) {
    const limit = row.key.startsWith('unknown-source:') ? UNKNOWN_PER_SOURCE : UNKNOWN_PER_SCHOOL
    if (row.failures < limit) continue
    const end = new Date(row.window_started_at!.getTime() + UNKNOWN_WINDOW_MS)
    if (!until || end > until) until = end
  }
  return until ? limited(undefined, until) : null
}

/**
 * Takes one from a per-source allowance of `limit` calls per `windowMs` (existence checks, join codes);
 * 429 RATE_LIMITED with the rate-limit headers once it is used up.
 */
export async function takeAllowance(
  payload: Payload,
  bucket: string,
  limit: number,
  windowMs = ALLOWANCE_WINDOW_MS,
  source = requestSource(),
) {
  const { count, resetAt } = await countInWindow(payload, `allowance:${bucket}:${source}`, windowMs)
  if (count > limit) {
    throw new AppError('RATE_LIMITED', { rateLimit: { limit, remaining: 0, resetAt } })
  }
  return { limit, remaining: limit - count, resetAt }
}

/**
 * Before an email goes to an address a caller chose: one from the source's allowance and one from the
 * recipient's, each per hour; 429 RATE_LIMITED when either is used up. Counted on the pool, so a request
 * that fails later still counts.
 */
export async function takeCallerEmailAllowance(payload: Payload, recipient: string) {
  await takeAllowance(payload, 'caller-email-source', CALLER_EMAILS_PER_SOURCE, CALLER_EMAIL_WINDOW_MS)
  // The address is kept hashed: the throttles table need not hold people's addresses.
  const address = createHash('sha256').update(recipient.trim().toLowerCase()).digest('base64url')
  await takeAllowance(payload, 'caller-email-to', CALLER_EMAILS_PER_RECIPIENT, CALLER_EMAIL_WINDOW_MS, address)
}

/** A successful sign-in or a password reset starts the count again. */
export async function clearThrottle(payload: Payload, key: string) {
  await throttleDb(payload).run(sql`DELETE FROM ${tables.throttles} WHERE key = ${key}`)
}
