/**
 * Reads a marketing-site path: an optional locale prefix (`/en-us/pricing`), then the route. Every page
 * exists in a default (en-gb) form and under each locale prefix; a locale-shaped prefix the site does not
 * have (`/en-ca`, `/en`) reads en-gb. Page slugs are matched without regard to case (`/Pricing`).
 */
import { DEFAULT_SITE_LOCALE, isSiteLocale, looksLikeLocale, normaliseLocaleCode, type SiteLocale } from '../../lib/locales/site-locales'

export type SiteRoute = { kind: 'home' } | { kind: 'page'; slug: string } | { kind: 'login' } | { kind: 'logout' } | { kind: 'not-found' }

export type SitePath = {
  locale: SiteLocale
  /** The prefix the visitor is reading under (`/en-us`), or '' for the default form and unknown locales. */
  prefix: string
  route: SiteRoute
}

/** Code routes; every other path is a page of the pages collection. */
const RESERVED = new Set(['home', 'login', 'logout'])
const SLUG_PART = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

export function parseSitePath(segments: readonly string[]): SitePath {
  let parts = segments.map(safeDecode).filter((part) => part !== '')
  let locale: SiteLocale = DEFAULT_SITE_LOCALE
  let prefix = ''
  if (parts.length && looksLikeLocale(parts[0])) {
    const code = normaliseLocaleCode(parts[0])
    if (isSiteLocale(code)) {
      locale = code
      prefix = `/${code}`
    }
    parts = parts.slice(1)
  }
  return { locale, prefix, route: routeFor(parts) }
}

export const parsePathname = (pathname: string) => parseSitePath(pathname.split('/'))

function routeFor(parts: string[]): SiteRoute {
  if (parts.length === 0) return { kind: 'home' }
  const lower = parts.map((part) => part.toLowerCase())
  if (lower.length === 1 && lower[0] === 'login') return { kind: 'login' }
  if (lower.length === 1 && lower[0] === 'logout') return { kind: 'logout' }
  if (RESERVED.has(lower[0]) || !lower.every((part) => SLUG_PART.test(part))) return { kind: 'not-found' }
  return { kind: 'page', slug: lower.join('/') }
}

function safeDecode(part: string) {
  try {
    return decodeURIComponent(part)
  } catch {
    return part
  }
}

/** The path of a route without its locale: `/`, `/pricing`, `/login`. */
export function routePath(route: SiteRoute): string {
  switch (route.kind) {
    case 'home':
      return '/'
    case 'page':
      return `/${route.slug}`
    case 'login':
      return '/login'
    case 'logout':
      return '/logout'
    case 'not-found':
      return '/'
  }
}

/** A site path under a locale prefix: `('/en-us', '/pricing')` is `/en-us/pricing`; home is `/en-us`. */
export function withPrefix(prefix: string, path: string): string {
  if (!prefix) return path
  return path === '/' ? prefix : `${prefix}${path}`
}

/**
 * Where a link an editor typed should go for this reader: site paths stay under the reader's prefix,
 * hash-only, mail and external links are left alone.
 */
export function localiseHref(href: string, prefix: string): string {
  if (!href.startsWith('/') || href.startsWith('//')) return href
  const match = /^([^?#]*)(.*)$/.exec(href)!
  return withPrefix(prefix, match[1] || '/') + match[2]
}
