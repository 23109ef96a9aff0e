/**
 * What the account operations share: reading and writing the account being changed, uniqueness of emails
 * and usernames, the password policy as a 422, revoking one-time tokens, the links emails carry, and a
 * transaction that commits before someone is signed in.
 */
import { commitTransaction, initTransaction, killTransaction, type Payload, type PayloadRequest } from 'payload'
import { emailService, type EmailType } from '../../services/email'
import { AppError } from '../api/errors'
import { poolDb } from '../data/db'
import { tables } from '../data/schema'
import { sql } from '../data/sql'
import { renderEmail } from '../email/templates'
import { env } from '../env'
import type { Role } from '../roles'
import type { TokenKind } from './one-time-tokens'
import { passwordProblem } from './password-policy'
import { countInWindow } from './throttle'

export type Account = {
  id: number
  name: string | null
  username: string | null
  email: string | null
  role: Role
  locale: string | null
  emailVerified: boolean
  settings: Record<string, unknown>
  parent: number | null
}

/** A users document as Payload's Local API answers it at depth 0. */
type UserDoc = {
  id: number | string
  name?: string | null
  username?: string | null
  email?: string | null
  role: Role
  locale?: string | null
  emailVerified?: boolean | null
  settings?: unknown
  parent?: number | { id: number } | null
}

/** Emails and usernames are unique across every account, whatever school (if any) each is in. */
const accountsDb = (payload: Payload) => poolDb(payload, 'emails and usernames, unique across all accounts')

/**
 * Runs `work` in a transaction of its own and commits it, so that what follows (signing in, which reads
 * the new session through the pool) sees it. Endpoints that sign someone in set `transaction: false` and
 * wrap their writes in this instead.
 */
