/**
 * Payload's own collection REST (`/api/<slug>…`, which its admin uses) as one guarded door, applied to
 * every collection after `buildConfig` (lib/payload-config.ts), Payload's internal ones included:
 *
 * - Payload's internal collections get explicit access (they otherwise let any signed-in user in);
 * - internal collections (sessions, tokens, throttles, audit log, emails, error reports, devices, Payload's
 *   preferences, locks, migrations, key-value store) answer superusers only, whatever their endpoints do;
 * - writes by `where` (PATCH or DELETE on `/api/<slug>`) are refused to everyone but superusers;
 * - the id segment must fit the collection's id (a positive 32-bit integer): `users/champions` is no route,
 *   `groups/2147483648` no record; version routes of collections without versions and Payload's own
 *   sign-in routes (Inkwell signs people in itself) are no route;
 * - `where` and `sort` name real fields with operators and values of the right kind (`whereProblems`),
 *   so bad input is a 400 and never reaches the database.
 */
import {
  APIError,
  Forbidden,
  NotFound,
  type Access,
  type CollectionConfig,
  type Endpoint,
  type FlattenedField,
  type PayloadRequest,
  type SanitizedConfig,
  type Where,
} from 'payload'
import { nobody, superuserOnly, userOf } from './access'

/** The largest id a serial (int4) column holds. */
export const MAX_ID = 2_147_483_647

/** Collections only the server's own operations use: superusers alone reach them through the collection REST. */
export const INTERNAL_SLUGS = [
  'sessions',
  'devices',
  'one-time-tokens',
  'throttles',
  'audit-log',
  'emails',
  'error-reports',
  'payload-preferences',
  'payload-locked-documents',
  'payload-migrations',
  'payload-kv',
] as const

type Ops = { read: Access; create: Access; update: Access; delete: Access }

/** A superuser's own admin preferences (the admin's column and list settings). */
const ownPreferences: Access = ({ req }) => {
  const user = userOf(req)
  if (user?.role !== 'superuser') return false
  const where: Where = { and: [{ 'user.value': { equals: user.id } }, { 'user.relationTo': { equals: 'users' } }] }
  return where
}

/** The access of the collections Payload adds itself, declared here rather than left to Payload's defaults. */
export const PAYLOAD_COLLECTION_ACCESS: Record<string, Ops> = {
  // The admin (superusers only: users' `access.admin`) keeps its preferences; nobody else has any.
  'payload-preferences': { read: ownPreferences, create: superuserOnly, update: ownPreferences, delete: ownPreferences },
  // Document locks while editing in the admin.
  'payload-locked-documents': { read: superuserOnly, create: superuserOnly, update: superuserOnly, delete: superuserOnly },
  // Written by `payload migrate` through the database adapter.
  'payload-migrations': { read: nobody, create: nobody, update: nobody, delete: nobody },
  // Payload's key-value store, used through its adapter.
  'payload-kv': { read: nobody, create: nobody, update: nobody, delete: nobody },
}

/** Payload's sign-in routes: Inkwell's sign-in is its own (lib/auth), so these are no route. Logout, refresh and access stay for the admin. */
const CLOSED_AUTH_PATHS = new Set([
  '/login',
  '/first-register',
  '/forgot-password',
  '/reset-password',
  '/unlock',
  '/verify/:id',
  '/init',
  '/:id/api-key/reveal',
])

const routeNotFound = (req: PayloadRequest) =>
  Response.json({ message: `Route not found "${new URL(req.url ?? 'http://localhost/').pathname}"` }, { status: 404 })

/** The id segment: a positive integer of the column's range (ROUTE_NOT_FOUND when not a number at all). */
function checkId(req: PayloadRequest, raw: unknown): Response | undefined {
  const id = String(raw)
  if (!/^[0-9]{1,30}$/.test(id)) return routeNotFound(req)
  const n = Number(id)
  if (n < 1 || n > MAX_ID) throw new NotFound(req.t)
  return undefined
}

