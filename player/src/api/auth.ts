/** Signing in and out (README "Sign-in", "Accounts", "School management": auth/school_id, auth/key, accesstoken). */
import { ApiError, type ApiClient } from './client'

export type PlayerUser = {
  id: number
  name: string
  username: string | null
  role: string
  school: {
    id: number
    name: string
    teacher: boolean
    admin: boolean
    account_region: string | null
    settings?: { fontPreference?: string }
  } | null
}

type SignInAnswer = { token: string; expiresAt: string; user: PlayerUser | null; mfaRequired?: string }

/** A sign-in that needs a second factor is for staff, who finish it in the console, not here. */
function signedIn(answer: SignInAnswer): { token: string; user: PlayerUser } {
  if (!answer.user || answer.mfaRequired)
    throw new ApiError(403, 'MFA_REQUIRED', 'This account needs its second sign-in step in the Inkwell hub')
  return { token: answer.token, user: answer.user }
}

/** The login card's three lines: school id, username, password. */
export const signInWithSchool = async (api: ApiClient, card: { schoolId: string; username: string; password: string }) =>
  signedIn(
    await api.post<SignInAnswer>('auth/school_id', {
      school_id: card.schoolId.trim(),
      school_username: card.username.trim(),
      password: card.password,
    }),
  )

/** The key from a login card's QR code (`/play/#key=…`). */
export const signInWithKey = async (api: ApiClient, key: string) => signedIn(await api.post<SignInAnswer>('auth/key', { key }))

/** A one-time access token from the auth site's access-token page (`/play?access_token=…`). */
export const exchangeAccessToken = async (api: ApiClient, accessToken: string) =>
  signedIn(await api.get<SignInAnswer>('accesstoken', { access_token: accessToken }))

export const currentUser = async (api: ApiClient) => (await api.get<{ user: PlayerUser }>('users/me')).user

/** Revokes the session on the server; the caller forgets the token whatever the answer. */
export async function signOut(api: ApiClient): Promise<void> {
  try {
    await api.delete('auth')
  } catch {
    /* already signed out, or offline: the token is forgotten anyway */
  }
}
