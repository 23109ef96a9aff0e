/**
 * Email addresses: verifying the address an account has, and changing it. A change is proved twice: the
 * new address opens a link (`email-change/verify-link`), then the old address confirms or denies it
 * (`email-change/confirm-link` POST or DELETE). Until confirmed, the account keeps its old address for
 * sign-in and mail. Keys are the credential in these calls: they arrive in a mailbox, often on another
 * device from the one signed in, so they do not need a session.
 */
import type { Payload, PayloadRequest } from 'payload'
import { AppError } from '../api/errors'
import {
  accountLink,
  assertEmailFree,
  readAccount,
  revokeTokens,
  sendAccountEmail,
  takeEmailAllowance,
  updateAccount,
} from './account-common'
import { consumeToken, issueToken } from './one-time-tokens'
import { revokeAllSessions } from './sessions'

export const EMAIL_VERIFICATION_TTL_MS = 24 * 3_600_000
export const EMAIL_CHANGE_TTL_MS = 24 * 3_600_000
/** The old address has a week to stop a change it did not ask for. */
export const EMAIL_CHANGE_CONFIRM_TTL_MS = 7 * 24 * 3_600_000
/** How many verification emails one account may ask for in an hour. */
export const VERIFICATION_EMAILS_PER_HOUR = 5

const VERIFY_PAGE = '/account/verify-email'

export type EmailStatus = { status: 'verified' | 'awaiting_confirmation' | 'changed' | 'denied'; email: string | null }

type Recipient = { id: number; name: string | null; email: string; locale: string | null }

/** Issues a verification link for the account's current address and emails it (registration, sendverifyemail). */
export async function sendEmailVerification(payload: Payload, req: PayloadRequest | undefined, user: Recipient) {
  const { secret } = await issueToken(payload, req, {
    kind: 'email_verification',
    userId: user.id,
    data: { email: user.email },
    ttlMs: EMAIL_VERIFICATION_TTL_MS,
    replace: true,
  })
  sendAccountEmail('email_verification', {
    to: user.email,
    name: user.name,
    locale: user.locale,
    values: { link: accountLink(VERIFY_PAGE, { key: secret }) },
  })
}

/** POST users/me/sendverifyemail {email}: the address must be the account's own. */
export async function requestEmailVerification({
  payload,
  req,
  userId,
  email,
}: {
  payload: Payload
  req: PayloadRequest
  userId: number
  email: string
}) {
  const account = await readAccount(payload, req, userId)
  if (!account?.email || account.email.toLowerCase() !== email) {
    throw new AppError('INVALID_DATA', { fields: [{ path: 'email', message: 'This is not the email address of your account' }] })
  }
  if (account.emailVerified) return { sent: false, email: account.email, emailVerified: true }
  const allowance = await takeEmailAllowance(payload, 'email_verification', userId, VERIFICATION_EMAILS_PER_HOUR, 3_600_000)
  if (!allowance.allowed) {
    throw new AppError('RATE_LIMITED', {
      message: 'We have sent several verification emails in the last hour: check your inbox, or try again later.',
      rateLimit: { limit: VERIFICATION_EMAILS_PER_HOUR, remaining: 0, resetAt: allowance.resetAt },
    })
  }
  await sendEmailVerification(payload, req, { id: userId, name: account.name, email: account.email, locale: account.locale })
  return { sent: true, email: account.email, emailVerified: false }
}

/** Step one of a change (PUT users/me with a new email): a link to the new address. */
export async function startEmailChange(
  payload: Payload,
  req: PayloadRequest,
  account: { id: number; name: string | null; locale: string | null },
  newEmail: string,
) {
  await assertEmailFree(payload, newEmail, 'email', account.id)
  const { secret } = await issueToken(payload, req, {
    kind: 'email_change',
    userId: account.id,
    data: { newEmail },
    ttlMs: EMAIL_CHANGE_TTL_MS,
    replace: true,
  })
  sendAccountEmail('email_change_verification', {
    to: newEmail,
    name: account.name,
    locale: account.locale,
    values: { link: accountLink(VERIFY_PAGE, { key: secret }) },
  })
}

/**
 * Makes the new address the account's, verified; links sent to the old address stop working, and no
 * session carries over to the changed address (the account signs in again with it).
 */
