import type { Payload, PayloadRequest } from 'payload'
import { emailService } from '../../services/email'
import { AppError } from '../api/errors'
import { poolDb } from '../data/db'
import { tables, type RowOf } from '../data/schema'
import { named, sql } from '../data/sql'
import { renderEmail } from '../email/templates'
import { env } from '../env'
import { trustedDeviceOf } from './devices'
import { issueToken, newCode, newKey } from './one-time-tokens'
import { verifyPassword } from './passwords'
import { createSession, findSessionUser, sessionCookie, sessionDb } from './sessions'
import { toSessionUser } from './session-user'
import {
  accountKey,
  assertSchoolMayTry,
  clearThrottle,
  recordSchoolFailure,
  recordUnknownFailure,
  requestSource,
  reserveAttempt,
  unknownFlood,
  unknownNameKey,
} from './throttle'

type Users = RowOf<typeof tables.users>
type Candidate = Pick<Users, 'id' | 'password_hash' | 'school_id'> | undefined

/** Accounts of every school: sign-in finds out whose account this is, and reads it before anyone is signed in. */
const signInDb = (payload: Payload) => poolDb(payload, 'sign-in, which finds the account before anyone is signed in')

/** How long a password check takes here, on average: refusals that skip one wait as long, so timing tells nothing. */
let typicalVerifyMs = 50
async function timedVerify(hash: string | null | undefined, password: string) {
  const started = performance.now()
  const ok = await verifyPassword(hash, password)
  typicalVerifyMs = typicalVerifyMs * 0.9 + (performance.now() - started) * 0.1
  return ok
}

/**
 * Checks a password against a candidate with the throttles of lib/auth/throttle.ts; the same answer whichever
 * part was wrong. Known accounts count against their own and their school's budgets; made-up usernames only
 * against the source's and the school's budgets for made-up usernames, so they cannot lock real pupils out.
 */
async function checkPassword(payload: Payload, candidate: Candidate, password: string, unknownKey: string, schoolId?: number) {
  const source = requestSource()
  const key = candidate ? accountKey(candidate.id) : unknownKey
  if (schoolId) await assertSchoolMayTry(payload, schoolId)
  const flood = await unknownFlood(payload, source, schoolId)
  if (flood && !candidate) {
    await new Promise((resolve) => setTimeout(resolve, Math.min(typicalVerifyMs, 250)))
    throw flood
  }
  // The attempt is taken (counted as a failure) before the password is checked, in one statement, so
  // parallel tries cannot all pass a count read before any of them was recorded; success clears it.
  const attemptsRemaining = await reserveAttempt(payload, key)
  const ok = await timedVerify(candidate?.password_hash, password)
  if (!candidate || !ok) {
    if (candidate) {
      if (schoolId) await recordSchoolFailure(payload, schoolId)
    } else {
      await recordUnknownFailure(payload, source, schoolId)
    }
    // While made-up usernames are refused, a wrong password is refused the same way.
    if (flood) throw flood
    throw new AppError('INVALID_CREDENTIALS', { authHint: 'login', attemptsRemaining })
  }
  await clearThrottle(payload, key)
  return candidate
}

/** POST auth: staff, parents and learners sign in with a username or email. */
export async function signInWithPassword({
  payload,
  req,
  username,
  password,
}: {
  payload: Payload
  req: PayloadRequest
  username: string
  password: string
}) {
  const found = await signInDb(payload).one(
    named('inkwell-sign-in-lookup')<NonNullable<Candidate>>`SELECT id, password_hash, school_id FROM ${tables.users}
    WHERE (lower(username) = lower(${username}) OR lower(email) = lower(${username})) AND deleted_at IS NULL
    ORDER BY (username = ${username}) DESC LIMIT 1`,
  )
  const candidate = await checkPassword(payload, found, password, unknownNameKey(username))
  return startSession({ payload, req, userId: candidate.id, passwordVerified: true })
}

/**
 * POST auth/school_id: pupils sign in with their school's id (printed on their login card), their school
 * username and password. Not the join code: that lets a teacher join the school, so it is not for pupils.
 */
