/**
 * Parent-learner registration: a child's account that a parent or carer confirms by email.
 *
 * - `PUT users/parent-learner` registers a new learner; `PUT users/parent-learner/adopt` asks for a parent
 *   to take on an existing learner account (the learner's username and password prove the learner agrees).
 *   The parent is either described (name, email, password: a new parent account) or is the signed-in parent.
 * - Nothing about the child becomes usable until the parent confirms: a new learner's details wait in the
 *   registration (password hashed), and no account exists. The registration expires after a week.
 * - The device that registered holds the registration token: it checks progress (`GET .../verification`:
 *   pending, verified, cancelled or expired), has the email sent again (`POST`), amends the details
 *   (`PATCH`), cancels (`DELETE`), and once the parent has confirmed signs the learner in, once
 *   (`auth/verified-learner`).
 * - The parent's email carries a different key; `auth/verified-parent` with it creates the accounts, links
 *   the learner to the parent and signs the parent in.
 * - A signed-in parent whose address is already verified needs no email: the registration completes at once.
 *
 * Registrations are one-time tokens of kind `parent_learner_registration` (data: `Registration`); the
 * emailed keys are kind `parent_learner` (data: the registration's id).
 */
import type { Payload, PayloadRequest } from 'payload'
import { AppError } from '../api/errors'
import { poolDb } from '../data/db'
import { tables, type RowOf } from '../data/schema'
import { sql } from '../data/sql'
import type { AuthUser } from './types'
import {
  accountLink,
  assertEmailFree,
  assertPasswordAllowed,
  assertUsernameFree,
  createAccount,
  inTransaction,
  readAccount,
  revokeTokenById,
  sendAccountEmail,
  updateAccount,
} from './account-common'
import { consumeToken, issueToken } from './one-time-tokens'
import { hashPassword, verifyPassword } from './passwords'
import { hashToken } from './sessions'
import { startSession } from './sign-in'
import { accountKey, clearThrottle, reserveAttempt, takeCallerEmailAllowance, unknownNameKey } from './throttle'

export const REGISTRATION_TTL_MS = 7 * 24 * 3_600_000
/** After the parent confirms, the registering device has this long to sign the learner in with its token. */
export const LEARNER_SIGN_IN_TTL_MS = 7 * 24 * 3_600_000
/** Verification emails one registration can send (the first and four more). */
export const MAX_VERIFICATION_EMAILS = 5

export type RegistrationType = 'new' | 'adopt'
export type RegistrationStatus = 'pending' | 'verified' | 'cancelled' | 'expired'

type Registration = {
  type: RegistrationType
  status: 'pending' | 'verified' | 'cancelled'
  locale: string
  /** `userId` when the parent was signed in; otherwise the details of the parent account to create. */
  parent: { userId: number | null; name: string | null; email: string; passwordHash: string | null }
  /** `userId` for an adoption; otherwise the details of the learner account to create. */
  learner: { userId: number | null; name: string | null; username: string; passwordHash: string | null }
  verifyTokenId: number | null
  sends: number
  parentUserId?: number
  learnerUserId?: number
  verifiedAt?: string
  cancelledAt?: string
}

type Row = { id: number; data: Registration; expiresAt: Date; usedAt: Date | null }

export type RegistrationView = {
  type: RegistrationType
  status: RegistrationStatus
  expiresAt: string
  parentEmail: string
  learner: { id: number | null; name: string | null; username: string }
}

export type TParentDetails = { name: string; email: string; password: string }
export type TLearnerDetails = { name: string; username: string; password: string }

const KIND = 'parent_learner_registration'
const NOT_FOUND = 'No such registration'
const LINK_NOT_VALID = 'This link has expired, has already been used, or the registration was cancelled'

type Context = { payload: Payload; req: PayloadRequest }

function statusOf(row: Row): RegistrationStatus {
  if (row.data.status === 'pending' && row.expiresAt.getTime() <= Date.now()) return 'expired'
  return row.data.status
}

export function viewOf(row: Row): RegistrationView {
  return {
    type: row.data.type,
    status: statusOf(row),
    expiresAt: row.expiresAt.toISOString(),
    parentEmail: row.data.parent.email,
    learner: { id: row.data.learnerUserId ?? null, name: row.data.learner.name, username: row.data.learner.username },
  }
}

