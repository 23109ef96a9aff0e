/**
 * The tenancy sweep (tests/helpers/tenancy-sweep.ts) over the spelling calls of issue 5: dictionary, lists,
 * their reports, spelling sessions. School B's staff call each with school A's lists, words, sessions,
 * reports, dictionary words and people: 403 or 404, nothing of A mentioned or changed. Then A's pupils are
 * refused every staff call and A's teachers every superuser call.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { endpoints } from '../../endpoints'
import { makeSchoolThroughApi, signInPupil } from '../helpers/factories'
import { testServer, type TestServer } from '../helpers/server'
import { PARAM_KINDS, SEGMENT_KINDS, plannedCalls, Sweep } from '../helpers/tenancy-sweep'

// What the spelling paths' parameters name (added here, as the sweep's own tables know school management only).
Object.assign(PARAM_KINDS, { wordId: 'listWord', sid: 'session' })
Object.assign(SEGMENT_KINDS, {
  lists: 'list',
  words: 'listWord',
  dictionary: 'entry',
  reports: 'report',
  testmodegamesession: 'session',
  user: 'user',
  group: 'group',
})

// The calls are declared in tests/helpers/tenancy-sweep-plan.ts: the areas dictionary, lists, spelling-sessions
// and lettertiles, and the spelling reports of other areas. Schemes and suggestions are the provider's public
// lists (their parameters are names, not any school's records): the plan gives them a reason instead.
const calls = plannedCalls(endpoints, 'spelling')

let server: TestServer
let a: Awaited<ReturnType<typeof makeSchoolThroughApi>>
let b: Awaited<ReturnType<typeof makeSchoolThroughApi>>
const sweep = new Sweep()

beforeAll(async () => {
  server = await testServer()
  a = await makeSchoolThroughApi(server, { pupils: 2, classes: 1 })
  b = await makeSchoolThroughApi(server, { pupils: 1, classes: 1 })
  const asPupil = await signInPupil(server.api, a.school.id, a.pupils[0].school_username, a.pupils[0].password)
  const list = (await a.asTeacher.post('users/me/lists', { title: `Private ${a.marker}`, words: ['dog', 'cat', 'light'] })).body
  const shared = (await a.asTeacher.post('users/me/lists', { title: `Shared ${a.marker}`, visibility: 'school', words: ['ship'] })).body
  await a.asTeacher.put(`lists/${list.id}/favourite/pupils/${a.pupils[0].id}`)
  await a.asTeacher.put(`lists/${list.id}/favourite/group/${a.groups[0].id}`)
  await a.asTeacher.put(`lists/${list.id}/favourite/allteachers`)
  const game = (await asPupil.post(`lists/${list.id}/gamesession`, { difficulty: 2 })).body.session
  await server.query(`UPDATE spelling_sessions SET started_at = started_at - interval '1 minute' WHERE id = $1`, [game.id])
  await asPupil.post(`lists/${list.id}/gameplay`, { sessionId: game.id, wordId: list.words[0].id, typed: 'dog', timeMs: 3000 })
  const test = (await asPupil.post(`lists/${list.id}/testmodegamesession`, {})).body.session
  const report = (await asPupil.post(`lists/${list.id}/report`, { reason: `Odd ${a.marker}` })).body
  await asPupil.post(`lists/words/${list.words[1].id}/report`, { reason: `Odd word ${a.marker}` })
  const word = (await a.asTeacher.post('users/me/dictionary', { word: 'Oakwhistle', definition: `Mascot of ${a.marker}` })).body
  sweep.ids = {
    list: [list.id, shared.id],
    listWord: list.words.map((w: any) => w.id),
    session: [game.id, test.id],
    report: [report.id],
    entry: [word.id],
    pupil: a.pupils.map((p) => p.id),
    teacher: [a.teacher.id, a.admin.id],
    group: a.groups.map((g) => g.id),
    user: [a.pupils[0].id, a.teacher.id],
    school: [a.school.id],
  }
  sweep.markers = { privateMarkers: [a.marker, a.school.code], publicMarkers: [a.publicMarker] }
  await sweep.cast(server, a, b, [
    'a teacher of school B',
    'a school admin of school B',
    'a pupil of school B',
    'a pupil of school A',
    'a teacher (not admin) of school A',
  ])
  await sweep.begin(server.query, a.school.id)
})

describe('spelling tenancy sweep: school B against school A’s ids', () => {
  it('covers every spelling call built so far', () => {
    expect(calls.length).toBeGreaterThan(45)
  })
  for (const actor of ['a teacher of school B', 'a school admin of school B', 'a pupil of school B']) {
    describe(actor, () => {
      for (const call of calls) it(call.label, () => sweep.probe(actor, call, (_, namesVictim) => (namesVictim ? 'refused' : 'no-mention')))
    })
  }
})

describe('spelling role sweep: school A’s own ids', () => {
  describe('a pupil of school A is refused every staff call', () => {
    for (const call of calls.filter((c) => !['anon', 'user'].includes(c.role)))
      it(call.label, () => sweep.probe('a pupil of school A', call, () => 'forbidden'))
  })
  describe('a teacher of school A is refused every superuser call', () => {
    for (const call of calls.filter((c) => ['schooladmin', 'superuser'].includes(c.role)))
      it(call.label, () => sweep.probe('a teacher (not admin) of school A', call, () => 'forbidden'))
  })
})
