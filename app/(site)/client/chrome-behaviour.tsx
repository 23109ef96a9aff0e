'use client'
/**
 * The site chrome's small behaviours, on server-rendered markup: menus (<details data-menu>) close on
 * a click outside, on Escape and on navigation, one open at a time; choosing a region remembers it
 * (`i18n_redirected`, 365 days); a failed chunk reloads the page at most once a minute; marked links
 * are prefetched when the browser is idle, never on 2g or with data saver on; and the session checks
 * run before each navigation.
 */
import { usePathname, useRouter } from 'next/navigation'
import { useEffect } from 'react'
import { isChunkLoadError } from '../behaviour/chunk-reload'
import { reloadForChunk } from './chunk-reload'
import { canPrefetch, PREFETCH_IDLE_TIMEOUT_MS, type ConnectionInfo } from '../behaviour/prefetch-policy'
import { checkBeforeNavigation } from './session-store'

const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60

const openMenus = () => [...document.querySelectorAll<HTMLDetailsElement>('details[data-menu][open]')]

function closeMenus(except?: Element | null) {
  for (const menu of openMenus()) if (!except || !menu.contains(except)) menu.open = false
}

export function ChromeBehaviour({ localeHome }: { localeHome: string }) {
  const pathname = usePathname()
  const router = useRouter()

  useEffect(() => {
    // For people and tests alike: the page's behaviour is live.
    document.documentElement.dataset.hydrated = ''
    const onClick = (event: MouseEvent) => {
      const target = event.target as Element
      closeMenus(target)
      if (target.closest?.('[data-print]')) window.print()
      const regionLink = target.closest?.('a[data-locale]')
      if (regionLink) {
        document.cookie = `i18n_redirected=${regionLink.getAttribute('data-locale')}; Max-Age=${LOCALE_COOKIE_MAX_AGE}; Path=/; SameSite=Lax`
      }
    }
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      const open = openMenus()
      if (!open.length) return
      closeMenus()
      open[0].querySelector('summary')?.focus()
    }
    // One menu open at a time.
    const onToggle = (event: Event) => {
      const menu = event.target as HTMLDetailsElement
      if (menu.matches?.('details[data-menu]') && menu.open) for (const other of openMenus()) if (other !== menu && !other.contains(menu)) other.open = false
    }
    const onError = (event: ErrorEvent) => {
      if (isChunkLoadError(event.error ?? { message: event.message })) reloadForChunk()
    }
    const onRejection = (event: PromiseRejectionEvent) => {
      if (isChunkLoadError(event.reason)) reloadForChunk()
    }
    document.addEventListener('click', onClick)
    document.addEventListener('keydown', onKey)
    document.addEventListener('toggle', onToggle, true)
    window.addEventListener('error', onError)
    window.addEventListener('unhandledrejection', onRejection)
    return () => {
      document.removeEventListener('click', onClick)
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('toggle', onToggle, true)
      window.removeEventListener('error', onError)
      window.removeEventListener('unhandledrejection', onRejection)
    }
  }, [])

  useEffect(() => {
    closeMenus()
    checkBeforeNavigation(localeHome)
    const connection = (navigator as Navigator & { connection?: ConnectionInfo }).connection
    if (!canPrefetch(connection)) return
    const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 1))
    const cancel = window.cancelIdleCallback ?? window.clearTimeout
    const handle = idle(
      () => {
        const hrefs = new Set([...document.querySelectorAll<HTMLAnchorElement>('a[data-prefetch]')].map((a) => a.getAttribute('href')!))
        for (const href of hrefs) if (href !== pathname) router.prefetch(href)
      },
      { timeout: PREFETCH_IDLE_TIMEOUT_MS },
    )
    return () => cancel(handle)
  }, [pathname, router, localeHome])

  return null
}
