/**
 * Server-side sessions: an opaque random token goes to the client, only its SHA-256 is stored, so a
 * leaked database cannot be replayed and logout revokes a token at once. The same token is accepted as
 * `Authorization: Bearer`, `Authorization: JWT` and the `_session-token_` cookie.
 */
import { createHash, randomBytes } from 'node:crypto'
import type { Payload, PayloadRequest } from 'payload'
import type { AuthUser } from './types'
import { readCookie } from '../http/cookies'
import type { NamedStatement } from '../data/connection'
import { clientHeader } from '../http/client-headers'

export const SESSION_COOKIE = '_session-token_'
/** Spec section 4: 90 days. */
export const SESSION_LIFETIME_MS = 7_776_000_000
/** A superuser imitating someone does so for an hour at most, and is never renewed. */
export const IMITATION_LIFETIME_MS = 3_600_000

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

export async function createSession(
  payload: Payload,
  req: PayloadRequest | undefined,
  {
    userId,
    imitatorId = null,
    imitatorSessionId = null,
    lifetimeMs = SESSION_LIFETIME_MS,
    clientType = null,
    mfaPending = null,
    passwordVerified = false,
    deviceId = null,
  }: {
    userId: number
    imitatorId?: number | null
    /** The imitator's own session: the imitation returns to it, and ends when it does. */
    imitatorSessionId?: number | null
    lifetimeMs?: number
    clientType?: string | null
    /** The second factor still to give before the session may do anything else. */
    mfaPending?: 'email' | 'authenticator' | null
    /** The session starts with a freshly checked password (sign-in with a password). */
    passwordVerified?: boolean
    deviceId?: number | null
  },
): Promise<{ token: string; expiresAt: Date; sessionId: number }> {
  const token = randomBytes(32).toString('base64url')
  const expiresAt = new Date(Date.now() + lifetimeMs)
  const session = await payload.create({
    collection: 'sessions',
    data: {
      user: userId,
      tokenHash: hashToken(token),
      expiresAt: expiresAt.toISOString(),
      imitator: imitatorId,
      imitatorSession: imitatorSessionId,
      clientType: clientHeader(clientType) ?? null,
      mfaPending,
      device: deviceId,
      passwordVerifiedAt: passwordVerified ? new Date().toISOString() : null,
    },
    req,
    overrideAccess: true, // sessions are created only by the sign-in operations, after they check credentials
    depth: 0,
  })
  return { token, expiresAt, sessionId: session.id as number }
}

export async function revokeSession(payload: Payload, req: PayloadRequest | undefined, sessionId: number) {
  await payload.delete({ collection: 'sessions', id: sessionId, req, overrideAccess: true })
}

/** Signs a user out everywhere (after a password change or reset), except the session given. */
export async function revokeAllSessions(payload: Payload, req: PayloadRequest | undefined, userId: number, exceptSessionId?: number) {
  await payload.delete({
    collection: 'sessions',
    where: { and: [{ user: { equals: userId } }, ...(exceptSessionId ? [{ id: { not_equals: exceptSessionId } }] : [])] },
    req,
    overrideAccess: true,
  })
}

const USER_COLUMNS = `u.id, u.name, u.username, u.email, u.role, u.tester, u.permissions, u.spelling_access_level, u.access_level,
       u.has_number, u.has_phonics, u.avatar, u.avatar_hash,
       sc.id AS school_id, sc.name AS school_name, sc.account_region, sc.settings_font_preference`

const SESSION_USER_SQL = `
SELECT s.id AS session_id, s.expires_at, s.password_verified_at, s.imitator_id, s.mfa_pending, s.device_id,
       imitator.name AS imitator_name, ${USER_COLUMNS}
FROM sessions s
JOIN users u ON u.id = s.user_id
LEFT JOIN schools sc ON sc.id = u.school_id
LEFT JOIN users imitator ON imitator.id = s.imitator_id
WHERE s.token_hash = $1 AND s.expires_at > now() AND u.deleted_at IS NULL
  AND (s.imitator_id IS NULL OR EXISTS (
    SELECT 1 FROM sessions o JOIN users su ON su.id = o.user_id
    WHERE o.id = s.imitator_session_id AND o.user_id = s.imitator_id AND o.expires_at > now() AND o.imitator_id IS NULL
      AND su.role = 'superuser' AND su.deleted_at IS NULL))`

type Queryable = { query: (config: NamedStatement) => Promise<{ rows: any[] }> }

const USER_BY_ID_SQL = `
SELECT ${USER_COLUMNS}
FROM users u LEFT JOIN schools sc ON sc.id = u.school_id
WHERE u.id = $1`

/**
 * One indexed query from token to the signed-in user, their school and the session. An imitation session
 * is re-checked each time: its imitator must still be a superuser whose own session is still live.
 */
export async function findSessionUser(pool: Queryable, token: string): Promise<AuthUser | null> {
  const { rows } = await pool.query({ name: 'inkwell-session-user', text: SESSION_USER_SQL, values: [hashToken(token)] })
  return rows[0] ? toAuthUser(rows[0]) : null
}

