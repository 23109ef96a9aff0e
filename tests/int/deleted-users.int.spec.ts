import { beforeAll, describe, expect, it } from 'vitest'
import { makeSchoolThroughApi, makeUser, signIn, signInPupil } from '../helpers/factories'
import { testServer, type TestServer } from '../helpers/server'

let server: TestServer
let b: Awaited<ReturnType<typeof makeSchoolThroughApi>>

beforeAll(async () => {
  server = await testServer()
  b = await makeSchoolThroughApi(server, { pupils: 1 })
})

const deletePupils = (school: Awaited<ReturnType<typeof makeSchoolThroughApi>>, ids: number[]) =>
  school.asTeacher.delete('users/me/school/pupils', { body: { pupilIds: ids } })
const usersOf = (schoolId: number) =>
  server.query('SELECT id, name, school_username, deleted_at FROM users WHERE school_id = $1 ORDER BY id', [schoolId])

describe('[deleted_users.list] GET users/me/school/users/deleted', () => {
  it('lists the school’s deleted pupils, newest first, with when they will be purged; staff only to admins', async () => {
    const a = await makeSchoolThroughApi(server, { pupils: 3 })
    await deletePupils(a, [a.pupils[0].id])
    await deletePupils(a, [a.pupils[1].id])
    await a.asAdmin.delete(`users/me/school/teachers/${a.teacher.id}`)
    const answer = await a.asAdmin.get('users/me/school/users/deleted')
    expect(answer.status).toBe(200)
    expect(answer.body.docs.map((u: any) => u.id)).toEqual([a.teacher.id, a.pupils[1].id, a.pupils[0].id])
    const pupil = answer.body.docs[1]
    expect(pupil).toMatchObject({ id: a.pupils[1].id, role: 'pupil', school_username: a.pupils[1].school_username, email: null })
    expect(new Date(pupil.purgeAt).getTime() - new Date(pupil.deletedAt).getTime()).toBe(30 * 86_400_000)
    const other = await makeSchoolThroughApi(server, { pupils: 1 })
    expect((await other.asTeacher.get('users/me/school/users/deleted')).body.docs).toEqual([])
  })
  it('purges users deleted more than 30 days ago', async () => {
    const a = await makeSchoolThroughApi(server, { pupils: 2 })
    await deletePupils(a, [a.pupils[0].id, a.pupils[1].id])
    await server.query("UPDATE users SET deleted_at = now() - interval '31 days' WHERE id = $1", [a.pupils[0].id])
    const answer = await a.asTeacher.get('users/me/school/users/deleted')
    expect(answer.body.docs.map((u: any) => u.id)).toEqual([a.pupils[1].id])
    expect(await server.query('SELECT id FROM users WHERE id = $1', [a.pupils[0].id])).toEqual([])
  })
  it('refuses pupils (403) and bad input (422)', async () => {
    const asPupil = await signInPupil(server.api, b.school.id, b.pupils[0].school_username, b.pupils[0].password)
    expect((await asPupil.get('users/me/school/users/deleted')).status).toBe(403)
    expect((await b.asTeacher.get('users/me/school/users/deleted', { query: { page: '0' } })).status).toBe(422)
  })
})

