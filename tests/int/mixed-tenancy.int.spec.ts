/**
 * The mixed tenancy sweep: the other sweeps aim every id of a request at school A, so a call like "add these
 * pupils to class {id}" is refused at the class before its pupils are looked at. Here, for every call of
 * every sweep of the plan (tests/helpers/tenancy-sweep-plan.ts) whose request names records in two places or
 * more, school B's people send it once per place with A's record in that place only and B's own everywhere
 * else (B's class with A's pupils, A's class with B's pupils, B's list with A's word, B's game with A's
 * session …), and so does a superuser managing B through users/me/school/… and homework. Each must answer
 * 403 or 404 (or 422 naming the field, for an id inside the body or query), exactly as it answers the same
 * request with an id that does not exist in that place, mention nothing of A and change nothing of A.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { endpoints } from '../../endpoints'
import type { EndpointExample } from '../../lib/api/define-endpoint'

import { testServer, type TestServer } from '../helpers/server'
import { makeSweepSchool } from '../helpers/tenancy-school'
import {
  KEY_KINDS,
  MISSING_IDS,
  PARAM_KINDS,
  SEGMENT_KINDS,
  plannedCalls,
  requestFor,
  Sweep,
  type SweepCall,
  type VictimIds,
} from '../helpers/tenancy-sweep'
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
  requests: 'joinRequester',
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

/** Placeholder ids of every kind, to find the places of each call's request that name a record. */
const anyIds: VictimIds = new Proxy({}, { get: () => [1] })
const probes = planned.flatMap((call) => {
  const { places } = requestFor(call, anyIds)
  return places.length < 2 ? [] : places.map((place, victimSlot) => ({ call, place, victimSlot }))
})

let server: TestServer
let b: Awaited<ReturnType<typeof makeSweepSchool>>
const sweep = new Sweep()

beforeAll(async () => {
  server = await testServer()
  const a = await makeSweepSchool(server)
  b = await makeSweepSchool(server)
  sweep.ids = a.ids
  sweep.markers = a.markers
  await sweep.cast(server, a, b, [
    'a teacher of school B',
    'a school admin of school B',
    'a pupil of school B',
    'a superuser managing school B',
  ])
  await sweep.begin(server.query, a.school.id)
})

/**
 * The request with A's record in one place, checked by the sweep against the same request with an id that
 * does not exist in that place: both must be answered alike.
 */
const probeMixed = (actor: string, call: SweepCall, victimSlot: number) =>
  sweep.probe(actor, call, () => 'refused-or-invalid', requestFor(call, sweep.ids, { own: b.ids, victimSlot }), {
    missing: requestFor(call, MISSING_IDS, { own: b.ids, victimSlot }),
  })

describe('mixed tenancy sweep: school B’s own records with school A’s ids inside', () => {
  it('covers the calls that name records in two places or more', () => {
    expect(new Set(probes.map((p) => p.call.label)).size).toBeGreaterThanOrEqual(30)
  })
  for (const actor of ['a teacher of school B', 'a school admin of school B', 'a pupil of school B', 'a superuser managing school B']) {
    describe(actor, () => {
      for (const { call, place, victimSlot } of probes) {
        // A superuser may reach any school's lists, dictionary and users by design (so may set B's homework
        // from A's list); the school they manage bounds only users/me/school/… and homework, and the people,
        // classes and homework in them.
        if (actor.startsWith('a superuser') && (!/^(users\/me\/school\/|homework)/.test(call.path) || /lists|\{ident\}/.test(place)))
          continue
        it(`${call.label} with A's ${place}`, () => probeMixed(actor, call, victimSlot))
      }
    })
  }
})
