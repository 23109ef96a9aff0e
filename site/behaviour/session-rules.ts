/**
 * Marketing-site sign-in (spec 4): what the browser keeps and what to do with an answer. The state moves
 * signed out → (access_token exchanged, token stored, parameter removed) → user fetched → signed in.
 * A 403 on fetching the user signs out silently; a 401 is an auth error (sign out, go to the locale
 * home); the session cookie's token replaces a different stored one.
 */
export type SessionUser = {
  id: number
  name: string | null
  role: string
  superuser?: boolean
  avatar?: string | null
  avatar_hash?: string | null
  school?: { teacher?: boolean; admin?: boolean; account_region?: string } | null
}

export type SessionState = { status: 'unknown' | 'signed-out' | 'loading' | 'signed-in'; user: SessionUser | null; token: string | null }

export const STORAGE_KEYS = { user: 'user', token: 'token' } as const

export type UserFetchOutcome =
  { kind: 'signed-in'; user: SessionUser; token: string | null } | { kind: 'silent-logout' } | { kind: 'auth-error' } | { kind: 'keep' }

/**
 * What an answer from GET users/me means for the session. `sentToken` is the token the request carried in its
 * Authorization header, null when the (HttpOnly) session cookie carried the session: the server never hands the
 * cookie's token to the page. The cookie wins: a stored token is kept only while it belongs to the same user
 * (the token an access-token exchange gave this page), and one of another user is dropped.
 */
export function outcomeOfUserFetch(
  status: number,
  body: any,
  sentToken: string | null,
  stored: { token: string | null; user: SessionUser | null } = { token: null, user: null },
): UserFetchOutcome {
  if (status === 200 && body?.user) {
    const keep = sentToken ?? (usableToken(stored.token) && stored.user?.id === body.user.id ? stored.token : null)
    return { kind: 'signed-in', user: body.user, token: keep }
  }
  if (status === 403) return { kind: 'silent-logout' }
  if (status === 401) return { kind: 'auth-error' }
  // Network trouble or a 5xx: keep what we have and try again on the next page.
  return { kind: 'keep' }
}

/** A stored token is usable unless it is missing or the string "null" (an old client's way of clearing it). */
export const usableToken = (token: string | null | undefined): token is string => Boolean(token && token !== 'null')

/** Before each navigation: clear a session whose stored token became "null"; reload a user whose token changed. */
export function beforeNavigation(state: SessionState, storedToken: string | null): 'clear' | 'reload' | 'nothing' {
  if (storedToken === 'null' && state.token) return 'clear'
  if (state.status === 'signed-in' && usableToken(storedToken) && storedToken !== state.token) return 'reload'
  return 'nothing'
}

/** The address without the one-time access_token, as the browser should show it once it is used. */
export function withoutAccessToken(href: string): string {
  const url = new URL(href)
  url.searchParams.delete('access_token')
  return url.pathname + (url.search === '?' ? '' : url.search) + url.hash
}

/** Teachers (and school admins, and staff) also get the spelling and maths products in the avatar menu. */
export const isTeacher = (user: SessionUser | null) =>
  Boolean(user && (user.school?.teacher || user.superuser || ['teacher', 'school_admin'].includes(user.role)))
