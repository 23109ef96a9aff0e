/** A small HTTP client for tests: real requests to the real server, answers read the way a client would. */
export type ApiAnswer<T = any> = { status: number; headers: Headers; body: T; text: string }

type RequestOptions = {
  body?: unknown
  /** Sent as is (for malformed bodies); overrides `body`. */
  rawBody?: string | Uint8Array
  headers?: Record<string, string>
  query?: Record<string, string>
}

export class Api {
  constructor(
    readonly baseUrl: string,
    readonly token?: string,
  ) {}

  as(token: string | undefined) {
    return new Api(this.baseUrl, token)
  }

  async request<T = any>(method: string, path: string, options: RequestOptions = {}): Promise<ApiAnswer<T>> {
    const url = new URL(`/api/${path.replace(/^\//, '')}`, this.baseUrl)
    for (const [k, v] of Object.entries(options.query ?? {})) url.searchParams.set(k, v)
    const headers: Record<string, string> = { ...(this.token ? { Authorization: `Bearer ${this.token}` } : {}) }
    let body: string | Uint8Array | undefined
    if (options.rawBody !== undefined) body = options.rawBody
    else if (options.body !== undefined) {
      body = JSON.stringify(options.body)
      headers['Content-Type'] = 'application/json'
    }
    const response = await fetch(url, {
      method,
      headers: { ...headers, ...options.headers },
      body: body as BodyInit | undefined,
      redirect: 'manual',
    })
    const text = await response.text()
    let parsed: any = text
    try {
      parsed = text ? JSON.parse(text) : undefined
    } catch {
      /* not JSON: keep the text */
    }
    return { status: response.status, headers: response.headers, body: parsed, text }
  }

  get = <T = any>(path: string, options?: RequestOptions) => this.request<T>('GET', path, options)
  post = <T = any>(path: string, body?: unknown, options?: RequestOptions) => this.request<T>('POST', path, { ...options, body })
  put = <T = any>(path: string, body?: unknown, options?: RequestOptions) => this.request<T>('PUT', path, { ...options, body })
  patch = <T = any>(path: string, body?: unknown, options?: RequestOptions) => this.request<T>('PATCH', path, { ...options, body })
  delete = <T = any>(path: string, options?: RequestOptions) => this.request<T>('DELETE', path, options)
}
