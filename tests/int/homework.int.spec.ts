/**
 * Homework over HTTP: a teacher sets word lists for classes and pupils, pupils see and play them, and the
 * teacher reads real results (sessions played through the spelling API and scored by the server).
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { makeSchoolThroughApi, makeUser, signIn, signInPupil, STAFF_PASSWORD } from '../helpers/factories'
import type { Api } from '../helpers/http'
import { testServer, type TestServer } from '../helpers/server'
import { moveSession, playList } from '../helpers/spelling-play'

const DAY = 24 * 60 * 60_000
const days = (n: number) => new Date(Date.now() + n * DAY).toISOString()

let server: TestServer
let a: Awaited<ReturnType<typeof makeSchoolThroughApi>>
let b: Awaited<ReturnType<typeof makeSchoolThroughApi>>
let pupils: Api[]
let listOne: { id: number; title: string; words: { id: number; word: string }[] }
let listTwo: { id: number; title: string; words: { id: number; word: string }[] }
let bList: { id: number }
let colleague: Api

beforeAll(async () => {
  server = await testServer()
  a = await makeSchoolThroughApi(server, { pupils: 3, classes: 2 })
  b = await makeSchoolThroughApi(server, { pupils: 1, classes: 1 })
  pupils = await Promise.all(a.pupils.map((p) => signInPupil(server.api, a.school.id, p.school_username, p.password)))
  listOne = (await a.asTeacher.post('users/me/lists', { title: 'Week one', words: ['cat', 'ship', 'rain', 'friend'] })).body
  listTwo = (await a.asTeacher.post('users/me/lists', { title: 'Week two', words: ['light', 'night', 'bright'] })).body
  bList = (await b.asTeacher.post('users/me/lists', { title: 'B only', words: ['dog'] })).body
  // A second teacher of school A, not an admin, who looks after none of this homework.
  const other = await a.asAdmin.post('users/me/school/teachers', {
    name: `Colleague ${a.marker}`,
    email: `colleague.${a.marker}@example.test`,
    username: `colleague_${a.marker}`,
    password: STAFF_PASSWORD,
  })
  colleague = await signIn(server.api, other.body.username)
})

const count = async (table: string) => (await server.query(`SELECT count(*)::int AS n FROM ${table}`))[0].n
const snapshot = async () =>
  [await count('homework'), await count('homework_items'), await count('homework_rels'), await count('homework_sets')].join('/')

async function setHomework(body: Record<string, unknown> = {}, api = a.asTeacher) {
  const answer = await api.post('homework', {
    lists: [listOne.id],
    difficulty: 2,
    startsAt: days(-1),
    dueAt: days(6),
    groups: [a.groups[0].id],
    ...body,
  })
  if (answer.status !== 201) throw new Error(`homework: ${answer.status} ${answer.text}`)
  return answer.body
}

describe('[homework.create] POST homework', () => {
  it('sets a list for a class with a difficulty and dates; the class’s pupils may then play the teacher’s private list', async () => {
    expect((await pupils[0].post(`lists/${listTwo.id}/gamesession`, { difficulty: 3 })).status).toBe(404)
    const answer = await a.asTeacher.post('homework', {
      lists: [listTwo.id],
      difficulty: 3,
      dueAt: days(7).slice(0, 10),
      groups: [a.groups[0].id],
      notes: 'Practise every night',
    })
    expect(answer.status).toBe(201)
    expect(answer.body).toMatchObject({
      title: 'Week two',
      notes: 'Practise every night',
      school_id: a.school.id,
      setBy: { id: a.teacher.id },
      set: null,
      status: 'open',
      items: [{ product: 'spelling', ref: listTwo.id, settings: { difficulty: 3, test: false }, title: 'Week two', wordCount: 3 }],
      groups: [{ id: a.groups[0].id, name: a.groups[0].name, parent: null }],
      pupils: [],
      excludedPupils: [],
      teachers: [{ id: a.teacher.id }],
      pupil_count: 3,
    })
    // A date alone for the due date means the end of that day.
    expect(answer.body.dueAt).toBe(`${days(7).slice(0, 10)}T23:59:59.999Z`)
    expect((await pupils[0].post(`lists/${listTwo.id}/gamesession`, { difficulty: 3 })).status).toBe(201)
    // A pupil of school B still cannot.
    const bPupil = await signInPupil(server.api, b.school.id, b.pupils[0].school_username, b.pupils[0].password)
    expect((await bPupil.post(`lists/${listTwo.id}/gamesession`, { difficulty: 3 })).status).toBe(404)
  })
  it('sets homework for pupils by name, with other teachers and several lists (items of any registered product)', async () => {
    const answer = await a.asTeacher.post('homework', {
      title: 'Two weeks',
      items: [
        { product: 'spelling', ref: listOne.id, settings: { difficulty: 1 } },
        { product: 'spelling', ref: listTwo.id, settings: { difficulty: 4, test: true } },
      ],
      dueAt: days(14),
      pupilIds: [a.pupils[2].id],
      teachers: [a.admin.id],
    })
    expect(answer.status).toBe(201)
    expect(answer.body.items.map((i: any) => [i.ref, i.settings])).toEqual([
      [listOne.id, { difficulty: 1, test: false }],
      [listTwo.id, { difficulty: 4, test: true }],
    ])
    expect(answer.body.pupils).toEqual([{ id: a.pupils[2].id, name: a.pupils[2].name, school_username: a.pupils[2].school_username }])
    expect(answer.body.teachers.map((t: any) => t.id).sort()).toEqual([a.teacher.id, a.admin.id].sort())
    expect(answer.body.pupil_count).toBe(1)
  })
  it('refuses bad input with field errors and creates nothing', async () => {
    const before = await snapshot()
    const cases: [Record<string, unknown>, string][] = [
      [{ lists: [listOne.id], groups: [a.groups[0].id] }, 'dueAt'],
      [{ lists: [listOne.id], groups: [a.groups[0].id], startsAt: days(3), dueAt: days(2) }, 'dueAt'],
      [{ lists: [listOne.id], dueAt: days(2) }, 'groups'],
      [{ lists: [listOne.id], dueAt: days(2), groups: [a.groups[0].id], difficulty: 7 }, 'difficulty'],
      [{ lists: [listOne.id], dueAt: 'next tuesday', groups: [a.groups[0].id] }, 'dueAt'],
      [{ lists: [listOne.id], dueAt: days(2), groups: [a.groups[0].id], score: 100 }, 'score'],
      [{ lists: [listOne.id], items: [{ product: 'spelling', ref: listOne.id }], dueAt: days(2), groups: [a.groups[0].id] }, 'items'],
      [{ items: [{ product: 'tennis', ref: listOne.id }], dueAt: days(2), groups: [a.groups[0].id] }, 'items.0.product'],
      [
        { items: [{ product: 'spelling', ref: listOne.id, settings: { difficulty: 9 } }], dueAt: days(2), groups: [a.groups[0].id] },
        'items.0.settings.difficulty',
      ],
      [{ lists: [listOne.id, listOne.id], dueAt: days(2), groups: [a.groups[0].id] }, 'lists'],
    ]
    for (const [body, path] of cases) {
      const answer = await a.asTeacher.post('homework', body)
      expect(answer.status, JSON.stringify(body)).toBe(422)
      expect(
        answer.body.fields.map((f: any) => f.path),
        JSON.stringify(body),
      ).toContain(path)
    }
    expect(await snapshot()).toBe(before)
  })
  it('answers 404 for another school’s class, pupil, teacher or private list, and refuses pupils', async () => {
    const before = await snapshot()
    expect((await a.asTeacher.post('homework', { lists: [listOne.id], dueAt: days(2), groups: [b.groups[0].id] })).status).toBe(404)
    expect((await a.asTeacher.post('homework', { lists: [listOne.id], dueAt: days(2), pupilIds: [b.pupils[0].id] })).status).toBe(404)
    expect(
      (await a.asTeacher.post('homework', { lists: [listOne.id], dueAt: days(2), pupilIds: [a.pupils[0].id], teachers: [b.teacher.id] }))
        .status,
    ).toBe(404)
    expect((await a.asTeacher.post('homework', { lists: [bList.id], dueAt: days(2), groups: [a.groups[0].id] })).status).toBe(404)
    expect((await pupils[0].post('homework', { lists: [listOne.id], dueAt: days(2), groups: [a.groups[0].id] })).status).toBe(403)
    expect((await server.api.post('homework', { lists: [listOne.id], dueAt: days(2), groups: [a.groups[0].id] })).status).toBe(401)
    expect(await snapshot()).toBe(before)
  })
})

describe('[homework.list] GET homework', () => {
  it('lists the school’s homework for staff, filtered by class, pupil, status and their own', async () => {
    const open = await setHomework({ title: `Open ${a.marker}`, groups: [a.groups[1].id] })
    const upcoming = await setHomework({ title: 'Upcoming', startsAt: days(2), dueAt: days(9), groups: [a.groups[1].id] })
    const past = await setHomework({ title: 'Past', startsAt: days(-9), dueAt: days(-2), groups: [a.groups[1].id] }, a.asAdmin)
    const byClass = await colleague.get('homework', { query: { group_id: String(a.groups[1].id), sort: 'dueAt' } })
    expect(byClass.status).toBe(200)
    expect(byClass.body.docs.map((h: any) => h.id)).toEqual([past.id, open.id, upcoming.id])
    expect(byClass.body).toMatchObject({ totalDocs: 3, page: 1, hasNextPage: false })
    const current = await a.asTeacher.get('homework', { query: { group_id: String(a.groups[1].id), status: 'current', mine: 'true' } })
    expect(current.body.docs.map((h: any) => h.id)).toEqual([upcoming.id, open.id])
    const onlyPast = await a.asTeacher.get('homework', { query: { group_id: String(a.groups[1].id), status: 'past' } })
    expect(onlyPast.body.docs.map((h: any) => h.status)).toEqual(['past'])
    expect((await a.asTeacher.get('homework', { query: { group_id: String(b.groups[0].id) } })).status).toBe(404)
    expect((await b.asTeacher.get('homework')).body.docs.some((h: any) => h.school_id === a.school.id)).toBe(false)
    expect((await a.asTeacher.get('homework', { query: { status: 'someday' } })).status).toBe(422)
  })
  it('lists a pupil’s own started homework with their progress, and nothing of other pupils', async () => {
    const mine = await setHomework({ title: 'Just for pupil 2', pupilIds: [a.pupils[1].id], groups: undefined })
    await setHomework({ title: 'Not yet', startsAt: days(1), dueAt: days(5), pupilIds: [a.pupils[1].id], groups: undefined })
    const answer = await pupils[1].get('homework')
    expect(answer.status).toBe(200)
    const titles = answer.body.docs.map((h: any) => h.title)
    expect(titles).toContain('Just for pupil 2')
    expect(titles).not.toContain('Not yet')
    const doc = answer.body.docs.find((h: any) => h.id === mine.id)
    expect(doc).toMatchObject({
      status: 'open',
      complete: false,
      items: [{ ref: listOne.id, progress: { started: false, complete: false, sessions: 0 } }],
    })
    expect(doc).not.toHaveProperty('pupils')
    expect((await pupils[0].get('homework')).body.docs.map((h: any) => h.id)).not.toContain(mine.id)
  })
})

describe('[homework.get] GET homework/{id}', () => {
  it('answers staff of the school and the pupils it is set for; others 404', async () => {
    const homework = await setHomework({ pupilIds: [a.pupils[0].id], groups: undefined })
    expect((await colleague.get(`homework/${homework.id}`)).body).toMatchObject({ id: homework.id, pupil_count: 1 })
    expect((await pupils[0].get(`homework/${homework.id}`)).body).toMatchObject({
      id: homework.id,
      items: [{ progress: { started: false } }],
    })
    expect((await pupils[1].get(`homework/${homework.id}`)).status).toBe(404)
    expect((await b.asTeacher.get(`homework/${homework.id}`)).status).toBe(404)
    expect((await a.asTeacher.get('homework/abc')).body.code).toBe('ROUTE_NOT_FOUND')
  })
})

describe('[homework.update] PUT homework/{id}', () => {
  it('changes what is given; only its teachers and admins may; bad dates change nothing', async () => {
    const homework = await setHomework()
    const answer = await a.asTeacher.put(`homework/${homework.id}`, { title: 'Renamed', difficulty: 4, dueAt: days(10) })
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({ title: 'Renamed', items: [{ settings: { difficulty: 4, test: false } }] })
    expect(new Date(answer.body.dueAt).getTime()).toBeCloseTo(new Date(days(10)).getTime(), -4)
    const lists = await a.asTeacher.put(`homework/${homework.id}`, { lists: [listOne.id, listTwo.id], difficulty: 1 })
    expect(lists.body.items.map((i: any) => [i.ref, i.settings.difficulty])).toEqual([
      [listOne.id, 1],
      [listTwo.id, 1],
    ])
    expect(lists.body.title).toBe('Renamed')
    const before = await snapshot()
    const bad = await a.asTeacher.put(`homework/${homework.id}`, { startsAt: days(20) })
    expect(bad.status).toBe(422)
    expect(bad.body.fields[0].path).toBe('dueAt')
    expect((await a.asTeacher.put(`homework/${homework.id}`, {})).status).toBe(422)
    expect((await colleague.put(`homework/${homework.id}`, { title: 'Mine now' })).status).toBe(403)
    expect((await b.asAdmin.put(`homework/${homework.id}`, { title: 'Ours now' })).status).toBe(404)
    expect((await pupils[0].put(`homework/${homework.id}`, { title: 'No homework' })).status).toBe(403)
    expect(await snapshot()).toBe(before)
    expect((await a.asAdmin.put(`homework/${homework.id}`, { title: 'By the admin' })).body.title).toBe('By the admin')
  })
})

describe('[homework.pupils.add] [homework.pupils.remove] homework/{id}/pupils', () => {
  it('adds pupils by name and takes pupils off, even those who have it through their class', async () => {
    const homework = await setHomework({ groups: [a.groups[0].id] })
    const removed = await a.asTeacher.delete(`homework/${homework.id}/pupils`, { body: { pupilIds: [a.pupils[0].id] } })
    expect(removed.status).toBe(200)
    expect(removed.body).toMatchObject({ pupil_count: 2, excludedPupils: [{ id: a.pupils[0].id }] })
    expect((await pupils[0].get(`homework/${homework.id}`)).status).toBe(404)
    const added = await a.asTeacher.post(`homework/${homework.id}/pupils`, { pupilIds: [a.pupils[0].id] })
    expect(added.body).toMatchObject({ pupil_count: 3, excludedPupils: [], pupils: [{ id: a.pupils[0].id }] })
    expect((await pupils[0].get(`homework/${homework.id}`)).status).toBe(200)
    expect((await a.asTeacher.post(`homework/${homework.id}/pupils`, { pupilIds: [b.pupils[0].id] })).status).toBe(404)
    expect((await a.asTeacher.post(`homework/${homework.id}/pupils`, { pupilIds: [] })).status).toBe(422)
    expect((await b.asTeacher.delete(`homework/${homework.id}/pupils`, { body: { pupilIds: [a.pupils[1].id] } })).status).toBe(404)
  })
})

describe('[homework.group.add] [homework.group.remove] homework/{id}/group/{gid}', () => {
  it('sets it for another class and takes a class off', async () => {
    const homework = await setHomework({ groups: [a.groups[1].id] })
    expect(homework.pupil_count).toBe(0)
    const added = await a.asTeacher.put(`homework/${homework.id}/group/${a.groups[0].id}`)
    expect(added.status).toBe(200)
    expect(added.body.groups.map((g: any) => g.id).sort()).toEqual([a.groups[0].id, a.groups[1].id].sort())
    expect(added.body.pupil_count).toBe(3)
    const removed = await a.asTeacher.delete(`homework/${homework.id}/group/${a.groups[0].id}`)
    expect(removed.body).toMatchObject({ groups: [{ id: a.groups[1].id }], pupil_count: 0 })
    expect((await a.asTeacher.put(`homework/${homework.id}/group/${b.groups[0].id}`)).status).toBe(404)
    expect((await pupils[0].put(`homework/${homework.id}/group/${a.groups[0].id}`)).status).toBe(403)
  })
})

describe('[homework.teachers.add] [homework.teachers.remove] homework/{id}/teachers/{tid}', () => {
  it('lets a colleague look after it (and change it), then not', async () => {
    const homework = await setHomework()
    const colleagueId = (await a.asAdmin.get('users/me/school/teachers')).body.docs.find((t: any) => t.name === `Colleague ${a.marker}`).id
    const added = await a.asTeacher.post(`homework/${homework.id}/teachers/${colleagueId}`)
    expect(added.status).toBe(200)
    expect(added.body.teachers.map((t: any) => t.id)).toContain(colleagueId)
    expect((await colleague.put(`homework/${homework.id}`, { title: 'Shared' })).status).toBe(200)
    const removed = await a.asTeacher.delete(`homework/${homework.id}/teachers/${colleagueId}`)
    expect(removed.body.teachers.map((t: any) => t.id)).not.toContain(colleagueId)
    expect((await colleague.put(`homework/${homework.id}`, { title: 'Not any more' })).status).toBe(403)
    expect((await a.asTeacher.post(`homework/${homework.id}/teachers/${b.teacher.id}`)).status).toBe(404)
  })
})

describe('[homework.by_group] GET homework/group/{id}', () => {
  it('lists the homework set for a class or its subgroups', async () => {
    const sub = (await a.asTeacher.post(`users/me/school/groups/${a.groups[1].id}/groups`, { name: 'Group one', pupilIds: [] })).body
    const forSub = await setHomework({ title: 'For the subgroup', groups: [sub.id] })
    const answer = await a.asTeacher.get(`homework/group/${a.groups[1].id}`, { query: { limit: '200' } })
    expect(answer.status).toBe(200)
    expect(answer.body.docs.map((h: any) => h.id)).toContain(forSub.id)
    expect(answer.body.docs.every((h: any) => h.groups.some((g: any) => g.id === a.groups[1].id || g.id === sub.id))).toBe(true)
    expect((await a.asTeacher.get(`homework/group/${b.groups[0].id}`)).status).toBe(404)
    expect((await pupils[0].get(`homework/group/${a.groups[0].id}`)).status).toBe(403)
  })
})

describe('[homework.delete] [homework.bulk_delete] DELETE homework', () => {
  it('deletes one homework; its sessions stay in the pupils’ history', async () => {
    const homework = await setHomework()
    const game = await playList(server, pupils[0], listOne.id)
    const answer = await a.asTeacher.delete(`homework/${homework.id}`)
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual({ deleted: 1, ids: [homework.id] })
    expect((await a.asTeacher.get(`homework/${homework.id}`)).status).toBe(404)
    expect(await server.query('SELECT id FROM spelling_sessions WHERE id = $1', [game.id])).toHaveLength(1)
    expect((await a.asTeacher.delete(`homework/${homework.id}`)).status).toBe(404)
  })
  it('deletes several at once, all or nothing', async () => {
    const one = await setHomework()
    const two = await setHomework()
    const theirs = (await b.asTeacher.post('homework', { lists: [bList.id], dueAt: days(3), groups: [b.groups[0].id] })).body
    const before = await snapshot()
    expect((await a.asTeacher.delete('homework', { body: { ids: [one.id, theirs.id] } })).status).toBe(404)
    expect((await colleague.delete('homework', { body: { ids: [one.id] } })).status).toBe(403)
    expect((await a.asTeacher.delete('homework', { body: { ids: [] } })).status).toBe(422)
    expect(await snapshot()).toBe(before)
    const answer = await a.asTeacher.delete('homework', { body: { ids: [one.id, two.id] } })
    expect(answer.body).toEqual({ deleted: 2, ids: [one.id, two.id] })
  })
})

describe('results from real games', () => {
  let homework: any
  let sessions: Awaited<ReturnType<typeof playList>>[]
  let early: Awaited<ReturnType<typeof playList>>
  beforeAll(async () => {
    // A fresh list, so that other tests' games do not count.
    const list = (await a.asTeacher.post('users/me/lists', { title: 'Results list', words: ['rain', 'train', 'brain', 'chain'] })).body
    homework = await setHomework({ title: 'Results', lists: [list.id], difficulty: 3, startsAt: days(-2), dueAt: days(5) })
    // A game before the homework was set does not count towards it.
    early = await playList(server, pupils[0], list.id, { difficulty: 3 })
    await moveSession(server, early.id, new Date(Date.now() - 3 * DAY))
    sessions = [
      // Pupil 1: at the homework's difficulty, one word wrong: complete.
      await playList(server, pupils[0], list.id, { difficulty: 3, wrong: ['chain'] }),
      // Pupil 2: an easier game does not complete it.
      await playList(server, pupils[1], list.id, { difficulty: 1 }),
    ]
  })

  it('[homework.data] shows each pupil’s work on each list within the homework’s dates', async () => {
    const answer = await a.asTeacher.get(`homework/${homework.id}/data`)
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({
      product: 'spelling',
      homework: { id: homework.id },
      summary: { pupils: 3, started: 2, complete: 1 },
    })
    const [itemId] = homework.items.map((i: any) => i.id)
    const byPupil = new Map(answer.body.pupils.map((p: any) => [p.id, p]))
    expect(byPupil.get(a.pupils[0].id)).toMatchObject({
      started: true,
      complete: true,
      items: [
        {
          item: itemId,
          sessions: 1,
          finished: 1,
          attempted: 4,
          correct: 3,
          bestScore: sessions[0].score,
          bestAccuracy: 75,
          words: 4,
          wordsMastered: 0,
        },
      ],
    })
    expect(byPupil.get(a.pupils[1].id)).toMatchObject({
      started: true,
      complete: false,
      items: [{ sessions: 1, finished: 1, bestAccuracy: 100, bestScore: sessions[1].score }],
    })
    expect(byPupil.get(a.pupils[2].id)).toMatchObject({ started: false, complete: false, items: [{ sessions: 0, bestScore: null }] })
    // The pupil sees the same in their own homework.
    const mine = (await pupils[0].get(`homework/${homework.id}`)).body
    expect(mine).toMatchObject({ complete: true, items: [{ progress: { complete: true, bestAccuracy: 75 } }] })
    expect((await colleague.get(`homework/${homework.id}/data`)).status).toBe(200)
    expect((await pupils[0].get(`homework/${homework.id}/data`)).status).toBe(403)
    expect((await b.asTeacher.get(`homework/${homework.id}/data`)).status).toBe(404)
  })

  it('[homework.sessions] lists the games that count, newest first, for chosen pupils', async () => {
    const answer = await a.asTeacher.get(`homework/${homework.id}/sessions`)
    expect(answer.status).toBe(200)
    expect(answer.body.docs.map((s: any) => s.id)).toEqual([sessions[1].id, sessions[0].id])
    expect(answer.body.docs.map((s: any) => s.id)).not.toContain(early.id)
    expect(answer.body.docs.find((s: any) => s.id === sessions[0].id)).toMatchObject({
      user: { id: a.pupils[0].id },
      difficulty: 3,
      status: 'finished',
      correct: 3,
      words: 4,
      accuracy: 75,
      score: sessions[0].score,
      completesItem: true,
    })
    expect(answer.body.docs.find((s: any) => s.id === sessions[1].id).completesItem).toBe(false)
    const one = await a.asTeacher.get(`homework/${homework.id}/sessions`, { query: { user_ids: String(a.pupils[1].id) } })
    expect(one.body.docs.map((s: any) => s.id)).toEqual([sessions[1].id])
    expect((await a.asTeacher.get(`homework/${homework.id}/sessions`, { query: { user_ids: String(b.pupils[0].id) } })).status).toBe(404)
    expect((await a.asTeacher.get(`homework/${homework.id}/sessions`, { query: { user_ids: 'everyone' } })).status).toBe(422)
  })
})

describe('homework sets', () => {
  let set: any
  it('[homework.sets.create] creates a set of homework for a class, all or nothing', async () => {
    const answer = await a.asTeacher.post('homework/multi', {
      name: 'Autumn',
      groups: [a.groups[0].id],
      homework: [
        { lists: [listOne.id], difficulty: 2, startsAt: days(-1), dueAt: days(6) },
        { title: 'Week two', lists: [listTwo.id], difficulty: 3, startsAt: days(6), dueAt: days(13) },
      ],
    })
    expect(answer.status).toBe(201)
    set = answer.body
    expect(set).toMatchObject({
      name: 'Autumn',
      school_id: a.school.id,
      setBy: { id: a.teacher.id },
      homework_count: 2,
      groups: [{ id: a.groups[0].id }],
    })
    expect(set.homework.map((h: any) => [h.title, h.set.id, h.pupil_count])).toEqual([
      ['Week one', set.id, 3],
      ['Week two', set.id, 3],
    ])
    expect(new Date(set.startsAt).getTime()).toBe(new Date(set.homework[0].startsAt).getTime())
    expect(set.dueAt).toBe(set.homework[1].dueAt)
    const before = await snapshot()
    const bad = await a.asTeacher.post('homework/multi', {
      name: 'Broken',
      groups: [a.groups[0].id],
      homework: [
        { lists: [listOne.id], dueAt: days(3) },
        { lists: [listTwo.id], startsAt: days(5), dueAt: days(4) },
      ],
    })
    expect(bad.status).toBe(422)
    expect(bad.body.fields.map((f: any) => f.path)).toEqual(['homework.1.dueAt'])
    expect((await a.asTeacher.post('homework/multi', { name: 'Empty', groups: [a.groups[0].id], homework: [] })).status).toBe(422)
    expect(
      (
        await a.asTeacher.post('homework/multi', {
          name: 'Theirs',
          groups: [b.groups[0].id],
          homework: [{ lists: [listOne.id], dueAt: days(3) }],
        })
      ).status,
    ).toBe(404)
    expect(await snapshot()).toBe(before)
  })
  it('[homework.sets.get] answers the set with its homework; other schools 404', async () => {
    const answer = await colleague.get(`homework/multi/${set.id}`)
    expect(answer.status).toBe(200)
    expect(answer.body.homework.map((h: any) => h.id)).toEqual(set.homework.map((h: any) => h.id))
    expect((await b.asTeacher.get(`homework/multi/${set.id}`)).status).toBe(404)
    expect((await pupils[0].get(`homework/multi/${set.id}`)).status).toBe(403)
  })
  it('[homework.sets.list] lists the school’s sets, by class', async () => {
    const answer = await a.asTeacher.get('homework/multi', { query: { group_id: String(a.groups[0].id) } })
    expect(answer.status).toBe(200)
    expect(answer.body.docs.map((s: any) => s.id)).toContain(set.id)
    expect(answer.body.docs[0]).not.toHaveProperty('homework')
    expect(
      (await a.asTeacher.get('homework/multi', { query: { group_id: String(a.groups[1].id) } })).body.docs.map((s: any) => s.id),
    ).not.toContain(set.id)
    expect((await a.asTeacher.get('homework/multi', { query: { group_id: String(b.groups[0].id) } })).status).toBe(404)
    expect((await b.asTeacher.get('homework/multi')).body.docs).toEqual([])
  })
  it('[homework.sets.competence] shows each pupil’s competence on every list of the set from their attempts', async () => {
    // Pupil 3 plays week one five times without a mistake: every word mastered. Pupil 1 plays it again with two
    // words wrong; they have spelt `rain` right four times now, on this list and on the results list.
    for (let i = 0; i < 5; i++) await playList(server, pupils[2], listOne.id)
    await playList(server, pupils[0], listOne.id, { wrong: ['cat', 'ship'] })
    const answer = await a.asTeacher.get(`homework/multi/${set.id}/competence`)
    expect(answer.status).toBe(200)
    const [weekOne, weekTwo] = answer.body.items
    expect(weekOne).toMatchObject({ ref: listOne.id, homework: { id: set.homework[0].id } })
    const byPupil = new Map<number, any>(answer.body.pupils.map((p: any) => [p.id, p]))
    expect(byPupil.get(a.pupils[2].id)).toMatchObject({
      items: [
        { item: weekOne.id, mastered: true, score: 1, words: 4, wordsMastered: 4, wordsNotStarted: 0 },
        { item: weekTwo.id, mastered: false, wordsMastered: 0 },
      ],
      mastered: 1,
    })
    expect(byPupil.get(a.pupils[0].id).items[0]).toMatchObject({ mastered: false, wordsMastered: 1, wordsLearning: 3 })
    expect(answer.body.summary).toMatchObject({
      pupils: 3,
      items: 2,
      mastered: [
        { item: weekOne.id, pupils: 1 },
        { item: weekTwo.id, pupils: 0 },
      ],
    })
    expect((await b.asTeacher.get(`homework/multi/${set.id}/competence`)).status).toBe(404)
  })
  it('[homework.sets.update] renames it, changes its homework and sets all of it for another class', async () => {
    const loose = await setHomework({ title: 'Loose' })
    const answer = await a.asTeacher.put(`homework/multi/${set.id}`, {
      name: 'Autumn term',
      homeworkIds: [set.homework[0].id, loose.id],
      groups: [a.groups[1].id],
    })
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({ name: 'Autumn term', homework_count: 2, groups: [{ id: a.groups[1].id }] })
    expect(answer.body.homework.map((h: any) => h.id).sort()).toEqual([set.homework[0].id, loose.id].sort())
    expect((await a.asTeacher.get(`homework/${set.homework[1].id}`)).body.set).toBeNull()
    expect((await colleague.put(`homework/multi/${set.id}`, { name: 'Mine' })).status).toBe(403)
    expect((await a.asTeacher.put(`homework/multi/${set.id}`, { name: '' })).status).toBe(422)
    expect((await b.asTeacher.put(`homework/multi/${set.id}`, { name: 'Ours' })).status).toBe(404)
    set = answer.body
  })
  it('[homework.sets.detach] takes homework out of its set', async () => {
    const answer = await a.asTeacher.patch('homework/multi', { homeworkIds: [set.homework[0].id] })
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual({ updated: 1, ids: [set.homework[0].id] })
    expect((await a.asTeacher.get(`homework/multi/${set.id}`)).body.homework_count).toBe(1)
    expect((await b.asTeacher.patch('homework/multi', { homeworkIds: [set.homework[1].id] })).status).toBe(404)
  })
  it('[homework.sets.delete] deletes sets with their homework, or keeps the homework', async () => {
    const kept = (
      await a.asTeacher.post('homework/multi', {
        name: 'Kept',
        groups: [a.groups[0].id],
        homework: [{ lists: [listOne.id], dueAt: days(3) }],
      })
    ).body
    const keep = await a.asTeacher.delete('homework/multi', { body: { ids: [kept.id], keepHomework: true } })
    expect(keep.body).toEqual({ deleted: 1, ids: [kept.id], homeworkDeleted: 0 })
    expect((await a.asTeacher.get(`homework/${kept.homework[0].id}`)).body.set).toBeNull()
    const before = await snapshot()
    expect((await b.asTeacher.delete('homework/multi', { body: { ids: [set.id] } })).status).toBe(404)
    expect(await snapshot()).toBe(before)
    const gone = await a.asTeacher.delete('homework/multi', { body: { ids: [set.id] } })
    expect(gone.body).toEqual({ deleted: 1, ids: [set.id], homeworkDeleted: 1 })
    expect((await a.asTeacher.get(`homework/multi/${set.id}`)).status).toBe(404)
  })
})

describe('a superuser managing the school', () => {
  it('sets homework without becoming one of its teachers', async () => {
    const su = await makeUser(server.payload, 'superuser')
    const asSu = await signIn(server.api, su.username)
    await asSu.post('users/me/manageschool', { schoolId: a.school.id })
    const homework = await setHomework({}, asSu)
    expect(homework.teachers).toEqual([])
    expect((await asSu.put(`homework/${homework.id}`, { title: 'Support' })).status).toBe(200)
  })
})
