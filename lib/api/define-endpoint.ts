/**
 * The one way to write an API endpoint: the catalogue id and path exactly as in api-calls.tsv, who may
 * call it, zod schemas for its input, and a handler that calls an operation. `defineEndpoint` turns that
 * into a Payload endpoint that parses and validates input, checks access, runs writes in a transaction and
 * maps every error to the contract of spec section 8.
 */
import type { Endpoint, Payload, PayloadRequest } from 'payload'
import { commitTransaction, initTransaction, killTransaction } from 'payload'
import { z, type ZodType } from 'zod'
import type { AccessRule } from '../../access'
import { findSessionUser, findSessionUserWith, readAlongside, sessionDb } from '../auth/sessions'
import { adoptSessionUser, deferredLookup, type DeferredLookup } from '../auth/strategy'
import type { AuthUser } from '../auth/types'
import type { Statement } from '../data/sql'
import { currentRequestContext } from '../http/request-context'
import { AppError, errorBody, errorHeaders, newErrorReference, toAppError, zodFieldErrors, type FieldError } from './errors'
import { ID_SEGMENT, isIdParam } from './ids'

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete'

export type HandlerContext<TBody, TQuery, TParams, TUser = AuthUser | null> = {
  req: PayloadRequest
  payload: Payload
  /** The signed-in user, or null on endpoints whose access rule lets anyone in. */
  user: TUser
  body: TBody
  query: TQuery
  params: TParams
  /** The row `firstRead` found for the caller (JSON types: timestamps are strings), or null. */
  first: unknown
}

type Schema<T> = ZodType<T>

type UserFor<A extends boolean> = A extends true ? AuthUser | null : AuthUser

export type EndpointDefinition<TBody, TQuery, TParams, A extends boolean> = {
  /** The row id in api-calls.tsv (`auth.login`); omitted only for calls outside the catalogue. */
  id?: string
  method: Method
  /** The path as in api-calls.tsv, relative to /api: `users/me/school/pupils/{id}`. */
  path: string
  /** Required: an endpoint without an access rule does not compile. */
  access: AccessRule<A>
  body?: Schema<TBody>
  query?: Schema<TQuery>
  params?: Schema<TParams>
  /** Writes run in one transaction unless this is false (GETs never open one). */
  transaction?: boolean
  /**
   * For the busiest calls, which read one row of the caller's own data before anything else: that read, run in
   * the same round trip as the session-token lookup (findSessionUserWith) rather than after it: a named statement
   * whose text names the caller as `me` (`me.id`, `me.role`, `me.school_id`, …). Access is checked as for any endpoint, between the
   * read and the handler; the handler gets the row as `first`. Only for signed-in callers, without a transaction.
   */
  firstRead?: (input: { params: TParams; query: TQuery; body: TBody }) => Statement
  /** Calls that change credentials or second factors: the password must have been checked recently. */
  recentPassword?: boolean
  /**
   * Calls that set or change a credential (a password, an email or username to sign in with, a second factor):
   * refused while a superuser imitates the user, as are all `recentPassword` calls, so that an imitation never
   * leaves the imitator holding a way into the account.
   */
  credentials?: boolean
  /** A valid request (body, query), for documentation and for the tenancy sweep's requests. */
  example?: EndpointExample
  /** What the call does and what a caller should know, beyond its schemas (Markdown, for the API reference). */
  description?: string
  /**
   * What a successful call answers, for the API reference (/api/docs) and the contract tests, which check real
   * answers against it: a zod schema of a 200 JSON body, or the status and schema when it is another (201 with
   * the created record, 204 with none, a file with its content type).
   */
  response?: ZodType | ResponseSpec
  /**
   * Body fields (by name, at any depth) that are multi-line text and so may hold tab, newline and carriage
   * return, besides those every endpoint allows (MULTILINE_FIELDS). No string may hold other control characters.
   */
  multiline?: string[]
  handler: (context: HandlerContext<TBody, TQuery, TParams, UserFor<A>>) => Promise<unknown> | unknown
}

