/**
 * Server-side wording for the marketing site through i18next: one instance with every locale, and the
 * locale's regional terms (`{{pupil}}`, `{{maths}}`) filled into any message that names them.
 */
import type { TFunction } from 'i18next'
import { SITE_LOCALE_INFO, type SiteLocale } from '../lib/locales/site-locales'
import { createSiteI18n } from '../lib/locales/site-messages'

const i18n = createSiteI18n()
i18n.options.saveMissing = true
// A missing message is a warning only (spec 8): the visitor sees en-gb's wording or the key.
i18n.options.missingKeyHandler = (lngs, ns, key) => console.warn(`site: no message "${ns}:${key}" for ${lngs.join(', ')}`)

export type SiteT = (key: string, options?: Record<string, unknown>) => string

const translators = new Map<SiteLocale, SiteT>()

export function siteT(locale: SiteLocale): SiteT {
  let t = translators.get(locale)
  if (!t) {
    const fixed: TFunction = i18n.getFixedT(SITE_LOCALE_INFO[locale].iso)
    const names = Object.keys(fixed('terms', { lng: 'en-GB', returnObjects: true }) as object)
    const terms = Object.fromEntries(names.map((name) => [name, fixed(`terms.${name}`)]))
    t = (key, options) => fixed(key, { ...terms, ...options }) as string
    translators.set(locale, t)
  }
  return t
}
