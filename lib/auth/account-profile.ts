/**
 * The signed-in user's own profile (PUT users/me) and settings (PATCH users/me/settings).
 *
 * Who may change what: pupils' names, usernames and passwords are looked after by their school, so a pupil
 * may only change their locale here; anonymous players may name themselves but gain credentials only by
 * upgrading; nobody changes credentials while a superuser imitates them. Credentials (username, email,
 * password) need a password checked in the last few minutes. A new email is not used until it is verified
 * and the old address has agreed (account-email.ts).
 */
import type { Payload, PayloadRequest } from 'payload'
import { IMITATION_REFUSAL, passwordRecentlyVerified } from '../api/define-endpoint'
import { AppError } from '../api/errors'
import type { AuthUser } from './types'
import { assertPasswordAllowed, assertUsernameFree, readAccount, updateAccount } from './account-common'
import { startEmailChange } from './account-email'
import { setPassword } from './account-password-reset'
import { hashPassword } from './passwords'
import { toSessionUser } from './session-user'

export type TProfileUpdate = { name?: string; username?: string; email?: string; password?: string; locale?: string }

export type ProfileResult = {
  body: { user: ReturnType<typeof toSessionUser>; pendingEmail: string | null }
  /** The type of email sent, for the X-Email-Sent header. */
  emailSent: 'email_change_verification' | null
}

export async function updateProfile({
  payload,
  req,
  user,
  changes,
}: {
  payload: Payload
  req: PayloadRequest
  user: AuthUser
  changes: TProfileUpdate
}): Promise<ProfileResult> {
  const account = await readAccount(payload, req, user.id)
  if (!account) throw new AppError('UNAUTHORISED')
  // Sending the values the account already has is not a change (clients send whole forms).
  const newUsername =
    changes.username !== undefined && changes.username !== (account.username ?? '').toLowerCase() ? changes.username : undefined
  const newEmail = changes.email !== undefined && changes.email !== (account.email ?? '').toLowerCase() ? changes.email : undefined
  const newName = changes.name !== undefined && changes.name !== account.name ? changes.name : undefined
  const credentials = newUsername !== undefined || newEmail !== undefined || changes.password !== undefined

  if (user.role === 'pupil' && (newName !== undefined || credentials)) {
    throw new AppError('FORBIDDEN', { message: 'Your school looks after your name and password: ask your teacher' })
  }
  if (user.role === 'anonymous' && credentials) {
    throw new AppError('FORBIDDEN', { message: 'Upgrade this account to give it a username, email address or password' })
  }
  if (credentials && user.session.imitator) throw new AppError('FORBIDDEN', { message: IMITATION_REFUSAL })
  if (credentials && !passwordRecentlyVerified(user)) throw new AppError('PASSWORD_REVERIFICATION_REQUIRED')

  if (newUsername !== undefined) await assertUsernameFree(payload, newUsername, 'username', user.id)
  let passwordHash: string | undefined
  if (changes.password !== undefined) {
    assertPasswordAllowed(changes.password, user.role, [newName ?? account.name, newUsername ?? account.username, account.email, newEmail])
    passwordHash = await hashPassword(changes.password)
  }

  const data: Record<string, unknown> = {}
  if (newName !== undefined) data.name = newName
  if (newUsername !== undefined) data.username = newUsername
  if (changes.locale !== undefined) data.locale = changes.locale
  if (Object.keys(data).length) await updateAccount(payload, req, user.id, data)
  // A new password signs out every other session: a token issued before the change stops working.
  if (passwordHash) await setPassword(payload, req, user.id, passwordHash, {}, user.session.id)
  if (newEmail !== undefined)
    await startEmailChange(payload, req, { id: user.id, name: newName ?? account.name, locale: changes.locale ?? account.locale }, newEmail)

  return {
    body: {
      user: toSessionUser({ ...user, name: newName ?? user.name, username: newUsername ?? user.username }),
      pendingEmail: newEmail ?? null,
    },
    emailSent: newEmail !== undefined ? 'email_change_verification' : null,
  }
}

/** The settings a user keeps with their account; unknown keys are refused by the endpoint's schema. */
export type TSettingsUpdate = {
  fontPreference?: 'default' | 'dyslexic' | null
  soundOn?: boolean | null
  musicOn?: boolean | null
  reducedMotion?: boolean | null
}

/** PATCH users/me/settings: merges the keys given into the stored settings; null removes a key (back to the default). */
export async function updateSettings({
  payload,
  req,
  user,
  changes,
}: {
  payload: Payload
  req: PayloadRequest
  user: AuthUser
  changes: TSettingsUpdate
}) {
  const account = await readAccount(payload, req, user.id)
  if (!account) throw new AppError('UNAUTHORISED')
  const settings: Record<string, unknown> = { ...account.settings }
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) delete settings[key]
    else if (value !== undefined) settings[key] = value
  }
  await updateAccount(payload, req, user.id, { settings })
  return { settings }
}
