/** Second-factor helpers for tests: arranging an authenticator, timing codes, signing in halfway. */
import { newTotpSecret, TOTP_PERIOD_SECONDS, totpCode } from '../../services/totp'
import { hashPassword } from '../../lib/auth/passwords'
import { encryptSecret } from '../../lib/auth/secrets'
import { STAFF_PASSWORD } from './factories'
import type { Api } from './http'
import type { TestServer } from './server'

const PERIOD_MS = TOTP_PERIOD_SECONDS * 1000

/** Waits, when the current 30 s time step is about to end, for the next one: codes computed now stay in their step. */
export async function waitForFreshStep(minimumLeftMs = 5000) {
  const left = PERIOD_MS - (Date.now() % PERIOD_MS)
  if (left < minimumLeftMs) await new Promise((r) => setTimeout(r, left + 50))
}

/** The code `steps` time steps from now (negative: earlier). */
export const codeAt = (secret: string, steps = 0) => totpCode(secret, Date.now() + steps * PERIOD_MS)

export const KNOWN_BACKUP_CODES = ['ABCDE-FGHJK', 'BCDEF-GHJKM', 'CDEFG-HJKMN']

/**
 * Arranges a confirmed authenticator directly in the database (as the system), with no code used yet and
 * three known backup codes, so tests can choose which codes to present.
 */
export async function arrangeAuthenticator(server: TestServer, userId: number) {
  const secret = newTotpSecret()
  const backup = await Promise.all(KNOWN_BACKUP_CODES.map(async (c) => ({ hash: await hashPassword(c.replace('-', '')), usedAt: null })))
  await server.query(
    `UPDATE users SET security_totp_secret = $2, security_totp_enabled = true, security_totp_last_step = NULL, security_backup_codes = $3::jsonb WHERE id = $1`,
    [userId, encryptSecret(secret), JSON.stringify(backup)],
  )
  return { secret, backupCodes: [...KNOWN_BACKUP_CODES] }
}

/** POST auth for someone with a second factor: the pending session's Api, token and the answer. */
export async function signInHalfway(
  api: Api,
  username: string,
  { password = STAFF_PASSWORD, headers = {} as Record<string, string> } = {},
) {
  const answer = await api.post('auth', { username, password }, { headers })
  if (answer.status !== 200 || !answer.body.mfaRequired)
    throw new Error(`expected a second-factor sign-in for ${username}: ${answer.status} ${answer.text}`)
  return { api: api.as(answer.body.token), token: answer.body.token as string, answer }
}

/** The session's row, to check what a call changed. */
export async function sessionRow(server: TestServer, token: string) {
  const { hashToken } = await import('../../lib/auth/sessions')
  const [row] = await server.query('SELECT id, mfa_pending, device_id, password_verified_at FROM sessions WHERE token_hash = $1', [
    hashToken(token),
  ])
  return row as { id: number; mfa_pending: string | null; device_id: number | null; password_verified_at: Date | null } | undefined
}

/** Makes a session's checked password older than the 10-minute window. */
export async function stalePassword(server: TestServer, token: string) {
  const { hashToken } = await import('../../lib/auth/sessions')
  await server.query(`UPDATE sessions SET password_verified_at = now() - interval '11 minutes' WHERE token_hash = $1`, [hashToken(token)])
}

/** The device cookie's value from a Set-Cookie answer. */
export const deviceCookieOf = (headers: Headers) => {
  const cookie = headers.getSetCookie().find((c) => c.startsWith('_inkwell_device_='))
  return cookie ? { cookie, token: /^_inkwell_device_=([^;]+)/.exec(cookie)![1] } : null
}
