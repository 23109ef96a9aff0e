// The one request helper of the console: every call to the API goes through
// `apiRequest`, so credentials, client headers, the bearer token and the
// mapping of the API's error shape to react-admin's HttpError live here only.
import { HttpError } from 'ra-core'

import { getToken } from './session'

export const API_BASE = '/api'
export const CLIENT_TYPE = 'console'
export const CLIENT_VERSION: string = import.meta.env?.VITE_APP_VERSION || '0.1.0'

// Messages from the spec's error catalogue, used when the server sends none.
export const INVALID_DATA_MESSAGE = 'Failed - Invalid data'
export const TOO_MANY_REQUESTS_MESSAGE = 'Too many requests. Try again later.'
export const UNAUTHORISED_MESSAGE = 'Unauthorised'
export const FORBIDDEN_MESSAGE = 'Forbidden'
// Translation keys (console namespace) for failures that never reached the API.
export const NETWORK_ERROR_KEY = 'errors.network'
export const UNEXPECTED_RESPONSE_KEY = 'errors.unexpected_response'

/** The API's error body: `{ error, code, reference, fields, attemptsRemaining }`. */
export interface ApiErrorBody {
  error?: string
  message?: string
  code?: string
  reference?: string
  fields?: Array<{ path: string; message: string }>
  attemptsRemaining?: number
  [key: string]: unknown
}

export type QueryValue = string | number | boolean | null | undefined | readonly QueryValue[] | { readonly [key: string]: QueryValue }

/**
 * Serialises params in the bracket form Payload's query parser reads:
 * `{ where: { name: { equals: 'x' } } }` → `where[name][equals]=x`.
 * Arrays become comma-separated lists (Payload's `in` / `not_in` form).
 * Undefined and null values are left out.
 */
export const buildQuery = (params: Record<string, QueryValue>): string => {
  const search = new URLSearchParams()
  const add = (key: string, value: QueryValue): void => {
    if (value === undefined || value === null) return
    if (Array.isArray(value)) {
      search.append(key, value.map(String).join(','))
    } else if (typeof value === 'object') {
      for (const [child, childValue] of Object.entries(value)) add(`${key}[${child}]`, childValue)
    } else {
      search.append(key, String(value))
    }
  }
  for (const [key, value] of Object.entries(params)) add(key, value)
  return search.toString()
}

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE'
  query?: Record<string, QueryValue>
  body?: unknown
  signal?: AbortSignal
  /** Sends this session token instead of the stored one (a sign-in that still owes its second factor). */
  token?: string | null
}

export interface ApiResponse<T = unknown> {
  status: number
  headers: Headers
  json: T
}

const headerNumber = (headers: Headers, name: string): number | undefined => {
  const value = headers.get(name)
  if (value === null || value === '') return undefined
  const number = Number(value)
  return Number.isFinite(number) ? number : undefined
}

/**
 * Maps a failed response to react-admin's HttpError. A 422 carries
 * `body.errors` as `{ [fieldPath]: message, root: { serverError } }`, which
 * react-admin forms show beside the fields.
 */
export const toHttpError = (status: number, json: unknown, headers: Headers = new Headers()): HttpError => {
  const body: ApiErrorBody = json && typeof json === 'object' && !Array.isArray(json) ? { ...(json as ApiErrorBody) } : {}
  body.reference ??= headers.get('x-error-reference') ?? undefined
  const serverMessage = typeof body.error === 'string' && body.error ? body.error : undefined

  if (status === 422) {
    const errors: Record<string, unknown> = {}
    for (const field of body.fields ?? []) {
      if (field && typeof field.path === 'string') errors[field.path] = field.message
    }
    errors.root = { serverError: serverMessage ?? INVALID_DATA_MESSAGE }
    return new HttpError(INVALID_DATA_MESSAGE, status, { ...body, errors })
  }
  if (status === 429) {
    const rateLimit = {
      remaining: headerNumber(headers, 'x-ratelimit-remaining'),
      reset: headerNumber(headers, 'x-ratelimit-reset') ?? headerNumber(headers, 'retry-after'),
    }
    return new HttpError(serverMessage ?? TOO_MANY_REQUESTS_MESSAGE, status, { ...body, rateLimit })
  }
  if (status === 401) return new HttpError(serverMessage ?? UNAUTHORISED_MESSAGE, status, body)
  if (status === 403) return new HttpError(serverMessage ?? FORBIDDEN_MESSAGE, status, body)
  if (status >= 200 && status < 300 && serverMessage) {
    // The spec: a 200 whose body has an error field is a failure (error plus message).
    const detail = typeof body.message === 'string' && body.message ? `: ${body.message}` : ''
    return new HttpError(`${serverMessage}${detail}`, status, body)
  }
  return new HttpError(serverMessage ?? `Request failed with status ${status}`, status, body)
}

const readJson = async (response: Response): Promise<{ json: unknown; isJson: boolean }> => {
  const text = await response.text()
  if (!text) return { json: null, isJson: true }
  try {
    return { json: JSON.parse(text), isJson: true }
  } catch {
    return { json: null, isJson: false }
  }
}

export const apiRequest = async <T = unknown>(path: string, request: ApiRequest = {}): Promise<ApiResponse<T>> => {
  const { method = 'GET', query, body, signal } = request
  const queryString = query ? buildQuery(query) : ''
  const url = `${API_BASE}/${path.replace(/^\/+/, '')}${queryString ? `?${queryString}` : ''}`

  const headers = new Headers({
    Accept: 'application/json',
    'X-Client-Type': CLIENT_TYPE,
    'X-Client-Version': CLIENT_VERSION,
  })
  const token = request.token ?? getToken()
  if (token) headers.set('Authorization', `Bearer ${token}`)
  if (body !== undefined) headers.set('Content-Type', 'application/json')

  let response: Response
  try {
    response = await fetch(url, {
      method,
      headers,
      credentials: 'include',
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    })
  } catch (error) {
    if ((error as Error)?.name === 'AbortError') throw error
    throw new HttpError(NETWORK_ERROR_KEY, 0, { cause: String(error) })
  }

  const { json, isJson } = await readJson(response)
  if (!response.ok) throw toHttpError(response.status, isJson ? json : null, response.headers)
  // An HTML answer here means the request never reached the API (e.g. an SPA fallback).
  if (!isJson) throw new HttpError(UNEXPECTED_RESPONSE_KEY, response.status, null)
  if (json && typeof json === 'object' && typeof (json as ApiErrorBody).error === 'string') {
    throw toHttpError(response.status, json, response.headers)
  }
  return { status: response.status, headers: response.headers, json: json as T }
}

/** The JSON answer of a GET. */
export const apiGet = async <T>(path: string, query?: Record<string, QueryValue>, signal?: AbortSignal): Promise<T> =>
  (await apiRequest<T>(path, { query, signal })).json
