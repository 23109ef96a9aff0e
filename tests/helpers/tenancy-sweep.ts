/**
 * The tenancy sweep: for every routed call of some areas of the API catalogue, someone of school B calls
 * it with school A's ids, and the answer must be 403 or 404 (or, for a call that names none of A's
 * records, an answer that mentions none of them), and nothing of school A may change.
 *
 * Data-driven, so later issues run it over their own areas:
 * - which calls each sweep makes is declared in tests/helpers/tenancy-sweep-plan.ts (with the reasons of the
 *   calls that have no tenancy; `npm run api:coverage` fails on a routed call in neither); their method, path
 *   and role come from ../shared/spec/api-calls.tsv (lib/api/catalogue.ts) and endpoints/index.ts, each
 *   endpoint's `example` giving a valid request;
 * - path parameters are replaced by A's ids of the kind they name (`pupils/{id}` → a pupil, `{sub}` → a
 *   subgroup), and so are ids inside the example's body and query (`pupilIds: [1]` → all of A's pupils);
 * - "school A" is a snapshot of every row that belongs to it: the school, its users and classes, and every
 *   row of any table that references them (found through the database's foreign keys, so tables added
 *   later are covered without changing the sweep);
 * - "mentions A" means the answer contains one of A's markers: distinct strings its names carry.
 */
import type { ApiEndpoint, EndpointExample } from '../../lib/api/define-endpoint'
import { readCatalogue } from '../../lib/api/catalogue'
import { expect } from 'vitest'
import { makeUser, signIn, signInPupil, type makeSchoolThroughApi } from './factories'
import type { Api } from './http'
import type { TestServer } from './server'
import { SWEEPS, type SweepName } from './tenancy-sweep-plan'

export type SweepCall = {
  /** The catalogue id, or `METHOD path` for calls outside the catalogue. */
  label: string
  id?: string
  method: string
  path: string
  /** The catalogue's role column (`teacher`, `schooladmin`, `anon` …); the access rule's name outside it. */
  role: string
  example?: EndpointExample
}

/** Which of A's records a path parameter names: by the parameter's own name first, else by the segment before it. */
export const PARAM_KINDS: Record<string, string> = { sub: 'subgroup' }
export const SEGMENT_KINDS: Record<string, string> = {
  pupils: 'pupil',
  groups: 'group',
  teachers: 'teacher',
  schools: 'school',
  deleted: 'deletedUser',
  users: 'user',
}

/** Which of A's records a key in an example body or query names. `id`/`ids` take the kind of the list they are in. */
export const KEY_KINDS: [RegExp, string][] = [
  [/^deleted\w*Ids?$/, 'deletedUser'],
  [/^pupils?(Id|Ids)?$/, 'pupil'],
  [/^teachers?(Id|Ids)?$/, 'teacher'],
  [/^sub(group)?s?(Id|Ids)?$/, 'subgroup'],
  [/^(groups?|groupIds?|parent|class|classIds?)$/, 'group'],
  [/^schools?(Id|Ids)?$/, 'school'],
  [/^(users?|into)\w*Ids?$/, 'user'],
]

const kindOfKey = (key: string, inherited?: string) =>
  key === 'id' || key === 'ids' ? inherited : KEY_KINDS.find(([pattern]) => pattern.test(key))?.[1]

/** The calls of one sweep of the plan (tests/helpers/tenancy-sweep-plan.ts), in the plan's order. */
export function plannedCalls(endpoints: ApiEndpoint[], sweep: SweepName, catalogue = readCatalogue()): SweepCall[] {
  const labelOf = (e: ApiEndpoint) => e.catalogueId ?? `${e.method.toUpperCase()} ${e.apiPath}`
  const byLabel = new Map(endpoints.map((e) => [labelOf(e), e]))
  return SWEEPS[sweep].calls.map((label): SweepCall => {
    const endpoint = byLabel.get(label)
    if (!endpoint) throw new Error(`The ${sweep} tenancy sweep names ${label}, which is not routed`)
    const row = endpoint.catalogueId ? catalogue.find((r) => r.id === endpoint.catalogueId) : undefined
    if (endpoint.catalogueId && !row) throw new Error(`${label} is routed but not in the catalogue`)
    return row
      ? { label, id: row.id, method: row.method, path: row.path, role: row.role, example: endpoint.example }
      : { label, method: endpoint.method, path: endpoint.apiPath, role: endpoint.accessRule, example: endpoint.example }
  })
}

