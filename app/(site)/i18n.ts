import { createInstance, type TFunction } from 'i18next'
import enGB from '../../locales/en-GB/site.json'
import enUS from '../../locales/en-US/site.json'

/** Server-side translations for the marketing site (namespace `site`); en-gb is the default locale. */
export async function siteTranslator(locale: 'en-gb' | 'en-us' = 'en-gb'): Promise<TFunction> {
  const i18n = createInstance()
  await i18n.init({
    lng: locale === 'en-us' ? 'en-US' : 'en-GB',
    fallbackLng: 'en-GB',
    ns: ['site'],
    defaultNS: 'site',
    resources: { 'en-GB': { site: enGB }, 'en-US': { site: enUS } },
    interpolation: { escapeValue: false },
  })
  return i18n.t
}
