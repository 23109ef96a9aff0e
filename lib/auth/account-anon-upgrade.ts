/**
 * Upgrading an anonymous account to a full one. The same account (and so all its progress) gains a name,
 * an email address and a password once the address proves itself, by the six-digit code or the link in
 * the email. Until then nothing about the account changes; the details wait, password hashed, in the
 * two one-time tokens.
 */
import type { Payload, PayloadRequest } from 'payload'
import { AppError } from '../api/errors'
import { poolDb } from '../data/db'
import type { AuthUser } from './types'
import {
  accountLink,
  assertEmailFree,
  assertPasswordAllowed,
  inTransaction,
  readAccount,
  revokeTokens,
  sendAccountEmail,
  updateAccount,
} from './account-common'
import { consumeCode, consumeToken, issueToken, newCode } from './one-time-tokens'
import { hashPassword } from './passwords'
import { findUserById } from './sessions'
import { toSessionUser } from './session-user'
import { takeCallerEmailAllowance } from './throttle'

export const ANON_UPGRADE_TTL_MS = 24 * 3_600_000
export const ANON_UPGRADE_CODE_ATTEMPTS = 5

export type TAnonUpgrade = { name: string; email: string; password: string; role?: 'learner' | 'parent'; locale?: string }

type Pending = { name: string; email: string; passwordHash: string; role: 'learner' | 'parent'; locale: string | null }

const NOTHING_PENDING = 'No upgrade is waiting for this account: start it again'

function assertAnonymous(user: AuthUser) {
  if (user.role !== 'anonymous') throw new AppError('FORBIDDEN', { message: 'Only an anonymous account can be upgraded' })
}

/** PATCH users/me/anon-upgrade: checks the details and emails a code and a link to the new address. */
export async function startAnonUpgrade({
  payload,
  req,
  user,
  details,
}: {
  payload: Payload
  req: PayloadRequest
  user: AuthUser
  details: TAnonUpgrade
}) {
  assertAnonymous(user)
  const role = details.role ?? 'learner'
  assertPasswordAllowed(details.password, role, [details.name, details.email])
  await assertEmailFree(payload, details.email)
  // One anonymous account per email would otherwise send as many as anyone likes: allowances per address and source.
  await takeCallerEmailAllowance(payload, details.email)
  const pending: Pending = {
    name: details.name,
    email: details.email,
    passwordHash: await hashPassword(details.password),
    role,
    locale: details.locale ?? null,
  }
  const code = newCode()
  // Starting again replaces an earlier upgrade still waiting (a mistyped address, say).
  const { expiresAt } = await issueToken(payload, req, {
    kind: 'anon_upgrade_code',
    userId: user.id,
    secret: code,
    data: pending,
    ttlMs: ANON_UPGRADE_TTL_MS,
    replace: true,
  })
  const link = await issueToken(payload, req, {
    kind: 'anon_upgrade_link',
    userId: user.id,
    data: pending,
    ttlMs: ANON_UPGRADE_TTL_MS,
    replace: true,
  })
  sendAccountEmail('anon_upgrade', {
    to: details.email,
    name: details.name,
    locale: details.locale,
    values: { code, link: accountLink('/account/anon-upgrade', { key: link.secret }) },
  })
  return { status: 'pending' as const, email: details.email, expiresAt: expiresAt.toISOString() }
}

/** DELETE users/me/anon-upgrade: the code and link stop working; the account stays anonymous. */
export async function cancelAnonUpgrade({ payload, req, user }: { payload: Payload; req: PayloadRequest; user: AuthUser }) {
  assertAnonymous(user)
  await revokeTokens(payload, req, user.id, ['anon_upgrade_code', 'anon_upgrade_link'])
}

/** The account becomes a learner (or parent) with the verified address; both the code and the link are used up. */
async function applyUpgrade(payload: Payload, req: PayloadRequest, userId: number, pending: Pending) {
  const account = await readAccount(payload, req, userId)
  if (!account || account.role !== 'anonymous') throw new AppError('NOT_FOUND', { message: NOTHING_PENDING })
  await assertEmailFree(payload, pending.email, 'email', userId)
  const data = {
    role: pending.role,
    name: pending.name,
    email: pending.email,
    emailVerified: true,
    passwordHash: pending.passwordHash,
    passwordChangedAt: new Date().toISOString(),
    ...(pending.locale ? { locale: pending.locale } : {}),
  }
  await updateAccount(payload, req, userId, data)
  await revokeTokens(payload, req, userId, ['anon_upgrade_code', 'anon_upgrade_link'])
  return data
}

/**
 * POST users/me/anon-upgrade/verify {code}. Runs outside the endpoint's transaction so that a wrong code is
 * counted (and five of them end the attempt) even though the request fails.
 */
export async function verifyAnonUpgradeCode({
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
  assertAnonymous(user)
  const token = await consumeCode(payload, req, {
    kind: 'anon_upgrade_code',
    userId: user.id,
    code,
    maxAttempts: ANON_UPGRADE_CODE_ATTEMPTS,
    message: NOTHING_PENDING,
  })
  const applied = await inTransaction(req, () => applyUpgrade(payload, req, user.id, token.data as Pending))
  return { user: toSessionUser({ ...user, role: applied.role, name: applied.name, email: applied.email }) }
}

/**
 * POST users/me/anon-upgrade/verify-link {key}: the key from the email is the credential, wherever the
 * link is opened (often the mail app's browser, where the anonymous session is not). Commits before
 * reading the account back.
 */
export async function verifyAnonUpgradeLink({ payload, req, key }: { payload: Payload; req: PayloadRequest; key: string }) {
  const userId = await inTransaction(req, async () => {
    const token = await consumeToken(payload, req, 'anon_upgrade_link', key, 'This link has expired or has already been used')
    if (!token.userId) throw new AppError('NOT_FOUND', { message: NOTHING_PENDING })
    await applyUpgrade(payload, req, token.userId, token.data as Pending)
    return token.userId
  })
  const user = await findUserById(poolDb(payload, 'the account the emailed link upgraded, read back once committed'), userId)
  if (!user) throw new AppError('NOT_FOUND', { message: NOTHING_PENDING })
  return { user: toSessionUser(user) }
}
