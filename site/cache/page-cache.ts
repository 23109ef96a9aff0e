/**
 * Rendered marketing pages, kept in memory and served by the site's middleware (site/middleware.ts)
 * without rendering again. Entries belong to one content version, read from the database on each request
 * (content-version.ts): an edit to the pages collection, made through any server process, changes it and the
 * next request renders afresh. Bounded, oldest out first.
 */
export type CachedPage = {
  status: number
  html: string
  /** Depends on who asks (a page for signed-in teachers, the Login route): never kept. */
  private: boolean
  /** Where a redirect goes (a page that needs a session sends visitors to Login). */
  location?: string
  /** The error reference of a page that failed to render (it is in the log line too). */
  reference?: string
}

/** Query parameters pages never read (the session and campaign tracking are the browser's business). */
const IGNORED_PARAMS = [/^access_token$/, /^utm_/, /^fbclid$/, /^gclid$/]

/** The cache key of a page address: its path and the query parameters a page may read, sorted. */
export function cacheKey(url: URL): string {
  const kept = [...url.searchParams.entries()]
    .filter(([name]) => !IGNORED_PARAMS.some((pattern) => pattern.test(name)))
    .sort(([a], [b]) => a.localeCompare(b))
  const query = new URLSearchParams(kept).toString()
  return query ? `${url.pathname}?${query}` : url.pathname
}

export class PageCache {
  private entries = new Map<string, CachedPage>()
  private version = ''
  private inFlight = new Map<string, Promise<CachedPage>>()

  constructor(private readonly maxEntries = 500) {}

  /** Drops everything when the content has changed since the entries were rendered. */
  private sync(version: string) {
    if (version !== this.version) {
      this.entries.clear()
      this.inFlight.clear()
      this.version = version
    }
  }

  get(key: string, version: string): CachedPage | undefined {
    this.sync(version)
    const entry = this.entries.get(key)
    if (entry) {
      // Most recently used last, so the oldest leave first.
      this.entries.delete(key)
      this.entries.set(key, entry)
    }
    return entry
  }

  set(key: string, version: string, entry: CachedPage) {
    this.sync(version)
    this.entries.set(key, entry)
    while (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!)
  }

  /** One render per key at a time: concurrent misses wait for the first. */
  async load(key: string, version: string, render: () => Promise<CachedPage>): Promise<CachedPage> {
    this.sync(version)
    const cached = this.get(key, version)
    if (cached) return cached
    const waiting = this.inFlight.get(key)
    if (waiting) return waiting
    const pending: Promise<CachedPage> = render()
      .then((page) => {
        if (!page.private && page.status === 200 && this.version === version) this.set(key, version, page)
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