describe('recovering', () => {
  it('[deleted_users.recover] brings pupils back with their classes, able to sign in', async () => {
    const a = await makeSchoolThroughApi(server, { pupils: 2 })
    await deletePupils(a, [a.pupils[0].id])
    const answer = await a.asTeacher.post('users/me/school/users/deleted/recover', { userIds: [a.pupils[0].id] })
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual({ recovered: 1, ids: [a.pupils[0].id] })
    const pupil = await a.asTeacher.get(`users/me/school/pupils/${a.pupils[0].id}`)
    expect(pupil.body.groups.map((g: any) => g.id)).toEqual([a.groups[0].id])
    await signInPupil(server.api, a.school.id, a.pupils[0].school_username, a.pupils[0].password)
  })
  it('[deleted_users.recover] a teacher who is not admin recovers pupils but not staff; another school’s users are 404', async () => {
    const a = await makeSchoolThroughApi(server, { pupils: 1 })
    const colleague = (
      await a.asAdmin.post('users/me/school/teachers', {
        name: 'Colleague',
        email: `colleague.${a.marker}@example.test`,
        password: 'a long teacher passphrase',
      })
    ).body
    await a.asAdmin.delete(`users/me/school/teachers/${colleague.id}`)
    await deletePupils(a, [a.pupils[0].id])
    const before = await usersOf(a.school.id)
    expect((await a.asTeacher.post('users/me/school/users/deleted/recover', { userIds: [colleague.id] })).status).toBe(404)
    expect((await b.asAdmin.post('users/me/school/users/deleted/recover', { userIds: [a.pupils[0].id] })).status).toBe(404)
    expect((await a.asTeacher.post('users/me/school/users/deleted/recover', { userIds: [] })).status).toBe(422)
    expect(await usersOf(a.school.id)).toEqual(before)
    expect((await a.asAdmin.post('users/me/school/users/deleted/recover', { userIds: [colleague.id] })).body.recovered).toBe(1)
    await signIn(server.api, colleague.username, 'a long teacher passphrase')
  })
  it('[deleted_users.recover_all] recovers every deleted pupil of the school only', async () => {
    const a = await makeSchoolThroughApi(server, { pupils: 3 })
    const other = await makeSchoolThroughApi(server, { pupils: 1 })
    await deletePupils(
      a,
      a.pupils.map((p) => p.id),
    )
    await deletePupils(other, [other.pupils[0].id])
    const answer = await a.asTeacher.post('users/me/school/users/deleted/recover/all')
    expect(answer.status).toBe(200)
    expect(answer.body.recovered).toBe(3)
    expect((await usersOf(other.school.id)).find((u: any) => u.id === other.pupils[0].id).deleted_at).not.toBeNull()
    const asPupil = await signInPupil(server.api, a.school.id, a.pupils[0].school_username, a.pupils[0].password)
    expect((await asPupil.post('users/me/school/users/deleted/recover/all')).status).toBe(403)
  })
})

describe('[deleted_users.update] PATCH users/me/school/users/deleted/{id}', () => {
  it('changes a deleted pupil’s name or frees their username', async () => {
    const a = await makeSchoolThroughApi(server, { pupils: 1 })
    await deletePupils(a, [a.pupils[0].id])
    const answer = await a.asTeacher.patch(`users/me/school/users/deleted/${a.pupils[0].id}`, {
      name: 'Old Ada',
      school_username: 'oldada',
    })
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({ id: a.pupils[0].id, name: 'Old Ada', school_username: 'oldada' })
    // The freed username can be given to someone new.
    expect((await a.asTeacher.post('users/me/school/pupils', { school_username: a.pupils[0].school_username })).status).toBe(201)
  })
  it('refuses a user who is not deleted or of another school (404), a taken username and bad input (422), pupils (403)', async () => {
    const a = await makeSchoolThroughApi(server, { pupils: 2 })
    await deletePupils(a, [a.pupils[0].id])
    const before = await usersOf(a.school.id)
    expect((await a.asTeacher.patch(`users/me/school/users/deleted/${a.pupils[1].id}`, { name: 'X' })).status).toBe(404)
    expect((await b.asAdmin.patch(`users/me/school/users/deleted/${a.pupils[0].id}`, { name: 'X' })).status).toBe(404)
    expect(
      (await a.asTeacher.patch(`users/me/school/users/deleted/${a.pupils[0].id}`, { school_username: a.pupils[1].school_username })).status,
    ).toBe(422)
    expect((await a.asTeacher.patch(`users/me/school/users/deleted/${a.pupils[0].id}`, {})).status).toBe(422)
    const asPupil = await signInPupil(server.api, a.school.id, a.pupils[1].school_username, a.pupils[1].password)
    expect((await asPupil.patch(`users/me/school/users/deleted/${a.pupils[0].id}`, { name: 'X' })).status).toBe(403)
    expect(await usersOf(a.school.id)).toEqual(before)
  })
})

