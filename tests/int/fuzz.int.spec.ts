/**
 * The bad-input fuzz test: every routed call of endpoints/index.ts, as every role (anonymous, pupil, teacher,
 * school admin, superuser), gets bad input: path ids that do not exist or are not ids, empty / array / null /
 * string / deeply nested / 100 KB / malformed bodies, each field of a valid body (the endpoint's example, or one
 * derived from its body schema) set to the wrong type, NUL bytes and emoji in strings and queries,
 * prototype-pollution keys. Every answer must be:
 * - no 5xx, and answered within 2 s;
 * - no 2xx to a role the catalogue refuses (its role column; the access rule's name outside the catalogue);
 * - free of stack traces, SQL text and secret fields;
 * - when refused (any non-2xx), without a change to any row of the school data (a hash of every table but the
 *   bookkeeping ones: sessions, throttles, audit log, emails…).
 * Deterministic: the requests are enumerated in a fixed order; where only some are sent, a seeded generator picks.
 */
import { performance } from 'node:perf_hooks'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { endpoints } from '../../endpoints'
import { readCatalogue } from '../../lib/api/catalogue'
import { toRoutePath, type ApiEndpoint } from '../../lib/api/define-endpoint'
import { seededRandom } from '../../player/games/spelling/rules'
import { makeSchoolThroughApi, makeUser, sessionFor, signIn, signInPupil } from '../helpers/factories'
import type { Api } from '../helpers/http'
import { startTestServer, type OwnTestServer } from '../helpers/server'

const SEED = 20261124
const SLOW_MS = 2000

// ---------- roles ----------

const ACTORS = ['anonymous', 'pupil', 'teacher', 'school admin', 'superuser'] as const
type Actor = (typeof ACTORS)[number]

/** Who a role column (or access rule name) lets in. */
const ALLOWS: Record<string, Actor[]> = {
  anon: [...ACTORS],
  user: ['pupil', 'teacher', 'school admin', 'superuser'],
  teacher: ['teacher', 'school admin', 'superuser'],
  schooladmin: ['school admin', 'superuser'],
  superuser: ['superuser'],
}
const allowedActors = (role: string): Actor[] => ALLOWS[role] ?? ['superuser']

// ---------- requests ----------

type Case = {
  label: string
  path: string
  /** Raw query string, without `?`. */
  query?: string
  /** Raw body, sent with `contentType`. */
  body?: string
  contentType?: string
  /** Sent as every role the call admits (the rest: as the least privileged one, and a seeded share as the others). */
  core?: boolean
  /** What the answer must be besides the general rules, for a role the call admits. */
  expect?: { status: number; code?: string }
}

const BAD_PATH_IDS: [string, { status: number; code?: string }][] = [
  ['abc', { status: 404, code: 'ROUTE_NOT_FOUND' }],
  ['-1', { status: 404, code: 'ROUTE_NOT_FOUND' }],
  ['1.5', { status: 404, code: 'ROUTE_NOT_FOUND' }],
  ['%00', { status: 404, code: 'ROUTE_NOT_FOUND' }],
  ['%F0%9F%90%9D', { status: 404, code: 'ROUTE_NOT_FOUND' }],
  ['0', { status: 404, code: 'NOT_FOUND' }],
  ['2147483648', { status: 404, code: 'NOT_FOUND' }],
  ['99999999999999999999', { status: 404, code: 'NOT_FOUND' }],
]
/** An id of the right form that names nothing. */
const NO_SUCH_ID = '2147483647'
const BAD_PATH_STRINGS = ['%00', 'a%00b', '%F0%9F%90%9D', '..', '%E2%80%AE', 'x'.repeat(300)]
const PATH_STRINGS: Record<string, string> = {
  provider: 'clever',
  locale: 'en_GB',
  scheme: 'nosuchscheme',
  variant: 'nosuchvariant',
  token: 'not-a-real-token',
}