/** A registration's one-time-tokens document, as Payload's Local API answers it (`data` is what this file wrote). */
type RegistrationDoc = { id: number | string; data: Registration; expiresAt: string; usedAt?: string | null }

const toRow = (doc: RegistrationDoc): Row => ({
  id: Number(doc.id),
  data: doc.data,
  expiresAt: new Date(doc.expiresAt),
  usedAt: doc.usedAt ? new Date(doc.usedAt) : null,
})

/** The registration a token names, whatever its state (unlike findLiveToken, which only finds live ones). */
async function findRegistration({ payload, req }: Context, token: string): Promise<Row | null> {
  const { docs } = await payload.find({
    collection: 'one-time-tokens',
    where: { and: [{ kind: { equals: KIND } }, { tokenHash: { equals: hashToken(`${KIND}:${token}`) } }] },
    limit: 1,
    depth: 0,
    req,
    overrideAccess: true, // the token is the credential; registrations have no owner account yet
  })
  return docs[0] ? toRow(docs[0] as RegistrationDoc) : null
}

async function saveRegistration({ payload, req }: Context, row: Row, changes: { data?: Registration; expiresAt?: Date; used?: boolean }) {
  const doc = await payload.update({
    collection: 'one-time-tokens',
    id: row.id,
    data: {
      ...(changes.data ? { data: changes.data } : {}),
      ...(changes.expiresAt ? { expiresAt: changes.expiresAt.toISOString() } : {}),
      ...(changes.used ? { usedAt: new Date().toISOString() } : {}),
    },
    req,
    overrideAccess: true, // as above: the caller presented the registration's token
    depth: 0,
  })
  return toRow(doc as RegistrationDoc)
}

/** The parent side of a new registration: the signed-in parent, or a new parent described in the body. */
async function resolveParent(
  { payload, req }: Context,
  caller: AuthUser | null,
  details: TParentDetails | undefined,
): Promise<{ parent: Registration['parent']; verified: boolean }> {
  if (caller) {
    if (caller.role !== 'parent') throw new AppError('FORBIDDEN', { message: 'Sign in as a parent, or sign out, to register a learner' })
    if (details)
      throw new AppError('INVALID_DATA', { fields: [{ path: 'parent', message: 'Leave this out: you are signed in as the parent' }] })
    const account = await readAccount(payload, req, caller.id)
    if (!account?.email) throw new AppError('CONFLICT', { message: 'Add an email address to your account first' })
    return { parent: { userId: account.id, name: account.name, email: account.email, passwordHash: null }, verified: account.emailVerified }
  }
  if (!details)
    throw new AppError('INVALID_DATA', {
      fields: [{ path: 'parent', message: 'Give the parent’s name, email address and a password, or sign in as the parent' }],
    })
  assertPasswordAllowed(details.password, 'parent', [details.name, details.email], 'parent.password')
  return {
    parent: { userId: null, name: details.name, email: details.email, passwordHash: await hashPassword(details.password) },
    verified: false,
  }
}

/** Emails the parent a fresh key (retiring the one sent before) and counts the send. */
async function sendVerification(context: Context, row: Row): Promise<Row> {
  const { payload, req } = context
  if (row.data.sends >= MAX_VERIFICATION_EMAILS) {
    throw new AppError('RATE_LIMITED', {
      message: 'We have emailed the parent several times already: check their inbox (and spam folder), or start again.',
      rateLimit: { limit: MAX_VERIFICATION_EMAILS, remaining: 0, resetAt: row.expiresAt },
    })
  }
  // Anyone may register, naming any address: each address, and each source, gets only so many emails.
  await takeCallerEmailAllowance(payload, row.data.parent.email)
  if (row.data.verifyTokenId) await revokeTokenById(payload, req, row.data.verifyTokenId)
  const verify = await issueToken(payload, req, {
    kind: 'parent_learner',
    data: { registrationId: row.id },
    ttlMs: row.expiresAt.getTime() - Date.now(),
  })
  const { data } = row
  sendAccountEmail('parent_learner_verification', {
    to: data.parent.email,
    name: data.parent.name,
    locale: data.locale,
    values: {
      learnerName: data.learner.name ?? data.learner.username,
      link: accountLink('/account/parent-learner/verify', { verify_token: verify.secret }),
      // i18next picks `body_adopt` / `body_existing` when present, `body` otherwise.
      context: data.type === 'adopt' ? 'adopt' : data.parent.userId ? 'existing' : 'new',
    },
  })
  return saveRegistration(context, row, { data: { ...data, verifyTokenId: verify.id, sends: data.sends + 1 } })
}

