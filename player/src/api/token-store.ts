/**
 * The session token in localStorage under `token` (the key the marketing site on the same origin uses too,
 * so signing in on one signs in on the other). Storage can be missing or throw on locked-down school
 * devices: then the token lives only as long as the page.
 */
export const TOKEN_KEY = 'token'
/** The site keeps the signed-in user beside the token; signing out clears both. */
export const USER_KEY = 'user'

type TStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

export type TokenStore = {
  get(): string | null
  set(token: string): void
  clear(): void
}

export function createTokenStore(storage: TStorage | undefined): TokenStore {
  let memory: string | null = null
  return {
    get() {
      try {
        return storage?.getItem(TOKEN_KEY) ?? memory
      } catch {
        return memory
      }
    },
    set(token) {
      memory = token
      try {
        storage?.setItem(TOKEN_KEY, token)
      } catch {
        /* kept in memory only */
      }
    },
    clear() {
      memory = null
      try {
        storage?.removeItem(TOKEN_KEY)
        storage?.removeItem(USER_KEY)
      } catch {
        /* nothing stored */
      }
    },
  }
}
