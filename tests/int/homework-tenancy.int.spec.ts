/**
 * The tenancy sweep (tests/helpers/tenancy-sweep.ts) over homework and the spelling reports: school B's staff
 * and pupils (and a superuser managing B) call each with school A's homework, sets, classes, pupils, lists and
 * game sessions: 403 or 404, nothing of A mentioned or changed. Then A's pupils are refused every staff call.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { endpoints } from '../../endpoints'
import { makeSchoolThroughApi, signInPupil } from '../helpers/factories'
import { testServer, type TestServer } from '../helpers/server'
import { playList } from '../helpers/spelling-play'
import { KEY_KINDS, PARAM_KINDS, SEGMENT_KINDS, plannedCalls, requestFor, type SweepCall, Sweep } from '../helpers/tenancy-sweep'

// What the homework and report paths' parameters and keys name (the sweep's own tables know school management only).
Object.assign(PARAM_KINDS, { sid: 'session', ident: 'list', gid: 'group', tid: 'teacher' })
Object.assign(SEGMENT_KINDS, { homework: 'homework', multi: 'homeworkSet', group: 'group' })
KEY_KINDS.unshift([/^homeworkIds?$/, 'homework'], [/^lists$/, 'list'], [/^group_id$/, 'group'], [/^user_ids$/, 'pupil'])

/** The calls, declared in tests/helpers/tenancy-sweep-plan.ts: the homework area and the spelling reports of other areas. */
const calls = plannedCalls(endpoints, 'homework')

/** Body `ids` name homework or sets by the call: the sweep cannot tell from the key alone. */
const BODY_ID_KINDS: Record<string, string> = { 'homework.bulk_delete': 'homework', 'homework.sets.delete': 'homeworkSet' }

let server: TestServer
let a: Awaited<ReturnType<typeof makeSchoolThroughApi>>
let b: Awaited<ReturnType<typeof makeSchoolThroughApi>>
const sweep = new Sweep()

beforeAll(async () => {
  server = await testServer()
  a = await makeSchoolThroughApi(server, { pupils: 2, classes: 2 })
  b = await makeSchoolThroughApi(server, { pupils: 1, classes: 1 })
  const list = (await a.asTeacher.post('users/me/lists', { title: `Private ${a.marker}`, words: ['dog', 'cat', 'light'] })).body
  const homework = (
    await a.asTeacher.post('homework', {
      title: `Homework ${a.marker}`,
      lists: [list.id],
      startsAt: new Date(Date.now() - 86_400_000).toISOString(),
      dueAt: '2099-01-01',
      groups: [a.groups[0].id],
    })
  ).body
  const set = (
    await a.asTeacher.post('homework/multi', {
      name: `Set ${a.marker}`,
      groups: [a.groups[0].id],
      homework: [{ lists: [list.id], dueAt: '2099-02-01' }],
    })
  ).body
  const asPupil = await signInPupil(server.api, a.school.id, a.pupils[0].school_username, a.pupils[0].password)
  const game = await playList(server, asPupil, list.id, { wrong: ['cat'] })
  const test = await playList(server, asPupil, list.id, { test: true })
  sweep.ids = {
    homework: [homework.id, set.homework[0].id],
    homeworkSet: [set.id],
    list: [list.id],
    session: [game.id, test.id],
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
    'a superuser managing school B',
    'a pupil of school A',
  ])
  await sweep.begin(server.query, a.school.id)
})

function aimedRequest(call: SweepCall) {
  const request = requestFor(call, sweep.ids)
  const kind = BODY_ID_KINDS[call.id ?? '']
  if (kind && request.body && typeof request.body === 'object')
    return { ...request, body: { ...request.body, ids: sweep.ids[kind] }, namesVictim: true }
  return request
}

describe('homework and spelling reports tenancy sweep: school B against school A’s ids', () => {
  it('covers every homework call built and every spelling report', () => {
    expect(calls.length).toBeGreaterThanOrEqual(36)
  })
  for (const actor of ['a teacher of school B', 'a school admin of school B', 'a pupil of school B', 'a superuser managing school B']) {
    describe(actor, () => {
      for (const call of calls)
        it(call.label, () => sweep.probe(actor, call, (_, namesVictim) => (namesVictim ? 'refused' : 'no-mention'), aimedRequest(call)))
    })
  }
})

describe('homework and spelling reports role sweep: school A’s own ids', () => {
  describe('a pupil of school A is refused every staff call', () => {
    for (const call of calls.filter((c) => !['anon', 'user'].includes(c.role)))
      it(call.label, () => sweep.probe('a pupil of school A', call, () => 'forbidden', aimedRequest(call)))
  })
})