/** The route's parameter names, as toRoutePath numbers them (`{id}` twice → id, id2). */
function paramSlots(apiPath: string) {
  return [...toRoutePath(apiPath).matchAll(/:([A-Za-z_][A-Za-z0-9_]*)/g)].map((m) => m[1])
}

function fillPath(apiPath: string, values: string[]) {
  let i = 0
  return apiPath.replace(/\{[A-Za-z_][A-Za-z0-9_]*\}/g, () => values[i++])
}

/** A plausible value for a JSON schema (the input side of a zod schema). */
function sample(schema: any, key = ''): unknown {
  if (!schema || typeof schema !== 'object') return 'fuzz'
  if ('const' in schema) return schema.const
  if (schema.enum) return schema.enum[0]
  if (schema.default !== undefined) return schema.default
  const options = schema.anyOf ?? schema.oneOf
  if (options) return sample(options.find((o: any) => o.type !== 'null') ?? options[0], key)
  if (schema.allOf) return sample(schema.allOf[0], key)
  const type = Array.isArray(schema.type) ? schema.type.find((t: string) => t !== 'null') : schema.type
  switch (type) {
    case 'object': {
      const properties = schema.properties ?? {}
      return Object.fromEntries(Object.entries(properties).map(([k, v]) => [k, sample(v, k)]))
    }
    case 'array':
      return [sample(schema.items, key)]
    case 'integer':
    case 'number':
      if (/id$|ids$/i.test(key)) return Number(NO_SUCH_ID)
      return schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 1)
    case 'boolean':
      return false
    case 'string':
      if (schema.format === 'email') return 'fuzz@example.test'
      if (schema.format === 'date-time') return '2030-01-01T00:00:00Z'
      if (schema.format === 'date') return '2030-01-01'
      if (schema.format === 'uri') return 'https://example.test/'
      if (/date|At$|from|to$/i.test(key)) return '2030-01-01'
      if (/^\\d|\[0-9\]/.test(schema.pattern ?? '')) return '1'
      return 'fuzz'
        .padEnd(Math.max(4, schema.minLength ?? 0), 'z')
        .slice(0, Math.max(4, Math.min(schema.maxLength ?? 8, schema.minLength ?? 4)))
    default:
      return 'fuzz'
  }
}

function jsonSchemaOf(schema: z.ZodType | undefined): any {
  if (!schema) return undefined
  try {
    return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' })
  } catch {
    return undefined
  }
}

/** A valid-looking body: the endpoint's example, else one derived from its body schema. */
function sampleBody(endpoint: ApiEndpoint): unknown {
  if (endpoint.example?.body !== undefined) return endpoint.example.body
  const schema = jsonSchemaOf(endpoint.schemas.body)
  return schema ? sample(schema) : undefined
}

function sampleQuery(endpoint: ApiEndpoint): Record<string, string> {
  if (endpoint.example?.query) return endpoint.example.query
  const schema = jsonSchemaOf(endpoint.schemas.query)
  const value = schema ? sample(schema) : undefined
  return value && typeof value === 'object' && !Array.isArray(value)
    ? Object.fromEntries(
        Object.entries(value)
          .filter(([, v]) => v !== undefined && typeof v !== 'object')
          .map(([k, v]) => [k, String(v)]),
      )
    : {}
}

/** Each field of a body (one level into objects and the first element of arrays), by path. */
function fieldPaths(value: unknown, prefix: (string | number)[] = [], depth = 0): (string | number)[][] {
  if (depth > 2 || !value || typeof value !== 'object') return []
  const entries: [string | number, unknown][] = Array.isArray(value) ? (value.length ? [[0, value[0]]] : []) : Object.entries(value)
  return entries.flatMap(([k, v]) => [[...prefix, k], ...fieldPaths(v, [...prefix, k], depth + 1)])
}

function withField(value: unknown, path: (string | number)[], replacement: unknown): unknown {
  const copy = structuredClone(value) as any
  let at = copy
  for (const k of path.slice(0, -1)) at = at[k]
  at[path[path.length - 1]] = replacement
  return copy
}