/** A database error caused by a value of the wrong kind (SQLSTATE class 22: data exception). */
function isDataException(err: unknown): boolean {
  for (let e: any = err, depth = 0; e && depth < 8; e = e.cause, depth++) {
    if (typeof e.code === 'string' && /^22[0-9A-Z]{3}$/.test(e.code)) return true
  }
  return false
}

/**
 * Whether the caller has the preference named by the path: Payload's delete of a missing preference fails
 * in the database adapter (a 500) instead of answering 404.
 */
async function preferenceExists(req: PayloadRequest): Promise<boolean> {
  const user = userOf(req)
  const key = String((req.routeParams as Record<string, unknown> | undefined)?.key ?? '')
  if (!user) return false
  const found = await req.payload.db.find({
    collection: 'payload-preferences',
    where: { and: [{ key: { equals: key } }, { 'user.value': { equals: user.id } }, { 'user.relationTo': { equals: 'users' } }] },
    limit: 1,
    pagination: false,
    req,
  })
  return found.docs.length > 0
}

/**
 * A JSON body must be an object (a record's fields): Payload took a string or an array as the data and
 * failed with 500. The text read here is handed on to Payload's own reading of the body.
 */
async function requireObjectBody(req: PayloadRequest) {
  const [type] = (req.headers.get('Content-Type') || '').split(';', 1)
  if (type !== 'application/json' || !req.body || typeof req.text !== 'function') return
  const text = await req.text()
  Object.assign(req, { text: async () => text })
  if (!text) return
  let data: unknown
  try {
    data = JSON.parse(text)
  } catch {
    throw new APIError('The request body is not valid JSON', 400, undefined, true)
  }
  if (data === null || typeof data !== 'object' || Array.isArray(data))
    throw new APIError('The request body must be a JSON object', 400, undefined, true)
}

function guardEndpoint(collection: CollectionConfig, endpoint: Endpoint, internal: boolean): Endpoint {
  const original = endpoint.handler
  const bulkWrite = (endpoint.method === 'patch' || endpoint.method === 'delete') && endpoint.path === '/'
  const versionsRoute = endpoint.path.startsWith('/versions')
  const closed = Boolean(collection.auth) && CLOSED_AUTH_PATHS.has(endpoint.path)
  const writesBody = endpoint.method === 'post' || endpoint.method === 'patch'
  const missingPreference = collection.slug === 'payload-preferences' && endpoint.method === 'delete' && endpoint.path === '/:key'
  const handler = async (req: PayloadRequest): Promise<Response> => {
    if (closed || (versionsRoute && !collection.versions)) return routeNotFound(req)
    const params = (req.routeParams ?? {}) as Record<string, unknown>
    if ('id' in params && params.id !== undefined) {
      const bad = checkId(req, params.id)
      if (bad) return bad
    }
    const superuser = userOf(req)?.role === 'superuser'
    if ((internal || bulkWrite) && !superuser) throw new Forbidden(req.t)
    if (missingPreference && !(await preferenceExists(req))) throw new NotFound(req.t)
    if (writesBody) await requireObjectBody(req)
    const problems = whereProblems(req.payload.config, collection.slug, req.query?.where, req.query?.sort)
    if (problems.length) throw new APIError(problems.join('; '), 400, undefined, true)
    try {
      return await original(req)
    } catch (err) {
      if (isDataException(err)) throw new APIError('A value in the request is not of the right kind', 400, undefined, true)
      throw err
    }
  }
  return { ...endpoint, handler, custom: { ...endpoint.custom, restGuard: true } }
}

/**
 * Declares the access of Payload's own collections and puts every endpoint Payload answers itself (not
 * Inkwell's catalogue endpoints, which carry `run` and are answered by lib/http/api-bridge.ts) behind the
 * guard. Runs on the sanitized config, before Payload is initialised.
 */
