/**
 * The browser's side of marketing-site sign-in (spec 4), as a tiny store the page's session menus
 * subscribe to (session-menu.ts). The user (JSON) and the token live in local storage; the session
 * cookie (HttpOnly) is announced by the server's `inkwell_session` hint, so signed-out visitors never
 * make a failing request.
 */
import {
  beforeNavigation,
  outcomeOfUserFetch,
  STORAGE_KEYS,
  usableToken,
  withoutAccessToken,
  type SessionState,
  type SessionUser,
} from '../behaviour/session-rules'

const UNKNOWN: SessionState = { status: 'unknown', user: null, token: null }
let state: SessionState = UNKNOWN
const listeners = new Set<() => void>()

function set(next: SessionState) {
  state = next
  for (const listener of listeners) listener()
}

export const sessionStore = {
  subscribe(listener: () => void) {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
  getSnapshot: () => state,
}

function stored(): { user: SessionUser | null; token: string | null } {
  try {
    const token = localStorage.getItem(STORAGE_KEYS.token)
    const userJson = localStorage.getItem(STORAGE_KEYS.user)
    return { token, user: userJson ? (JSON.parse(userJson) as SessionUser) : null }
  } catch {
    return { token: null, user: null }
  }
}

/** A session carried by the cookie keeps no token here (the server does not hand it to scripts). */
function store(user: SessionUser, token: string | null) {
  try {
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user))
    if (token) localStorage.setItem(STORAGE_KEYS.token, token)
    else localStorage.removeItem(STORAGE_KEYS.token)
  } catch {
    /* private mode: the session still works for this page */
  }
}

/** Bumped whenever the session is cleared, so an answer that arrives after a sign-out is not kept. */
let generation = 0

export function clearSession() {
  generation++
  try {
    localStorage.removeItem(STORAGE_KEYS.user)
    localStorage.removeItem(STORAGE_KEYS.token)
  } catch {
    /* nothing stored */
  }
  set({ status: 'signed-out', user: null, token: null })
}

const hasSessionCookie = () => /(?:^|;\s*)inkwell_session=1(?:;|$)/.test(document.cookie)

async function fetchMe(token: string | null) {
  const response = await fetch('/api/users/me', {
    credentials: 'same-origin',
    headers: { Accept: 'application/json', 'X-Client-Type': 'marketing', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  })
  return { status: response.status, body: await response.json().catch(() => null) }
}

/** Fetches the current user: by the session cookie first (it wins over a stored token of another user), by the stored token otherwise. */
export async function loadUser(localeHome: string) {
  const saved = stored()
  const token = saved.token
  const asked = generation
  let answer: { status: number; body: any } | null = null
  let sent: string | null = null
  try {
    if (hasSessionCookie()) answer = await fetchMe(null)
    if ((!answer || answer.status === 401) && usableToken(token)) answer = await fetchMe((sent = token))
  } catch {
    answer = null
  }
  // Signed out while waiting (Logout on the same page): this answer no longer counts.
  if (asked !== generation) return
  if (!answer) {
    if (state.status !== 'signed-in') set({ status: 'signed-out', user: null, token: null })
    return
  }
  const outcome = outcomeOfUserFetch(answer.status, answer.body, sent, saved)
  switch (outcome.kind) {
    case 'signed-in':
      store(outcome.user, outcome.token)
      set({ status: 'signed-in', user: outcome.user, token: outcome.token })
      return
    case 'silent-logout':
      clearSession()
      return
    case 'auth-error':
      clearSession()
      if (location.pathname !== localeHome) location.assign(localeHome)
      return
    case 'keep':
      if (state.status !== 'signed-in') set({ status: 'signed-out', user: null, token: null })
  }
}

let started = false

/** Once per page load: exchange an access_token if there is one, then fetch the user if there is a session. */
export async function startSession({ localeHome, onTokenError }: { localeHome: string; onTokenError: (message: string) => void }) {
  if (started) return
  started = true
  const saved = stored()
  if (saved.user && usableToken(saved.token)) set({ status: 'signed-in', user: saved.user, token: saved.token })
  const accessToken = new URL(location.href).searchParams.get('access_token')
  if (accessToken) {
    set({ ...state, status: 'loading' })
    // The one-time token is spent either way: take it out of the address.
    history.replaceState(history.state, '', withoutAccessToken(location.href))
    try {
      const response = await fetch(`/api/accesstoken?access_token=${encodeURIComponent(accessToken)}`, {
        credentials: 'same-origin',
        headers: { Accept: 'application/json', 'X-Client-Type': 'marketing' },
      })
      const body = await response.json().catch(() => ({}))
      if (!response.ok || !body?.token) {
        set(
          saved.user && usableToken(saved.token)
            ? { status: 'signed-in', user: saved.user, token: saved.token }
            : { status: 'signed-out', user: null, token: null },
        )
        onTokenError(body?.error ?? `HTTP ${response.status}`)
        return
      }
      store(body.user, body.token)
      set({ status: 'signed-in', user: body.user, token: body.token })
    } catch (err) {
      set({ status: 'signed-out', user: null, token: null })
      onTokenError((err as Error).message)
      return
    }
  } else if (saved.token === 'null') {
    clearSession()
  }
  if (hasSessionCookie() || usableToken(stored().token)) await loadUser(localeHome)
  else if (state.status !== 'signed-in') set({ status: 'signed-out', user: null, token: null })
}

/** The checks spec 4 runs before each navigation; every page is a full load, so this is for a page shown again from the back-forward cache. */
export function checkBeforeNavigation(localeHome: string) {
  if (!started) return
  const action = beforeNavigation(state, stored().token)
  if (action === 'clear') clearSession()
  else if (action === 'reload') void loadUser(localeHome)
}

/** Signs out: revokes the session on the server (which clears the cookie) and forgets user and token here. */
export async function logout() {
  const token = stored().token
  // Nothing to revoke without a session: do not ask the server (its 401 would be noise).
  if (usableToken(token) || hasSessionCookie()) {
    try {
      await fetch('/api/auth', {
        method: 'DELETE',
        credentials: 'same-origin',
        headers: {
          Accept: 'application/json',
          'X-Client-Type': 'marketing',
          ...(usableToken(token) ? { Authorization: `Bearer ${token}` } : {}),
        },
      })
    } catch {
      /* offline: forget the session here anyway */
    }
  }
  document.cookie = 'inkwell_session=; Path=/; Max-Age=0; SameSite=Lax'
  clearSession()
}
