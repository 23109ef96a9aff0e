/**
 * The chrome's menus on server-rendered markup: menus (<details data-menu>) close on a click outside and
 * on Escape, one open at a time; choosing a region remembers it (`i18n_redirected`, 365 days, lax); the
 * region the viewer's country suggests is added to the region menu; print buttons print.
 */
import { localeForCountry } from '../../lib/locales/site-locales'

const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60

const openMenus = () => [...document.querySelectorAll<HTMLDetailsElement>('details[data-menu][open]')]

function closeMenus(except?: Element | null) {
  for (const menu of openMenus()) if (!except || !menu.contains(except)) menu.open = false
}

/** The viewer's country (from the CDN's header, via the server's cookie; GB by default) suggests a region. */
function suggestRegion() {
  const current = document.documentElement.dataset.locale
  const country = /(?:^|;\s*)inkwell_country=([A-Z]{2})/.exec(document.cookie)?.[1] ?? 'GB'
  const suggested = localeForCountry(country)
  const entry = document.querySelector<HTMLElement>('[data-suggested]')
  const region = document.querySelector<HTMLAnchorElement>(`.region-menu a[data-locale="${suggested}"]`)
  if (suggested === current || !entry || !region) return
  const link = entry.querySelector('a')!
  link.href = region.href
  link.hreflang = region.hreflang
  link.dataset.locale = suggested
  link.querySelector('span')!.textContent = region.dataset.name!
  entry.hidden = false
}

export function wireMenus() {
  document.addEventListener('click', (event) => {
    const target = event.target as Element
    closeMenus(target)
    if (target.closest?.('[data-print]')) window.print()
    const regionLink = target.closest?.('a[data-locale]')
    if (regionLink)
      document.cookie = `i18n_redirected=${regionLink.getAttribute('data-locale')}; Max-Age=${LOCALE_COOKIE_MAX_AGE}; Path=/; SameSite=Lax`
  })
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return
    const open = openMenus()
    if (!open.length) return
    closeMenus()
    open[0].querySelector('summary')?.focus()
  })
  document.addEventListener(
    'toggle',
    (event) => {
      const menu = event.target as HTMLDetailsElement
      if (menu.matches?.('details[data-menu]') && menu.open)
        for (const other of openMenus()) if (other !== menu && !other.contains(menu)) other.open = false
    },
    true,
  )
  // Back from the back-forward cache, the page is as it was left: with the menu that led away still open.
  window.addEventListener('pageshow', (event) => event.persisted && closeMenus())
  suggestRegion()
}