export type EndpointExample = { body?: unknown; query?: Record<string, string> }

/** A successful answer other than a 200 JSON body: `{ status: 201, schema }`, `{ status: 204 }`, `{ status: 200, contentType: 'audio/mpeg' }`. */
export type ResponseSpec = { status: 200 | 201 | 202 | 204 | 302; schema?: ZodType; contentType?: string; description?: string }

/** What an endpoint answers, before it becomes a web Response (the API bridge writes it straight out). */
export type Outcome = { status: number; headers: Record<string, string | string[]>; body: string | Uint8Array | null }

export type ApiEndpoint = Endpoint & {
  run: (req: PayloadRequest) => Promise<Outcome>
  catalogueId?: string
  example?: EndpointExample
  /** The catalogue form of the path, e.g. `users/me/school/pupils/{id}`. */
  apiPath: string
  accessRule: string
  /** The session token is looked up with the endpoint's first read (see EndpointDefinition.firstRead). */
  defersSessionLookup: boolean
  /**
   * What a path parameter must look like for the route to match (ids: digits), by the name `toRoutePath`
   * gives it; a segment that does not fit is another route, or none (404 ROUTE_NOT_FOUND).
   */
  paramPatterns: Record<string, RegExp>
  /** The input schemas, for tests that derive requests from them (the bad-input fuzz test). */
  schemas: { body?: ZodType; query?: ZodType; params?: ZodType }
  description?: string
  /** What a successful call answers (EndpointDefinition.response), or undefined where none is declared yet. */
  response?: ResponseSpec
}

/**
 * `users/{id}/devices/{deviceId}` → `/users/:id/devices/:deviceId`, the form Payload's router matches. A
 * name the catalogue repeats (`lists/{id}/favourite/teachers/{id}`) gets a number from its second use on
 * (`:id2`), so that both values reach the handler.
 */
export function toRoutePath(apiPath: string): string {
  const seen = new Map<string, number>()
  const trimmed = apiPath.replace(/^\/+|\/+$/g, '')
  return (
    '/' +
    trimmed.replace(/\{([A-Za-z_][A-Za-z0-9_]*)\}/g, (_, name: string) => {
      const uses = (seen.get(name) ?? 0) + 1
      seen.set(name, uses)
      return `:${name}${uses > 1 ? uses : ''}`
    })
  )
}

/**
 * Orders routes so that a fixed segment wins over a parameter in the same place
 * (`users/me/school/pupils/experimental` before `users/me/school/pupils/{id}`), whatever order they were
 * listed in; otherwise the order is kept.
 */
export function bySpecificity<T extends { path: string }>(routes: T[]): T[] {
  const kinds = (path: string) => path.split('/').map((segment) => (segment.startsWith(':') ? 1 : 0))
  return (
    routes
      .map((route, index) => ({ route, index, kinds: kinds(route.path) }))
      // Lexicographic over segment kinds (fixed before parameter), shorter first, then as listed: a total order.
      .sort((a, b) => {
        for (let i = 0; i < Math.min(a.kinds.length, b.kinds.length); i++) if (a.kinds[i] !== b.kinds[i]) return a.kinds[i] - b.kinds[i]
        return a.kinds.length - b.kinds.length || a.index - b.index
      })
      .map(({ route }) => route)
  )
}

/** Why a credential cannot be changed in an imitation session (define-endpoint's `credentials`, lib/school/teachers.ts). */
export const IMITATION_REFUSAL = 'Credentials cannot be changed while imitating a user'

/** How long a checked password lets credential and second-factor changes through. */
export const REVERIFY_WINDOW_MS = 10 * 60_000

export const passwordRecentlyVerified = (user: AuthUser | null) => {
  const at = user?.session.passwordVerifiedAt
  return Boolean(at && Date.now() - new Date(at).getTime() < REVERIFY_WINDOW_MS)
}

