import { beforeAll, describe, expect, it } from 'vitest'
import { makeSchoolWithPeople, makeUser, sessionFor, signIn } from '../helpers/factories'
import { testServer, type TestServer } from '../helpers/server'
import { makeList } from '../helpers/spelling'

let server: TestServer
let a: Awaited<ReturnType<typeof makeSchoolWithPeople>>
let b: Awaited<ReturnType<typeof makeSchoolWithPeople>>
let list: Awaited<ReturnType<typeof makeList>>
let scheme: { id: number }

beforeAll(async () => {
  server = await testServer()
  a = await makeSchoolWithPeople(server.payload, server.api)
  b = await makeSchoolWithPeople(server.payload, server.api)
  list = await makeList(server.payload, { id: a.teacher.id, school: a.school.id }, ['dog', 'cat'])
  await a.asTeacher.put(`lists/${list.id}/favourite/pupils/${a.pupils[0].id}`)
  ;[scheme] = await server.query(`SELECT id FROM word_lists WHERE scheme IS NOT NULL ORDER BY id LIMIT 1`)
})

const pupil = (people = a, i = 0) => sessionFor(server.payload, server.api, people.pupils[i].id)
const reportCount = async () => (await server.query(`SELECT count(*)::int AS n FROM list_reports`))[0].n

describe('reporting', () => {
  it('[lists.report] a pupil reports a list set for them; 201 with the open report', async () => {
    const answer = await (await pupil()).post(`lists/${list.id}/report`, { reason: 'A rude word' })
    expect(answer.status).toBe(201)
    expect(answer.body).toMatchObject({
      kind: 'list',
      list: { id: list.id },
      reason: 'A rude word',
      status: 'open',
      reporter: { id: a.pupils[0].id },
      listOwner: a.teacher.id,
    })
  })
  it('[lists.report] refuses lists one cannot read and empty reasons, storing nothing', async () => {
    const before = await reportCount()
    expect((await (await pupil(b)).post(`lists/${list.id}/report`, { reason: 'x' })).status).toBe(404)
    const bad = await (await pupil()).post(`lists/${list.id}/report`, { reason: '  ' })
    expect(bad.status).toBe(422)
    expect(bad.body.fields[0].path).toBe('reason')
    expect(await reportCount()).toBe(before)
  })
  it('[lists.words.report] reports one word of a list; not a word of a list one cannot read', async () => {
    const answer = await (await pupil()).post(`lists/words/${list.words[1].id}/report`, { reason: 'The sentence is odd' })
    expect(answer.status).toBe(201)
    expect(answer.body).toMatchObject({ kind: 'word', listWord: { id: list.words[1].id, word: 'cat' } })
    // Another school's word and a word of nothing are answered alike: the answer tells nothing of A's lists.
    const foreign = await (await pupil(b)).post(`lists/words/${list.words[1].id}/report`, { reason: 'x' })
    const missing = await (await pupil(b)).post(`lists/words/999999999/report`, { reason: 'x' })
    expect([foreign.status, foreign.body.error]).toEqual([404, 'No such list word'])
    expect([missing.status, missing.body.error]).toEqual([404, 'No such list word'])
  })
})

