/** Links to other pages of this site (not the API, the admin, the apps or this page itself), for the loading bar and prefetching. */
const NOT_SITE_PAGES = /^\/(api|admin|console|play|auth|site-assets)(\/|$)/

export function sitePageLink(target: EventTarget | null): { anchor: HTMLAnchorElement; url: URL } | null {
  const anchor = (target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null
  if (!anchor || anchor.hasAttribute('download')) return null
  const url = new URL(anchor.href, location.href)
  url.hash = ''
  const here = url.pathname === location.pathname && url.search === location.search
  return url.origin === location.origin && !here && !NOT_SITE_PAGES.test(url.pathname) ? { anchor, url } : null
}