/** Wrong values for a field, by what it holds now. */
function wrongValues(current: unknown): unknown[] {
  if (typeof current === 'string') return [null, 12, 'x\u0000y', '🐝 Zoë', '\ud800x', 'x'.repeat(5000)]
  if (typeof current === 'number') return [null, '12abc', 2147483648, -1, 1.5]
  if (typeof current === 'boolean') return [null, 'true', 1]
  if (Array.isArray(current)) return ['a,b', {}, [2147483648], ['x\u0000']]
  return [null, [], 'x\u0000', 2147483648]
}

const json = (value: unknown) => ({ body: JSON.stringify(value), contentType: 'application/json' })

function deeplyNested(depth: number) {
  return '{"a":'.repeat(depth) + '1' + '}'.repeat(depth)
}

/** The requests for one call. `full` adds every field mutation; otherwise a seeded subset of them. */
function casesFor(endpoint: ApiEndpoint, full: boolean, random: () => number): Case[] {
  const slots = paramSlots(endpoint.apiPath)
  const isId = (name: string) => Boolean(endpoint.paramPatterns[name])
  const base = slots.map((name) => (isId(name) ? NO_SUCH_ID : (PATH_STRINGS[name.replace(/\d+$/, '')] ?? 'fuzz')))
  const path = fillPath(endpoint.apiPath, base)
  const writes = endpoint.method !== 'get'
  const body = writes ? sampleBody(endpoint) : undefined
  const bodyPart = body === undefined ? {} : json(body)
  const query = sampleQuery(endpoint)
  const queryString = new URLSearchParams(query).toString()
  const cases: Case[] = [{ label: 'valid shape, no such ids', path, query: queryString, ...bodyPart, core: true }]

  // Path parameters: ids that name nothing or are not ids; strings with NUL, emoji, traversal.
  slots.forEach((name, i) => {
    if (isId(name)) {
      for (const [bad, expected] of BAD_PATH_IDS) {
        const values = [...base]
        values[i] = bad
        cases.push({
          label: `{${name}}=${bad}`,
          path: fillPath(endpoint.apiPath, values),
          query: queryString,
          ...bodyPart,
          expect: expected,
          core: bad === 'abc' || bad === '2147483648',
        })
      }
    } else {
      for (const bad of BAD_PATH_STRINGS) {
        const values = [...base]
        values[i] = bad
        cases.push({ label: `{${name}}=${bad.slice(0, 20)}`, path: fillPath(endpoint.apiPath, values), query: queryString, ...bodyPart })
      }
    }
  })

  // Query: each field with bad values; unknown and prototype keys; nested and repeated keys.
  const queryBad = ['%00', '%F0%9F%90%9D', '99999999999999999999', '-1', 'x'.repeat(3000)]
  for (const key of Object.keys(query)) {
    const picks = full ? queryBad : queryBad.filter(() => random() < 0.3)
    for (const bad of picks) {
      const others = new URLSearchParams(query)
      others.delete(key)
      cases.push({
        label: `?${key}=${bad.slice(0, 20)}`,
        path,
        query: [others.toString(), `${encodeURIComponent(key)}=${bad}`].filter(Boolean).join('&'),
        ...bodyPart,
      })
    }
    cases.push({ label: `?${key} twice`, path, query: `${queryString}&${encodeURIComponent(key)}=2`, ...bodyPart })
  }
  for (const extra of ['__proto__[polluted]=1', 'a%00=1', 'where[id][equals]=1']) {
    if (full || random() < 0.4) cases.push({ label: `?${extra}`, path, query: [queryString, extra].filter(Boolean).join('&'), ...bodyPart })
  }

  if (writes) {
    const bodies: [string, string | undefined, string?][] = [
      ['no body', undefined],
      ['null', 'null'],
      ['[]', '[]'],
      ['"a string"', '"a string"'],
      ['a number', '12'],
      ['{}', '{}'],
      ['malformed JSON', '{"a":'],
      ['NUL in JSON', '{"a\u0000":"\u0000"}'],
      ['deeply nested', deeplyNested(5000)],
      [
        '100 KB',
        JSON.stringify({ ...(body && typeof body === 'object' && !Array.isArray(body) ? body : {}), padding: 'x'.repeat(100_000) }),
      ],
      [
        '__proto__',
        JSON.stringify(body && typeof body === 'object' ? body : {})
          .replace(/^\{/, '{"__proto__":{"polluted":true,"role":"superuser"},')
          .replace(/,\}$/, '}'),
      ],
      ['constructor.prototype', JSON.stringify({ constructor: { prototype: { polluted: true } } })],
      ['text/plain', JSON.stringify(body ?? {}), 'text/plain'],
    ]
    for (const [label, raw, type] of bodies) {
      if (!full && !['no body', 'null', 'malformed JSON', '__proto__', '100 KB'].includes(label) && random() > 0.3) continue
      cases.push({
        label: `body ${label}`,
        path,
        query: queryString,
        body: raw,
        contentType: raw === undefined ? undefined : (type ?? 'application/json'),
        core: label === 'malformed JSON' || label === '__proto__',
      })
    }
    // Each field of a valid body with wrong values.
    if (body && typeof body === 'object') {
      for (const field of fieldPaths(body)) {
        const current = field.reduce((v: any, k) => v?.[k], body)
        for (const wrong of wrongValues(current)) {
          if (!full && random() > 0.25) continue
          cases.push({
            label: `body.${field.join('.')}=${JSON.stringify(wrong)?.slice(0, 20)}`,
            path,
            query: queryString,
            ...json(withField(body, field, wrong)),
          })
        }
      }
    }
  }
  return cases
}

