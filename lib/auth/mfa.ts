/**
 * Second factors: email sign-in codes and authenticator apps (RFC 6238 TOTP through services/totp.ts), with
 * ten single-use backup codes. Operations take `{ payload, req, ... }` and are called by the thin handlers
 * in endpoints/mfa and endpoints/superuser.
 *
 * - Authenticator secrets (pending and confirmed) are encrypted at rest (lib/auth/secrets.ts); backup codes
 *   are stored as argon2id hashes. Neither is ever logged; the secret is answered once, at set-up, and the
 *   backup codes once, when they are made.
 * - The security columns are read and written with plain SQL on the request's transaction, the user's row
 *   locked (`FOR UPDATE`) while a code is checked, so each authenticator code (time step) and each backup
 *   code works once even when two requests race.
 * - Wrong codes count against a per-account second-factor throttle (`mfa:<id>`, in the throttles table):
 *   5 free, then 1 s, 2 s, 4 s … (at most 15 minutes) between tries; after 100 in a row the second factor is
 *   locked until a superuser resets it. The counts are written on the pool, outside the request's
 *   transaction, so they survive the rollback of the failed request.
 */
import { randomInt } from 'node:crypto'
import type { Payload, PayloadRequest } from 'payload'
import QRCode from 'qrcode'
import { matchTotp, newTotpSecret, totpUri } from '../../services/totp'
import { AppError, type FieldError } from '../api/errors'
import { systemDb } from '../data/db'
import { tables, type RowOf } from '../data/schema'
import { raw, sql } from '../data/sql'
import { trustDevice } from './devices'
import { consumeCode, consumeToken, findLiveToken } from './one-time-tokens'
import { hashPassword, verifyPassword } from './passwords'
import { decryptSecret, encryptSecret } from './secrets'
import { toSessionUser } from './session-user'
import { clearThrottle, FREE_ATTEMPTS, LOCK_AFTER, MAX_BACKOFF_MS, recordAccountFailure, throttleState } from './throttle'
import type { AuthUser } from './types'

export const BACKUP_CODE_COUNT = 10
/** No 0/O, 1/I/L: read off paper without guessing. 10 characters of 31 ≈ 49.5 bits. */
const BACKUP_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'
const BACKUP_CODE_LENGTH = 10

type StoredBackupCode = { hash: string; usedAt: string | null }

export type MfaStatus = { email: boolean; authenticator: boolean; backupCodesRemaining: number }

type Users = RowOf<typeof tables.users>

/**
 * Second factors belong to the account, whichever school (if any) it is in: its own user, or support, changes
 * them. On the request's transaction, so that a row locked while a code is checked stays locked until the end.
 */
const accountDb = (payload: Payload, req?: PayloadRequest) =>
  systemDb({ payload, req }, 'an account’s second factors, changed by its own user or by support')

// ---------------------------------------------------------------------------------------------------------
// Status

type StatusRow = Pick<Users, 'security_email_mfa' | 'security_totp_enabled' | 'security_backup_codes'>
const STATUS_COLUMNS = raw('security_email_mfa, security_totp_enabled, security_backup_codes')

/** The stored backup codes (a JSON column this file alone writes). */
const backupCodesOf = (row: Pick<Users, 'security_backup_codes'> | undefined): StoredBackupCode[] =>
  Array.isArray(row?.security_backup_codes) ? row.security_backup_codes : []

function statusOf(row: StatusRow | undefined): MfaStatus {
  const authenticator = Boolean(row?.security_totp_enabled)
  return {
    email: Boolean(row?.security_email_mfa),
    authenticator,
    backupCodesRemaining: authenticator ? backupCodesOf(row).filter((c) => !c.usedAt).length : 0,
  }
}

// ---------------------------------------------------------------------------------------------------------
// Backup codes

/** Upper case, no spaces or dashes: `abcde-fghjk` and `ABCDEFGHJK` are the same code. */
export const normaliseBackupCode = (code: string) => code.replace(/[\s-]/g, '').toUpperCase()
const looksLikeBackupCode = (normalised: string) => new RegExp(`^[${BACKUP_ALPHABET}]{${BACKUP_CODE_LENGTH}}$`).test(normalised)