const JSON_HEADERS = { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' }

async function outcomeOf(response: Response): Promise<Outcome> {
  const headers: Record<string, string | string[]> = {}
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') headers[name] = value
  })
  const cookies = response.headers.getSetCookie()
  if (cookies.length) headers['set-cookie'] = cookies
  const type = response.headers.get('content-type') ?? ''
  const body =
    response.body === null
      ? null
      : /^(application\/json|text\/)/.test(type)
        ? await response.text()
        : new Uint8Array(await response.arrayBuffer())
  return { status: response.status, headers, body }
}

function toResponse(outcome: Outcome): Response {
  const headers = new Headers()
  for (const [name, value] of Object.entries(outcome.headers)) {
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v)
  }
  return new Response(outcome.body as BodyInit | null, { status: outcome.status, headers })
}

export const json = (body: unknown, init: ResponseInit = {}) =>
  Response.json(body, { status: 200, ...init, headers: { 'Cache-Control': 'no-store', ...(init.headers ?? {}) } })

export const created = (body: unknown, headers: Record<string, string> = {}) => json(body, { status: 201, headers })

export const noContent = () => new Response(null, { status: 204 })

export function errorResponse(err: unknown): Response {
  const error = toAppError(err)
  const context = currentRequestContext()
  const reference = context?.errorReference ?? newErrorReference()
  if (context) {
    context.errorReference = reference
    if (error.status >= 500) context.error = error.options.cause ?? err
  }
  return Response.json(errorBody(error, reference), {
    status: error.status,
    headers: { ...errorHeaders(error, reference), 'Cache-Control': 'no-store' },
  })
}

async function readBody(req: PayloadRequest): Promise<unknown> {
  const text = req.text ? await req.text() : ''
  if (text.trim() === '') return undefined
  const contentType = req.headers.get('content-type') ?? ''
  if (!/^application\/(.+\+)?json\b/i.test(contentType)) throw new AppError('UNSUPPORTED_MEDIA_TYPE')
  try {
    return JSON.parse(text)
  } catch {
    throw new AppError('INVALID_JSON')
  }
}

function parse<T>(schema: Schema<T> | undefined, value: unknown, where: string): T {
  if (!schema) return value as T
  const result = schema.safeParse(value)
  if (!result.success) throw new AppError('INVALID_DATA', { fields: zodFieldErrors(result.error, where === 'body' ? undefined : where) })
  return result.data
}

/** Body fields that are multi-line text on every endpoint: they may hold tab, newline and carriage return. */
export const MULTILINE_FIELDS = ['csv', 'description', 'notes', 'reason', 'message', 'stack', 'definition', 'sentence']

/** C0 and C1 control characters and DEL; `LINE_CONTROL` the same without tab, newline and carriage return. */
/* eslint-disable no-control-regex -- finding control characters is their purpose */
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/
const LINE_CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/
/* eslint-enable no-control-regex */
/** Half of a UTF-16 surrogate pair without its other half: not text (PostgreSQL refuses it in JSON). */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/
/** Deeper than any input of ours; a deeper body is refused before anything walks it recursively. */
const MAX_DEPTH = 32

/**
 * Every string of a request's input (path parameters, query, body, and the keys of its objects) must be free
 * of control characters (a NUL byte would reach PostgreSQL, which refuses it with a 500), except tab, newline
 * and carriage return in multi-line body fields, and of lone UTF-16 surrogates (`"\ud800"` in JSON). Answers the field errors, or null. Iterative, so a deeply
 * nested body cannot overflow the stack.
 */
