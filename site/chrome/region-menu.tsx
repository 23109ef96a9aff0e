/**
 * The flag/region dropdown: the same page in each region. Plain links (a full load), as the whole chrome
 * changes. The last entry, hidden in the HTML, is the region the viewer's country suggests (filled in by
 * site/client/menus.ts from the server's country cookie, as the page itself is the same for everyone).
 */
import { SITE_LOCALE_INFO, SITE_LOCALES, type SiteLocale } from '../../lib/locales/site-locales'
import type { SiteT } from '../i18n'
import { canonicalPath } from '../routing/alternates'
import { Flag } from './flags'

export function RegionMenu({ t, locale, path }: { t: SiteT; locale: SiteLocale; path: string }) {
  const current = SITE_LOCALE_INFO[locale]
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
              <a
                href={canonicalPath(code, path)}
                hrefLang={info.iso}
                data-locale={code}
                data-name={info.name}
                aria-current={code === locale ? 'true' : undefined}
              >
                <Flag code={info.svgFlag} />
                {info.name}
              </a>
            </li>
          )
        })}
        <li className="suggested" data-suggested hidden>
          <a>
            <span /> <small>({t('nav.suggested')})</small>
          </a>
        </li>
      </ul>
    </details>
  )
}