// ---------- checks ----------

const SECRETS = /"(passwordHash|password_hash|totpSecret|totp_secret|backupCodes|backup_codes|tokenHash|token_hash|salt|hash)"\s*:/
const STACK = /\n\s+at [^\n]+:\d+:\d+|node_modules\/|\.ts:\d+:\d+/
const SQL =
  /\b(SELECT\s[\s\S]{0,200}\sFROM|INSERT INTO|DELETE FROM|UPDATE\s+"?\w+"?\s+SET)\b|syntax error at or near|violates [\w ]*constraint|out of range for type|invalid input syntax|relation "\w+" does not exist/

/** Tables that are bookkeeping, not school data: a refused call may write them (sessions, throttles, audit). */
const BOOKKEEPING =
  /^(sessions|throttles|audit_log|audit_logs|emails|error_reports|one_time_tokens|payload_preferences|payload_locked_documents|payload_migrations|payload_kv)(_|$)/

let server: OwnTestServer
const actors = {} as Record<Actor, Api>
const actorUsers = {} as Record<Actor, number | undefined>
let tables: string[] = []
const catalogueRoles = new Map(readCatalogue().map((row) => [row.id, row.role]))
const stats = { requests: 0, slowest: 0, slowestLabel: '', hashes: 0 }

async function schoolDataHash(): Promise<string> {
  const parts = tables.map(
    (t, i) => `SELECT ${i} AS n, md5(coalesce(string_agg(md5(t::text), '' ORDER BY md5(t::text)), '')) AS h FROM "${t}" t`,
  )
  const rows = await server.query(parts.join(' UNION ALL '))
  return rows
    .sort((a, b) => a.n - b.n)
    .map((r) => `${tables[r.n]}:${r.h}`)
    .join('\n')
}

function changedTables(before: string, after: string) {
  const a = before.split('\n')
  return after
    .split('\n')
    .filter((line, i) => line !== a[i])
    .map((line) => line.split(':')[0])
}