export async function signInToSchool({
  payload,
  req,
  schoolId,
  schoolUsername,
  password,
}: {
  payload: Payload
  req: PayloadRequest
  schoolId: string
  schoolUsername: string
  password: string
}) {
  const db = signInDb(payload)
  const school = /^\d{1,9}$/.test(schoolId)
    ? await db.one(sql<Pick<RowOf<typeof tables.schools>, 'id'>>`SELECT id FROM ${tables.schools} WHERE id = ${Number(schoolId)}`)
    : undefined
  const found = school
    ? await db.one(
        sql<NonNullable<Candidate>>`SELECT id, password_hash, school_id FROM ${tables.users}
        WHERE school_id = ${school.id} AND lower(school_username) = lower(${schoolUsername}) AND deleted_at IS NULL`,
      )
    : undefined
  const candidate = await checkPassword(payload, found, password, unknownNameKey(`${schoolId}/${schoolUsername}`), school?.id)
  return startSession({ payload, req, userId: candidate.id, passwordVerified: true })
}

const MFA_CODE_TTL_MS = 10 * 60_000

/** Sends the email sign-in code and link for a session that owes its second factor. */
export async function sendMfaEmail(payload: Payload, req: PayloadRequest, userId: number) {
  const user = await signInDb(payload).one(
    sql<Pick<Users, 'email' | 'name' | 'locale'>>`SELECT email, name, locale FROM ${tables.users} WHERE id = ${userId}`,
  )
  if (!user?.email) throw new AppError('CONFLICT', { message: 'This account has no email address for sign-in codes' })
  const code = newCode()
  const key = newKey()
  await issueToken(payload, req, { kind: 'mfa_email_code', userId, secret: code, ttlMs: MFA_CODE_TTL_MS, replace: true })
  await issueToken(payload, req, { kind: 'mfa_email_link', userId, secret: key, ttlMs: MFA_CODE_TTL_MS, replace: true })
  emailService().sendLater(
    renderEmail('mfa_code', {
      to: user.email,
      name: user.name,
      locale: user.locale,
      values: { code, link: `${env.publicUrl}/console/verify?key=${key}` },
    }),
  )
}

/**
 * Creates a session and answers what every sign-in answers: the token, the session user and the cookie.
 * A user with a second factor, on a device they have not trusted, gets a session that owes it
 * (`mfaRequired`), and no user until it is given.
 */
export async function startSession({
  payload,
  req,
  userId,
  imitatorId,
  imitatorSessionId,
  lifetimeMs,
  passwordVerified = false,
  skipSecondFactor = false,
}: {
  payload: Payload
  req: PayloadRequest
  userId: number
  imitatorId?: number
  imitatorSessionId?: number
  lifetimeMs?: number
  passwordVerified?: boolean
  skipSecondFactor?: boolean
}) {
  const clientType = req.headers.get('x-client-type')
  const security = await signInDb(payload).one(
    sql<Pick<Users, 'role' | 'security_email_mfa' | 'security_totp_enabled'>>`SELECT role, security_email_mfa, security_totp_enabled
    FROM ${tables.users} WHERE id = ${userId}`,
  )
  // Pupils' sign-in is managed by their school: a second factor left from older data is never asked for.
  if (security?.role === 'pupil') skipSecondFactor = true
  const deviceId = skipSecondFactor ? null : await trustedDeviceOf(payload, req.headers, userId)
  const mfaPending =
    skipSecondFactor || deviceId ? null : security?.security_totp_enabled ? 'authenticator' : security?.security_email_mfa ? 'email' : null
  const { token, expiresAt } = await createSession(payload, req, {
    userId,
    imitatorId,
    imitatorSessionId,
    lifetimeMs,
    clientType,
    mfaPending,
    passwordVerified,
    deviceId,
  })
  if (mfaPending === 'email') await sendMfaEmail(payload, req, userId)
  const secure = env.publicUrl.startsWith('https://')
  const cookie = sessionCookie(token, expiresAt, secure)
  if (mfaPending) return { body: { token, expiresAt: expiresAt.toISOString(), mfaRequired: mfaPending, user: null }, cookie }
  // Read back through the query the strategy uses; sign-in runs outside a transaction.
  const user = await findSessionUser(sessionDb(payload), token)
  if (!user) throw new AppError('INTERNAL', { message: 'Session was not readable after sign-in' })
  return { body: { token, expiresAt: expiresAt.toISOString(), user: toSessionUser(user) }, cookie }
}
