/**
 * Rendered marketing pages, kept in memory and served by the proxy (proxy.ts) without rendering again.
 * Entries belong to one content version: an edit to the pages collection bumps the version
 * (collections/Pages/site-cache.ts) and the next request renders afresh. Bounded, oldest out first.
 */
export type CachedPage = {
  status: number
  headers: [string, string][]
  body: Uint8Array
  private: boolean
}

/** Query parameters pages never read (the session and campaign tracking are the browser's business). */
const IGNORED_PARAMS = [/^access_token$/, /^utm_/, /^fbclid$/, /^gclid$/]

/** The cache key of a page address: its path and the query parameters a page may read, sorted. */
export function cacheKey(url: URL): string {
  const kept = [...url.searchParams.entries()].filter(([name]) => !IGNORED_PARAMS.some((pattern) => pattern.test(name))).sort(([a], [b]) => a.localeCompare(b))
  const query = new URLSearchParams(kept).toString()
  return query ? `${url.pathname}?${query}` : url.pathname
}

export class PageCache {
  private entries = new Map<string, CachedPage>()
  private version = -1
  private inFlight = new Map<string, Promise<CachedPage | null>>()

  constructor(private readonly maxEntries = 500) {}

  /** Drops everything when the content has changed since the entries were rendered. */
  private sync(version: number) {
    if (version !== this.version) {
      this.entries.clear()
      this.inFlight.clear()
      this.version = version
    }
  }

  get(key: string, version: number): CachedPage | undefined {
    this.sync(version)
    const entry = this.entries.get(key)
    if (entry) {
      // Most recently used last, so the oldest leave first.
      this.entries.delete(key)
      this.entries.set(key, entry)
    }
    return entry
  }

  set(key: string, version: number, entry: CachedPage) {
    this.sync(version)
    this.entries.set(key, entry)
    while (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!)
  }

  /** One render per key at a time: concurrent misses wait for the first. */
  async load(key: string, version: number, render: () => Promise<CachedPage | null>): Promise<CachedPage | null> {
    this.sync(version)
    const cached = this.get(key, version)
    if (cached) return cached
    const waiting = this.inFlight.get(key)
    if (waiting) return waiting
    const pending: Promise<CachedPage | null> = render()
      .then((page) => {
        if (page && !page.private && page.status === 200 && this.version === version) this.set(key, version, page)
        return page
      })
      .finally(() => {
        if (this.inFlight.get(key) === pending) this.inFlight.delete(key)
      })
    this.inFlight.set(key, pending)
    return pending
  }

  get size() {
    return this.entries.size
  }
}

/** The process's one cache, on globalThis so every bundle of the proxy shares it. */
export function sitePageCache(): PageCache {
  const key = Symbol.for('inkwell.site.pageCache')
  const holder = globalThis as { [key: symbol]: PageCache | undefined }
  return (holder[key] ??= new PageCache())
}

/** A per-process secret that marks the proxy's own render requests, so they are not served from the cache. */
export function renderSecret(): string {
  const key = Symbol.for('inkwell.site.renderSecret')
  const holder = globalThis as { [key: symbol]: string | undefined }
  return (holder[key] ??= crypto.randomUUID())
}

/** The marketing site's root layout marks its pages; nothing else Next serves is ever cached. */
export const SITE_PAGE_MARKER = 'data-inkwell-site=""'

/** Pages that depend on who is asking mark an element with this attribute; the cache leaves them out. */
export const PRIVATE_PAGE_MARKER = 'data-inkwell-cache="private"'

/** The HTTP status a page asks for (its 404 and error views), which Next cannot let it set itself. */
export function statusMarker(html: string): number | null {
  const match = /data-inkwell-status="(\d{3})"/.exec(html)
  return match ? Number(match[1]) : null
}
