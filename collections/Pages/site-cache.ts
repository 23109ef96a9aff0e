/**
 * The marketing site serves rendered pages from an in-memory cache (site/cache). Any change to the
 * pages collection bumps this version, so the next request renders afresh. The version lives on
 * `globalThis` because edits made in Payload's admin run the hooks in Next's bundle of the config, a
 * separate copy of this module in the same process as the Express server that reads it.
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