describe('[deleted_users.merge] PATCH users/me/school/users/deleted/merge', () => {
  it('moves a deleted pupil’s classes and coins to the kept pupil, then purges the deleted one', async () => {
    const a = await makeSchoolThroughApi(server, { pupils: 2, classes: 2 })
    const [gone, kept] = a.pupils
    await a.asTeacher.post(`users/me/school/groups/${a.groups[1].id}/pupils`, { pupilIds: [gone.id] })
    await a.asTeacher.post(`users/me/school/pupils/${gone.id}/avatarpurchases`, { type: 'reward', amount: 40 })
    await deletePupils(a, [gone.id])
    const answer = await a.asTeacher.patch('users/me/school/users/deleted/merge', { deletedUserId: gone.id, intoUserId: kept.id })
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({
      merged: gone.id,
      into: kept.id,
      moved: { 'groups_rels.users_id': 1, 'avatar_purchases.user_id': 1 },
    })
    const pupil = await a.asTeacher.get(`users/me/school/pupils/${kept.id}`)
    expect(pupil.body.groups.map((g: any) => g.id).sort()).toEqual([a.groups[0].id, a.groups[1].id].sort())
    expect((await a.asTeacher.get(`users/me/school/pupils/${kept.id}/avatarpurchases`)).body.balance).toBe(40)
    expect(await server.query('SELECT id FROM users WHERE id = $1', [gone.id])).toEqual([])
  })
  it('refuses merging a pupil into a teacher (422), users not deleted or of another school (404), pupils (403), changing nothing', async () => {
    const a = await makeSchoolThroughApi(server, { pupils: 2 })
    await deletePupils(a, [a.pupils[0].id])
    const before = await usersOf(a.school.id)
    expect(
      (await a.asAdmin.patch('users/me/school/users/deleted/merge', { deletedUserId: a.pupils[0].id, intoUserId: a.teacher.id })).status,
    ).toBe(422)
    expect(
      (await a.asAdmin.patch('users/me/school/users/deleted/merge', { deletedUserId: a.pupils[1].id, intoUserId: a.pupils[0].id })).status,
    ).toBe(404)
    expect(
      (await b.asAdmin.patch('users/me/school/users/deleted/merge', { deletedUserId: a.pupils[0].id, intoUserId: b.pupils[0].id })).status,
    ).toBe(404)
    expect(
      (await a.asAdmin.patch('users/me/school/users/deleted/merge', { deletedUserId: a.pupils[0].id, intoUserId: b.pupils[0].id })).status,
    ).toBe(404)
    expect(
      (await a.asAdmin.patch('users/me/school/users/deleted/merge', { deletedUserId: a.pupils[0].id, intoUserId: a.pupils[0].id })).status,
    ).toBe(422)
    const asPupil = await signInPupil(server.api, a.school.id, a.pupils[1].school_username, a.pupils[1].password)
    expect(
      (await asPupil.patch('users/me/school/users/deleted/merge', { deletedUserId: a.pupils[0].id, intoUserId: a.pupils[1].id })).status,
    ).toBe(403)
    expect(await usersOf(a.school.id)).toEqual(before)
  })
})

describe('[deleted_users.purge] DELETE users/deleted/{id}', () => {
  it('a superuser purges a deleted user now; only deleted users; nobody else may', async () => {
    const a = await makeSchoolThroughApi(server, { pupils: 2 })
    await deletePupils(a, [a.pupils[0].id])
    const su = await makeUser(server.payload, 'superuser')
    const asSu = await signIn(server.api, su.username)
    expect((await a.asAdmin.delete(`users/deleted/${a.pupils[0].id}`)).status).toBe(403)
    expect((await asSu.delete(`users/deleted/${a.pupils[1].id}`)).status).toBe(404)
    expect((await asSu.delete('users/deleted/abc')).body.code).toBe('ROUTE_NOT_FOUND')
    const answer = await asSu.delete(`users/deleted/${a.pupils[0].id}`)
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual({ purged: a.pupils[0].id })
    expect(await server.query('SELECT id FROM users WHERE id = $1', [a.pupils[0].id])).toEqual([])
  })
})
