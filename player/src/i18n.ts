import i18next from 'i18next'
import { initReactI18next } from 'react-i18next'
import enGB from '../../locales/en-GB/player.json'
import enUS from '../../locales/en-US/player.json'
import { DEFAULT_PLAYER_LOCALE, type TPlayerLocale } from './locale'

export const PLAYER_NAMESPACE = 'player'

/** Resources are bundled (imported JSON), so initialisation is synchronous. */
export function initI18n(locale: TPlayerLocale) {
  const instance = i18next.createInstance()
  void instance.use(initReactI18next).init({
    lng: locale,
    fallbackLng: DEFAULT_PLAYER_LOCALE,
    ns: [PLAYER_NAMESPACE],
    defaultNS: PLAYER_NAMESPACE,
    resources: {
      'en-GB': { [PLAYER_NAMESPACE]: enGB },
      'en-US': { [PLAYER_NAMESPACE]: enUS },
    },
    initAsync: false,
    // React already escapes text it renders.
    interpolation: { escapeValue: false },
  })
  return instance
}
