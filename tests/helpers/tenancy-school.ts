/**
 * A school with a record of every kind the tenancy sweeps name (tests/helpers/tenancy-sweep.ts): people and
 * classes, a subgroup and a deleted pupil, a list with words, games (one left unfinished) and a test, a report,
 * a school word, homework and a homework set, a trusted device and a coin ledger entry. Every name carries the
 * school's marker. For sweeps that need two such schools, or the ids of both.
 */
import { createSession } from '../../lib/auth/sessions'
import { makeSchoolThroughApi, signInPupil } from './factories'
import type { Api } from './http'
import type { TestServer } from './server'
import { playList } from './spelling-play'
import type { VictimIds } from './tenancy-sweep'

async function expectOk<T = any>(request: Promise<{ status: number; body: T; text: string }>, what: string): Promise<T> {
  const answer = await request
  if (answer.status !== 200 && answer.status !== 201) throw new Error(`${what}: ${answer.status} ${answer.text}`)
  return answer.body
}

/** Needs the spelling data seeded (tests/helpers/spelling.ts). */
export async function makeSweepSchool(server: TestServer) {
  const s = await makeSchoolThroughApi(server, { pupils: 4, classes: 2 })
  const { marker } = s
  const asPupil = await signInPupil(server.api, s.school.id, s.pupils[0].school_username, s.pupils[0].password)
  const subgroup = await expectOk(
    s.asTeacher.post(`users/me/school/groups/${s.groups[0].id}/groups`, { name: `Sub ${marker}`, pupilIds: [s.pupils[0].id] }),
    'a subgroup',
  )
  const deleted = s.pupils[3]
  await expectOk(s.asTeacher.delete('users/me/school/pupils', { body: { pupilIds: [deleted.id] } }), 'deleting a pupil')

  const list = await expectOk(s.asTeacher.post('users/me/lists', { title: `Private ${marker}`, words: ['dog', 'cat', 'light'] }), 'a list')
  const homework = await expectOk(
    s.asTeacher.post('homework', {
      title: `Homework ${marker}`,
      lists: [list.id],
      startsAt: new Date(Date.now() - 86_400_000).toISOString(),
      dueAt: '2099-01-01',
      groups: [s.groups[0].id],
    }),
    'homework',
  )
  const set = await expectOk(
    s.asTeacher.post('homework/multi', {
      name: `Set ${marker}`,
      groups: [s.groups[0].id],
      homework: [{ lists: [list.id], dueAt: '2099-02-01' }],
    }),
    'a homework set',
  )
  const played = await playList(server, asPupil, list.id, { wrong: ['cat'] })
  const test = await playList(server, asPupil, list.id, { test: true })
  // A game left unfinished, so that calls on a session meet one they could still change.
  const open = (await expectOk(asPupil.post(`lists/${list.id}/gamesession`, { difficulty: 2 }), 'an unfinished game')).session
  const report = await expectOk(asPupil.post(`lists/${list.id}/report`, { reason: `Odd ${marker}` }), 'a list report')
  const word = await expectOk(
    s.asTeacher.post('users/me/dictionary', { word: `Oak${marker.replace(/[^a-z]/gi, '')}`, definition: `Mascot of ${marker}` }),
    'a school word',
  )

  const recent = server.api.as((await createSession(server.payload, undefined, { userId: s.teacher.id, passwordVerified: true })).token)
  const device = await expectOk(recent.post('users/me/devices', { name: `Laptop ${marker}` }), 'a trusted device')
  const grant = await expectOk(
    s.asTeacher.post(`users/me/school/pupils/${s.pupils[0].id}/avatarpurchases`, { type: 'coins', amount: 5 }),
    'a coin grant',
  )

  const ids: VictimIds = {
    school: [s.school.id],
    pupil: s.pupils.slice(0, 3).map((p) => p.id),
    teacher: [s.teacher.id, s.admin.id],
    group: s.groups.map((g) => g.id),
    subgroup: [subgroup.id],
    deletedUser: [deleted.id],
    user: [s.pupils[0].id, s.teacher.id, s.admin.id],
    list: [list.id],
    listWord: list.words.map((w: any) => w.id),
    session: [open.id, played.id, test.id],
    report: [report.id],
    entry: [word.id],
    homework: [homework.id, set.homework[0].id],
    homeworkSet: [set.id],
    device: [device.device.id],
    ledgerEntry: [grant.id],
  }
  return { ...s, asPupil: asPupil as Api, ids, markers: { privateMarkers: [marker, s.school.code], publicMarkers: [s.publicMarker] } }
}
