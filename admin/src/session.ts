// The signed-in session as the console keeps it in localStorage: the API token
// under `token` and the session user (JSON) under `user`, as the spec's client
// state describes. The HttpOnly session cookie set by POST /api/auth is sent
// alongside and is not visible here.

export const TOKEN_KEY = 'token'
export const USER_KEY = 'user'

export interface SessionSchool {
  id: string | number
  name: string
  teacher?: boolean
  admin?: boolean
  account_region?: string | null
  [key: string]: unknown
}

export interface SessionUser {
  id: string | number
  name?: string | null
  username?: string | null
  email?: string | null
  role?: string | null
  superuser?: boolean
  tester?: boolean
  school?: SessionSchool | null
  [key: string]: unknown
}

// localStorage can be missing (tests, some privacy modes) or throw on access.
const storage = (): Storage | undefined => {
  try {
    return globalThis.localStorage ?? undefined
  } catch {
    return undefined
  }
}

export const getToken = (): string | null => storage()?.getItem(TOKEN_KEY) || null

export const getStoredUser = (): SessionUser | null => {
  const raw = storage()?.getItem(USER_KEY)
  if (!raw) return null
  try {
    const user = JSON.parse(raw) as unknown
    return user && typeof user === 'object' ? (user as SessionUser) : null
  } catch {
    return null
  }
}

export const storeSession = ({ token, user }: { token?: string | null; user?: SessionUser | null }): void => {
  const store = storage()
  if (!store) return
  if (token) store.setItem(TOKEN_KEY, token)
  if (user) store.setItem(USER_KEY, JSON.stringify(user))
}

export const clearSession = (): void => {
  const store = storage()
  store?.removeItem(TOKEN_KEY)
  store?.removeItem(USER_KEY)
}
