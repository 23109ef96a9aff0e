/**
 * The mixed tenancy sweep: the other sweeps name only school A's records, so a call like "add these pupils
 * to class {id}" is refused at the class, before its pupils are looked at. Here school B's people act on
 * records of their own (the first path parameter: their class, list, homework, pupil, game) with school A's
 * ids everywhere else (A's pupils, teachers, words, sessions, entries). Every such call of every sweep of the
 * plan (tests/helpers/tenancy-sweep-plan.ts) must answer 403 or 404, mention nothing of A and change nothing
 * of A.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { endpoints } from '../../endpoints'
import type { EndpointExample } from '../../lib/api/define-endpoint'
import { startTestServer, type TestServer } from '../helpers/server'
import { seedSpellingData } from '../helpers/spelling'
import { makeSweepSchool } from '../helpers/tenancy-school'
import { KEY_KINDS, PARAM_KINDS, SEGMENT_KINDS, plannedCalls, requestFor, Sweep, type SweepCall, type VictimIds } from '../helpers/tenancy-sweep'
import { SWEEPS, type SweepName } from '../helpers/tenancy-sweep-plan'

// Every kind of id the other sweeps name, and the ids inside bodies that name a game, a list word or a dictionary word.
Object.assign(PARAM_KINDS, { wordId: 'listWord', sid: 'session', ident: 'list', gid: 'group', tid: 'teacher', deviceId: 'device' })
Object.assign(SEGMENT_KINDS, {
  lists: 'list',
  words: 'listWord',
  dictionary: 'entry',
  reports: 'report',
  testmodegamesession: 'session',
  user: 'user',
  group: 'group',
  homework: 'homework',
  multi: 'homeworkSet',
})
KEY_KINDS.unshift(
  [/^homeworkIds?$/, 'homework'],
  [/^lists$/, 'list'],
  [/^group_id$/, 'group'],
  [/^user_ids$/, 'pupil'],
  [/^entry$/, 'ledgerEntry'],
  [/^sessionId$/, 'session'],
  [/^wordId$/, 'listWord'],
  [/^(dictionary_id|merge_id)$/, 'entry'],
)

/** Requests for calls whose endpoint declares no example (as in tests/int/account-tenancy.int.spec.ts). */
const EXAMPLES: Record<string, EndpointExample> = {
  'avatars.pupil.purchases.remove': { query: { entry: '1' } },
}

const unique = <T>(items: T[], key: (item: T) => string) => [...new Map(items.map((item) => [key(item), item])).values()]
const planned = unique(
  (Object.keys(SWEEPS) as SweepName[]).flatMap((name) => plannedCalls(endpoints, name)),
  (call) => call.label,
).map((call) => ({ ...call, example: call.example ?? EXAMPLES[call.label] }))

/** Placeholder ids of every kind, to tell which calls have both an own record in the path and one of A's elsewhere. */
const anyIds: VictimIds = new Proxy({}, { get: () => [1] })
const calls = planned.filter((call) => /\{/.test(call.path) && requestFor(call, anyIds, anyIds).namesVictim)

let server: TestServer
let b: Awaited<ReturnType<typeof makeSweepSchool>>
const sweep = new Sweep()
const actors = sweep.actors

beforeAll(async () => {
  server = await startTestServer()
  await seedSpellingData(server.payload)
  const a = await makeSweepSchool(server)
  b = await makeSweepSchool(server)
  sweep.ids = a.ids
  sweep.markers = a.markers
  actors['a teacher of school B'] = b.asTeacher
  actors['a school admin of school B'] = b.asAdmin
  actors['a pupil of school B'] = b.asPupil
  await sweep.begin(server.query, a.school.id)
})
afterAll(() => server?.close())

describe('mixed tenancy sweep: school B’s own records with school A’s ids inside', () => {
  it('covers the calls that name a record of their own and another', () => {
    expect(calls.length).toBeGreaterThanOrEqual(25)
  })
  for (const actor of ['a teacher of school B', 'a school admin of school B', 'a pupil of school B']) {
    describe(actor, () => {
      for (const call of calls) it(call.label, () => sweep.probe(actor, call, () => 'refused', requestFor(call, sweep.ids, b.ids)))
    })
  }
})