/**
 * The parent has confirmed (by email, or by being a verified, signed-in parent): the parent account is
 * created if new, the learner created (or, for an adoption, linked), and the registration marked verified.
 */
async function completeRegistration(context: Context, row: Row): Promise<Row> {
  const { payload, req } = context
  const { data } = row
  const now = new Date()
  let parentId = data.parent.userId
  if (parentId) {
    const account = await readAccount(payload, req, parentId)
    if (!account || account.role !== 'parent')
      throw new AppError('CONFLICT', { message: 'The parent account has changed since this registration began: start again' })
    if (!account.emailVerified) await updateAccount(payload, req, parentId, { emailVerified: true })
  } else {
    await assertEmailFree(payload, data.parent.email, 'parent.email')
    // The emailed key is the parent's proof.
    parentId = await createAccount(payload, req, {
      name: data.parent.name,
      email: data.parent.email,
      role: 'parent',
      locale: data.locale,
      passwordHash: data.parent.passwordHash,
      passwordChangedAt: now.toISOString(),
      emailVerified: true, // the parent opened the link sent to this address
    })
  }
  let learnerId = data.learner.userId
  if (learnerId) {
    const learner = await readAccount(payload, req, learnerId)
    if (!learner || learner.role !== 'learner') throw new AppError('CONFLICT', { message: 'This learner account no longer exists' })
    if (learner.parent) throw new AppError('CONFLICT', { message: 'This learner already has a parent or carer on Inkwell' })
    await updateAccount(payload, req, learnerId, { parent: parentId, parentConsentAt: now.toISOString() })
  } else {
    await assertUsernameFree(payload, data.learner.username, 'learner.username')
    // Created only now that the parent has consented.
    learnerId = await createAccount(payload, req, {
      name: data.learner.name,
      username: data.learner.username,
      role: 'learner',
      locale: data.locale,
      passwordHash: data.learner.passwordHash,
      passwordChangedAt: now.toISOString(),
      parent: parentId,
      parentConsentAt: now.toISOString(),
    })
  }
  if (data.verifyTokenId) await revokeTokenById(payload, req, data.verifyTokenId)
  return saveRegistration(context, row, {
    data: {
      ...data,
      status: 'verified',
      parentUserId: parentId,
      learnerUserId: learnerId,
      verifiedAt: now.toISOString(),
      // The password hashes are in the accounts now; the registration need not keep them.
      parent: { ...data.parent, passwordHash: null },
      learner: { ...data.learner, passwordHash: null },
    },
    expiresAt: new Date(now.getTime() + LEARNER_SIGN_IN_TTL_MS),
  })
}

/** Creates the registration, then completes it at once or emails the parent. */
async function begin(context: Context, registration: Omit<Registration, 'status' | 'verifyTokenId' | 'sends'>, parentVerified: boolean) {
  const data: Registration = { ...registration, status: 'pending', verifyTokenId: null, sends: 0 }
  const issued = await issueToken(context.payload, context.req, { kind: KIND, data, ttlMs: REGISTRATION_TTL_MS })
  const row: Row = { id: issued.id, data, expiresAt: issued.expiresAt, usedAt: null }
  const done = parentVerified ? await completeRegistration(context, row) : await sendVerification(context, row)
  return { token: issued.secret, ...viewOf(done) }
}

/** PUT users/parent-learner: a new learner, confirmed by their parent. */
export async function registerParentLearner(
  context: Context & { caller: AuthUser | null; details: { parent?: TParentDetails; learner: TLearnerDetails; locale?: string } },
) {
  const { payload, caller, details } = context
  const { parent, verified } = await resolveParent(context, caller, details.parent)
  assertPasswordAllowed(details.learner.password, 'learner', [details.learner.name, details.learner.username], 'learner.password')
  if (!parent.userId) await assertEmailFree(payload, parent.email, 'parent.email')
  await assertUsernameFree(payload, details.learner.username, 'learner.username')
  const learner = {
    userId: null,
    name: details.learner.name,
    username: details.learner.username,
    passwordHash: await hashPassword(details.learner.password),
  }
  return begin(context, { type: 'new', locale: details.locale ?? 'en_GB', parent, learner }, verified)
}

