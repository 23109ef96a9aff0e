/**
 * Single-use secrets with an expiry: only their hash is stored. Keys are long random strings for links;
 * codes are short digit strings for typing, and get a bounded number of attempts.
 */
import { randomBytes, randomInt } from 'node:crypto'
import type { Payload, PayloadRequest } from 'payload'
import { AppError } from '../api/errors'
import { systemDb } from '../data/db'
import { tables } from '../data/schema'
import { sql } from '../data/sql'
import { hashToken } from './sessions'

export type TokenKind =
  | 'access'
  | 'password_reset'
  | 'email_verification'
  | 'email_change'
  | 'email_change_confirm'
  | 'mfa_email_code'
  | 'mfa_email_link'
  | 'anon_upgrade_code'
  | 'anon_upgrade_link'
  | 'parent_learner'
  /** A parent-learner registration itself, held by the device that started it (status, cancel, learner sign-in). */
  | 'parent_learner_registration'
  | 'teacher_invite'

/** Short codes are typed by a person and may repeat across users, so their hash includes the user. */
const CODE_KINDS: ReadonlySet<TokenKind> = new Set(['mfa_email_code', 'anon_upgrade_code'])
const tokenHash = (kind: TokenKind, secret: string, userId?: number | null) =>
  hashToken(CODE_KINDS.has(kind) ? `${kind}:${userId ?? ''}:${secret}` : `${kind}:${secret}`)

export const newKey = () => randomBytes(24).toString('base64url')
export const newCode = (digits = 6) => String(randomInt(0, 10 ** digits)).padStart(digits, '0')

type Issue = {
  kind: TokenKind
  userId?: number | null
  data?: Record<string, unknown>
  ttlMs: number
  /** The secret to store; a fresh key when omitted. */
  secret?: string
  /** Revoke this user's earlier unused tokens of the same kind (one live reset link at a time). */
  replace?: boolean
}

export async function issueToken(
  payload: Payload,
  req: PayloadRequest | undefined,
  issue: Issue,
): Promise<{ secret: string; id: number; expiresAt: Date }> {
  const secret = issue.secret ?? newKey()
  const expiresAt = new Date(Date.now() + issue.ttlMs)
  if (issue.replace && issue.userId) {
    await payload.update({
      collection: 'one-time-tokens',
      where: { and: [{ kind: { equals: issue.kind } }, { user: { equals: issue.userId } }, { usedAt: { exists: false } }] },
      data: { usedAt: new Date().toISOString() },
      req,
      overrideAccess: true,
    })
  }
  const doc = await payload.create({
    collection: 'one-time-tokens',
    data: {
      kind: issue.kind,
      tokenHash: tokenHash(issue.kind, secret, issue.userId),
      user: issue.userId ?? null,
      data: issue.data ?? {},
      expiresAt: expiresAt.toISOString(),
    },
    req,
    overrideAccess: true, // tokens are issued by the operations that check who may ask for them
    depth: 0,
  })
  return { secret, id: doc.id as number, expiresAt }
}

export type LiveToken = { id: number; userId: number | null; data: Record<string, unknown>; expiresAt: Date }

/** A one-time-tokens document as Payload's Local API answers it at depth 0. */
type TokenDoc = {
  id: number | string
  tokenHash: string
  user?: number | { id: number } | null
  data?: Record<string, unknown> | null
  expiresAt: string
  usedAt?: string | null
  attempts?: number | null
}

const userIdOf = (doc: TokenDoc) => (typeof doc.user === 'object' && doc.user ? doc.user.id : (doc.user ?? null))

/** The token if it exists, is unused and unexpired; null otherwise. Does not use it up. */
export async function findLiveToken(
  payload: Payload,
  req: PayloadRequest | undefined,
  kind: TokenKind,
  secret: string,
): Promise<LiveToken | null> {
  const { docs } = await payload.find({
    collection: 'one-time-tokens',
    where: { and: [{ kind: { equals: kind } }, { tokenHash: { equals: tokenHash(kind, secret) } }] },
    limit: 1,
    depth: 0,
    req,
    overrideAccess: true,
  })
  const doc = docs[0] as TokenDoc | undefined
  if (!doc || doc.usedAt || new Date(doc.expiresAt).getTime() <= Date.now()) return null
  return { id: Number(doc.id), userId: userIdOf(doc), data: doc.data ?? {}, expiresAt: new Date(doc.expiresAt) }
}

/**
 * Uses a token up: of two requests presenting the same token, only one gets it.
 * Throws 404 NOT_FOUND (with `message`) when it is unknown, used or expired.
 */
export async function consumeToken(
  payload: Payload,
  req: PayloadRequest | undefined,
  kind: TokenKind,
  secret: string,
  message: string,
): Promise<LiveToken> {
  const live = await findLiveToken(payload, req, kind, secret)
  if (!live || !(await markUsed(payload, req, live.id))) throw new AppError('NOT_FOUND', { message })
  return live
}

/** One conditional UPDATE: of two requests presenting the same token, exactly one gets it. */
async function markUsed(payload: Payload, req: PayloadRequest | undefined, id: number): Promise<boolean> {
  const db = await systemDb({ payload, req }, 'one-time tokens, which are their own credential: the caller presented this one')
  const changed = await db.run(
    sql`UPDATE ${tables.one_time_tokens} SET used_at = now(), updated_at = now() WHERE id = ${id} AND used_at IS NULL`,
  )
  return changed === 1
}

/** For short codes: the live token of this kind for this user, with attempts counted (at most `maxAttempts`). */
export async function consumeCode(
  payload: Payload,
  req: PayloadRequest | undefined,
  {
    kind,
    userId,
    code,
    maxAttempts = 5,
    message,
  }: { kind: TokenKind; userId: number; code: string; maxAttempts?: number; message: string },
): Promise<LiveToken> {
  const { docs } = await payload.find({
    collection: 'one-time-tokens',
    where: {
      and: [
        { kind: { equals: kind } },
        { user: { equals: userId } },
        { usedAt: { exists: false } },
        { expiresAt: { greater_than: new Date().toISOString() } },
      ],
    },
    sort: '-createdAt',
    limit: 1,
    depth: 0,
    req,
    overrideAccess: true,
  })
  const doc = docs[0] as TokenDoc | undefined
  if (!doc) throw new AppError('NOT_FOUND', { message })
  if ((doc.attempts ?? 0) >= maxAttempts)
    throw new AppError('RATE_LIMITED', { message: 'Too many wrong codes: ask for a new one.', attemptsRemaining: 0 })
  if (doc.tokenHash !== tokenHash(kind, code, userId)) {
    await payload.update({
      collection: 'one-time-tokens',
      id: doc.id,
      data: { attempts: (doc.attempts ?? 0) + 1 },
      req,
      overrideAccess: true,
    })
    throw new AppError('INVALID_DATA', {
      fields: [{ path: 'code', message: 'That code is not right' }],
      attemptsRemaining: maxAttempts - (doc.attempts ?? 0) - 1,
    })
  }
  const id = Number(doc.id)
  if (!(await markUsed(payload, req, id))) throw new AppError('NOT_FOUND', { message })
  return { id, userId, data: doc.data ?? {}, expiresAt: new Date(doc.expiresAt) }
}
