/** The flag/region dropdown: the same page in each region. Plain links (a full load), as the whole chrome changes. */
import { SITE_LOCALE_INFO, SITE_LOCALES, type SiteLocale } from '../../../lib/locales/site-locales'
import { CountrySuggestion } from '../client/country-suggestion'
import type { SiteT } from '../i18n'
import { canonicalPath } from '../routing/alternates'
import { Flag } from './flags'

export function RegionMenu({ t, locale, path }: { t: SiteT; locale: SiteLocale; path: string }) {
  const current = SITE_LOCALE_INFO[locale]
  const links = Object.fromEntries(SITE_LOCALES.map((code) => [code, canonicalPath(code, path)]))
  return (
    <details className="region-menu" data-menu>
      <summary aria-label={t('nav.regionCurrent', { name: current.name })}>
        <Flag code={current.svgFlag} />
        <span className="region-code" aria-hidden="true">
          {current.country}
        </span>
      </summary>
      <ul className="menu-list" aria-label={t('nav.region')}>
        {SITE_LOCALES.map((code) => {
          const info = SITE_LOCALE_INFO[code]
          return (
            <li key={code}>
              <a href={links[code]} hrefLang={info.iso} data-locale={code} aria-current={code === locale ? 'true' : undefined}>
                <Flag code={info.svgFlag} />
                {info.name}
              </a>
            </li>
          )
        })}
        <CountrySuggestion current={locale} links={links} names={Object.fromEntries(SITE_LOCALES.map((code) => [code, SITE_LOCALE_INFO[code].name]))} label={t('nav.suggested')} />
      </ul>
    </details>
  )
}
