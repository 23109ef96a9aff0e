// Test helpers: the unit tests run in Node, which has neither localStorage
// (before Node 22) nor an API to answer fetch.
import { vi } from 'vitest'

export class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>()
  get length() {
    return this.items.size
  }
  clear() {
    this.items.clear()
  }
  getItem(key: string) {
    return this.items.get(key) ?? null
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null
  }
  removeItem(key: string) {
    this.items.delete(key)
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value))
  }
}

export const jsonResponse = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  })

/** Payload's paginated answer: one page holding `docs`. */
export const pageOf = <T>(docs: T[], totalDocs = docs.length) => ({
  docs,
  totalDocs,
  limit: 25,
  page: 1,
  totalPages: 1,
  hasNextPage: false,
  hasPrevPage: false,
})

export interface RecordedCall {
  url: URL
  method: string
  headers: Headers
  credentials: RequestCredentials | undefined
  body: unknown
}

/**
 * Replaces global fetch and localStorage. `respond` answers each request in
 * turn; `calls` records what the code under test sent, `sent()` as
 * `METHOD /path?query` lines and `query(i)` the i-th call's query parameters.
 */
export const fakeBrowser = () => {
  const storage = new MemoryStorage()
  const calls: RecordedCall[] = []
  const responses: Array<Response | Error | ((call: RecordedCall) => Response)> = []
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const call: RecordedCall = {
      url: new URL(String(input), 'http://console.test'),
      method: init.method ?? 'GET',
      headers: new Headers(init.headers),
      credentials: init.credentials,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
    }
    calls.push(call)
    const next = responses.shift()
    if (!next) throw new Error(`No fake response left for ${call.method} ${call.url.pathname}`)
    if (next instanceof Error) throw next
    return typeof next === 'function' ? next(call) : next
  })
  vi.stubGlobal('localStorage', storage)
  vi.stubGlobal('fetch', fetchMock)
  return {
    storage,
    calls,
    fetchMock,
    sent: () => calls.map((call) => `${call.method} ${call.url.pathname}${call.url.search}`),
    query: (index: number) => Object.fromEntries(calls[index].url.searchParams),
    respond: (...next: Array<Response | Error | ((call: RecordedCall) => Response)>) => {
      responses.push(...next)
    },
  }
}
