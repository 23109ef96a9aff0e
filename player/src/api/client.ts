/**
 * The player's one way to the API (/api, see the README's "The API"): JSON in and out, the session token as
 * a Bearer header, and every failure turned into an ApiError with the server's code and field messages.
 * `fetch` and the token are passed in, so this runs (and is tested) without a browser.
 */

export type FieldError = { path: string; message: string }

export class ApiError extends Error {
  constructor(
    readonly status: number,
    /** The server's error code (`INVALID_CREDENTIALS`, `CONFLICT`…), or NETWORK when it could not be reached. */
    readonly code: string,
    message: string,
    readonly fields: FieldError[] = [],
    /** Seconds to wait, from Retry-After on a 429. */
    readonly retryAfterS: number | null = null,
  ) {
    super(message)
    this.name = 'ApiError'
  }

  /** The server could not be reached or failed: worth trying again. */
  get retryable(): boolean {
    return this.status === 0 || this.status >= 500 || this.status === 429
  }
}

export type ApiClientOptions = {
  fetch: typeof fetch
  token: () => string | null
  /** Called when a request made with a token answers 401: the session has ended. */
  onSessionEnded?: () => void
  base?: string
  clientVersion?: string
}

export type ApiClient = {
  request<T>(method: string, path: string, body?: unknown, init?: { signal?: AbortSignal }): Promise<T>
  get<T>(path: string, query?: Record<string, string | number | boolean | undefined>): Promise<T>
  post<T>(path: string, body?: unknown): Promise<T>
  put<T>(path: string, body?: unknown): Promise<T>
  delete<T>(path: string): Promise<T>
  /** A binary answer (word audio). */
  blob(path: string): Promise<Blob>
}

export function withQuery(path: string, query?: Record<string, string | number | boolean | undefined>): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined) params.set(key, String(value))
  const text = params.toString()
  return text ? `${path}?${text}` : path
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const base = (options.base ?? '/api').replace(/\/$/, '')

  async function send(method: string, path: string, body: unknown, signal?: AbortSignal): Promise<Response> {
    const token = options.token()
    const headers: Record<string, string> = { Accept: 'application/json', 'X-Client-Type': 'player' }
    if (options.clientVersion) headers['X-Client-Version'] = options.clientVersion
    if (token) headers.Authorization = `Bearer ${token}`
    if (body !== undefined) headers['Content-Type'] = 'application/json'
    let response: Response
    try {
      response = await options.fetch(`${base}/${path.replace(/^\//, '')}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        // The Bearer token is the credential; the session cookie is not needed (nor wanted) on top.
        credentials: 'omit',
        signal,
      })
    } catch (error) {
      if ((error as Error)?.name === 'AbortError') throw error
      throw new ApiError(0, 'NETWORK', 'Inkwell could not be reached')
    }
    if (!response.ok) {
      let answer: { error?: string; code?: string; fields?: FieldError[] } = {}
      try {
        answer = await response.json()
      } catch {
        /* not JSON (a proxy's error page): keep the status */
      }
      if (response.status === 401 && token) options.onSessionEnded?.()
      const retryAfter = Number(response.headers.get('Retry-After'))
      throw new ApiError(
        response.status,
        answer.code ?? `HTTP_${response.status}`,
        answer.error ?? response.statusText ?? 'Request failed',
        Array.isArray(answer.fields) ? answer.fields : [],
        Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null,
      )
    }
    return response
  }

  async function request<T>(method: string, path: string, body?: unknown, init?: { signal?: AbortSignal }): Promise<T> {
    const response = await send(method, path, body, init?.signal)
    if (response.status === 204) return undefined as T
    const text = await response.text()
    return (text ? JSON.parse(text) : undefined) as T
  }

  return {
    request,
    get: (path, query) => request('GET', withQuery(path, query)),
    post: (path, body) => request('POST', path, body ?? {}),
    put: (path, body) => request('PUT', path, body ?? {}),
    delete: (path) => request('DELETE', path),
    blob: async (path) => (await send('GET', path, undefined)).blob(),
  }
}