/** A's records by kind (`pupil`, `group`, …): the first is used where one id is wanted, all where a list is. */
export type VictimIds = Record<string, number[]>

export type SweepRequest = {
  path: string
  body?: unknown
  query?: Record<string, string>
  namesVictim: boolean
  /** The places of the request that name a record, in order: path parameters (`{id}`), then ids in the body and query (`body.pupilIds`). */
  places: string[]
}

/**
 * The example request of a call, aimed at A's records. With `mixed`, only the id place numbered `victimSlot`
 * (path parameters first, then ids in the body and query, in order) names A's records and every other place
 * names the caller's own school's (`own`): the caller acts on something of theirs with one of A's ids inside
 * (their class with A's pupils, their list with A's word), which a handler that checks only one of the
 * records it is given would let through; or on one of A's records with their own inside.
 */
export function requestFor(call: SweepCall, ids: VictimIds, mixed?: { own: VictimIds; victimSlot: number }): SweepRequest {
  let namesVictim = false
  const places: string[] = []
  const pick = (kind: string, where: string) => {
    const own = mixed && places.length !== mixed.victimSlot
    places.push(where)
    const found = (own ? mixed.own : ids)[kind]
    if (!found?.length)
      throw new Error(
        `The tenancy sweep has no id of kind "${kind}" for ${where} of ${call.label}: give ${own ? "the caller's own school" : 'the victim'} one`,
      )
    if (!own) namesVictim = true
    return found
  }
  const path = call.path.replace(/\{([A-Za-z_][A-Za-z0-9_]*)\}/g, (_, name: string, offset: number) => {
    const segment = call.path.slice(0, offset).split('/').filter(Boolean).pop() ?? ''
    const kind = PARAM_KINDS[name] ?? SEGMENT_KINDS[segment]
    if (!kind)
      throw new Error(
        `The tenancy sweep does not know what {${name}} after "${segment}" names in ${call.label}: add it to PARAM_KINDS or SEGMENT_KINDS`,
      )
    return String(pick(kind, `{${name}}`)[0])
  })
  const aim = (value: unknown, kind: string | undefined, where: string): unknown => {
    if (Array.isArray(value)) {
      if (kind && value.length && value.every((v) => typeof v === 'number')) return [...pick(kind, where)]
      return value.map((v) => aim(v, kind, where))
    }
    if (value && typeof value === 'object')
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, aim(v, kindOfKey(k, kind), `${where}.${k}`)]))
    if (kind && typeof value === 'number') return pick(kind, where)[0]
    return value
  }
  const body = call.example?.body === undefined ? undefined : aim(call.example.body, undefined, 'body')
  const query = call.example?.query
    ? Object.fromEntries(
        Object.entries(call.example.query).map(([key, value]) => {
          const kind = kindOfKey(key)
          if (!kind || !/^\d+(,\d+)*$/.test(value)) return [key, value]
          // A list (`1,2`) becomes all of A's ids of that kind, a single id A's first.
          const ids = pick(kind, `query.${key}`)
          return [key, value.includes(',') ? ids.join(',') : String(ids[0])]
        }),
      )
    : undefined
  return { path, body, query, namesVictim, places }
}

export async function send(api: Api, call: SweepCall, request: SweepRequest) {
  return api.request(call.method.toUpperCase(), request.path, { body: request.body, query: request.query })
}

type Query = (sql: string, values?: unknown[]) => Promise<any[]>

/**
 * Every row that belongs to a school, as one fingerprint per table: the school, its users (and staff who
 * work there), its classes, and each row of any table with a foreign key to one of those. Each table's
 * rows are hashed in the database (md5 of the rows' text, in order, with their count), so a probe fetches
 * one row per table instead of every row. The row text holds every column at full precision, so any
 * change to any column of any of those rows changes the snapshot.
 */