/** The same, by session id (an imitation returning to the imitator's own session), with its token hash. */
export async function findSessionUserById(pool: Queryable, sessionId: number): Promise<{ user: AuthUser; tokenHash: string } | null> {
  const { rows } = await pool.query({
    name: 'inkwell-session-user-by-id',
    text: SESSION_USER_SQL.replace('WHERE s.token_hash = $1', 'WHERE s.id = $1').replace(
      'SELECT s.id AS session_id,',
      'SELECT s.id AS session_id, s.token_hash,',
    ),
    values: [sessionId],
  })
  return rows[0] ? { user: toAuthUser(rows[0]), tokenHash: rows[0].token_hash } : null
}

/** The imitator's own session an imitation session returns to. */
export async function imitatorSessionOf(pool: Queryable, sessionId: number): Promise<number | null> {
  const { rows } = await pool.query({
    name: 'inkwell-imitator-session',
    text: 'SELECT imitator_session_id FROM sessions WHERE id = $1',
    values: [sessionId],
  })
  return rows[0]?.imitator_session_id ?? null
}

/**
 * The busiest calls read a row of the caller's own data first. `alongside` is that read: its text names the
 * caller as `me` (USER_COLUMNS: `me.id`, `me.role`, `me.school_id`, …) and takes its values from $2 on; the row
 * comes back as JSON (or null) beside the user. With a token, the same lookup as findSessionUser runs in the
 * same round trip; with a user already known (readAlongside), the read runs for them.
 */
export async function findSessionUserWith<Row>(
  pool: Queryable,
  token: string,
  alongside: NamedStatement,
): Promise<{ user: AuthUser; row: Row | null } | null> {
  const { rows } = await pool.query({
    name: `${alongside.name}+session-user`,
    text: `WITH me AS (${SESSION_USER_SQL}) SELECT me.*, (SELECT to_jsonb(a) FROM (${alongside.text}) a) AS alongside FROM me`,
    values: [hashToken(token), ...alongside.values],
  })
  return rows[0] ? { user: toAuthUser(rows[0]), row: rows[0].alongside } : null
}

export async function readAlongside<Row>(pool: Queryable, userId: number, alongside: NamedStatement): Promise<Row | null> {
  const { rows } = await pool.query({
    name: `${alongside.name}+user`,
    text: `WITH me AS (${USER_BY_ID_SQL}) SELECT (SELECT to_jsonb(a) FROM (${alongside.text}) a) AS alongside FROM me`,
    values: [userId, ...alongside.values],
  })
  return rows[0]?.alongside ?? null
}

/** The same view of a user without a session (for staff looking at another user). */
export async function findUserById(pool: Queryable, id: number): Promise<Omit<AuthUser, 'session'> | null> {
  const { rows } = await pool.query({ name: 'inkwell-user-by-id', text: USER_BY_ID_SQL, values: [id] })
  return rows[0] ? toUser(rows[0]) : null
}

function toAuthUser(row: any): AuthUser {
  return {
    ...toUser(row),
    session: {
      id: row.session_id,
      imitator: row.imitator_id ? { id: row.imitator_id, name: row.imitator_name } : null,
      passwordVerifiedAt: row.password_verified_at,
      expiresAt: row.expires_at,
      mfaPending: row.mfa_pending ?? null,
      deviceId: row.device_id ?? null,
    },
  }
}

function toUser(row: any): Omit<AuthUser, 'session'> {
  return {
    collection: 'users',
    id: row.id,
    name: row.name,
    username: row.username,
    email: row.email,
    role: row.role,
    tester: Boolean(row.tester),
    permissions: Array.isArray(row.permissions) ? row.permissions : [],
    spellingAccessLevel: row.spelling_access_level,
    accessLevel: row.access_level,
    hasNumber: Boolean(row.has_number),
    hasPhonics: Boolean(row.has_phonics),
    avatar: row.avatar,
    avatarHash: row.avatar_hash,
    school: row.school_id
      ? { id: row.school_id, name: row.school_name, accountRegion: row.account_region, fontPreference: row.settings_font_preference }
      : null,
  }
}

/** The token a request carries, and where it came from (cookies need a CSRF check, headers do not). */
export function extractToken(headers: Headers): { token: string; from: 'header' | 'cookie' } | null {
  const authorization = headers.get('authorization')
  if (authorization) {
    const match = /^(Bearer|JWT)\s+(\S+)$/i.exec(authorization)
    if (match) return { token: match[2], from: 'header' }
  }
  const value = readCookie(headers.get('cookie'), SESSION_COOKIE)
  return value && value !== 'null' ? { token: value, from: 'cookie' } : null
}

export function sessionCookie(token: string, expiresAt: Date, secure: boolean): string {
  return [
    `${SESSION_COOKIE}=${encodeURIComponent(token)}`,
    'Path=/',
    `Expires=${expiresAt.toUTCString()}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ')
}

export const clearedSessionCookie = () => `${SESSION_COOKIE}=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Lax`