async function send(api: Api, method: string, c: Case) {
  const url = new URL(`/api/${c.path}${c.query ? `?${c.query}` : ''}`, api.baseUrl)
  const headers: Record<string, string> = { ...(api.token ? { Authorization: `Bearer ${api.token}` } : {}) }
  if (c.contentType) headers['Content-Type'] = c.contentType
  const started = performance.now()
  const response = await fetch(url, { method: method.toUpperCase(), headers, body: c.body, redirect: 'manual' })
  const text = await response.text()
  const ms = performance.now() - started
  stats.requests++
  return { status: response.status, text, ms }
}

/** The actor's session still works (a call may sign it out or change its password): else a new one. */
async function keepSignedIn(actor: Actor) {
  const userId = actorUsers[actor]
  if (userId === undefined) return
  // Signed out, or its password check ended (a new password, a credential call): a session as signing in gives.
  if ((await actors[actor].get('users/me/password-verified')).body?.verified !== true)
    actors[actor] = await sessionFor(server.payload, server.api, userId, { passwordVerified: true })
}

/** Where PostgreSQL's write-ahead log stands: when it has not moved, no row has changed. */
async function walPosition(): Promise<string> {
  return (await server.query('SELECT pg_current_wal_insert_lsn()::text AS lsn'))[0].lsn
}

/** The school data as the last request left it; `check` compares after a request and says what changed. */
const rows = {
  wal: '',
  hash: '',
  async reset() {
    this.wal = await walPosition()
    this.hash = await schoolDataHash()
  },
  /** Tables the last request changed (none when the log has not moved, without hashing anything). */
  async check(): Promise<string[]> {
    const wal = await walPosition()
    if (wal === this.wal) return []
    stats.hashes++
    const hash = await schoolDataHash()
    const changed = hash === this.hash ? [] : changedTables(this.hash, hash)
    this.wal = wal
    this.hash = hash
    return changed
  },
}

/** Fuzzes one call as one actor; answers what is wrong. */
async function fuzz(endpoint: ApiEndpoint, actor: Actor, admitted: boolean, full: boolean, random: () => number): Promise<string[]> {
  const problems: string[] = []
  const label = `${endpoint.catalogueId ?? '-'} ${endpoint.method.toUpperCase()} ${endpoint.apiPath} as ${actor}`
  const all = casesFor(endpoint, true, random)
  // Every request for the least privileged role the call admits; for the others its core and a seeded share;
  // a role the call refuses is refused before its input is read, which two requests show.
  const cases = full
    ? all
    : admitted
      ? all.filter((c) => c.core || random() < 0.06)
      : all.filter((c, i) => i === 0 || (c.core && random() < 0.3))
  let accepted = false
  for (const c of cases) {
    let answer: Awaited<ReturnType<typeof send>>
    try {
      answer = await send(actors[actor], endpoint.method, c)
    } catch (err) {
      problems.push(`${label} [${c.label}]: no answer (${(err as Error).message})`)
      continue
    }
    const where = `${label} [${c.label}] → ${answer.status}`
    const ok = answer.status >= 200 && answer.status < 300
    if (answer.ms > stats.slowest) Object.assign(stats, { slowest: answer.ms, slowestLabel: where })
    if (answer.status >= 500) problems.push(`${where}: server error ${answer.text.slice(0, 200)}`)
    if (answer.ms > SLOW_MS) problems.push(`${where}: took ${Math.round(answer.ms)} ms`)
    if (ok && !admitted) problems.push(`${where}: a role the catalogue refuses got ${answer.status}`)
    // The API reference names the secret fields its answers leave out; it holds no value of any.
    if (endpoint.apiPath !== 'openapi.json' && SECRETS.test(answer.text))
      problems.push(`${where}: a secret field in the body ${answer.text.slice(0, 200)}`)
    if (STACK.test(answer.text)) problems.push(`${where}: a stack trace in the body ${answer.text.slice(0, 200)}`)
    if (SQL.test(answer.text)) problems.push(`${where}: SQL text in the body ${answer.text.slice(0, 200)}`)
    if (c.expect && (c.expect.code === 'ROUTE_NOT_FOUND' || admitted)) {
      let code: string | undefined
      try {
        code = JSON.parse(answer.text).code
      } catch {
        /* not JSON */
      }
      if (answer.status !== c.expect.status || (c.expect.code && code !== c.expect.code))
        problems.push(`${where} ${code}: expected ${c.expect.status} ${c.expect.code ?? ''}`)
    }
    const changed = await rows.check()
    if (!ok && changed.length) problems.push(`${where}: the refused request changed ${changed.join(', ')}`)
    accepted ||= ok
  }
  if (accepted) {
    await keepSignedIn(actor)
    await rows.reset()
  }
  return problems
}

