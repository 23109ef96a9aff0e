// react-admin's i18nProvider built on i18next. Two namespaces:
// - `console`: our messages, from locales/{locale}/console/*.json, one file per
//   hub merged into one tree (./messages.ts; the default namespace);
// - `ra`: react-admin's own English messages, converted from Polyglot syntax.
// A key is looked up in `console` first, then in `ra`, so a console file can
// also override react-admin's wording (e.g. `ra.auth.sign_in`).
import i18next, { type i18n as I18next } from 'i18next'
import englishMessages from 'ra-language-english'
import type { I18nProvider } from 'ra-core'

import { DEFAULT_LOCALE, SUPPORTED_LOCALES, isSupportedLocale, type ConsoleLocale } from './locales'
import { consoleMessages } from './messages'
import { polyglotToI18next, renderPolyglotDefault, type Messages } from './polyglotToI18next'

export const CONSOLE_NAMESPACE = 'console'
export const RA_NAMESPACE = 'ra'

const raMessages = polyglotToI18next(englishMessages as unknown as Messages)

// en-US holds only the keys whose US wording differs; the rest falls back to en-GB.
export const resources = Object.fromEntries(
  SUPPORTED_LOCALES.map(({ locale }) => [locale, { [CONSOLE_NAMESPACE]: consoleMessages[locale] ?? {}, [RA_NAMESPACE]: raMessages }]),
)

export const createI18next = (locale: ConsoleLocale = DEFAULT_LOCALE): I18next => {
  const instance = i18next.createInstance()
  void instance.init({
    resources,
    lng: locale,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: SUPPORTED_LOCALES.map(({ locale }) => locale),
    ns: [CONSOLE_NAMESPACE, RA_NAMESPACE],
    defaultNS: CONSOLE_NAMESPACE,
    fallbackNS: RA_NAMESPACE,
    // react-admin passes free text (server messages such as 'Too many requests.
    // Try again later.') through translate; ':' must not be read as a namespace.
    nsSeparator: false,
    interpolation: { escapeValue: false }, // React escapes already
    initAsync: false, // resources are bundled: initialise synchronously
  })
  return instance
}

/** Options react-admin passes to translate(): `_` is the default, `smart_count` picks the plural. */
type TranslateOptions = Record<string, unknown> & { _?: string; smart_count?: number }

export const createI18nProvider = (initialLocale: ConsoleLocale = DEFAULT_LOCALE): I18nProvider & { i18next: I18next } => {
  const instance = createI18next(initialLocale)

  const translate = (key: string, options: TranslateOptions = {}): string => {
    const { _: defaultMessage, smart_count: smartCount, ...values } = options
    const tOptions: Record<string, unknown> = { ...values }
    if (smartCount !== undefined && smartCount !== null) {
      tOptions.count = Number(smartCount)
      tOptions.smart_count = smartCount
    }
    if (instance.exists(key, tOptions)) return instance.t(key, tOptions) as string
    // A plural message asked for without a count reads as singular.
    if (tOptions.count === undefined && instance.exists(key, { ...tOptions, count: 1 })) {
      return instance.t(key, { ...tOptions, count: 1 }) as string
    }
    if (typeof defaultMessage === 'string') return renderPolyglotDefault(defaultMessage, options)
    return key
  }

  return {
    i18next: instance,
    translate,
    changeLocale: async (locale: string) => {
      await instance.changeLanguage(isSupportedLocale(locale) ? locale : DEFAULT_LOCALE)
      if (typeof document !== 'undefined') document.documentElement.lang = instance.language
    },
    getLocale: () => instance.language,
    getLocales: () => SUPPORTED_LOCALES.map(({ locale, name }) => ({ locale, name })),
  }
}