describe('moderation', () => {
  it('[reported.lists] staff see their school’s reports on lists; other schools do not; pupils may not look', async () => {
    await (await pupil(b)).post(`lists/${scheme.id}/report`, { reason: 'Too hard' })
    const ours = await a.asTeacher.get('lists/reports')
    expect(ours.status).toBe(200)
    expect(ours.body.docs.every((r: any) => r.kind === 'list' && r.reporter.id !== b.pupils[0].id)).toBe(true)
    expect(ours.body.docs.map((r: any) => r.list.id)).toContain(list.id)
    const theirs = await b.asTeacher.get('lists/reports')
    expect(theirs.body.docs.map((r: any) => r.list.id)).toEqual([scheme.id])
    expect((await (await pupil()).get('lists/reports')).status).toBe(403)
    expect((await a.asTeacher.get('lists/reports', { query: { status: 'shut' } })).status).toBe(422)
  })
  it('[reported.list_words] staff see reports on words', async () => {
    const answer = await a.asTeacher.get('lists/words/reports')
    expect(answer.status).toBe(200)
    expect(answer.body.docs.map((r: any) => r.listWord.word)).toEqual(['cat'])
    expect((await b.asTeacher.get('lists/words/reports')).body.docs).toEqual([])
  })
  it('[reported.user_lists] reports on the lists a user wrote; [reported.user_list_words] on their words', async () => {
    const lists = await a.asAdmin.get(`users/${a.teacher.id}/lists`)
    expect(lists.status).toBe(200)
    expect(lists.body.docs.every((r: any) => r.listOwner === a.teacher.id && r.kind === 'list')).toBe(true)
    expect(lists.body.totalDocs).toBeGreaterThan(0)
    const words = await a.asAdmin.get(`users/${a.teacher.id}/lists/words`)
    expect(words.body.docs.map((r: any) => r.listWord.word)).toEqual(['cat'])
    expect((await b.asAdmin.get(`users/${a.teacher.id}/lists`)).status).toBe(404)
    expect((await b.asAdmin.get(`users/${a.teacher.id}/lists/words`)).status).toBe(404)
    expect((await (await pupil()).get(`users/${a.teacher.id}/lists`)).status).toBe(403)
  })
  it('[reported.pupil.lists] the lists a pupil reported; [reported.pupil.words] the words; another school gets 404', async () => {
    const lists = await a.asTeacher.get(`users/me/school/pupils/${a.pupils[0].id}/reported_lists`)
    expect(lists.status).toBe(200)
    expect(lists.body.docs.map((r: any) => r.list.id)).toEqual([list.id])
    const words = await a.asTeacher.get(`users/me/school/pupils/${a.pupils[0].id}/reported_words`)
    expect(words.body.docs.map((r: any) => r.listWord.id)).toEqual([list.words[1].id])
    expect((await b.asTeacher.get(`users/me/school/pupils/${a.pupils[0].id}/reported_lists`)).status).toBe(404)
    expect((await b.asTeacher.get(`users/me/school/pupils/${a.pupils[0].id}/reported_words`)).status).toBe(404)
    expect((await a.asTeacher.get(`users/me/school/pupils/${a.teacher.id}/reported_lists`)).status).toBe(404)
  })
  it('[reported.lists.update] staff close and reopen their school’s reports; another school cannot; bad status is 422', async () => {
    const [report] = (await a.asTeacher.get('lists/reports')).body.docs
    expect((await b.asTeacher.patch(`lists/reports/${report.id}`, { status: 'closed' })).status).toBe(404)
    expect((await a.asTeacher.patch(`lists/reports/${report.id}`, { status: 'done' })).status).toBe(422)
    const closed = await a.asTeacher.patch(`lists/reports/${report.id}`, { status: 'closed' })
    expect(closed.status).toBe(200)
    expect(closed.body).toMatchObject({ status: 'closed', closedBy: a.teacher.id })
    expect(closed.body.closedAt).toBeTruthy()
    expect((await a.asTeacher.get('lists/reports')).body.docs.map((r: any) => r.id)).not.toContain(report.id)
    expect((await a.asTeacher.get('lists/reports', { query: { status: 'closed' } })).body.docs.map((r: any) => r.id)).toContain(report.id)
    const reopened = await a.asTeacher.patch(`lists/reports/${report.id}`, { status: 'open' })
    expect(reopened.body).toMatchObject({ status: 'open', closedBy: null, closedAt: null })
  })
  it('[reported.lists.update] a superuser moderates every school’s reports', async () => {
    const su = await makeUser(server.payload, 'superuser')
    const asSuper = await signIn(server.api, su.username)
    const all = await asSuper.get('lists/reports', { query: { status: 'all' } })
    expect(all.body.totalDocs).toBeGreaterThanOrEqual(2)
    const theirs = all.body.docs.find((r: any) => r.list.id === scheme.id)
    expect((await asSuper.patch(`lists/reports/${theirs.id}`, { status: 'closed' })).status).toBe(200)
  })
})