const LEARNER_CREDENTIALS_WRONG = 'The learner’s username or password is not right'

/**
 * The learner's username and password, checked like a sign-in (same throttle, same answer whether the
 * username or the password was wrong) so adoption cannot be used to guess passwords faster.
 */
async function checkLearnerCredentials(payload: Payload, username: string, password: string) {
  const learner = await poolDb(payload, 'a learner account, found by its username and password before anyone is signed in').one(
    sql<Pick<RowOf<typeof tables.users>, 'id' | 'name' | 'username' | 'password_hash'>>`SELECT id, name, username, password_hash
    FROM ${tables.users} WHERE lower(username) = lower(${username}) AND role = 'learner' AND deleted_at IS NULL LIMIT 1`,
  )
  const key = learner ? accountKey(learner.id) : unknownNameKey(username)
  // Taken before the check, atomically, as at sign-in (throttle.ts reserveAttempt); cleared on success.
  const attemptsRemaining = await reserveAttempt(payload, key)
  if (!learner || !(await verifyPassword(learner.password_hash, password))) {
    throw new AppError('INVALID_DATA', { fields: [{ path: 'learner', message: LEARNER_CREDENTIALS_WRONG }], attemptsRemaining })
  }
  await clearThrottle(payload, key)
  return { ...learner, username: learner.username ?? username }
}

/** PUT users/parent-learner/adopt: a parent takes on an existing learner account. */
export async function adoptLearner(
  context: Context & {
    caller: AuthUser | null
    details: { parent?: TParentDetails; learner: { username: string; password: string }; locale?: string }
  },
) {
  const { payload, req, caller, details } = context
  const { parent, verified } = await resolveParent(context, caller, details.parent)
  if (!parent.userId) await assertEmailFree(payload, parent.email, 'parent.email')
  const found = await checkLearnerCredentials(payload, details.learner.username, details.learner.password)
  const learner = await readAccount(payload, req, found.id)
  if (learner?.parent) throw new AppError('CONFLICT', { message: 'This learner already has a parent or carer on Inkwell' })
  return begin(
    context,
    {
      type: 'adopt',
      locale: details.locale ?? learner?.locale ?? 'en_GB',
      parent,
      learner: { userId: found.id, name: found.name, username: found.username, passwordHash: null },
    },
    verified,
  )
}

/** A registration that can still change: it exists, is of this type, and is pending. */
async function pendingRegistration(context: Context, token: string, type?: RegistrationType): Promise<Row> {
  const row = await findRegistration(context, token)
  if (!row || (type && row.data.type !== type)) throw new AppError('NOT_FOUND', { message: NOT_FOUND })
  const status = statusOf(row)
  if (status === 'expired') throw new AppError('CONFLICT', { message: 'This registration has expired: start again' })
  if (status !== 'pending') throw new AppError('CONFLICT', { message: `This registration is ${status}: it can no longer change` })
  return row
}

export type TRegistrationAmendment = {
  token: string
  parent?: Partial<TParentDetails>
  learner?: Partial<TLearnerDetails>
  locale?: string
}

/** PATCH users/parent-learner and .../adopt: corrects a pending registration; a new parent address is emailed again. */
export async function amendRegistration(
  context: Context & { type: RegistrationType; changes: TRegistrationAmendment },
): Promise<RegistrationView> {
  const { payload, type, changes } = context
  const row = await pendingRegistration(context, changes.token, type)
  const data: Registration = { ...row.data, parent: { ...row.data.parent }, learner: { ...row.data.learner } }
  if (changes.parent) {
    if (data.parent.userId)
      throw new AppError('INVALID_DATA', {
        fields: [{ path: 'parent', message: 'The parent is a signed-in account: this cannot change here' }],
      })
    if (changes.parent.name !== undefined) data.parent.name = changes.parent.name
    if (changes.parent.email !== undefined) {
      await assertEmailFree(payload, changes.parent.email, 'parent.email')
      data.parent.email = changes.parent.email
    }
    if (changes.parent.password !== undefined) {
      assertPasswordAllowed(changes.parent.password, 'parent', [data.parent.name, data.parent.email], 'parent.password')
      data.parent.passwordHash = await hashPassword(changes.parent.password)
    }
  }
  if (changes.learner) {
    if (changes.learner.name !== undefined) data.learner.name = changes.learner.name
    if (changes.learner.username !== undefined) {
      await assertUsernameFree(payload, changes.learner.username, 'learner.username')
      data.learner.username = changes.learner.username
    }
    if (changes.learner.password !== undefined) {
      assertPasswordAllowed(changes.learner.password, 'learner', [data.learner.name, data.learner.username], 'learner.password')
      data.learner.passwordHash = await hashPassword(changes.learner.password)
    }
  }
  if (changes.locale !== undefined) data.locale = changes.locale
  let saved = await saveRegistration(context, row, { data })
  // The earlier email went to an address that is no longer the parent's: it stops working and a new one goes out.
  if (data.parent.email !== row.data.parent.email) saved = await sendVerification(context, saved)
  return viewOf(saved)
}

