import { beforeAll, describe, expect, it } from 'vitest'
import { makeSchoolWithPeople, makeUser, sessionFor, signIn } from '../helpers/factories'
import { testServer, type TestServer } from '../helpers/server'
import { makeList } from '../helpers/spelling'

let server: TestServer
let a: Awaited<ReturnType<typeof makeSchoolWithPeople>>
let b: Awaited<ReturnType<typeof makeSchoolWithPeople>>
let groupA: any
let groupB: any

beforeAll(async () => {
  server = await testServer()
  a = await makeSchoolWithPeople(server.payload, server.api)
  b = await makeSchoolWithPeople(server.payload, server.api)
  groupA = await server.payload.create({
    collection: 'groups',
    data: { name: 'Year 3', school: a.school.id, teachers: [a.teacher.id], pupils: [a.pupils[0].id] } as any,
    overrideAccess: true,
  })
  groupB = await server.payload.create({
    collection: 'groups',
    data: { name: 'Year 4', school: b.school.id, teachers: [b.teacher.id], pupils: [b.pupils[0].id] } as any,
    overrideAccess: true,
  })
})

const pupil = (people = a, i = 0) => sessionFor(server.payload, server.api, people.pupils[i].id)
const favourites = async (listId: number) =>
  await server.query(`SELECT user_id, group_id, all_teachers_of_id FROM list_favourites WHERE list_id = $1 ORDER BY id`, [listId])
const myFavouriteIds = async (api: Awaited<ReturnType<typeof pupil>>) =>
  (await api.get('users/me/lists/favourites', { query: { limit: '200' } })).body.docs.map((d: any) => d.id)

describe('my own favourites', () => {
  it('[lists.favourite.add] anyone who can read a list favourites it, once however often they ask; [lists.me.favourites] lists it', async () => {
    const [scheme] = await server.query(`SELECT id FROM word_lists WHERE scheme IS NOT NULL ORDER BY id LIMIT 1`)
    const api = await pupil(b, 1)
    const answer = await api.put(`lists/${scheme.id}/favourite`)
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({ favourite: true, for: { kind: 'user', id: b.pupils[1].id }, list: { id: scheme.id } })
    expect((await api.put(`lists/${scheme.id}/favourite`)).status).toBe(200)
    expect((await favourites(scheme.id)).filter((f) => f.user_id === b.pupils[1].id)).toHaveLength(1)
    expect(await myFavouriteIds(api)).toContain(scheme.id)
    expect((await server.api.put(`lists/${scheme.id}/favourite`)).status).toBe(401)
  })
  it('[lists.favourite.add] cannot favourite a list one cannot read', async () => {
    const list = await makeList(server.payload, { id: a.teacher.id, school: a.school.id }, ['dog'])
    expect((await b.asTeacher.put(`lists/${list.id}/favourite`)).status).toBe(404)
    expect(await favourites(list.id)).toEqual([])
  })
  it('[lists.favourite.remove] removes one’s own favourite', async () => {
    const list = await makeList(server.payload, { id: a.teacher.id, school: a.school.id }, ['dog'])
    await a.asTeacher.put(`lists/${list.id}/favourite`)
    const answer = await a.asTeacher.delete(`lists/${list.id}/favourite`)
    expect(answer.status).toBe(200)
    expect(answer.body.favourite).toBe(false)
    expect(await favourites(list.id)).toEqual([])
    expect(await myFavouriteIds(a.asTeacher)).not.toContain(list.id)
  })
})

