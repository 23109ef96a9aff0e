/**
 * A small HTTP client for tests: real requests to the real server, answers read the way a client would. Every
 * successful JSON answer is checked against the response schema its endpoint declares (defineEndpoint's
 * `response`, what /api/docs publishes): an answer that does not fit fails the test that received it.
 */
import { z } from 'zod'
import type { ApiEndpoint } from '../../lib/api/define-endpoint'

export type ApiAnswer<T = any> = { status: number; headers: Headers; body: T; text: string }

/** The endpoint the server routes a method and path (under /api) to, as the API bridge finds it. */
let endpointFor: Promise<(method: string, path: string) => ApiEndpoint | undefined> | undefined

/** Fields of an answer that its schema does not declare (z.object drops them when parsing), by path. */
function undeclaredFields(answer: unknown, parsed: unknown, path = ''): string[] {
  if (Array.isArray(answer) && Array.isArray(parsed)) return answer.flatMap((item, i) => undeclaredFields(item, parsed[i], `${path}[${i}]`))
  if (!answer || !parsed || typeof answer !== 'object' || typeof parsed !== 'object' || Array.isArray(parsed)) return []
  return Object.entries(answer).flatMap(([key, value]) => {
    const at = path ? `${path}.${key}` : key
    return key in parsed ? undeclaredFields(value, (parsed as Record<string, unknown>)[key], at) : [at]
  })
}

/**
 * Throws when a 2xx JSON answer does not fit the response schema its endpoint declares, naming the call and
 * what is wrong. Endpoints without a declared schema are skipped here; tests/int/openapi.int.spec.ts lists them.
 */
async function checkDeclaredAnswer(method: string, url: URL, status: number, headers: Headers, body: unknown) {
  if (status < 200 || status >= 300 || !/^application\/json/.test(headers.get('content-type') ?? '') || !url.pathname.startsWith('/api/'))
    return
  // Imported on first use: the endpoints and the bridge bring Payload with them.
  endpointFor ??= Promise.all([import('../../endpoints'), import('../../lib/http/api-bridge')]).then(([{ endpoints }, bridge]) => {
    const routes = bridge.compileRoutes(endpoints as ApiEndpoint[])
    return (method, path) => bridge.findRoute(routes, method, path)?.endpoint
  })
  const endpoint = (await endpointFor)(method, url.pathname.slice('/api'.length))
  const schema = endpoint?.response?.schema
  if (!endpoint || !schema) return
  const call = `${method} ${url.pathname}${endpoint.catalogueId ? ` [${endpoint.catalogueId}]` : ''}`
  const result = schema.safeParse(body)
  if (!result.success) {
    throw new Error(`${call} answered ${status} with a body its declared response schema refuses:\n${z.prettifyError(result.error)}`)
  }
  const undeclared = undeclaredFields(body, result.data)
  if (undeclared.length)
    throw new Error(`${call} answered ${status} with fields its declared response schema does not name: ${undeclared.join(', ')}`)
}

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
    await checkDeclaredAnswer(method.toUpperCase(), url, response.status, response.headers, parsed)
    return { status: response.status, headers: response.headers, body: parsed, text }
  }

  get = <T = any>(path: string, options?: RequestOptions) => this.request<T>('GET', path, options)
  post = <T = any>(path: string, body?: unknown, options?: RequestOptions) => this.request<T>('POST', path, { ...options, body })
  put = <T = any>(path: string, body?: unknown, options?: RequestOptions) => this.request<T>('PUT', path, { ...options, body })
  patch = <T = any>(path: string, body?: unknown, options?: RequestOptions) => this.request<T>('PATCH', path, { ...options, body })
  delete = <T = any>(path: string, options?: RequestOptions) => this.request<T>('DELETE', path, options)
}