export async function schoolSnapshot(query: Query, schoolId: number, references?: SchoolReferences): Promise<string> {
  references ??= await schoolReferences(query)
  const rows = await query(
    `WITH users_of AS (
       SELECT id FROM users WHERE school_id = $1 OR id IN (SELECT _parent_id FROM users_memberships WHERE school_id = $1)
     ), groups_of AS (SELECT id FROM groups WHERE school_id = $1)
     ${[
       `SELECT 'schools' AS part, count(*) AS n, md5(string_agg(t::text, E'\\n' ORDER BY t::text)) AS hash FROM schools t WHERE id = $1`,
       `SELECT 'users', count(*), md5(string_agg(t::text, E'\\n' ORDER BY t::text)) FROM users t WHERE id IN (SELECT id FROM users_of)`,
       `SELECT 'groups', count(*), md5(string_agg(t::text, E'\\n' ORDER BY t::text)) FROM groups t WHERE id IN (SELECT id FROM groups_of)`,
       ...references.map(
         (ref) =>
           `SELECT '${ref.table}.${ref.column}', count(*), md5(string_agg(t::text, E'\\n' ORDER BY t::text)) FROM "${ref.table}" t WHERE "${ref.column}" ${
             ref.target === 'schools' ? '= $1' : `IN (SELECT id FROM ${ref.target}_of)`
           }`,
       ),
     ].join('\n     UNION ALL ')}`,
    [schoolId],
  )
  return JSON.stringify(Object.fromEntries(rows.map((r) => [r.part, `${r.n}:${r.hash ?? ''}`]).sort()))
}

/** The columns that reference a school, a user or a class (through the database's foreign keys). */
export type SchoolReferences = { table: string; column: string; target: 'schools' | 'users' | 'groups' }[]

export async function schoolReferences(query: Query): Promise<SchoolReferences> {
  return query(
    `SELECT cl.relname AS "table", att.attname AS "column", target.relname AS target
     FROM pg_constraint con
     JOIN pg_class cl ON cl.oid = con.conrelid
     JOIN pg_class target ON target.oid = con.confrelid
     JOIN pg_attribute att ON att.attrelid = con.conrelid AND att.attnum = ANY(con.conkey)
     WHERE con.contype = 'f' AND target.relname = ANY($1) AND cl.relnamespace = current_schema()::regnamespace
     ORDER BY 1, 2`,
    [['schools', 'users', 'groups']],
  )
}

export type Expectation =
  /** A's ids must be refused: 403 or 404. */
  | 'refused'
  /** A's ids inside a request must be refused: 403, 404, or 422 naming the field (as for an id that does not exist). */
  | 'refused-or-invalid'
  /** 403: the caller's role may not make this call at all. */
  | 'forbidden'
  /** Any answer that mentions nothing of A (a call that names none of A's records). */
  | 'no-mention'
  /** Public directory answers: may mention A's public markers (its name), never the private ones. */
  | 'public'

/** What is wrong with an answer, or null. */
export function judge(
  answer: { status: number; text: string },
  expectation: Expectation,
  { privateMarkers, publicMarkers }: { privateMarkers: string[]; publicMarkers: string[] },
): string | null {
  const leaked = [...privateMarkers, ...(expectation === 'public' ? [] : publicMarkers)].find((m) => answer.text.includes(m))
  if (leaked) return `the answer (${answer.status}) mentions school A ("${leaked}"): ${answer.text.slice(0, 300)}`
  if (expectation === 'refused' && answer.status !== 403 && answer.status !== 404)
    return `expected 403 or 404 for A's ids, got ${answer.status}: ${answer.text.slice(0, 300)}`
  if (expectation === 'refused-or-invalid' && ![403, 404, 422].includes(answer.status))
    return `expected 403, 404 or 422 for A's ids, got ${answer.status}: ${answer.text.slice(0, 300)}`
  if (expectation === 'forbidden' && answer.status !== 403) return `expected 403, got ${answer.status}: ${answer.text.slice(0, 300)}`
  if (answer.status >= 500) return `server error ${answer.status}: ${answer.text.slice(0, 300)}`
  return null
}

/**
 * One sweep's state: school A's ids and markers, the actors who call, and A's rows as they stood after the
 * last probe. Fill `ids`, `markers` and `actors` in set-up, then `begin` with A's school.
 */
