/**
 * The legacy static-page redirects of spec 2.1: permanent (301), matched after any trailing slash is
 * removed, at the root and under each prefix /en, /en-gb, /en-au, /en-ie, /en-nz and /en-us. Under a
 * prefix, leagues and about go to the page without a trailing slash.
 */
import { LEGACY_REDIRECT_PREFIXES } from '../../lib/locales/site-locales'

export const LEGACY_REDIRECTS: Record<string, string> = {
  '/index.html': '/',
  '/teaching-resources.html': '/browse/',
  '/leagues.html': '/leagues/',
  '/about.html': '/about/',
  '/resources.html': '/resources',
  '/careers.html': '/careers',
  '/privacy.html': '/privacy',
}

/** The target of a legacy address, or null when the path is not one. */
export function legacyRedirectTarget(pathname: string): string | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  if (LEGACY_REDIRECTS[path]) return LEGACY_REDIRECTS[path]
  const match = /^\/([^/]+)(\/[^/]+)$/.exec(path)
  if (!match) return null
  const [, prefix, page] = match
  if (!(LEGACY_REDIRECT_PREFIXES as readonly string[]).includes(prefix) || !LEGACY_REDIRECTS[page]) return null
  const target = LEGACY_REDIRECTS[page]
  if (target === '/') return `/${prefix}`
  const withoutSlash = target === '/leagues/' || target === '/about/' ? target.replace(/\/$/, '') : target
  return `/${prefix}${withoutSlash}`
}