function newBackupCode(): string {
  let code = ''
  for (let i = 0; i < BACKUP_CODE_LENGTH; i++) code += BACKUP_ALPHABET[randomInt(BACKUP_ALPHABET.length)]
  return `${code.slice(0, 5)}-${code.slice(5)}`
}

/** Ten fresh codes to show once, and their hashes to store. */
async function newBackupCodes(): Promise<{ codes: string[]; stored: StoredBackupCode[] }> {
  const codes = Array.from({ length: BACKUP_CODE_COUNT }, newBackupCode)
  const stored = await Promise.all(codes.map(async (code) => ({ hash: await hashPassword(normaliseBackupCode(code)), usedAt: null })))
  return { codes, stored }
}

// ---------------------------------------------------------------------------------------------------------
// The second-factor throttle

export const secondFactorKey = (userId: number) => `mfa:${userId}`

async function assertMayTryCode(payload: Payload, userId: number) {
  const state = await throttleState(payload, secondFactorKey(userId))
  if (state.failures >= LOCK_AFTER) {
    throw new AppError('RATE_LIMITED', {
      message: 'Too many wrong codes. Ask Inkwell support to reset your second factor.',
      attemptsRemaining: 0,
      rateLimit: { limit: FREE_ATTEMPTS, remaining: 0, resetAt: new Date(Date.now() + MAX_BACKOFF_MS) },
    })
  }
  if (state.blockedUntil && state.blockedUntil.getTime() > Date.now()) {
    throw new AppError('RATE_LIMITED', {
      attemptsRemaining: 0,
      rateLimit: { limit: FREE_ATTEMPTS, remaining: 0, resetAt: state.blockedUntil },
    })
  }
}

/** Counts a wrong code and throws the 422 that says so, with the attempts left before the wait starts. */
async function wrongCode(payload: Payload, userId: number, field: FieldError, atMost?: number): Promise<never> {
  const remaining = await recordAccountFailure(payload, secondFactorKey(userId))
  throw new AppError('INVALID_DATA', { fields: [field], attemptsRemaining: atMost === undefined ? remaining : Math.min(remaining, atMost) })
}

// ---------------------------------------------------------------------------------------------------------
// Authenticator set-up, confirmation, removal, backup codes

/**
 * Pupils' sign-in is managed by their school (teachers set passwords and hand out class sign-in keys), and
 * nobody at the school can remove a second factor: a pupil who knows a classmate's password could lock them
 * out with one. So no call turns one on for a pupil, and sign-in never asks a pupil for one (startSession).
 */
export const PUPIL_SECOND_FACTOR_MESSAGE = 'Pupils cannot turn on a second factor: their school manages how they sign in'
function assertMayHaveSecondFactor(role: string | null | undefined) {
  if (role === 'pupil') throw new AppError('FORBIDDEN', { message: PUPIL_SECOND_FACTOR_MESSAGE })
}

const accountNameOf = (row: { email?: string | null; username?: string | null; id: number }) =>
  row.email || row.username || `user-${row.id}`

/**
 * GET users/me/mfa/authenticator: a new secret for the user's authenticator app, kept (encrypted) as the
 * pending secret until a code from it confirms it. Answered once: the secret, the otpauth URI and the URI
 * as a QR code image. Refused while an authenticator is already on: remove it first.
 */
export async function startAuthenticatorSetup({ payload, user }: { payload: Payload; user: AuthUser }) {
  assertMayHaveSecondFactor(user.role)
  const db = await accountDb(payload)
  const row = await db.one(
    sql<Pick<Users, 'id' | 'email' | 'username' | 'role' | 'security_totp_enabled'>>`SELECT id, email, username, role, security_totp_enabled
    FROM ${tables.users} WHERE id = ${user.id}`,
  )
  if (!row) throw new AppError('NOT_FOUND')
  assertMayHaveSecondFactor(row.role)
  if (row.security_totp_enabled)
    throw new AppError('CONFLICT', { message: 'An authenticator is already set up: remove it before setting up another' })
  const secret = newTotpSecret()
  await db.run(
    sql`UPDATE ${tables.users} SET security_totp_pending_secret = ${encryptSecret(secret)}, updated_at = now() WHERE id = ${user.id}`,
  )
  const otpauthUri = totpUri(secret, accountNameOf(row))
  const qrCode = await QRCode.toDataURL(otpauthUri, { errorCorrectionLevel: 'M', margin: 2, width: 240 })
  return { secret, otpauthUri, qrCode }
}