beforeAll(async () => {
  server = await startTestServer()
  const school = await makeSchoolThroughApi(server, { pupils: 2, classes: 1 })
  const su = await makeUser(server.payload, 'superuser')
  actors.anonymous = server.api
  actors.pupil = await signInPupil(server.api, school.school.id, school.pupils[0].school_username, school.pupils[0].password)
  actors.teacher = school.asTeacher
  actors['school admin'] = school.asAdmin
  actors.superuser = await signIn(server.api, su.username)
  Object.assign(actorUsers, {
    anonymous: undefined,
    pupil: school.pupils[0].id,
    teacher: school.teacher.id,
    'school admin': school.admin.id,
    superuser: su.id,
  })
  await actors.superuser.post('users/me/manageschool', { schoolId: school.school.id })
  // The API reference is built at its first request (a second or so on a busy machine), once per server.
  await server.api.get('openapi.json')
  tables = (await server.query(`SELECT tablename FROM pg_tables WHERE schemaname = current_schema() ORDER BY tablename`))
    .map((r) => r.tablename as string)
    .filter((t) => !BOOKKEEPING.test(t))
  await rows.reset()
}, 60_000)
afterAll(async () => {
  console.log(
    `fuzz: ${stats.requests} requests, ${stats.hashes} school-data hashes, slowest ${Math.round(stats.slowest)} ms (${stats.slowestLabel})`,
  )
  await server?.close()
})

describe('bad-input fuzz over every routed call and role', () => {
  it('covers every endpoint of endpoints/index.ts, and sees a changed row of the school data', async () => {
    expect(endpoints.length).toBeGreaterThan(200)
    expect(tables).toEqual(expect.arrayContaining(['users', 'schools', 'groups']))
    expect(tables.filter((t) => /^(sessions|throttles|audit)/.test(t))).toEqual([])
    await server.query(`UPDATE users SET name = name || '.' WHERE id = $1`, [actorUsers.teacher])
    expect(await rows.check()).toEqual(['users'])
    expect(await rows.check()).toEqual([])
  })

  for (const actor of ACTORS) {
    it(`as ${actor}: no 5xx, no 2xx to a refused role, nothing slow, leaked or changed by a refused call`, async () => {
      // The game's seeded generator (mulberry32), so that the same requests go out on every run.
      const random = seededRandom(SEED + ACTORS.indexOf(actor))
      const started = stats.requests
      const problems: string[] = []
      for (const endpoint of endpoints) {
        const role = (endpoint.catalogueId && catalogueRoles.get(endpoint.catalogueId)) || endpoint.accessRule
        const allowed = allowedActors(role)
        const admitted = allowed.includes(actor)
        // Every mutation for the least privileged role the call admits; a seeded share for the others.
        const full = admitted && allowed[0] === actor
        problems.push(...(await fuzz(endpoint, actor, admitted, full, random)))
      }
      console.log(
        `fuzz as ${actor}: ${stats.requests - started} requests (${stats.hashes} school-data hashes so far); slowest so far ${Math.round(stats.slowest)} ms (${stats.slowestLabel})`,
      )
      expect(problems).toEqual([])
    }, 600_000)
  }
})
