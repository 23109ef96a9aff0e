// Sign-in for the console over the API's session calls:
// POST /api/auth (sign in), DELETE /api/auth (sign out), GET /api/users/me,
// and the second factor: POST /api/users/me/verify-authenticator, /verify
// (emailed code) and /verify-link (emailed link).
import { HttpError, type AuthProvider, type UserIdentity } from 'ra-core'

import { apiRequest } from './http'
import { resourcesFor } from './roles'
import { clearSession, getStoredUser, getToken, storeSession, type SessionUser } from './session'

/** Translation key (console namespace) shown when a pupil or parent signs in. */
export const STAFF_ONLY_KEY = 'login.staff_only'

/** The password step. */
export interface PasswordLoginParams {
  username: string
  password: string
}

export type SecondFactorMethod = 'authenticator' | 'email'

/** The second step: a code from the authenticator app (or a backup code), or the code from the sign-in email. */
export interface CodeLoginParams {
  method: SecondFactorMethod
  code: string
  /** Remember this device: the server then skips the second factor here. */
  trust?: boolean
}

/** The second step from the link in the sign-in email (`/console/verify?key=…`). */
export interface LinkLoginParams {
  method: 'link'
  key: string
  trust?: boolean
}

/** Accepting a teacher invitation (`/console/invite?code=…`): the emailed code and a password. */
export interface InviteLoginParams {
  method: 'invite'
  code: string
  password: string
  /** For someone new to Inkwell; people with an account already keep their name. */
  name?: string
}

export type LoginParams = PasswordLoginParams | CodeLoginParams | LinkLoginParams | InviteLoginParams

/** Translation key (console namespace) of the error that moves the login page to the code step. */
export const SECOND_FACTOR_REQUIRED_KEY = 'login.second_factor.required'

/** Thrown by login() when the password was right and the account also needs its second factor. */
export class SecondFactorRequired extends Error {
  constructor(readonly method: SecondFactorMethod) {
    super(SECOND_FACTOR_REQUIRED_KEY)
    this.name = 'SecondFactorRequired'
  }
}

interface SessionAnswer {
  token?: string
  user?: SessionUser | null
  mfaRequired?: SecondFactorMethod
}

// The token of a sign-in that still owes its second factor. Kept in memory only:
// it must not look like a session to the rest of the console (checkAuth,
// the data provider), and a reload simply starts the sign-in again.
let pendingToken: string | null = null

/** Whether a sign-in is waiting for its second factor in this page. */
export const hasPendingSignIn = (): boolean => pendingToken !== null

const VERIFY_PATHS: Record<SecondFactorMethod | 'link', string> = {
  authenticator: 'users/me/verify-authenticator',
  email: 'users/me/verify',
  link: 'users/me/verify-link',
}

/** Permissions as react-admin's usePermissions() hands them to components. */
export interface ConsolePermissions {
  role: string | null
  superuser: boolean
  admin: boolean
}

export interface ConsoleIdentity extends UserIdentity {
  user: SessionUser
}

const statusOf = (error: unknown): number | undefined =>
  error && typeof error === 'object' && 'status' in error ? (error as { status?: number }).status : undefined

const signOutOnServer = async (token?: string | null): Promise<void> => {
  try {
    await apiRequest('auth', { method: 'DELETE', token })
  } catch {
    // Signing out must always work locally, whatever the server says.
  }
}

const readCurrentUser = async (): Promise<SessionUser> => {
  const { json } = await apiRequest<SessionAnswer | SessionUser>('users/me')
  const answer = (json ?? {}) as SessionAnswer
  const user = answer.user ?? (json as SessionUser)
  if (!user || typeof user !== 'object' || user.id === undefined) throw new HttpError('Unauthorised', 401, json)
  storeSession({ token: answer.token, user })
  return user
}

// react-admin asks for the session from several places on one page load
// (checkAuth, getIdentity, each mount under StrictMode): they share one
// request, and a settled answer is reused for a moment rather than asked again.
const REUSE_ANSWER_MS = 2000
let currentUserRequest: { promise: Promise<SessionUser>; settledAt?: number } | null = null

/** GET /api/users/me, storing what it answers so reloads need no round trip. */
export const fetchCurrentUser = (): Promise<SessionUser> => {
  const cached = currentUserRequest
  if (cached && (cached.settledAt === undefined || Date.now() - cached.settledAt < REUSE_ANSWER_MS)) return cached.promise
  const entry: { promise: Promise<SessionUser>; settledAt?: number } = { promise: readCurrentUser() }
  const settle = () => {
    entry.settledAt = Date.now()
  }
  entry.promise.then(settle, settle)
  currentUserRequest = entry
  return entry.promise
}