/**
 * POST users/me/mfa/authenticator {code}: a code from the app proves it holds the pending secret; the
 * authenticator is then on, and ten backup codes are answered (once). The code's time step is remembered,
 * so it cannot be used again to sign in.
 */
export async function confirmAuthenticator({
  payload,
  req,
  user,
  code,
}: {
  payload: Payload
  req: PayloadRequest
  user: AuthUser
  code: string
}) {
  assertMayHaveSecondFactor(user.role)
  const db = await accountDb(payload, req)
  const row = await db.one(
    sql<Pick<Users, 'role' | 'security_totp_enabled' | 'security_totp_pending_secret'>>`SELECT
      role, security_totp_enabled, security_totp_pending_secret FROM ${tables.users} WHERE id = ${user.id} FOR UPDATE`,
  )
  assertMayHaveSecondFactor(row?.role)
  if (row?.security_totp_enabled) throw new AppError('CONFLICT', { message: 'An authenticator is already set up' })
  if (!row?.security_totp_pending_secret)
    throw new AppError('CONFLICT', { message: 'Start setting up an authenticator first (GET users/me/mfa/authenticator)' })
  const step = matchTotp(decryptSecret(row.security_totp_pending_secret), code)
  if (step === null) {
    throw new AppError('INVALID_DATA', {
      fields: [{ path: 'code', message: 'That code is not right: check the clock on your device and try the newest code' }],
    })
  }
  const { codes, stored } = await newBackupCodes()
  const updated = await db.one(
    sql<StatusRow>`UPDATE ${tables.users} SET security_totp_secret = security_totp_pending_secret, security_totp_pending_secret = NULL,
       security_totp_enabled = true, security_totp_last_step = ${step}, security_backup_codes = ${JSON.stringify(stored)}::jsonb, updated_at = now()
     WHERE id = ${user.id} RETURNING ${STATUS_COLUMNS}`,
  )
  return { mfa: statusOf(updated), backupCodes: codes }
}

/** Turns the authenticator off for a user (and drops a set-up in progress). False when there was nothing to remove. */
async function clearAuthenticator(payload: Payload, req: PayloadRequest, userId: number): Promise<MfaStatus | null> {
  const row = await (
    await accountDb(payload, req)
  ).one(
    sql<StatusRow>`UPDATE ${tables.users} SET security_totp_secret = NULL, security_totp_pending_secret = NULL, security_totp_enabled = false,
       security_totp_last_step = NULL, security_backup_codes = NULL, updated_at = now()
     WHERE id = ${userId} AND (security_totp_enabled OR security_totp_pending_secret IS NOT NULL) RETURNING ${STATUS_COLUMNS}`,
  )
  if (!row) return null
  // Sessions still waiting for an authenticator code can never give one now: they must sign in again.
  await revokePendingSessions(payload, req, userId, 'authenticator')
  return statusOf(row)
}

/** DELETE users/me/mfa/authenticator. */
export async function removeAuthenticator({ payload, req, user }: { payload: Payload; req: PayloadRequest; user: AuthUser }) {
  const mfa = await clearAuthenticator(payload, req, user.id)
  if (!mfa) throw new AppError('NOT_FOUND', { message: 'No authenticator is set up' })
  return { mfa }
}

