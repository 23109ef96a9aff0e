/** The marketing site's i18next messages (namespace `site`), keyed by iso locale; en-GB is complete, the others override it. */
import enAU from '../../locales/en-AU/site.json'
import enGB from '../../locales/en-GB/site.json'
import enIE from '../../locales/en-IE/site.json'
import enIN from '../../locales/en-IN/site.json'
import enNZ from '../../locales/en-NZ/site.json'
import enUS from '../../locales/en-US/site.json'
import enZA from '../../locales/en-ZA/site.json'
import { createInstance, type i18n } from 'i18next'

export const SITE_MESSAGES: Record<string, object> = {
  'en-GB': enGB,
  'en-AU': enAU,
  'en-IE': enIE,
  'en-IN': enIN,
  'en-NZ': enNZ,
  'en-US': enUS,
  'en-ZA': enZA,
}

/** One i18next instance holding every locale; `t` takes `lng` per call. Regional terms are default variables. */
export function createSiteI18n(): i18n {
  const instance = createInstance()
  instance.init({
    initAsync: false,
    lng: 'en-GB',
    fallbackLng: 'en-GB',
    ns: ['site'],
    defaultNS: 'site',
    resources: Object.fromEntries(Object.entries(SITE_MESSAGES).map(([lng, site]) => [lng, { site }])),
    interpolation: { escapeValue: false },
    returnNull: false,
  })
  return instance
}