export function controlCharacterErrors(
  input: { params?: unknown; query?: unknown; body?: unknown },
  multiline: ReadonlySet<string>,
): FieldError[] | null {
  const errors: FieldError[] = []
  const stack: { value: unknown; path: string[]; where: 'params' | 'query' | 'body'; depth: number }[] = []
  for (const where of ['params', 'query', 'body'] as const)
    stack.push({ value: input[where], path: where === 'body' ? [] : [where], where, depth: 0 })
  while (stack.length && errors.length < 20) {
    const { value, path, where, depth } = stack.pop()!
    const name = path.join('.') || '(body)'
    if (typeof value === 'string') {
      const key = path[path.length - 1]
      const allowed = where === 'body' && key !== undefined && multiline.has(key)
      if ((allowed ? LINE_CONTROL : CONTROL).test(value)) errors.push({ path: name, message: 'Must not contain control characters' })
      else if (LONE_SURROGATE.test(value)) errors.push({ path: name, message: 'Must be valid text' })
      continue
    }
    if (!value || typeof value !== 'object') continue
    if (depth >= MAX_DEPTH) {
      errors.push({ path: name, message: 'Nested too deeply' })
      continue
    }
    const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value)
    for (const [key, inner] of entries) {
      if (CONTROL.test(key) || LONE_SURROGATE.test(key)) {
        errors.push({ path: [...path, JSON.stringify(key).slice(1, -1)].join('.'), message: 'Must not contain control characters' })
        continue
      }
      stack.push({ value: inner, path: [...path, key], where, depth: depth + 1 })
    }
  }
  return errors.length ? errors : null
}

/** The id parameters of a params schema (`input({ id: idParam('a pupil') })`), by name. */
function idParamNames(schema: ZodType | undefined): string[] {
  const shape = (schema as { shape?: Record<string, unknown> } | undefined)?.shape
  const unwrap = (s: unknown) => (s as { unwrap?: () => unknown })?.unwrap?.()
  return shape ? Object.keys(shape).filter((name) => isIdParam(shape[name]) || isIdParam(unwrap(shape[name]))) : []
}

const responseSpec = (response: ZodType | ResponseSpec | undefined): ResponseSpec | undefined =>
  response === undefined || !('safeParse' in response) ? response : { status: 200, schema: response }

/** Object schemas refuse unknown fields unless told otherwise: a typo should not pass silently. */
export const input = <T extends z.ZodRawShape>(shape: T) => z.strictObject(shape)

export function defineEndpoint<
  TBody = undefined,
  TQuery = Record<string, unknown>,
  TParams = Record<string, string>,
  A extends boolean = false,
