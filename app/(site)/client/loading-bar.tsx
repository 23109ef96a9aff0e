'use client'
/** The navigation progress bar (spec 2.2, 4 and 9); `startLoading`/`failLoading` are for the rest of the chrome. */
import { usePathname } from 'next/navigation'
import { useEffect, useRef, useState } from 'react'
import { creepPercent, HIDDEN, LOADING_BAR, type LoadingBarState } from '../behaviour/loading-progress'

const EVENT = 'inkwell:loading'
type Signal = 'start' | 'finish' | 'fail'
const signal = (kind: Signal) => window.dispatchEvent(new CustomEvent<Signal>(EVENT, { detail: kind }))
export const startLoading = () => signal('start')
export const failLoading = () => signal('fail')

/** A click that will navigate to another page of this site in this tab. */
function isSiteNavigation(event: MouseEvent): boolean {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false
  const anchor = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null
  if (!anchor || anchor.target === '_blank' || anchor.hasAttribute('download')) return false
  const url = new URL(anchor.href, location.href)
  return url.origin === location.origin && (url.pathname !== location.pathname || url.search !== location.search) && !/^\/(api|admin|console|play|auth)(\/|$)/.test(url.pathname)
}

export function LoadingBar({ label }: { label: string }) {
  const [bar, setBar] = useState<LoadingBarState>(HIDDEN)
  const timers = useRef<{ wait?: number; tick?: number; hide?: number; shownAt?: number; active?: boolean }>({})
  const pathname = usePathname()

  useEffect(() => {
    const t = timers.current
    const clear = () => {
      window.clearTimeout(t.wait)
      window.clearInterval(t.tick)
      window.clearTimeout(t.hide)
    }
    const start = () => {
      if (t.active) return
      clear()
      t.active = true
      setBar({ phase: 'waiting', percent: 0 })
      t.wait = window.setTimeout(() => {
        t.shownAt = performance.now()
        setBar({ phase: 'creeping', percent: 0 })
        t.tick = window.setInterval(() => setBar({ phase: 'creeping', percent: creepPercent(performance.now() - t.shownAt!) }), LOADING_BAR.tickMs)
      }, LOADING_BAR.throttleMs)
    }
    const end = (phase: 'finishing' | 'failed') => {
      if (!t.active) return
      t.active = false
      clear()
      setBar((current) => (current.phase === 'waiting' && phase === 'finishing' ? HIDDEN : { phase, percent: 100 }))
      t.hide = window.setTimeout(() => setBar(HIDDEN), LOADING_BAR.hideDelayMs)
    }
    const onSignal = (event: Event) => {
      const kind = (event as CustomEvent<Signal>).detail
      if (kind === 'start') start()
      else end(kind === 'fail' ? 'failed' : 'finishing')
    }
    const onClick = (event: MouseEvent) => {
      if (isSiteNavigation(event)) start()
    }
    window.addEventListener(EVENT, onSignal)
    document.addEventListener('click', onClick)
    return () => {
      clear()
      window.removeEventListener(EVENT, onSignal)
      document.removeEventListener('click', onClick)
    }
  }, [])

  useEffect(() => {
    signal('finish')
  }, [pathname])

  if (bar.phase === 'hidden' || bar.phase === 'waiting') return null
  return (
    <div className="loading-bar" data-phase={bar.phase} role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={Math.round(bar.percent)}>
      <div className="loading-bar-fill" style={{ width: `${bar.percent}%` }} />
    </div>
  )
}
