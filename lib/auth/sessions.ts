/**
 * Server-side sessions: an opaque random token goes to the client, only its SHA-256 is stored, so a
 * leaked database cannot be replayed and logout revokes a token at once. The same token is accepted as
 * `Authorization: Bearer`, `Authorization: JWT` and the `_session-token_` cookie.
 */
import { createHash, randomBytes } from 'node:crypto'
import type { Payload, PayloadRequest } from 'payload'
import { poolDb, type SystemDb } from '../data/db'
import { tables, type RowOf } from '../data/schema'
import { named, raw, sql, type Statement } from '../data/sql'
import { clientHeader } from '../http/client-headers'
import { readCookie } from '../http/cookies'
import type { AuthUser } from './types'

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

/** A session lookup reads sessions, users and schools of every school: it is what tells whose request this is. */
export const sessionDb = (payload: Payload) => poolDb(payload, 'the session lookup, which finds out who is calling')

type Users = RowOf<typeof tables.users>
type Schools = RowOf<typeof tables.schools>
type Sessions = RowOf<typeof tables.sessions>

/** The user's columns AuthUser holds, read from `u`. */
const USER_FIELDS = [
  'id',
  'name',
  'username',
  'email',
  'role',
  'tester',
  'permissions',
  'spelling_access_level',
  'access_level',
  'has_number',
  'has_phonics',
  'avatar',
  'avatar_hash',
] as const satisfies readonly (keyof Users)[]

/** The user `u` and their school `sc`: what AuthUser holds. */
const USER_COLUMNS = raw(
  `${USER_FIELDS.map((field) => `u.${field}`).join(', ')}, sc.id AS school_id, sc.name AS school_name, sc.account_region, sc.settings_font_preference`,
)

type UserRow = Pick<Users, (typeof USER_FIELDS)[number]> & {
  school_id: Schools['id'] | null
  school_name: Schools['name'] | null
  account_region: Schools['account_region'] | null
  settings_font_preference: Schools['settings_font_preference']
}

type SessionUserRow = UserRow &
  Pick<Sessions, 'expires_at' | 'password_verified_at' | 'imitator_id' | 'mfa_pending' | 'device_id'> & {
    session_id: Sessions['id']
    imitator_name: Users['name'] | null
  }

const SESSION_COLUMNS = sql`s.id AS session_id, s.expires_at, s.password_verified_at, s.imitator_id, s.mfa_pending, s.device_id,
       imitator.name AS imitator_name, ${USER_COLUMNS}`

/** A session with its user, their school and its imitator; the statements using it say which session. */
const SESSION_USER = sql`${tables.sessions} s
JOIN ${tables.users} u ON u.id = s.user_id
LEFT JOIN ${tables.schools} sc ON sc.id = u.school_id
LEFT JOIN ${tables.users} imitator ON imitator.id = s.imitator_id`

/**
 * A session that still admits its user: unexpired, the user not deleted, and an imitation's imitator still a
 * superuser whose own session is live.
 */
const LIVE = sql`s.expires_at > now() AND u.deleted_at IS NULL
  AND (s.imitator_id IS NULL OR EXISTS (
    SELECT 1 FROM ${tables.sessions} o JOIN ${tables.users} su ON su.id = o.user_id
    WHERE o.id = s.imitator_session_id AND o.user_id = s.imitator_id AND o.expires_at > now() AND o.imitator_id IS NULL
      AND su.role = 'superuser' AND su.deleted_at IS NULL))`

/**
 * The session-token lookup runs on every request, so its statements are built once and each call only gives
 * them its values: the token's hash (in place of the '' here), then the values of any read made alongside.
 */
const BY_TOKEN = sql<SessionUserRow>`SELECT ${SESSION_COLUMNS} FROM ${SESSION_USER} WHERE s.token_hash = ${''} AND ${LIVE}`
const SESSION_USER_BY_TOKEN = named('inkwell-session-user')<SessionUserRow>`${BY_TOKEN}`

const withValues = <Row>(statement: Statement<Row>, values: unknown[]): Statement<Row> => ({ ...statement, values })

const byId = (id: number) =>
  sql<UserRow>`SELECT ${USER_COLUMNS} FROM ${tables.users} u LEFT JOIN ${tables.schools} sc ON sc.id = u.school_id WHERE u.id = ${id}`

/**
 * One indexed query from token to the signed-in user, their school and the session. An imitation session
 * is re-checked each time: its imitator must still be a superuser whose own session is still live.
 */