>(definition: EndpointDefinition<TBody, TQuery, TParams, A>): ApiEndpoint {
  if (!definition.access || typeof definition.access.check !== 'function') {
    throw new Error(`Endpoint ${definition.method.toUpperCase()} ${definition.path} has no access rule`)
  }
  const writes = definition.method !== 'get' && definition.transaction !== false
  const multiline = new Set([...MULTILINE_FIELDS, ...(definition.multiline ?? [])])
  const idParams = idParamNames(definition.params)
  const idParamShape = idParams.length ? (definition.params as unknown as { shape: Record<string, ZodType> }).shape : undefined
  if (definition.firstRead && (writes || definition.access.allowsAnonymous)) {
    throw new Error(
      `Endpoint ${definition.method.toUpperCase()} ${definition.path}: a first read needs a signed-in caller and no transaction`,
    )
  }
  /** 401 without a user, 403 when the rule refuses them, and the recent-password check. */
  const admit = (signedIn: AuthUser | null) => {
    const context = currentRequestContext()
    const pending = definition.access.acceptsPendingSecondFactor ? context?.pendingUser : undefined
    const user = (signedIn ?? pending) || null
    if (!definition.access.allowsAnonymous && !user) {
      throw new AppError('UNAUTHORISED', { authHint: context?.pendingUser ? 'mfa' : 'login' })
    }
    if (!definition.access.check(user)) throw new AppError('FORBIDDEN')
    if ((definition.credentials || definition.recentPassword) && user?.session.imitator)
      throw new AppError('FORBIDDEN', { message: IMITATION_REFUSAL })
    if (definition.recentPassword && !passwordRecentlyVerified(user)) throw new AppError('PASSWORD_REVERIFICATION_REQUIRED')
    return user
  }
  const endpoint: ApiEndpoint = {
    catalogueId: definition.id,
    example: definition.example,
    apiPath: definition.path.replace(/^\/+|\/+$/g, ''),
    accessRule: definition.access.name,
    defersSessionLookup: Boolean(definition.firstRead),
    paramPatterns: Object.fromEntries(idParams.map((name) => [name, ID_SEGMENT])),
    schemas: { body: definition.body, query: definition.query, params: definition.params },
    description: definition.description,
    response: responseSpec(definition.response),
    method: definition.method,
    path: toRoutePath(definition.path),
    run: async (req) => {
      let transactionStarted = false
      try {
        if (currentRequestContext()?.databaseUnavailable) throw new AppError('SERVICE_UNAVAILABLE')
        // A segment that is not an id is no route of ours, whoever asks (our router does not match it; Payload's,
        // which answers what ours does not, does not check patterns).
        const segments = (req.routeParams ?? {}) as Record<string, unknown>
        if (idParams.some((name) => segments[name] !== undefined && !ID_SEGMENT.test(String(segments[name]))))
          throw new AppError('ROUTE_NOT_FOUND')
        const sessions = sessionDb(req.payload)
        // A token whose lookup was left to the first read (see lib/auth/strategy.ts).
        const token = (req as { [deferredLookup]?: DeferredLookup })[deferredLookup]?.token
        let user = token ? null : admit((req.user as AuthUser | null) ?? null)
        let params: TParams, query: TQuery, body: TBody
        try {
          const rawParams = req.routeParams ?? {}
          const rawQuery = req.query ?? {}
          const rawBody = definition.method === 'get' ? undefined : await readBody(req)
          const controls = controlCharacterErrors({ params: rawParams, query: rawQuery, body: rawBody }, multiline)
          if (controls) throw new AppError('INVALID_DATA', { fields: controls })
          // An id that cannot be a row's (0, or beyond PostgreSQL's integer) names no record.
          const given = idParams.filter((name) => segments[name] !== undefined)
          if (given.some((name) => !idParamShape![name].safeParse(segments[name]).success)) throw new AppError('NOT_FOUND')
          params = parse(definition.params, rawParams, 'params')
          query = parse(definition.query, rawQuery, 'query')
          body = parse(definition.body, rawBody, 'body')
        } catch (err) {
          // As everywhere: who is calling is settled before what they sent.
          if (token) admit(adoptSessionUser(await findSessionUser(sessions, token)))
          throw err
        }
        let first: unknown = null
        if (definition.firstRead) {
          const read = definition.firstRead({ params, query, body })
          if (token) {
            const found = await findSessionUserWith(sessions, token, read)
            user = admit(adoptSessionUser(found?.user ?? null))
            first = found?.row ?? null
          } else {
            first = await readAlongside(sessions, user!.id, read)
          }
        } else if (token) {
          user = admit(adoptSessionUser(await findSessionUser(sessions, token)))
        }
        if (writes) transactionStarted = await initTransaction(req)
        const result = await definition.handler({ req, payload: req.payload, user: user as UserFor<A>, body, query, params, first })
        if (transactionStarted) await commitTransaction(req)
        if (result instanceof Response) return outcomeOf(result)
        return result === undefined
          ? { status: 204, headers: {}, body: null }
          : { status: 200, headers: JSON_HEADERS, body: JSON.stringify(result) }
      } catch (err) {
        if (transactionStarted) await killTransaction(req).catch(() => {})
        return outcomeOf(errorResponse(err))
      }
    },
    handler: async (req) => toResponse(await endpoint.run(req)),
  }
  return endpoint
}
