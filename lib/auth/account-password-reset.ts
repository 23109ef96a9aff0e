/**
 * Password reset by email. `users/forgot` answers at once and the same way whether or not the address
 * belongs to anyone: the lookup, the token and the email happen after the answer, so neither the body,
 * the status nor the time taken tells an attacker which addresses have accounts. Reset links work once,
 * for an hour; setting the password signs out every other session and lifts a sign-in lockout.
 */
import type { Payload, PayloadRequest } from 'payload'
import { AppError } from '../api/errors'
import { poolDb } from '../data/db'
import { tables, type RowOf } from '../data/schema'
import { sql } from '../data/sql'
import { logger } from '../http/logger'
import type { Role } from '../roles'
import {
  accountLink,
  assertPasswordAllowed,
  inTransaction,
  readAccount,
  revokeTokens,
  sendAccountEmail,
  takeEmailAllowance,
  updateAccount,
} from './account-common'
import { consumeToken, findLiveToken, issueToken } from './one-time-tokens'
import { hashPassword } from './passwords'
import { revokeAllSessions } from './sessions'
import { startSession } from './sign-in'
import { accountKey, clearThrottle } from './throttle'

export const RESET_TTL_MS = 60 * 60_000
/** Reset emails one address can be sent in an hour, so the form cannot be used to flood someone's inbox. */
export const RESET_EMAILS_PER_HOUR = 3

export const FORGOT_ANSWER = { message: 'If an account uses that email address, we have sent it a link to reset the password.' } as const

/** The work behind `users/forgot`, run after the answer has gone. Never throws. */
export async function sendPasswordReset(payload: Payload, email: string): Promise<void> {
  try {
    const user = await poolDb(payload, 'a password reset, asked for by someone not signed in').one(
      sql<Pick<RowOf<typeof tables.users>, 'id' | 'name' | 'email' | 'locale'>>`SELECT id, name, email, locale FROM ${tables.users}
      WHERE lower(email) = lower(${email}) AND role <> 'anonymous' AND deleted_at IS NULL ORDER BY id LIMIT 1`,
    )
    if (!user?.email) return
    if (!(await takeEmailAllowance(payload, 'password_reset', user.id, RESET_EMAILS_PER_HOUR, 3_600_000)).allowed) {
      logger.warn({ userId: user.id }, 'password reset email not sent: hourly limit reached')
      return
    }
    // Only the newest link works: asking again retires the earlier ones.
    const { secret } = await issueToken(payload, undefined, { kind: 'password_reset', userId: user.id, ttlMs: RESET_TTL_MS, replace: true })
    sendAccountEmail('password_reset', {
      to: user.email,
      name: user.name,
      locale: user.locale,
      values: { link: accountLink('/account/reset-password', { token: secret }) },
    })
  } catch (err) {
    logger.error({ err: (err as Error).message }, 'password reset could not be prepared')
  }
}

/** GET users/me/passwordreset/{token}: whether the link still works (without using it up). */
export async function checkResetToken({ payload, req, token }: { payload: Payload; req: PayloadRequest; token: string }) {
  const live = await findLiveToken(payload, req, 'password_reset', token)
  return live ? { valid: true, expiresAt: live.expiresAt.toISOString() } : { valid: false }
}

const RESET_LINK_NOT_VALID = 'This reset link has expired or has already been used'

/** POST users/me/passwordreset/{token} {password}: sets the password and signs in. */
export async function resetPassword({
  payload,
  req,
  token,
  password,
}: {
  payload: Payload
  req: PayloadRequest
  token: string
  password: string
}) {
  const live = await findLiveToken(payload, req, 'password_reset', token)
  const account = live?.userId ? await readAccount(payload, req, live.userId) : null
  if (!live || !account) throw new AppError('NOT_FOUND', { message: RESET_LINK_NOT_VALID })
  // Checked before the link is used up, so a rejected password can be corrected with the same link.
  assertPasswordAllowed(password, account.role as Role, [account.name, account.username, account.email])
  const passwordHash = await hashPassword(password)
  await inTransaction(req, async () => {
    await consumeToken(payload, req, 'password_reset', token, RESET_LINK_NOT_VALID)
    await setPassword(payload, req, account.id, passwordHash, { emailVerified: true })
  })
  await clearThrottle(payload, accountKey(account.id))
  return startSession({ payload, req, userId: account.id, passwordVerified: true })
}

/**
 * Writes a new password hash and retires what the old password vouched for: every session (but the one
 * given) and any reset links still out. Used by reset and by PUT users/me.
 */
export async function setPassword(
  payload: Payload,
  req: PayloadRequest,
  userId: number,
  passwordHash: string,
  extra: Record<string, unknown> = {},
  keepSessionId?: number,
) {
  await updateAccount(payload, req, userId, { passwordHash, passwordChangedAt: new Date().toISOString(), ...extra })
  await revokeTokens(payload, req, userId, ['password_reset'])
  await revokeAllSessions(payload, req, userId, keepSessionId)
}