export async function findSessionUser(db: SystemDb, token: string): Promise<AuthUser | null> {
  const row = await db.one(withValues(SESSION_USER_BY_TOKEN, [hashToken(token)]))
  return row ? toAuthUser(row) : null
}

/** The same, by session id (an imitation returning to the imitator's own session), with its token hash. */
export async function findSessionUserById(db: SystemDb, sessionId: number): Promise<{ user: AuthUser; tokenHash: string } | null> {
  const row = await db.one(
    named('inkwell-session-user-by-id')<SessionUserRow & Pick<Sessions, 'token_hash'>>`SELECT ${SESSION_COLUMNS}, s.token_hash
    FROM ${SESSION_USER} WHERE s.id = ${sessionId} AND ${LIVE}`,
  )
  return row ? { user: toAuthUser(row), tokenHash: row.token_hash } : null
}

/** The imitator's own session an imitation session returns to. */
export async function imitatorSessionOf(db: SystemDb, sessionId: number): Promise<number | null> {
  type Row = Pick<Sessions, 'imitator_session_id'>
  const row = await db.one(
    named('inkwell-imitator-session')<Row>`SELECT imitator_session_id FROM ${tables.sessions} WHERE id = ${sessionId}`,
  )
  return row?.imitator_session_id ?? null
}

/** A read made with the session lookup is a hot path's: it must be named, and the statement it runs in is named after it. */
function nameOf(alongside: Statement): string {
  if (!alongside.name) throw new Error(`A read made with the session lookup must be a named statement: ${alongside.text}`)
  return alongside.name
}

/**
 * The lookup with each read made alongside it (findSessionUserWith), by the read's name: a named statement's
 * text never changes (PostgreSQL holds it prepared under that name), so neither does this one.
 */
const withLookup = new Map<string, { alongside: string; statement: Statement }>()

/**
 * The busiest calls read a row of the caller's own data first. `alongside` is that read: a named statement
 * whose text names the caller as `me` (USER_COLUMNS: `me.id`, `me.role`, `me.school_id`, …); the row comes
 * back as JSON (timestamps as strings), or null, beside the user. With a token, the same lookup as
 * findSessionUser runs in the same round trip; with a user already known (readAlongside), the read runs for them.
 */
export async function findSessionUserWith<Row>(
  db: SystemDb,
  token: string,
  alongside: Statement<Row>,
): Promise<{ user: AuthUser; row: Row | null } | null> {
  const name = nameOf(alongside)
  let built = withLookup.get(name)
  if (!built) {
    const statement = named(`${name}+session-user`)`WITH me AS (${BY_TOKEN})
    SELECT me.*, (SELECT to_jsonb(a) FROM (${alongside}) a) AS alongside FROM me`
    withLookup.set(name, (built = { alongside: alongside.text, statement }))
  } else if (built.alongside !== alongside.text) {
    throw new Error(`The named statement ${name} was given another text: ${alongside.text}`)
  }
  const statement = built.statement as Statement<SessionUserRow & { alongside: Row | null }>
  const row = await db.one(withValues(statement, [hashToken(token), ...alongside.values]))
  return row ? { user: toAuthUser(row), row: row.alongside } : null
}

export async function readAlongside<Row>(db: SystemDb, userId: number, alongside: Statement<Row>): Promise<Row | null> {
  const row = await db.one(
    named(`${nameOf(alongside)}+user`)<{ alongside: Row | null }>`WITH me AS (${byId(userId)})
    SELECT (SELECT to_jsonb(a) FROM (${alongside}) a) AS alongside FROM me`,
  )
  return row?.alongside ?? null
}

/** The same view of a user without a session (for staff looking at another user). */
export async function findUserById(db: SystemDb, id: number): Promise<Omit<AuthUser, 'session'> | null> {
  const row = await db.one(named('inkwell-user-by-id')<UserRow>`${byId(id)}`)
  return row ? toUser(row) : null
}

function toAuthUser(row: SessionUserRow): AuthUser {
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

function toUser(row: UserRow): Omit<AuthUser, 'session'> {
  return {
    collection: 'users',
    id: row.id,
    name: row.name,
    username: row.username,
    email: row.email,
    role: row.role,
    tester: Boolean(row.tester),
    permissions: Array.isArray(row.permissions) ? row.permissions.filter((p): p is string => typeof p === 'string') : [],
    spellingAccessLevel: row.spelling_access_level,
    accessLevel: row.access_level,
    hasNumber: Boolean(row.has_number),
    hasPhonics: Boolean(row.has_phonics),
    avatar: row.avatar,
    avatarHash: row.avatar_hash,
    school:
      row.school_id !== null && row.school_name !== null && row.account_region !== null
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