/** GET users/parent-learner/verification?token=: how far the registration has got. */
export async function registrationStatus(context: Context & { token: string }): Promise<RegistrationView> {
  const row = await findRegistration(context, context.token)
  if (!row) throw new AppError('NOT_FOUND', { message: NOT_FOUND })
  return viewOf(row)
}

/** POST users/parent-learner/verification {token}: emails the parent again, with a new link. */
export async function resendVerification(context: Context & { token: string }): Promise<RegistrationView> {
  const row = await pendingRegistration(context, context.token)
  return viewOf(await sendVerification(context, row))
}

/** DELETE users/parent-learner/verification?token=: stops a registration the parent has not confirmed. */
export async function cancelRegistration(context: Context & { token: string }): Promise<RegistrationView> {
  const row = await findRegistration(context, context.token)
  if (!row) throw new AppError('NOT_FOUND', { message: NOT_FOUND })
  if (row.data.status === 'verified') throw new AppError('CONFLICT', { message: 'The parent has already confirmed this registration' })
  if (row.data.status === 'cancelled') return viewOf(row)
  if (row.data.verifyTokenId) await revokeTokenById(context.payload, context.req, row.data.verifyTokenId)
  const data: Registration = {
    ...row.data,
    status: 'cancelled',
    cancelledAt: new Date().toISOString(),
    // A cancelled registration keeps no passwords.
    parent: { ...row.data.parent, passwordHash: null },
    learner: { ...row.data.learner, passwordHash: null },
  }
  return viewOf(await saveRegistration(context, row, { data, used: true }))
}

/** POST auth/verified-parent {verify_token}: the parent confirms; the accounts are made and the parent signed in. */
export async function verifyParent(context: Context & { verifyToken: string }) {
  const { payload, req } = context
  const row = await inTransaction(req, async () => {
    const verify = await consumeToken(payload, req, 'parent_learner', context.verifyToken, LINK_NOT_VALID)
    const doc = await payload.findByID({
      collection: 'one-time-tokens',
      id: Number(verify.data.registrationId),
      req,
      depth: 0,
      overrideAccess: true,
      disableErrors: true,
    })
    const registration = doc ? toRow(doc as RegistrationDoc) : null
    if (!registration || statusOf(registration) !== 'pending') throw new AppError('NOT_FOUND', { message: LINK_NOT_VALID })
    return completeRegistration(context, registration)
  })
  const session = await startSession({ payload, req, userId: row.data.parentUserId! })
  return { ...session, learner: viewOf(row).learner }
}

/** POST auth/verified-learner {verify_token}: the registering device signs the learner in, once, after the parent confirmed. */
export async function verifyLearner(context: Context & { verifyToken: string }) {
  const { payload, req } = context
  const row = await findRegistration(context, context.verifyToken)
  if (row && statusOf(row) === 'pending') throw new AppError('CONFLICT', { message: 'The parent has not confirmed yet' })
  if (!row || statusOf(row) !== 'verified' || row.usedAt || row.expiresAt.getTime() <= Date.now()) {
    throw new AppError('NOT_FOUND', { message: 'This registration cannot sign in: sign in with the learner’s username and password' })
  }
  await consumeToken(payload, req, KIND, context.verifyToken, 'This registration has already signed in')
  return startSession({ payload, req, userId: row.data.learnerUserId! })
}
