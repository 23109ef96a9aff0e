'use client'
/** The viewer's country (from the CDN's header, via the proxy's cookie; GB by default) suggests a region. */
import { useEffect, useState } from 'react'
import { localeForCountry, type SiteLocale } from '../../../lib/locales/site-locales'

export function CountrySuggestion({ current, links, names, label }: { current: SiteLocale; links: Record<string, string>; names: Record<string, string>; label: string }) {
  const [suggested, setSuggested] = useState<SiteLocale | null>(null)
  useEffect(() => {
    const country = /(?:^|;\s*)inkwell_country=([A-Z]{2})/.exec(document.cookie)?.[1] ?? 'GB'
    const locale = localeForCountry(country)
    setSuggested(locale === current ? null : locale)
  }, [current])
  if (!suggested) return null
  return (
    <li className="suggested">
      <a href={links[suggested]} data-locale={suggested} hrefLang={suggested}>
        {names[suggested]} <small>({label})</small>
      </a>
    </li>
  )
}