export function guardCollectionRest(config: SanitizedConfig): SanitizedConfig {
  const internal = new Set<string>(INTERNAL_SLUGS)
  for (const collection of config.collections) {
    const declared = PAYLOAD_COLLECTION_ACCESS[collection.slug]
    if (declared) collection.access = { ...collection.access, ...declared }
    if (collection.slug === 'payload-preferences') {
      // Never populate the user (and through it the school and its join code) into a preference.
      for (const field of collection.fields) if ('name' in field && field.name === 'user') Object.assign(field, { maxDepth: 0 })
      for (const field of collection.flattenedFields) if (field.name === 'user') Object.assign(field, { maxDepth: 0 })
    }
    if (collection.endpoints === false) {
      // Payload answers 501 for a collection without endpoints (payload-migrations): it is no route.
      collection.endpoints = []
      continue
    }
    collection.endpoints = (collection.endpoints ?? []).map((endpoint) =>
      'run' in endpoint ? endpoint : guardEndpoint(collection as CollectionConfig, endpoint as Endpoint, internal.has(collection.slug)),
    )
  }
  return config
}

// ---------------------------------------------------------------------------------------------------------
// `where` and `sort`

const OPERATORS = new Set([
  'equals',
  'not_equals',
  'in',
  'not_in',
  'all',
  'exists',
  'greater_than',
  'greater_than_equal',
  'less_than',
  'less_than_equal',
  'like',
  'not_like',
  'contains',
])
const LIST_OPERATORS = new Set(['in', 'not_in', 'all'])
const MAX_WHERE_DEPTH = 6

type Leaf = { kind: 'id' | 'number' | 'date' | 'checkbox' | 'text' | 'any' }

/** Finds the field a dotted path names, following groups, arrays and relationships; null when none. */
function resolvePath(config: SanitizedConfig, slug: string, path: string): Leaf | null {
  let fields: FlattenedField[] | undefined = config.collections.find((c) => c.slug === slug)?.flattenedFields
  const segments = path.split('.')
  for (let i = 0; i < segments.length; i++) {
    const name = segments[i]
    const last = i === segments.length - 1
    if (name === 'id' && last) return { kind: 'id' }
    const field = fields?.find((f) => f.name === name)
    if (!field) return null
    switch (field.type) {
      case 'group':
      case 'array':
      case 'tab':
        if (last) return null
        fields = field.flattenedFields
        continue
      case 'join':
        return null
      case 'relationship':
      case 'upload': {
        if (Array.isArray(field.relationTo)) {
          if (last) return null
          const next = segments[i + 1]
          if (segments.length === i + 2 && next === 'relationTo') return { kind: 'text' }
          if (segments.length === i + 2 && next === 'value') return { kind: 'id' }
          return null
        }
        if (last) return { kind: 'id' }
        const target = config.collections.find((c) => c.slug === field.relationTo)
        if (!target) return null
        fields = target.flattenedFields
        continue
      }
      case 'json':
      case 'blocks':
      case 'richText':
        return { kind: 'any' }
      case 'number':
        return last ? { kind: 'number' } : null
      case 'date':
        return last ? { kind: 'date' } : null
      case 'checkbox':
        return last ? { kind: 'checkbox' } : null
      default:
        return last ? { kind: 'text' } : null
    }
  }
  return null
}

/** A list in bracket form (`in[0]=1&in[1]=2`) arrives as an array, or as an object with numeric keys past qs's array limit. */
const asList = (value: unknown): unknown[] | null =>
  Array.isArray(value)
    ? value
    : value !== null && typeof value === 'object' && Object.keys(value).every((k) => /^[0-9]+$/.test(k))
      ? Object.values(value)
      : null