async function applyEmailChange(payload: Payload, req: PayloadRequest, userId: number, newEmail: string) {
  await assertEmailFree(payload, newEmail, 'email', userId)
  await updateAccount(payload, req, userId, { email: newEmail, emailVerified: true })
  await revokeTokens(payload, req, userId, ['password_reset', 'email_verification', 'email_change', 'email_change_confirm'])
  await revokeAllSessions(payload, req, userId)
}

const LINK_NOT_VALID = 'This link has expired or has already been used'

/**
 * POST users/me/email-change/verify-link {key}: either the plain verification of the account's address, or
 * step one of a change. For a change, the old address (when there is one) is then asked to confirm.
 */
export async function verifyEmailKey({ payload, req, key }: { payload: Payload; req: PayloadRequest; key: string }): Promise<EmailStatus> {
  const verification = await consumeToken(payload, req, 'email_verification', key, LINK_NOT_VALID).catch((err) => {
    if (err instanceof AppError && err.code === 'NOT_FOUND') return null // not a verification key: perhaps a change
    throw err
  })
  if (verification) {
    const account = verification.userId ? await readAccount(payload, req, verification.userId) : null
    // The address may have changed since the link was sent; it verifies only the address it was sent to.
    if (!account?.email || account.email.toLowerCase() !== String(verification.data.email ?? '').toLowerCase()) {
      throw new AppError('NOT_FOUND', { message: 'This link is for an address the account no longer uses' })
    }
    await updateAccount(payload, req, account.id, { emailVerified: true })
    return { status: 'verified', email: account.email }
  }
  const change = await consumeToken(payload, req, 'email_change', key, LINK_NOT_VALID)
  const account = change.userId ? await readAccount(payload, req, change.userId) : null
  if (!account) throw new AppError('NOT_FOUND', { message: LINK_NOT_VALID })
  const newEmail = String(change.data.newEmail)
  if (!account.email) {
    // No old address to ask: the new one has just proved itself.
    await applyEmailChange(payload, req, account.id, newEmail)
    return { status: 'changed', email: newEmail }
  }
  await assertEmailFree(payload, newEmail, 'email', account.id)
  const { secret } = await issueToken(payload, req, {
    kind: 'email_change_confirm',
    userId: account.id,
    data: { newEmail },
    ttlMs: EMAIL_CHANGE_CONFIRM_TTL_MS,
    replace: true,
  })
  sendAccountEmail('email_change_confirmation', {
    to: account.email,
    name: account.name,
    locale: account.locale,
    values: {
      newEmail,
      confirmLink: accountLink('/account/email-change/confirm', { key: secret }),
      denyLink: accountLink('/account/email-change/deny', { key: secret }),
    },
  })
  return { status: 'awaiting_confirmation', email: account.email }
}

/** POST users/me/email-change/confirm-link {key}: the old address agrees; the change applies. */
export async function confirmEmailChange({
  payload,
  req,
  key,
}: {
  payload: Payload
  req: PayloadRequest
  key: string
}): Promise<EmailStatus> {
  const confirmation = await consumeToken(payload, req, 'email_change_confirm', key, LINK_NOT_VALID)
  if (!confirmation.userId) throw new AppError('NOT_FOUND', { message: LINK_NOT_VALID })
  const newEmail = String(confirmation.data.newEmail)
  await applyEmailChange(payload, req, confirmation.userId, newEmail)
  return { status: 'changed', email: newEmail }
}

/**
 * DELETE users/me/email-change/confirm-link?key=: the old address did not ask for this. The change is
 * dropped and every session of the account is signed out (except the one denying, when it is the owner's),
 * since whoever started it may be signed in.
 */
export async function denyEmailChange({
  payload,
  req,
  key,
  signedIn,
}: {
  payload: Payload
  req: PayloadRequest
  key: string
  signedIn: { userId: number; sessionId: number } | null
}): Promise<EmailStatus> {
  const confirmation = await consumeToken(payload, req, 'email_change_confirm', key, LINK_NOT_VALID)
  if (!confirmation.userId) throw new AppError('NOT_FOUND', { message: LINK_NOT_VALID })
  const account = await readAccount(payload, req, confirmation.userId)
  await revokeTokens(payload, req, confirmation.userId, ['email_change', 'email_change_confirm'])
  await revokeAllSessions(payload, req, confirmation.userId, signedIn?.userId === confirmation.userId ? signedIn.sessionId : undefined)
  return { status: 'denied', email: account?.email ?? null }
}
