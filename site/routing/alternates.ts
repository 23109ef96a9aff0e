/** Canonical and hreflang addresses: en-gb's canonical form is the unprefixed one, every other locale's is prefixed. */
import { DEFAULT_SITE_LOCALE, SITE_LOCALE_INFO, SITE_LOCALES, type SiteLocale } from '../../lib/locales/site-locales'
import { withPrefix } from './site-path'

export const localePrefix = (locale: SiteLocale) => (locale === DEFAULT_SITE_LOCALE ? '' : `/${locale}`)

export const canonicalPath = (locale: SiteLocale, path: string) => withPrefix(localePrefix(locale), path)

/** `hreflang` → path, for every locale and x-default. */
export function alternatePaths(path: string): Record<string, string> {
  const languages: Record<string, string> = {}
  for (const locale of SITE_LOCALES) languages[SITE_LOCALE_INFO[locale].iso] = canonicalPath(locale, path)
  languages['x-default'] = canonicalPath(DEFAULT_SITE_LOCALE, path)
  return languages
}

/** The site's public origin (PUBLIC_URL), for canonical links and the sitemap. */
export function publicOrigin(): string {
  return (process.env.PUBLIC_URL ?? `http://localhost:${process.env.PORT ?? 3000}`).replace(/\/+$/, '')
}