describe('favourites set by school staff', () => {
  it('[lists.favourite.pupil.add] a teacher sets a list for a pupil of their school, who can then read it; [lists.favourite.pupil.remove] takes it back', async () => {
    const list = await makeList(server.payload, { id: a.teacher.id, school: a.school.id }, ['dog'])
    const api = await pupil(a, 1)
    expect((await api.get(`lists/${list.id}`)).status).toBe(404)
    const answer = await a.asTeacher.put(`lists/${list.id}/favourite/pupils/${a.pupils[1].id}`)
    expect(answer.status).toBe(200)
    expect(answer.body.for).toEqual({ kind: 'pupil', id: a.pupils[1].id })
    expect((await api.get(`lists/${list.id}`)).status).toBe(200)
    expect(await myFavouriteIds(api)).toContain(list.id)
    expect((await a.asTeacher.delete(`lists/${list.id}/favourite/pupils/${a.pupils[1].id}`)).status).toBe(200)
    expect((await api.get(`lists/${list.id}`)).status).toBe(404)
  })
  it('[lists.favourite.pupil.add] refuses another school’s pupil, pupils calling, and a bad id, changing nothing', async () => {
    const list = await makeList(server.payload, { id: a.teacher.id, school: a.school.id }, ['dog'])
    expect((await a.asTeacher.put(`lists/${list.id}/favourite/pupils/${b.pupils[0].id}`)).status).toBe(404)
    expect((await (await pupil()).put(`lists/${list.id}/favourite/pupils/${a.pupils[1].id}`)).status).toBe(403)
    expect((await a.asTeacher.put(`lists/${list.id}/favourite/pupils/abc`)).body.code).toBe('ROUTE_NOT_FOUND')
    expect((await b.asTeacher.put(`lists/${list.id}/favourite/pupils/${b.pupils[0].id}`)).status).toBe(404)
    expect(await favourites(list.id)).toEqual([])
  })
  it('[lists.favourite.pupil.remove] another school’s teacher cannot take a favourite back', async () => {
    const list = await makeList(server.payload, { id: a.teacher.id, school: a.school.id }, ['dog'])
    await a.asTeacher.put(`lists/${list.id}/favourite/pupils/${a.pupils[1].id}`)
    expect((await b.asTeacher.delete(`lists/${list.id}/favourite/pupils/${a.pupils[1].id}`)).status).toBe(404)
    expect(await favourites(list.id)).toHaveLength(1)
  })
  it('[lists.favourite.teacher.add] a teacher shares a list with a colleague; [lists.favourite.teacher.remove] unshares; not across schools', async () => {
    const colleague = await makeUser(server.payload, 'teacher', { school: a.school.id })
    const asColleague = await signIn(server.api, colleague.username)
    const list = await makeList(server.payload, { id: a.teacher.id, school: a.school.id }, ['dog'])
    expect((await a.asTeacher.put(`lists/${list.id}/favourite/teachers/${colleague.id}`)).body.for).toEqual({
      kind: 'teacher',
      id: colleague.id,
    })
    expect((await asColleague.get(`lists/${list.id}`)).status).toBe(200)
    expect((await a.asTeacher.put(`lists/${list.id}/favourite/teachers/${b.teacher.id}`)).status).toBe(404)
    expect((await a.asTeacher.put(`lists/${list.id}/favourite/teachers/${a.pupils[0].id}`)).status).toBe(404)
    expect((await a.asTeacher.delete(`lists/${list.id}/favourite/teachers/${colleague.id}`)).status).toBe(200)
    expect((await asColleague.get(`lists/${list.id}`)).status).toBe(404)
    expect((await (await pupil()).delete(`lists/${list.id}/favourite/teachers/${colleague.id}`)).status).toBe(403)
  })
  it('[lists.favourite.group.add] a teacher sets a list for a class: its pupils read it; [lists.favourite.group.remove] takes it back', async () => {
    const list = await makeList(server.payload, { id: a.teacher.id, school: a.school.id }, ['dog'])
    expect((await a.asTeacher.put(`lists/${list.id}/favourite/group/${groupA.id}`)).body.for).toEqual({ kind: 'group', id: groupA.id })
    expect((await (await pupil(a, 0)).get(`lists/${list.id}`)).status).toBe(200)
    expect((await (await pupil(a, 1)).get(`lists/${list.id}`)).status).toBe(404)
    expect((await a.asTeacher.put(`lists/${list.id}/favourite/group/${groupB.id}`)).status).toBe(404)
    expect((await b.asTeacher.delete(`lists/${list.id}/favourite/group/${groupA.id}`)).status).toBe(404)
    expect((await a.asTeacher.delete(`lists/${list.id}/favourite/group/${groupA.id}`)).status).toBe(200)
    expect((await (await pupil(a, 0)).get(`lists/${list.id}`)).status).toBe(404)
  })
  it('[lists.favourite.allteachers.add] a teacher shares a list with all the school’s teachers; [lists.favourite.allteachers.remove] unshares', async () => {
    const list = await makeList(server.payload, { id: a.teacher.id, school: a.school.id }, ['dog'])
    const answer = await a.asTeacher.put(`lists/${list.id}/favourite/allteachers`)
    expect(answer.body.for).toEqual({ kind: 'allteachers', id: a.school.id })
    expect(await myFavouriteIds(a.asAdmin)).toContain(list.id)
    expect((await a.asAdmin.get(`lists/${list.id}`)).status).toBe(200)
    expect((await (await pupil()).get(`lists/${list.id}`)).status).toBe(404)
    expect((await b.asTeacher.put(`lists/${list.id}/favourite/allteachers`)).status).toBe(404)
    expect((await (await pupil()).put(`lists/${list.id}/favourite/allteachers`)).status).toBe(403)
    expect((await a.asTeacher.delete(`lists/${list.id}/favourite/allteachers`)).status).toBe(200)
    expect(await myFavouriteIds(a.asAdmin)).not.toContain(list.id)
  })
})

describe('[lists.favouriters] GET lists/{id}/favouriters', () => {
  it('shows a school its own favouriters only', async () => {
    const [scheme] = await server.query(`SELECT id FROM word_lists WHERE scheme IS NOT NULL ORDER BY id DESC LIMIT 1`)
    await a.asTeacher.put(`lists/${scheme.id}/favourite/group/${groupA.id}`)
    await a.asTeacher.put(`lists/${scheme.id}/favourite`)
    await b.asTeacher.put(`lists/${scheme.id}/favourite/pupils/${b.pupils[0].id}`)
    const ours = await a.asTeacher.get(`lists/${scheme.id}/favouriters`)
    expect(ours.status).toBe(200)
    expect(ours.body.docs.map((d: any) => d.kind).sort()).toEqual(['group', 'user'])
    expect(ours.body.docs.find((d: any) => d.kind === 'group').group).toEqual({ id: groupA.id, name: 'Year 3' })
    const theirs = await b.asTeacher.get(`lists/${scheme.id}/favouriters`)
    expect(theirs.body.docs.map((d: any) => d.user?.id)).toEqual([b.pupils[0].id])
    const pupilView = await (await pupil(a, 0)).get(`lists/${scheme.id}/favouriters`)
    expect(pupilView.body.docs).toEqual([])
    expect((await a.asTeacher.get('lists/0/favouriters')).body.code).toBe('NOT_FOUND')
  })
})
