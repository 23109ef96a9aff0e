/**
 * The marketing site serves rendered pages from an in-memory cache (app/(site)/cache). Any change to the
 * pages collection bumps this version, so the next request renders afresh. The version lives on
 * `globalThis` because Payload's hooks and Next's proxy are separately bundled modules of one process.
 */
const KEY = Symbol.for('inkwell.site.contentVersion')
type Holder = { [KEY]?: number }

export function siteContentVersion(): number {
  return (globalThis as Holder)[KEY] ?? 0
}

export function bumpSiteContentVersion(): number {
  const next = siteContentVersion() + 1
  ;(globalThis as Holder)[KEY] = next
  return next
}
