/**
 * Serves /api from Payload's own router (`handleEndpoints`) under Express, and makes every error answer
 * keep the contract: JSON with a code, an `X-Error-Reference` header that also appears in the log line,
 * `ROUTE_NOT_FOUND` for paths no endpoint answers, and 5xx bodies that never leak internals.
 */
import express, { type NextFunction, type Request as ExpressRequest, type Response as ExpressResponse } from 'express'
import { createPayloadRequest, handleEndpoints, headersWithCors, type SanitizedConfig } from 'payload'
import { match } from 'path-to-regexp'
import type { ApiEndpoint, Outcome } from '../api/define-endpoint'
import { bySpecificity, toRoutePath } from '../api/define-endpoint'
import { deferredLookup, type DeferredLookup } from '../auth/strategy'
import { AppError, codeForStatus, errorBody, errorHeaders, newErrorReference, toAppError } from '../api/errors'
import { env } from '../env'
import { currentRequestContext } from './request-context'
import { bracketParam, whereProblems } from '../../collections/rest-guard'

export const BODY_LIMIT = '1mb'

function sendError(res: ExpressResponse, err: unknown) {
  const error = toAppError(err)
  const context = currentRequestContext()
  const reference = context?.errorReference ?? newErrorReference()
  if (context) {
    context.errorReference = reference
    if (error.status >= 500) context.error = error.options.cause ?? err
  }
  res.status(error.status).set(errorHeaders(error, reference)).set('Cache-Control', 'no-store').json(errorBody(error, reference))
}

const rawBody = (req: ExpressRequest): Buffer | undefined =>
  req.method !== 'GET' && req.method !== 'HEAD' && Buffer.isBuffer(req.body) && req.body.length > 0 ? req.body : undefined

function webHeaders(req: ExpressRequest): Headers {
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue
    if (Array.isArray(value)) for (const v of value) headers.append(name, v)
    else headers.set(name, value)
  }
  return headers
}

const requestUrl = (req: ExpressRequest) => `http://${req.headers.host ?? 'localhost'}${req.originalUrl}`

/** The web Request Payload's own router works on. */
const toWebRequest = (req: ExpressRequest): Request =>
  new Request(requestUrl(req), { method: req.method, headers: webHeaders(req), body: rawBody(req) as Uint8Array<ArrayBuffer> | undefined })

/**
 * What our own endpoints run on: the parts of a web Request that createPayloadRequest and Payload's operations
 * read (url, method, headers), with the body Express already holds as `text()`. Building a full web Request
 * (an AbortSignal, a body stream) for each call cost about a tenth of the busiest call's throughput (npm run bench).
 */
function endpointRequest(req: ExpressRequest): Request {
  const body = rawBody(req)?.toString('utf8') ?? ''
  return { url: requestUrl(req), method: req.method, headers: webHeaders(req), text: async () => body } as Partial<Request> as Request
}

/**
 * Answers Payload produced itself (its collection REST, which its admin uses) keep their `errors` list and
 * gain the fields every API error has (`error`, `code`, `reference`); unknown routes say ROUTE_NOT_FOUND;
 * 5xx bodies are replaced so that nothing internal leaks.
 */
async function contractBody(response: Response, reference: string): Promise<Buffer> {
  const text = await response.text()
  if (response.status >= 500) {
    const code = response.status === 503 ? 'SERVICE_UNAVAILABLE' : 'INTERNAL'
    return Buffer.from(JSON.stringify(errorBody(new AppError(code), reference)))
  }
  if (response.status === 404 && text.includes('Route not found')) {
    return Buffer.from(JSON.stringify(errorBody(new AppError('ROUTE_NOT_FOUND'), reference)))
  }
  // What Payload's own error answers hold; anything else passes through as it is.
  let parsed: { errors?: { message?: string }[]; message?: string } | null
  try {
    parsed = JSON.parse(text)
  } catch {
    parsed = {}
  }
  const code = codeForStatus(response.status)
  const message = parsed?.errors?.[0]?.message ?? parsed?.message ?? errorBody(new AppError(code), reference).error
  return Buffer.from(JSON.stringify({ ...parsed, error: message, code, reference }))
}

/**
 * Payload's router compiles every candidate endpoint's path pattern on every request. Our own endpoints are
 * matched here against patterns compiled once, then run exactly as Payload would run them (its request
 * object, auth strategies, CORS headers); everything else (collection REST for the admin, preflights) goes
 * through `handleEndpoints`.
 */
export function compileRoutes(endpoints: ApiEndpoint[]) {
  return bySpecificity(endpoints).map((endpoint) => ({
    endpoint,
    method: endpoint.method.toUpperCase(),
    match: match(toRoutePath(endpoint.apiPath), { decode: decodeURIComponent }),
  }))
}

/**
 * The endpoint that answers a method and path (relative to /api), with its path parameters; also how the
 * contract tests find the endpoint whose declared answer a real answer must fit (tests/helpers/http.ts).
 */
