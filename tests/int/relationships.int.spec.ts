import { beforeAll, describe, expect, it } from 'vitest'
import { makeSchoolWithPeople, makeUser, sessionFor, signIn } from '../helpers/factories'
import { testServer, type TestServer } from '../helpers/server'

let server: TestServer
let a: Awaited<ReturnType<typeof makeSchoolWithPeople>>
let b: Awaited<ReturnType<typeof makeSchoolWithPeople>>

beforeAll(async () => {
  server = await testServer()
  a = await makeSchoolWithPeople(server.payload, server.api)
  b = await makeSchoolWithPeople(server.payload, server.api)
  await server.payload.create({
    collection: 'groups',
    data: { name: 'Class 4', school: a.school.id, teachers: [a.teacher.id], pupils: [a.pupils[0].id] },
    overrideAccess: true,
  })
})

describe('[relationships.user] GET users/me/users/{id}', () => {
  it("answers a teacher's relationship to a pupil in their class", async () => {
    const answer = await a.asTeacher.get(`users/me/users/${a.pupils[0].id}`)
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual({
      subject: a.teacher.id,
      object: a.pupils[0].id,
      isMe: false,
      isTeacher: true,
      isAdmin: false,
      isAdminOfTeacher: false,
      isPupil: false,
      isPupilOfAdmin: false,
      isEmployee: false,
      sameClass: true,
      sameSchool: true,
    })
  })
  it('knows a pupil in another class of the school is not in the same class', async () => {
    const answer = await a.asTeacher.get(`users/me/users/${a.pupils[1].id}`)
    expect(answer.body).toMatchObject({ isTeacher: true, sameClass: false, sameSchool: true })
  })
  it("answers an admin's relationship to a teacher, and a pupil's to their admin", async () => {
    expect((await a.asAdmin.get(`users/me/users/${a.teacher.id}`)).body).toMatchObject({ isAdmin: true, isAdminOfTeacher: true })
    const asPupil = await sessionFor(server.payload, server.api, a.pupils[0].id)
    expect((await asPupil.get(`users/me/users/${a.admin.id}`)).body).toMatchObject({ isPupil: true, isPupilOfAdmin: true })
  })
  it('answers a user about themself', async () => {
    expect((await a.asTeacher.get(`users/me/users/${a.teacher.id}`)).body).toMatchObject({
      isMe: true,
      sameClass: true,
      sameSchool: true,
      isTeacher: false,
    })
  })
  it('answers 404 for a user of another school, as for no user at all, but lets a superuser see it', async () => {
    const other = await a.asTeacher.get(`users/me/users/${b.pupils[0].id}`)
    const none = await a.asTeacher.get('users/me/users/999999')
    expect([other.status, none.status]).toEqual([404, 404])
    const superuser = await makeUser(server.payload, 'superuser')
    const asSuperuser = await signIn(server.api, superuser.username)
    expect((await asSuperuser.get(`users/me/users/${b.pupils[0].id}`)).body).toMatchObject({ sameSchool: false, isTeacher: false })
  })
  it('is 401 signed out and 404 for an id that is not an id (no such route)', async () => {
    expect((await server.api.get(`users/me/users/${a.teacher.id}`)).status).toBe(401)
    expect((await a.asTeacher.get('users/me/users/abc')).body.code).toBe('ROUTE_NOT_FOUND')
  })
})

describe('[relationships.school_user] GET users/me/school/users/{id}', () => {
  it('answers for a user of my school', async () => {
    const answer = await a.asAdmin.get(`users/me/school/users/${a.pupils[1].id}`)
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({ subject: a.admin.id, object: a.pupils[1].id, isAdmin: true, sameSchool: true })
  })
  it('answers 404 for another school even to a superuser, who has no school', async () => {
    expect((await a.asAdmin.get(`users/me/school/users/${b.teacher.id}`)).status).toBe(404)
    const superuser = await makeUser(server.payload, 'superuser')
    expect((await (await signIn(server.api, superuser.username)).get(`users/me/school/users/${b.teacher.id}`)).status).toBe(404)
  })
  it('is 401 signed out and 404 for a bad id (no such route)', async () => {
    expect((await server.api.get(`users/me/school/users/${a.teacher.id}`)).status).toBe(401)
    expect((await a.asAdmin.get('users/me/school/users/-4')).body.code).toBe('ROUTE_NOT_FOUND')
  })
})
