/**
 * Prefetching without a client router (spec 2.2): when a pointer rests on, or focus reaches, a link to
 * another page of this site, the page is fetched with <link rel="prefetch"> once the browser is idle (at
 * most 2 s later), so the click finds it in the cache. Never on 2g or with data saver on.
 */
import { canPrefetch, PREFETCH_IDLE_TIMEOUT_MS, type ConnectionInfo } from '../behaviour/prefetch-policy'
import { sitePageLink } from './site-links'

const fetched = new Set<string>()

function prefetch(event: Event) {
  const url = sitePageLink(event.target)?.url
  if (!url || fetched.has(url.href)) return
  fetched.add(url.href)
  const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 1))
  idle(() => document.head.append(Object.assign(document.createElement('link'), { rel: 'prefetch', href: url.href })), {
    timeout: PREFETCH_IDLE_TIMEOUT_MS,
  })
}

export function wirePrefetch() {
  if (!canPrefetch((navigator as Navigator & { connection?: ConnectionInfo }).connection)) return
  document.addEventListener('pointerover', prefetch)
  document.addEventListener('focusin', prefetch)
}
