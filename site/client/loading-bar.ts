/**
 * The navigation progress bar (spec 2.2, 4 and 9). Every page is a full load, so the bar lives on the
 * page being left: it starts on a click that leaves for another page of the site, shows after the 200 ms
 * throttle and creeps until the next page replaces it. A page restored from the back-forward cache hides
 * it; an error page reached that way shows it finished in the failed style.
 */
import { creepPercent, HIDDEN, LOADING_BAR, type LoadingBarState } from '../behaviour/loading-progress'
import { sitePageLink } from './site-links'

const NAVIGATING_KEY = 'inkwell.navigating'
const timers: { wait?: number; tick?: number; hide?: number; shownAt?: number; active?: boolean } = {}
let bar: HTMLElement | null = null

function draw({ phase, percent }: LoadingBarState) {
  if (phase === 'hidden' || phase === 'waiting') {
    bar?.remove()
    bar = null
    return
  }
  if (!bar) {
    bar = document.createElement('div')
    bar.className = 'loading-bar'
    bar.setAttribute('role', 'progressbar')
    bar.setAttribute('aria-label', document.documentElement.dataset.loadingLabel ?? '')
    bar.setAttribute('aria-valuemin', '0')
    bar.setAttribute('aria-valuemax', '100')
    bar.append(Object.assign(document.createElement('div'), { className: 'loading-bar-fill' }))
    document.body.prepend(bar)
  }
  bar.dataset.phase = phase
  bar.setAttribute('aria-valuenow', String(Math.round(percent)))
  ;(bar.firstElementChild as HTMLElement).style.width = `${percent}%`
}

function clear() {
  window.clearTimeout(timers.wait)
  window.clearInterval(timers.tick)
  window.clearTimeout(timers.hide)
}

export function startLoading() {
  if (timers.active) return
  clear()
  timers.active = true
  draw({ phase: 'waiting', percent: 0 })
  timers.wait = window.setTimeout(() => {
    timers.shownAt = performance.now()
    draw({ phase: 'creeping', percent: 0 })
    timers.tick = window.setInterval(
      () => draw({ phase: 'creeping', percent: creepPercent(performance.now() - timers.shownAt!) }),
      LOADING_BAR.tickMs,
    )
  }, LOADING_BAR.throttleMs)
}

function end(phase: 'finishing' | 'failed') {
  clear()
  const shown = Boolean(bar)
  timers.active = false
  draw(phase === 'finishing' && !shown ? HIDDEN : { phase, percent: 100 })
  timers.hide = window.setTimeout(() => draw(HIDDEN), LOADING_BAR.hideDelayMs)
}

/** A click that will navigate to another page of this site in this tab. */
function isSiteNavigation(event: MouseEvent): boolean {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false
  const link = sitePageLink(event.target)
  return Boolean(link && link.anchor.target !== '_blank')
}

export function wireLoadingBar() {
  document.addEventListener('click', (event) => {
    if (!isSiteNavigation(event)) return
    startLoading()
    try {
      sessionStorage.setItem(NAVIGATING_KEY, '1')
    } catch {
      /* the error page will not show the failed bar */
    }
  })
  // Back to this page from the back-forward cache: the navigation it started is over.
  window.addEventListener('pageshow', (event) => {
    if (event.persisted && timers.active) end('finishing')
  })
  let arrived = false
  try {
    arrived = sessionStorage.getItem(NAVIGATING_KEY) === '1'
    sessionStorage.removeItem(NAVIGATING_KEY)
  } catch {
    /* as above */
  }
  if (arrived && document.querySelector('main [data-status]')) {
    timers.active = true
    end('failed')
  }
}
