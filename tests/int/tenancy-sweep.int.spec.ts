/**
 * The tenancy sweep over school management (issue 4): for every routed call of the areas below, as a
 * teacher and as a school admin of school B, with school A's ids, the answer is 403 or 404 (or, for a
 * call naming none of A's records, mentions none of them) and nothing of school A changes. Then, with A's
 * own ids: A's pupils are refused every staff call, and A's teachers who are not admins every admin call.
 * The driver is tests/helpers/tenancy-sweep.ts; later issues call it with their own areas.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { endpoints } from '../../endpoints'
import { makeSchoolThroughApi } from '../helpers/factories'
import { testServer, type TestServer } from '../helpers/server'
import { plannedCalls, type Expectation, type SweepCall, Sweep } from '../helpers/tenancy-sweep'

// The calls are declared in tests/helpers/tenancy-sweep-plan.ts: the areas school, pupils, groups, teachers,
// experimental and deleted-users, superuser.schools.generatecode, and the school-management calls outside the
// catalogue (one class, login cards). A pupil's spelling history that names a list or a game session
// ({ident}, {sid}) needs school A to have played: tests/int/homework-tenancy.int.spec.ts sweeps those calls.
const calls = plannedCalls(endpoints, 'school-management')

/**
 * Calls whose right answer to A's ids is not 403/404, and why. They must still mention nothing private
 * of A and change nothing.
 */
const PUBLIC: Record<string, string> = {
  'school.existence.check': 'answers only whether a school id exists (pupils type it to sign in); ids are sequential anyway',
  'school.search': 'a directory of school names, for teachers looking for their school; never codes or people',
}

let server: TestServer
let a: Awaited<ReturnType<typeof makeSchoolThroughApi>>
let b: Awaited<ReturnType<typeof makeSchoolThroughApi>>
const sweep = new Sweep()

beforeAll(async () => {
  server = await testServer()
  a = await makeSchoolThroughApi(server, { pupils: 4, classes: 2 })
  b = await makeSchoolThroughApi(server, { pupils: 2, classes: 1 })
  const subgroup = (
    await a.asTeacher.post(`users/me/school/groups/${a.groups[0].id}/groups`, { name: `Sub ${a.marker}`, pupilIds: [a.pupils[0].id] })
  ).body
  await a.asTeacher.post(`users/me/school/groups/${a.groups[0].id}/pupils/signinkeys`)
  const deleted = a.pupils[3]
  expect((await a.asTeacher.delete('users/me/school/pupils', { body: { pupilIds: [deleted.id] } })).status).toBe(200)
  sweep.ids = {
    school: [a.school.id],
    pupil: a.pupils.slice(0, 3).map((p) => p.id),
    teacher: [a.teacher.id, a.admin.id],
    group: a.groups.map((g) => g.id),
    subgroup: [subgroup.id],
    deletedUser: [deleted.id],
    user: [a.pupils[0].id, a.teacher.id, a.admin.id, deleted.id],
  }
  sweep.markers = { privateMarkers: [a.marker, a.school.code], publicMarkers: [a.publicMarker] }
  await sweep.cast(server, a, b, [
    'a teacher of school B',
    'a school admin of school B',
    'a pupil of school A',
    'a teacher (not admin) of school A',
    'a superuser managing school B',
  ])
  await sweep.begin(server.query, a.school.id)
})

const acrossSchools = (call: SweepCall, namesVictim: boolean): Expectation =>
  PUBLIC[call.id ?? ''] ? 'public' : namesVictim ? 'refused' : 'no-mention'

describe('tenancy sweep: school B against school A’s ids', () => {
  it('covers every school-management call', () => {
    // Which calls is the plan's to say (and npm run api:coverage fails on a routed call it leaves out).
    expect(calls.length).toBeGreaterThan(60)
  })
  for (const actor of ['a teacher of school B', 'a school admin of school B', 'a superuser managing school B']) {
    describe(actor, () => {
      for (const call of calls) {
        // A superuser may reach any school through the calls that name one (schools/{id}, generatecode,
        // purge, manageschool): those are theirs by design, and tested in school.int.spec.ts.
        const superuserMayName =
          actor.startsWith('a superuser') &&
          (/^schools\/\{id\}|^superuser\/|^users\/deleted\//.test(call.path) || call.id === 'school.manage')
        if (superuserMayName) continue
        it(`${call.label}`, () => sweep.probe(actor, call, acrossSchools))
      }
    })
  }
})

describe('role sweep: school A’s own ids', () => {
  const staffOnly = calls.filter((call) => !['anon', 'user'].includes(call.role))
  describe('a pupil of school A is refused every staff call', () => {
    for (const call of staffOnly) it(`${call.label}`, () => sweep.probe('a pupil of school A', call, () => 'forbidden'))
  })
  describe('a teacher of school A who is not an admin is refused every admin call', () => {
    const adminOnly = calls.filter((call) => ['schooladmin', 'superuser'].includes(call.role))
    for (const call of adminOnly) it(`${call.label}`, () => sweep.probe('a teacher (not admin) of school A', call, () => 'forbidden'))
  })
})