type SweepSchool = Awaited<ReturnType<typeof makeSchoolThroughApi>>

/** The people a sweep sends: school B's (the attackers) and school A's own (refused the calls above their role). */
export type ActorName =
  | 'a teacher of school B'
  | 'a school admin of school B'
  | 'a pupil of school B'
  | 'a superuser managing school B'
  | 'a pupil of school A'
  | 'a teacher (not admin) of school A'
  | 'a school admin of school A'

const pupilOf = (server: TestServer, s: SweepSchool, index: number) =>
  signInPupil(server.api, s.school.id, s.pupils[index].school_username, s.pupils[index].password)

const ACTORS: Record<ActorName, (server: TestServer, a: SweepSchool, b: SweepSchool) => Promise<Api> | Api> = {
  'a teacher of school B': (_, __, b) => b.asTeacher,
  'a school admin of school B': (_, __, b) => b.asAdmin,
  'a pupil of school B': (server, _, b) => pupilOf(server, b, 0),
  // A superuser managing school B is "of school B" too, and must not reach A through users/me/school.
  'a superuser managing school B': async (server, _, b) => {
    const superuser = await signIn(server.api, (await makeUser(server.payload, 'superuser')).username)
    await superuser.post('users/me/manageschool', { schoolId: b.school.id })
    return superuser
  },
  'a pupil of school A': (server, a) => pupilOf(server, a, 1),
  'a teacher (not admin) of school A': (_, a) => a.asTeacher,
  'a school admin of school A': (_, a) => a.asAdmin,
}

export class Sweep {
  ids: VictimIds = {}
  markers = { privateMarkers: [] as string[], publicMarkers: [] as string[] }
  readonly actors: Record<string, Api> = {}
  private snapshot = ''
  private query!: Query
  private schoolId!: number
  private references!: SchoolReferences

  /** Signs in the named people of schools A and B as this sweep's actors. */
  async cast(server: TestServer, a: SweepSchool, b: SweepSchool, names: ActorName[]) {
    for (const name of names) this.actors[name] = await ACTORS[name](server, a, b)
  }

  async begin(query: Query, schoolId: number) {
    this.query = query
    this.schoolId = schoolId
    // The schema does not change while a sweep runs: its foreign keys are read once.
    this.references = await schoolReferences(query)
    this.snapshot = await schoolSnapshot(query, schoolId, this.references)
  }

  /**
   * Makes the call as the actor and checks the answer, then that school A is exactly as it was; answers the
   * answer. With `missing` (the same request with ids that name no record where A's were), that is sent
   * first and A's ids must be answered with the same status: A's records are not there for the caller, not
   * even as a different refusal.
   */
  async probe(
    actor: string,
    call: SweepCall,
    expectation: (call: SweepCall, namesVictim: boolean) => Expectation,
    request = requestFor(call, this.ids),
    { missing }: { missing?: SweepRequest } = {},
  ) {
    const absent = missing && (await send(this.actors[actor], call, missing))
    const answer = await send(this.actors[actor], call, request)
    const problem = judge(answer, expectation(call, request.namesVictim), this.markers)
    const after = await schoolSnapshot(this.query, this.schoolId, this.references)
    const changed = after !== this.snapshot
    this.snapshot = after
    expect(problem, `${call.label} as ${actor}: ${problem}`).toBeNull()
    expect(changed, `${call.label} as ${actor} changed school A (${answer.status} ${answer.text.slice(0, 200)})`).toBe(false)
    if (absent)
      expect(
        answer.status,
        `${call.label} as ${actor}: A's ids answered ${answer.status} (${answer.text.slice(0, 200)}), ids of nothing ${absent.status} (${absent.text.slice(0, 200)})`,
      ).toBe(absent.status)
    return answer
  }
}

/** Ids of every kind that name no record at all (each kind its own, so that two kinds in one request differ). */
export const MISSING_IDS: VictimIds = new Proxy(
  {},
  {
    get: (_, kind) => {
      const n = [...String(kind)].reduce((sum, c) => (sum * 31 + c.charCodeAt(0)) % 1_000_000, 0) * 2
      return [2_000_000_000 + n, 2_000_000_001 + n]
    },
  },
)