function valueProblem(leaf: Leaf, operator: string, value: unknown): string | null {
  if (operator === 'exists') return ['true', 'false', true, false].includes(value as never) ? null : 'exists takes true or false'
  const list = asList(value)
  if (value !== null && typeof value === 'object' && !list) return 'not a value'
  if (leaf.kind === 'any' || leaf.kind === 'text') return list?.some((v) => v !== null && typeof v === 'object') ? 'not a value' : null
  const values = list ?? (LIST_OPERATORS.has(operator) && typeof value === 'string' ? value.split(',') : [value])
  for (const v of values) {
    if (v === null || v === 'null' || v === '') continue
    if (typeof v === 'object') return 'not a value'
    const s = String(v)
    if (leaf.kind === 'id' && !(/^[0-9]{1,10}$/.test(s) && Number(s) <= MAX_ID)) return `${s.slice(0, 40)} is not an id`
    if (leaf.kind === 'number' && !(Number.isFinite(Number(s)) && Math.abs(Number(s)) <= Number.MAX_SAFE_INTEGER))
      return `${s.slice(0, 40)} is not a number`
    if (leaf.kind === 'date' && Number.isNaN(Date.parse(s))) return `${s.slice(0, 40)} is not a date`
    if (leaf.kind === 'checkbox' && !['true', 'false'].includes(s)) return `${s.slice(0, 40)} is not true or false`
  }
  return null
}

/**
 * What is wrong with a `where` (Payload's bracket form, already parsed) and a `sort` on a collection: unknown
 * fields and operators, values of the wrong kind (ids past 2,147,483,647, text for a number or a date). Field
 * access (who may filter on what) is Payload's own check, which runs after this one.
 */
export function whereProblems(config: SanitizedConfig, slug: string, where: unknown, sort?: unknown): string[] {
  const problems: string[] = []
  const walk = (node: unknown, depth: number) => {
    if (node === undefined) return
    if (depth > MAX_WHERE_DEPTH) return void problems.push('where is nested too deeply')
    if (node === null || typeof node !== 'object' || Array.isArray(node)) return void problems.push('where must name fields')
    for (const [key, value] of Object.entries(node)) {
      if (key === 'and' || key === 'or') {
        if (value === null || typeof value !== 'object') problems.push(`${key} must be a list`)
        else for (const child of Object.values(value)) walk(child, depth + 1)
        continue
      }
      const leaf = resolvePath(config, slug, key)
      if (!leaf) {
        problems.push(`${key.slice(0, 60)} is not a field`)
        continue
      }
      if (value === null || typeof value !== 'object' || Array.isArray(value)) {
        problems.push(`${key} needs an operator (where[${key}][equals]=…)`)
        continue
      }
      for (const [operator, operand] of Object.entries(value)) {
        if (!OPERATORS.has(operator)) problems.push(`${operator.slice(0, 30)} is not an operator`)
        else {
          const problem = valueProblem(leaf, operator, operand)
          if (problem) problems.push(`${key}: ${problem}`)
        }
      }
    }
  }
  walk(where, 0)
  if (sort !== undefined) {
    const list = Array.isArray(sort) ? sort : String(sort).split(',')
    for (const entry of list) {
      const name = String(entry).trim().replace(/^-/, '')
      if (name && !resolvePath(config, slug, name) && name !== 'createdAt' && name !== 'updatedAt')
        problems.push(`cannot sort by ${name.slice(0, 60)}`)
    }
  }
  return problems
}

/** Parses the bracket form of one query parameter (`where[and][0][id][equals]=1`) from a query string. */
export function bracketParam(search: string, root: string): unknown {
  let result: any
  for (const [key, value] of new URLSearchParams(search)) {
    if (key !== root && !key.startsWith(`${root}[`)) continue
    if (key === root) {
      result = value
      continue
    }
    const path = [...key.slice(root.length).matchAll(/\[([^\]]*)\]/g)].map((m) => m[1])
    if (typeof result !== 'object' || result === null) result = {}
    let node = result
    path.forEach((segment, i) => {
      if (i === path.length - 1) node[segment] = value
      else {
        if (typeof node[segment] !== 'object' || node[segment] === null) node[segment] = {}
        node = node[segment]
      }
    })
  }
  return result
}
