import { beforeAll, describe, expect, it } from 'vitest'
import { makeSchoolThroughApi, signInPupil } from '../helpers/factories'
import { testServer, type TestServer } from '../helpers/server'

let server: TestServer
let a: Awaited<ReturnType<typeof makeSchoolThroughApi>>
let b: Awaited<ReturnType<typeof makeSchoolThroughApi>>

beforeAll(async () => {
  server = await testServer()
  a = await makeSchoolThroughApi(server, { pupils: 3, classes: 2 })
  b = await makeSchoolThroughApi(server, { pupils: 1 })
})

const flags = async (schoolId: number) =>
  Object.fromEntries(
    (
      await server.query(
        'SELECT id, experimental FROM users WHERE school_id = $1 OR id IN (SELECT _parent_id FROM users_memberships WHERE school_id = $1) ORDER BY id',
        [schoolId],
      )
    ).map((r: any) => [r.id, r.experimental]),
  )
const on = async (schoolId: number) =>
  Object.entries(await flags(schoolId))
    .filter(([, v]) => v)
    .map(([k]) => Number(k))
    .sort((x, y) => x - y)
const reset = () => a.asAdmin.put('users/me/school/users/experimental', { enabled: false })
const sorted = (ids: number[]) => [...ids].sort((x, y) => x - y)
const asPupilOf = (school: typeof a) =>
  signInPupil(server.api, school.school.id, school.pupils[0].school_username, school.pupils[0].password)

describe('experimental flags', () => {
  it('[experimental.users] an admin switches it on for everyone at the school', async () => {
    const answer = await a.asAdmin.put('users/me/school/users/experimental', { enabled: true })
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual({ enabled: true, updated: 5 })
    expect(await on(a.school.id)).toEqual(sorted([a.admin.id, a.teacher.id, ...a.pupils.map((p) => p.id)]))
    expect(await on(b.school.id)).toEqual([])
    await reset()
  })
  it('[experimental.teachers] for the school’s staff', async () => {
    expect((await a.asAdmin.put('users/me/school/teachers/experimental', { enabled: true })).body.updated).toBe(2)
    expect(await on(a.school.id)).toEqual(sorted([a.admin.id, a.teacher.id]))
    await reset()
  })
  it('[experimental.pupils] for the school’s pupils (any teacher)', async () => {
    expect((await a.asTeacher.put('users/me/school/pupils/experimental', { enabled: true })).body.updated).toBe(3)
    expect(await on(a.school.id)).toEqual(sorted(a.pupils.map((p) => p.id)))
    await reset()
  })
  it('[experimental.teacher] for one teacher, [experimental.pupil] for one pupil', async () => {
    expect((await a.asAdmin.put(`users/me/school/teachers/${a.teacher.id}/experimental`, { enabled: true })).body).toEqual({
      enabled: true,
      updated: 1,
    })
    expect((await a.asTeacher.put(`users/me/school/pupils/${a.pupils[1].id}/experimental`, { enabled: true })).body.updated).toBe(1)
    expect(await on(a.school.id)).toEqual(sorted([a.teacher.id, a.pupils[1].id]))
    expect((await a.asTeacher.get(`users/me/school/pupils/${a.pupils[1].id}`)).body.experimental).toBe(true)
    await reset()
  })
  it('[experimental.group.teachers] [experimental.group.pupils] for a class’s teachers or pupils', async () => {
    await a.asTeacher.post(`users/me/school/groups/${a.groups[1].id}/pupils`, { pupilIds: [a.pupils[2].id], move: 1 })
    expect((await a.asAdmin.put(`users/me/school/groups/${a.groups[0].id}/teachers/experimental`, { enabled: true })).body.updated).toBe(1)
    expect((await a.asTeacher.put(`users/me/school/groups/${a.groups[1].id}/pupils/experimental`, { enabled: true })).body.updated).toBe(1)
    expect(await on(a.school.id)).toEqual(sorted([a.teacher.id, a.pupils[2].id]))
    await reset()
  })
  it('refuses teachers who are not admins where admins are needed, pupils, another school and bad input, changing nothing', async () => {
    const before = [await flags(a.school.id), await flags(b.school.id)]
    // [experimental.users] [experimental.teachers] [experimental.teacher] [experimental.group.teachers]: admins only.
    expect((await a.asTeacher.put('users/me/school/users/experimental', { enabled: true })).status).toBe(403)
    expect((await a.asTeacher.put('users/me/school/teachers/experimental', { enabled: true })).status).toBe(403)
    expect((await a.asTeacher.put(`users/me/school/teachers/${a.teacher.id}/experimental`, { enabled: true })).status).toBe(403)
    expect((await a.asTeacher.put(`users/me/school/groups/${a.groups[0].id}/teachers/experimental`, { enabled: true })).status).toBe(403)
    const asPupil = await asPupilOf(a)
    for (const path of [
      'users/me/school/pupils/experimental',
      `users/me/school/pupils/${a.pupils[0].id}/experimental`,
      `users/me/school/groups/${a.groups[0].id}/pupils/experimental`,
    ]) {
      expect((await asPupil.put(path, { enabled: true })).status).toBe(403)
    }
    // [experimental.pupil] [experimental.teacher] [experimental.group.pupils]: another school's ids are 404.
    expect((await b.asAdmin.put(`users/me/school/pupils/${a.pupils[0].id}/experimental`, { enabled: true })).status).toBe(404)
    expect((await b.asAdmin.put(`users/me/school/teachers/${a.teacher.id}/experimental`, { enabled: true })).status).toBe(404)
    expect((await b.asAdmin.put(`users/me/school/groups/${a.groups[0].id}/pupils/experimental`, { enabled: true })).status).toBe(404)
    expect((await b.asAdmin.put(`users/me/school/groups/${a.groups[0].id}/teachers/experimental`, { enabled: true })).status).toBe(404)
    expect((await a.asAdmin.put('users/me/school/pupils/experimental', { enabled: 'yes' })).status).toBe(422)
    expect((await a.asAdmin.put('users/me/school/pupils/experimental', {})).status).toBe(422)
    expect([await flags(a.school.id), await flags(b.school.id)]).toEqual(before)
  })
})
