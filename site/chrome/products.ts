/**
 * Sibling products (spec 2.3). They live on this server for now: the hub is /console and the web game
 * /play; products not built yet point at their marketing pages. Safe for the browser (no environment).
 */
export type ProductKey = 'account' | 'quiz' | 'spelling' | 'phonics' | 'maths' | 'literacyPlus' | 'literacy' | 'hub' | 'game'

export type Product = {
  key: ProductKey
  href: string
  /** An app that signs visitors in: reached through the auth site's access-token page when signed in. */
  app: boolean
}

export const PRODUCTS: Record<ProductKey, Product> = {
  account: { key: 'account', href: '/console', app: true },
  quiz: { key: 'quiz', href: '/assessment', app: false },
  spelling: { key: 'spelling', href: '/pricing#spelling', app: false },
  phonics: { key: 'phonics', href: '/synthetic-phonics-teaching-scheme', app: false },
  maths: { key: 'maths', href: '/pricing#maths', app: false },
  literacyPlus: { key: 'literacyPlus', href: '/bundles', app: false },
  literacy: { key: 'literacy', href: '/browse', app: false },
  hub: { key: 'hub', href: '/console', app: true },
  game: { key: 'game', href: '/play', app: true },
}

/** Teachers reach spelling and maths from the hub until their own sites ship. */
export const TEACHER_APPS = {
  spelling: '/console?product=spelling',
  maths: '/console?product=number',
}

/** The auth site's access-token page, on this server. */
export const ACCESS_TOKEN_PATH = '/auth/access-token'

export const accessTokenUrl = (returnUrl: string) => `${ACCESS_TOKEN_PATH}?return_url=${encodeURIComponent(returnUrl)}`