/** PUT users/me/mfa/authenticator/backup: ten new backup codes (answered once); the old ones stop working. */
export async function regenerateBackupCodes({ payload, req, user }: { payload: Payload; req: PayloadRequest; user: AuthUser }) {
  const db = await accountDb(payload, req)
  // Refused before ten codes are hashed (which takes a while): anyone signed in can ask.
  const enabled = await db.one(sql`SELECT 1 FROM ${tables.users} WHERE id = ${user.id} AND security_totp_enabled`)
  if (!enabled) throw new AppError('CONFLICT', { message: 'Set up an authenticator before making backup codes' })
  const { codes, stored } = await newBackupCodes()
  const row = await db.one(
    sql<StatusRow>`UPDATE ${tables.users} SET security_backup_codes = ${JSON.stringify(stored)}::jsonb, updated_at = now()
    WHERE id = ${user.id} AND security_totp_enabled RETURNING ${STATUS_COLUMNS}`,
  )
  if (!row) throw new AppError('CONFLICT', { message: 'Set up an authenticator before making backup codes' })
  return { mfa: statusOf(row), backupCodes: codes }
}

// ---------------------------------------------------------------------------------------------------------
// Email MFA

/**
 * POST users/me/mfa/email: sign-in then sends a code to the account's email address. The address must be
 * verified: a mistyped, unverified address would lock its owner out at the next sign-in.
 */
export async function enableEmailMfa({ payload, req, user }: { payload: Payload; req: PayloadRequest; user: AuthUser }) {
  assertMayHaveSecondFactor(user.role)
  const db = await accountDb(payload, req)
  const row = await db.one(
    sql<Pick<Users, 'email' | 'email_verified' | 'role'>>`SELECT email, email_verified, role FROM ${tables.users} WHERE id = ${user.id}`,
  )
  assertMayHaveSecondFactor(row?.role)
  if (!row?.email) throw new AppError('CONFLICT', { message: 'Add an email address to your account before turning on email sign-in codes' })
  if (!row.email_verified) throw new AppError('CONFLICT', { message: 'Verify your email address before turning on email sign-in codes' })
  const updated = await db.one(
    sql<StatusRow>`UPDATE ${tables.users} SET security_email_mfa = true, updated_at = now() WHERE id = ${user.id} RETURNING ${STATUS_COLUMNS}`,
  )
  return { mfa: statusOf(updated) }
}

// ---------------------------------------------------------------------------------------------------------
// Giving the second factor at sign-in

function assertOwesSecondFactor(user: AuthUser) {
  if (!user.session.mfaPending) throw new AppError('CONFLICT', { message: 'This session is already signed in: it owes no second factor' })
}

/**
 * The session has given its second factor: it becomes a normal session, and with `trust` the device it is
 * on skips the second factor from now on (a long-lived HttpOnly cookie, and the token in the answer for
 * clients without cookies, which send it as `X-Device-Token`).
 */
async function completeSecondFactor(
  payload: Payload,
  req: PayloadRequest,
  user: AuthUser,
  trust: boolean,
  extra: Record<string, unknown> = {},
) {
  const device = trust ? await trustDevice(payload, req, user.id) : null
  await payload.update({
    collection: 'sessions',
    id: user.session.id,
    data: { mfaPending: null, ...(device ? { device: device.id } : {}) },
    req,
    overrideAccess: true, // the session's own user has just proved the second factor
    depth: 0,
  })
  return {
    body: { user: toSessionUser(user), ...(device ? { deviceToken: device.token } : {}), ...extra },
    cookie: device?.cookie ?? null,
  }
}

/**
 * POST users/me/verify-authenticator {code, trust}: a code from the authenticator app (within one time step
 * of drift, and only a step later than the last one used), or one of the backup codes, each once.
 */
