/**
 * Creating accounts from outside: teachers and parents (`POST users`), learners (`POST users/learner`)
 * and anonymous players (`POST authanon`). Each ends signed in. Children registered by a parent go through
 * registration-parent-learner.ts instead, where nothing exists until the parent confirms.
 */
import type { Payload, PayloadRequest } from 'payload'
import { assertEmailFree, assertPasswordAllowed, assertUsernameFree, createAccount, inTransaction } from './account-common'
import { sendEmailVerification } from './account-email'
import { hashPassword } from './passwords'
import { startSession } from './sign-in'
import { ANON_ACCOUNTS_PER_SOURCE, ANON_ACCOUNT_WINDOW_MS, takeAllowance } from './throttle'

type Context = { payload: Payload; req: PayloadRequest }

export type TRegistration = { name: string; email: string; password: string; role: 'teacher' | 'parent'; locale?: string }

/** POST users: a teacher or parent with an email address; the address is then verified by link. */
export async function registerAccount({ payload, req, details }: Context & { details: TRegistration }) {
  assertPasswordAllowed(details.password, details.role, [details.name, details.email])
  await assertEmailFree(payload, details.email)
  const passwordHash = await hashPassword(details.password)
  const locale = details.locale ?? 'en_GB'
  const userId = await inTransaction(req, async () => {
    const id = await createAccount(payload, req, {
      name: details.name,
      email: details.email,
      role: details.role,
      locale,
      passwordHash,
      passwordChangedAt: new Date().toISOString(),
      emailVerified: false,
    })
    await sendEmailVerification(payload, req, { id, name: details.name, email: details.email, locale })
    return id
  })
  // They have just chosen the password, so this session may change credentials for the next few minutes.
  return startSession({ payload, req, userId, passwordVerified: true })
}

export type TLearnerRegistration = { name: string; username: string; password: string; locale?: string }

/** POST users/learner: a learner who signs in with a username; no email is asked for. */
export async function registerLearner({ payload, req, details }: Context & { details: TLearnerRegistration }) {
  assertPasswordAllowed(details.password, 'learner', [details.name, details.username])
  await assertUsernameFree(payload, details.username)
  const passwordHash = await hashPassword(details.password)
  const userId = await inTransaction(req, () =>
    createAccount(payload, req, {
      name: details.name,
      username: details.username,
      role: 'learner',
      locale: details.locale ?? 'en_GB',
      passwordHash,
      passwordChangedAt: new Date().toISOString(),
    }),
  )
  return startSession({ payload, req, userId, passwordVerified: true })
}

/**
 * POST authanon: an account with no name, email or password, whose only credential is the session it
 * starts; progress made with it is kept when it is upgraded (account-anon-upgrade.ts).
 */
export async function createAnonymousAccount({ payload, req }: Context) {
  // Each call makes a user row (and could send an upgrade email): so many per source.
  await takeAllowance(payload, 'anon-account', ANON_ACCOUNTS_PER_SOURCE, ANON_ACCOUNT_WINDOW_MS)
  const userId = await inTransaction(req, () => createAccount(payload, req, { role: 'anonymous' }))
  return startSession({ payload, req, userId })
}