/** Drops a remembered /api/users/me answer: the session has just changed. */
export const forgetCurrentUser = (): void => {
  currentUserRequest = null
}

/** Keeps a new session for staff; ends it at once for pupils and parents, who have nothing here. */
const finishSignIn = async (token: string | null | undefined, user: SessionUser): Promise<void> => {
  pendingToken = null
  if (!resourcesFor(user).canUseConsole) {
    await signOutOnServer(token)
    clearSession()
    throw new Error(STAFF_ONLY_KEY)
  }
  storeSession({ token, user })
}

const signInWithPassword = async ({ username, password }: PasswordLoginParams): Promise<void> => {
  pendingToken = null
  // Failures (401 with attemptsRemaining, 429) reject with the server's message;
  // the HttpError's body keeps attemptsRemaining for the login page.
  const { json } = await apiRequest<SessionAnswer>('auth', { method: 'POST', body: { username, password } })
  if (json?.mfaRequired && json.token) {
    pendingToken = json.token
    throw new SecondFactorRequired(json.mfaRequired)
  }
  const user = json?.user
  if (!user) throw new HttpError('Password incorrect or user not found', 401, json)
  await finishSignIn(json.token, user)
}

const giveSecondFactor = async (params: CodeLoginParams | LinkLoginParams): Promise<void> => {
  const trust = params.trust === true
  const body =
    'key' in params
      ? { key: params.key, trust }
      : params.method === 'authenticator'
        ? { code: params.code, trust }
        : { key: params.code, trust }
  // Wrong codes reject with 422 (the field's message and attemptsRemaining in
  // the HttpError's body), too many with 429; the sign-in keeps waiting.
  // Without a pending token in this page (a link opened in a new tab), the
  // session cookie set by the password step identifies the sign-in.
  const token = pendingToken
  const { json } = await apiRequest<SessionAnswer>(VERIFY_PATHS[params.method], { method: 'POST', body, token })
  const user = json?.user
  if (!user) throw new HttpError('Unauthorised', 401, json)
  if (token) return finishSignIn(token, user)
  // The token behind the cookie: GET users/me answers it with the user.
  const current = await readCurrentUser()
  await finishSignIn(getToken(), current)
}

/** POST users/teacherinvite: joins the school and signs in, answering as POST auth does. */
const acceptInvitation = async ({ code, password, name }: InviteLoginParams): Promise<void> => {
  pendingToken = null
  const { json } = await apiRequest<SessionAnswer>('users/teacherinvite', {
    method: 'POST',
    body: { code: code.trim(), password, ...(name?.trim() ? { name: name.trim() } : {}) },
  })
  if (json?.mfaRequired && json.token) {
    pendingToken = json.token
    throw new SecondFactorRequired(json.mfaRequired)
  }
  if (!json?.user) throw new HttpError('Unauthorised', 401, json)
  await finishSignIn(json.token, json.user)
}

/** Leaves the code step: the waiting sign-in is ended on the server too. */
export const cancelSecondFactor = async (): Promise<void> => {
  const token = pendingToken
  pendingToken = null
  if (token) await signOutOnServer(token)
}

export const authProvider: AuthProvider = {
  login: async (params: LoginParams) => {
    forgetCurrentUser()
    if ('method' in params && params.method === 'invite') return acceptInvitation(params)
    if ('method' in params) return giveSecondFactor(params)
    return signInWithPassword(params)
  },

  logout: async () => {
    // Only tell the server when there was a session, so the login page
    // does not call the API on load.
    if (getToken() || getStoredUser()) {
      await signOutOnServer()
      forgetCurrentUser()
    }
    clearSession()
  },

  checkAuth: async () => {
    // Every Inkwell client on this origin keeps the session token in local storage beside the cookie, so
    // no token means signed out: go to the sign-in page without a request that would only answer 401.
    if (getToken()) return
    clearSession()
    // Quiet: arriving signed out is not an error worth a notification.
    throw { message: false }
  },

  checkError: async (error) => {
    const status = statusOf(error)
    if (status === 401) {
      clearSession()
      forgetCurrentUser()
      throw error
    }
    // 403 means "not allowed to do that", not "signed out": stay signed in.
  },

  getIdentity: async (): Promise<ConsoleIdentity> => {
    // Signed out: nothing to ask the API (it would only answer 401).
    if (!getToken()) throw { message: false }
    const user = await fetchCurrentUser()
    return { id: user.id, fullName: user.name || user.username || undefined, user }
  },

  getPermissions: async (): Promise<ConsolePermissions> => {
    const user = getStoredUser()
    return { role: user?.role ?? null, superuser: user?.superuser === true, admin: user?.school?.admin === true }
  },
}