export async function verifyAuthenticator({
  payload,
  req,
  user,
  code,
  trust,
}: {
  payload: Payload
  req: PayloadRequest
  user: AuthUser
  code: string
  trust: boolean
}) {
  assertOwesSecondFactor(user)
  await assertMayTryCode(payload, user.id)
  const db = await accountDb(payload, req)
  const row = await db.one(
    sql<Pick<Users, 'security_totp_enabled' | 'security_totp_secret' | 'security_totp_last_step' | 'security_backup_codes'>>`SELECT
      security_totp_enabled, security_totp_secret, security_totp_last_step::float8 AS security_totp_last_step, security_backup_codes
    FROM ${tables.users} WHERE id = ${user.id} FOR UPDATE`,
  )
  if (!row?.security_totp_enabled || !row.security_totp_secret)
    throw new AppError('CONFLICT', { message: 'No authenticator is set up for this account' })
  const typed = code.replace(/\s/g, '')
  let extra: Record<string, unknown> = {}
  if (/^\d{6}$/.test(typed)) {
    const step = matchTotp(decryptSecret(row.security_totp_secret), typed)
    if (step === null) return wrongCode(payload, user.id, { path: 'code', message: 'That code is not right' })
    const lastStep = row.security_totp_last_step
    if (lastStep !== null && step <= lastStep)
      await wrongCode(payload, user.id, { path: 'code', message: 'That code has been used already: wait for the next one' })
    await db.run(sql`UPDATE ${tables.users} SET security_totp_last_step = ${step} WHERE id = ${user.id}`)
  } else {
    const normalised = normaliseBackupCode(typed)
    const stored = backupCodesOf(row)
    let index = -1
    if (looksLikeBackupCode(normalised)) {
      for (let i = 0; i < stored.length && index < 0; i++) {
        if (!stored[i].usedAt && (await verifyPassword(stored[i].hash, normalised))) index = i
      }
    }
    if (index < 0) await wrongCode(payload, user.id, { path: 'code', message: 'That code is not right' })
    const updated = stored.map((c, i) => (i === index ? { ...c, usedAt: new Date().toISOString() } : c))
    await db.run(sql`UPDATE ${tables.users} SET security_backup_codes = ${JSON.stringify(updated)}::jsonb WHERE id = ${user.id}`)
    extra = { backupCodesRemaining: updated.filter((c) => !c.usedAt).length }
  }
  await clearThrottle(payload, secondFactorKey(user.id))
  return completeSecondFactor(payload, req, user, trust, extra)
}

/** The code and the link of one sign-in email go together: using either uses up the other. */
async function useUp(payload: Payload, req: PayloadRequest, userId: number, kind: 'mfa_email_code' | 'mfa_email_link') {
  await payload.update({
    collection: 'one-time-tokens',
    where: { and: [{ kind: { equals: kind } }, { user: { equals: userId } }, { usedAt: { exists: false } }] },
    data: { usedAt: new Date().toISOString() },
    req,
    overrideAccess: true, // the user's own sign-in tokens, after they gave the other half
  })
}

/** POST users/me/verify {key, trust}: the six-digit code from the sign-in email. */
export async function verifyEmailCode({
  payload,
  req,
  user,
  code,
  trust,
}: {
  payload: Payload
  req: PayloadRequest
  user: AuthUser
  code: string
  trust: boolean
}) {
  assertOwesSecondFactor(user)
  await assertMayTryCode(payload, user.id)
  const expired = 'That code has expired or was already used: sign in again for a new one'
  try {
    // Without `req`: the code's attempt count must be saved even though this request then fails.
    await consumeCode(payload, undefined, { kind: 'mfa_email_code', userId: user.id, code, message: expired })
  } catch (err) {
    if (!(err instanceof AppError)) throw err
    if (err.code === 'INVALID_DATA')
      await wrongCode(payload, user.id, { path: 'key', message: 'That code is not right' }, err.options.attemptsRemaining)
    if (err.code === 'NOT_FOUND') throw new AppError('INVALID_DATA', { fields: [{ path: 'key', message: expired }] })
    if (err.code === 'RATE_LIMITED') {
      throw new AppError('RATE_LIMITED', {
        message: 'Too many wrong codes: sign in again for a new one.',
        attemptsRemaining: 0,
        rateLimit: { limit: FREE_ATTEMPTS, remaining: 0, resetAt: new Date() },
      })
    }
    throw err
  }
  await useUp(payload, req, user.id, 'mfa_email_link')
  await clearThrottle(payload, secondFactorKey(user.id))
  return completeSecondFactor(payload, req, user, trust)
}