export async function inTransaction<T>(req: PayloadRequest, work: () => Promise<T>): Promise<T> {
  const started = await initTransaction(req)
  try {
    const result = await work()
    if (started) await commitTransaction(req)
    return result
  } catch (err) {
    if (started) await killTransaction(req).catch(() => {})
    throw err
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

/** The account, read as the system: every caller has already established whose account it is. */
export async function readAccount(payload: Payload, req: PayloadRequest | undefined, id: number): Promise<Account | null> {
  const doc = (await payload
    .findByID({ collection: 'users', id, req, depth: 0, overrideAccess: true, disableErrors: true })
    .catch(() => null)) as UserDoc | null
  if (!doc) return null
  return {
    id: Number(doc.id),
    name: doc.name ?? null,
    username: doc.username ?? null,
    email: doc.email ?? null,
    role: doc.role,
    locale: doc.locale ?? null,
    emailVerified: Boolean(doc.emailVerified),
    settings: isRecord(doc.settings) ? doc.settings : {},
    parent: typeof doc.parent === 'object' && doc.parent ? doc.parent.id : (doc.parent ?? null),
  }
}

/**
 * Writes fields of one account. The users collection only lets superusers update through its access
 * rules; every caller of this has already checked that the account is the caller's own (or the one an
 * emailed key names), so it writes as the system.
 */
export async function updateAccount(payload: Payload, req: PayloadRequest | undefined, id: number, data: Record<string, unknown>) {
  await payload.update({ collection: 'users', id, data, req, overrideAccess: true, depth: 0 })
}

/**
 * Creates an account and answers its id. The users collection only lets superusers create; every caller of
 * this is a way in that anyone may take (registration), or that an emailed key has opened, so it writes as
 * the system.
 */
export async function createAccount(payload: Payload, req: PayloadRequest, data: Record<string, unknown>): Promise<number> {
  const doc = await payload.create({ collection: 'users', data, req, overrideAccess: true, depth: 0 })
  return Number(doc.id)
}

/** Whether another account already uses this email (any capitalisation). */
export async function emailInUse(payload: Payload, email: string, exceptUserId?: number): Promise<boolean> {
  const found = await accountsDb(payload).one(
    sql`SELECT 1 FROM ${tables.users} WHERE lower(email) = lower(${email}) AND id IS DISTINCT FROM ${exceptUserId ?? null} LIMIT 1`,
  )
  return found !== undefined
}

export async function usernameInUse(payload: Payload, username: string, exceptUserId?: number): Promise<boolean> {
  const found = await accountsDb(payload).one(
    sql`SELECT 1 FROM ${tables.users} WHERE lower(username) = lower(${username}) AND id IS DISTINCT FROM ${exceptUserId ?? null} LIMIT 1`,
  )
  return found !== undefined
}

/** 409 for an email another account has: says which field, and no more. */
export async function assertEmailFree(payload: Payload, email: string, path = 'email', exceptUserId?: number) {
  if (await emailInUse(payload, email, exceptUserId)) {
    throw new AppError('CONFLICT', {
      fields: [{ path, message: 'This email address cannot be used for this account: sign in, or reset the password' }],
    })
  }
}

export async function assertUsernameFree(payload: Payload, username: string, path = 'username', exceptUserId?: number) {
  if (await usernameInUse(payload, username, exceptUserId))
    throw new AppError('CONFLICT', { fields: [{ path, message: 'That username is taken: choose another' }] })
}

/** The password policy (length for the role, not common, not the person's own name) as a 422 on `path`. */
export function assertPasswordAllowed(password: string, role: Role, context: (string | null | undefined)[], path = 'password') {
  const problem = passwordProblem(password, role, context)
  if (problem) throw new AppError('INVALID_DATA', { fields: [{ path, message: problem }] })
}

/** Uses up a user's live tokens of these kinds (a pending upgrade cancelled, reset links after a password change). */
export async function revokeTokens(payload: Payload, req: PayloadRequest | undefined, userId: number, kinds: TokenKind[]) {
  await payload.update({
    collection: 'one-time-tokens',
    where: { and: [{ kind: { in: kinds } }, { user: { equals: userId } }, { usedAt: { exists: false } }] },
    data: { usedAt: new Date().toISOString() },
    req,
    overrideAccess: true, // tokens belong to the operations; the caller has established whose they are
  })
}

/** Marks one token used by id (a superseded verification link). */
export async function revokeTokenById(payload: Payload, req: PayloadRequest | undefined, id: number) {
  await payload.update({
    collection: 'one-time-tokens',
    where: { and: [{ id: { equals: id } }, { usedAt: { exists: false } }] },
    data: { usedAt: new Date().toISOString() },
    req,
    overrideAccess: true, // as above
  })
}

/**
 * Counts one more email of a kind to one account in a fixed window and says whether it may go: the limit
 * on emails someone can make us send. One atomic statement on the throttles table (keys `email:<kind>:<id>`,
 * apart from the sign-in keys), so concurrent requests cannot all slip under the limit, and it holds
 * whether or not the request's transaction commits.
 */
export async function takeEmailAllowance(
  payload: Payload,
  kind: string,
  userId: number,
  limit: number,
  windowMs: number,
): Promise<{ allowed: boolean; resetAt: Date }> {
  const { count, resetAt } = await countInWindow(payload, `email:${kind}:${userId}`, windowMs)
  return { allowed: count <= limit, resetAt }
}

/** A page of the product that an emailed link opens; the page calls the API with the key. */
export function accountLink(path: string, params: Record<string, string>): string {
  const url = new URL(path, env.publicUrl)
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value)
  return url.toString()
}

/** Renders and sends an account email without making the request wait for SMTP. */
export function sendAccountEmail(
  type: EmailType,
  message: { to: string; name?: string | null; locale?: string | null; values: Record<string, string> },
) {
  emailService().sendLater(renderEmail(type, message))
}

/** The header naming the email a call sent (spec 7.2: PUT users/me; the other calls that send mail say it too). */
export const EMAIL_SENT_HEADER = 'X-Email-Sent'