export function findRoute(routes: ReturnType<typeof compileRoutes>, method: string, path: string) {
  for (const route of routes) {
    if (route.method !== method) continue
    const matched = route.match(path)
    if (!matched) continue
    const params = matched.params as Record<string, unknown>
    // A parameter with a pattern (ids: digits) that the segment does not fit: not this route.
    if (Object.entries(route.endpoint.paramPatterns ?? {}).some(([name, pattern]) => !pattern.test(String(params[name])))) continue
    return { endpoint: route.endpoint, params }
  }
  return undefined
}

/** Runs one of our endpoints on Payload's request object and answers its outcome with Payload's CORS headers. */
async function runEndpoint(
  config: Promise<SanitizedConfig> | SanitizedConfig,
  from: ExpressRequest,
  endpoint: ApiEndpoint,
  params: Record<string, unknown>,
): Promise<Outcome> {
  const request = endpointRequest(from)
  if (endpoint.defersSessionLookup) Object.assign(request, { [deferredLookup]: {} satisfies DeferredLookup })
  const req = await createPayloadRequest({ canSetHeaders: true, config, request })
  req.routeParams = params
  const outcome = await endpoint.run(req)
  const extra = headersWithCors({ headers: req.responseHeaders ?? new Headers(), req })
  const headers = { ...outcome.headers }
  extra.forEach((value, name) => {
    if (!(name in headers)) headers[name] = value
  })
  return { ...outcome, headers }
}

/** Writes an outcome; a string body goes out in one write with the headers. */
function send(res: ExpressResponse, outcome: Outcome) {
  res.status(outcome.status)
  for (const [name, value] of Object.entries(outcome.headers)) if (name !== 'content-length') res.setHeader(name, value)
  res.end(outcome.body ?? undefined)
}

export function apiRouter(config: Promise<SanitizedConfig> | SanitizedConfig, endpoints: ApiEndpoint[]) {
  const routes = compileRoutes(endpoints)
  const router = express.Router()
  router.use(express.raw({ type: () => true, limit: BODY_LIMIT }))
  router.use(async (req: ExpressRequest, res: ExpressResponse) => {
    const context = currentRequestContext()
    res.setHeader('X-Api-Environment', env.apiEnvironment)
    try {
      decodeURIComponent(req.path)
    } catch {
      return sendError(res, new AppError('ROUTE_NOT_FOUND'))
    }
    // A collection's list (`/api/<slug>`, `/api/<slug>/count`), whether our endpoint or Payload's answers it:
    // `where` names real fields with values of the right kind, or the answer is 400 (collections/rest-guard.ts).
    const query = req.originalUrl.indexOf('?')
    if (query >= 0 && req.originalUrl.includes('where', query)) {
      const [, slug, rest] = /^\/([^/]+)(\/count)?\/?$/.exec(req.path) ?? []
      const resolved = slug ? await config : undefined
      if (resolved?.collections.some((c) => c.slug === slug) && (rest === undefined || rest === '/count')) {
        const problems = whereProblems(resolved, slug, bracketParam(req.originalUrl.slice(query + 1), 'where'))
        if (problems.length) return sendError(res, new AppError('BAD_REQUEST', { message: problems.join('; ') }))
      }
    }
    const route = findRoute(routes, req.method, req.path)
    if (route) {
      const outcome = await runEndpoint(config, req, route.endpoint, route.params)
      if (context && typeof outcome.headers['x-error-reference'] === 'string') context.errorReference = outcome.headers['x-error-reference']
      return send(res, outcome)
    }
    const response = await handleEndpoints({ config, request: toWebRequest(req) })
    let body: Buffer | null = null
    if (response.status >= 400 && !response.headers.has('x-error-reference')) {
      const reference = context?.errorReference ?? newErrorReference()
      if (context) context.errorReference = reference
      res.setHeader('X-Error-Reference', reference)
      body = await contractBody(response, reference)
      res.setHeader('Content-Type', 'application/json')
    }
    res.status(response.status)
    response.headers.forEach((value, name) => {
      if (name === 'set-cookie' || name === 'content-length' || (body && name === 'content-type')) return
      res.setHeader(name, value)
    })
    const cookies = response.headers.getSetCookie()
    if (cookies.length) res.setHeader('Set-Cookie', cookies)
    if (context && response.headers.has('x-error-reference')) context.errorReference = response.headers.get('x-error-reference')!
    if (body) return res.end(body)
    const type = response.headers.get('content-type') ?? ''
    res.end(/^(application\/json|text\/)/.test(type) ? await response.text() : Buffer.from(await response.arrayBuffer()))
  })
  // Body parser failures (too large, unreadable) and anything else thrown before Payload answers.
  router.use((err: unknown, _req: ExpressRequest, res: ExpressResponse, _next: NextFunction) => {
    // body-parser's errors say what went wrong in `type`.
    const type = typeof err === 'object' && err !== null && 'type' in err ? err.type : undefined
    if (type === 'entity.too.large') return sendError(res, new AppError('PAYLOAD_TOO_LARGE'))
    if (type === 'request.aborted' || type === 'entity.verify.failed') return sendError(res, new AppError('INVALID_DATA'))
    sendError(res, err)
  })
  return router
}