/** POST users/me/verify-link {key, trust?}: the key of the link in the sign-in email, opened where the sign-in is waiting. */
export async function verifyEmailLink({
  payload,
  req,
  user,
  key,
  trust,
}: {
  payload: Payload
  req: PayloadRequest
  user: AuthUser
  key: string
  trust: boolean
}) {
  assertOwesSecondFactor(user)
  const message = 'This sign-in link has expired or was already used: sign in again for a new one'
  // A link for someone else's sign-in is refused like an unknown one, and is not used up.
  const live = await findLiveToken(payload, req, 'mfa_email_link', key)
  if (!live || live.userId !== user.id) throw new AppError('NOT_FOUND', { message })
  await consumeToken(payload, req, 'mfa_email_link', key, message)
  await useUp(payload, req, user.id, 'mfa_email_code')
  await clearThrottle(payload, secondFactorKey(user.id))
  return completeSecondFactor(payload, req, user, trust)
}

// ---------------------------------------------------------------------------------------------------------
// Superusers acting on another user's second factors

async function revokePendingSessions(payload: Payload, req: PayloadRequest, userId: number, factor: 'email' | 'authenticator') {
  await payload.delete({
    collection: 'sessions',
    where: { and: [{ user: { equals: userId } }, { mfaPending: { equals: factor } }] },
    req,
    overrideAccess: true, // the operations calling this have checked who may change this user's second factors
  })
}

async function audit(payload: Payload, req: PayloadRequest, actorId: number, subjectId: number, action: string) {
  await payload.create({
    collection: 'audit-log',
    data: { actor: actorId, subject: subjectId, action, status: 200 },
    req,
    overrideAccess: true, // written by the system, never by callers
    depth: 0,
  })
}

/** The account support is changing the second factors of, locked until the change is made. */
async function targetUser(payload: Payload, req: PayloadRequest, id: number) {
  const db = await accountDb(payload, req)
  const row = await db.one(
    sql<Pick<Users, 'id' | 'email' | 'role'>>`SELECT id, email, role FROM ${tables.users} WHERE id = ${id} FOR UPDATE`,
  )
  if (!row) throw new AppError('NOT_FOUND', { message: `No user with id ${id}` })
  return { db, row }
}

/**
 * POST / DELETE superuser/users/{id}/mfa/email. Support turns email codes on for someone whose address they
 * have confirmed with them (so a verified address is not required, only an address), or off for someone
 * who cannot receive them. Either way the account's second-factor throttle starts again, and it is audited.
 */
export async function setEmailMfaFor({
  payload,
  req,
  actor,
  userId,
  enabled,
}: {
  payload: Payload
  req: PayloadRequest
  actor: AuthUser
  userId: number
  enabled: boolean
}) {
  const { db, row } = await targetUser(payload, req, userId)
  if (enabled) assertMayHaveSecondFactor(row.role)
  if (enabled && !row.email) throw new AppError('CONFLICT', { message: 'This user has no email address to send sign-in codes to' })
  const updated = await db.one(
    sql<StatusRow>`UPDATE ${tables.users} SET security_email_mfa = ${enabled}, updated_at = now() WHERE id = ${userId} RETURNING ${STATUS_COLUMNS}`,
  )
  if (!enabled) await revokePendingSessions(payload, req, userId, 'email')
  await clearThrottle(payload, secondFactorKey(userId))
  await audit(payload, req, actor.id, userId, enabled ? 'mfa email enabled' : 'mfa email disabled')
  return { id: userId, mfa: statusOf(updated) }
}

/** DELETE superuser/users/{id}/mfa/authenticator: for someone who lost their phone and their backup codes. */
export async function removeAuthenticatorFor({
  payload,
  req,
  actor,
  userId,
}: {
  payload: Payload
  req: PayloadRequest
  actor: AuthUser
  userId: number
}) {
  await targetUser(payload, req, userId)
  const mfa = await clearAuthenticator(payload, req, userId)
  if (!mfa) throw new AppError('NOT_FOUND', { message: 'This user has no authenticator set up' })
  await clearThrottle(payload, secondFactorKey(userId))
  await audit(payload, req, actor.id, userId, 'mfa authenticator removed')
  return { id: userId, mfa }
}
