import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { currentUser, exchangeAccessToken, signInWithKey, signInWithSchool, signOut as revoke, type PlayerUser } from '../api/auth'
import { ApiError, createApiClient, type ApiClient } from '../api/client'
import { addressWithoutSignIn, readSignInLink } from '../api/sign-in-link'
import { createTokenStore } from '../api/token-store'

export type SignInProblem = 'failed' | 'keyFailed' | 'linkFailed' | 'tooMany' | 'offline' | 'secondStep' | 'signedOut'

export type PlayerSession =
  | { status: 'checking' | 'signing-in'; user: null; problem: null }
  | { status: 'signed-out'; user: null; problem: SignInProblem | null; retryAfterS?: number | null }
  | { status: 'signed-in'; user: PlayerUser; problem: null }

function browserStorage(): Storage | undefined {
  try {
    return window.localStorage
  } catch {
    return undefined
  }
}

/** What went wrong signing in, in words a pupil can act on. */
export function signInProblem(error: unknown, via: 'card' | 'key' | 'link'): SignInProblem {
  if (!(error instanceof ApiError)) return 'offline'
  if (error.code === 'MFA_REQUIRED') return 'secondStep'
  if (error.status === 429) return 'tooMany'
  if (error.status === 0 || error.status >= 500) return 'offline'
  return via === 'key' ? 'keyFailed' : via === 'link' ? 'linkFailed' : 'failed'
}

/**
 * The pupil's sign-in: the token in localStorage, the API client that sends it, and the signed-in user.
 * On load it signs in from a login card's QR link (`#key=`) or an access-token link, or checks a stored
 * token; a token that stops working anywhere signs the pupil out with a message.
 */
export function usePlayerSession() {
  const store = useMemo(() => createTokenStore(browserStorage()), [])
  const [session, setSession] = useState<PlayerSession>({ status: 'checking', user: null, problem: null })
  const endedRef = useRef<() => void>(() => {})
  const api: ApiClient = useMemo(
    () =>
      createApiClient({
        fetch: (...args) => window.fetch(...args),
        token: () => store.get(),
        onSessionEnded: () => endedRef.current(),
        clientVersion: '0.1.0',
      }),
    [store],
  )

  endedRef.current = () => {
    store.clear()
    setSession({ status: 'signed-out', user: null, problem: 'signedOut' })
  }

  const adopt = useCallback(
    (answer: { token: string; user: PlayerUser }) => {
      store.set(answer.token)
      setSession({ status: 'signed-in', user: answer.user, problem: null })
    },
    [store],
  )

  useEffect(() => {
    let cancelled = false
    const link = readSignInLink(window.location.hash, window.location.search)
    if (link) {
      // Take the credential out of the address at once: it works only once and must not be bookmarked.
      window.history.replaceState(null, '', addressWithoutSignIn(window.location.pathname, window.location.hash, window.location.search))
      setSession({ status: 'signing-in', user: null, problem: null })
      store.clear()
      ;(link.kind === 'key' ? signInWithKey(api, link.key) : exchangeAccessToken(api, link.token))
        .then((answer) => !cancelled && adopt(answer))
        .catch(
          (error) =>
            !cancelled &&
            setSession({ status: 'signed-out', user: null, problem: signInProblem(error, link.kind === 'key' ? 'key' : 'link') }),
        )
      return () => {
        cancelled = true
      }
    }
    // No stored token: no call at all (a 401 would only be noise in the console).
    if (!store.get()) {
      setSession({ status: 'signed-out', user: null, problem: null })
      return
    }
    currentUser(api)
      .then((user) => !cancelled && setSession({ status: 'signed-in', user, problem: null }))
      .catch((error) => {
        if (cancelled) return
        if (error instanceof ApiError && error.status === 401) store.clear()
        setSession({ status: 'signed-out', user: null, problem: error instanceof ApiError && error.status === 401 ? null : 'offline' })
      })
    return () => {
      cancelled = true
    }
  }, [api, store, adopt])

  const signIn = useCallback(
    async (card: { schoolId: string; username: string; password: string }) => {
      store.clear()
      try {
        adopt(await signInWithSchool(api, card))
        return null
      } catch (error) {
        return { problem: signInProblem(error, 'card'), retryAfterS: error instanceof ApiError ? error.retryAfterS : null }
      }
    },
    [api, store, adopt],
  )

  const signOut = useCallback(async () => {
    await revoke(api)
    store.clear()
    setSession({ status: 'signed-out', user: null, problem: null })
  }, [api, store])

  return { session, api, signIn, signOut }
}
