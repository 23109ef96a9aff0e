/**
 * Issue 11, item 2: a join code alone no longer makes anyone a teacher of the school. Joining by code needs
 * a verified email and puts the teacher in a pending state that one of the school's admins approves (the
 * admins are emailed); until then they see nothing of the school. The calls for the admins are outside the
 * catalogue: GET users/me/school/teachers/requests, PUT and DELETE users/me/school/teachers/requests/{id}.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { makeSchoolThroughApi, makeUser, signIn } from '../helpers/factories'
import { testServer, type TestServer } from '../helpers/server'

let server: TestServer
let a: Awaited<ReturnType<typeof makeSchoolThroughApi>>
let b: Awaited<ReturnType<typeof makeSchoolThroughApi>>

beforeAll(async () => {
  server = await testServer()
  a = await makeSchoolThroughApi(server, { pupils: 2 })
  b = await makeSchoolThroughApi(server, { pupils: 1 })
})

const memberships = (userId: number) =>
  server.query('SELECT school_id, admin, pending FROM users_memberships WHERE _parent_id = $1 ORDER BY school_id', [userId])

/** Waits for the email the server sends after answering. */
async function emailTo(to: string, type: string) {
  for (let i = 0; i < 50; i++) {
    const rows = await server.query('SELECT subject, text FROM emails WHERE "to" = $1 AND type = $2', [to, type])
    if (rows.length) return rows
    await new Promise((r) => setTimeout(r, 100))
  }
  return []
}

describe('[school.join] POST users/me/joinschool asks to join; an admin approves', () => {
  it('refuses a teacher whose email is not verified, changing nothing', async () => {
    const stranger = await makeUser(server.payload, 'teacher', { emailVerified: false })
    const api = await signIn(server.api, stranger.username)
    const answer = await api.post('users/me/joinschool', { code: a.school.code })
    expect(answer.status).toBe(403)
    expect(await memberships(stranger.id)).toEqual([])
    expect((await api.get('users/me')).body.user.school).toBeNull()
  })

  it('a verified teacher is pending and sees nothing; the admins are emailed, list, and approve the request', async () => {
    const stranger = await makeUser(server.payload, 'teacher', { emailVerified: true, name: 'Pat Newcomer' })
    const api = await signIn(server.api, stranger.username)
    const answer = await api.post('users/me/joinschool', { code: a.school.code })
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual({ id: a.school.id, name: a.school.name, joined: false, pending: true })
    expect(await memberships(stranger.id)).toEqual([{ school_id: a.school.id, admin: false, pending: true }])

    // Pending: nothing of the school.
    expect((await api.get('users/me')).body.user.school).toBeNull()
    expect((await api.get('users/me/school/pupils')).status).toBe(403)
    expect((await api.get(`users/me/school/pupils/${a.pupils[0].id}`)).status).toBe(403)
    expect((await api.get('users/me/schools')).body.docs).toEqual([])
    expect((await api.post('users/me/manageschool', { schoolId: a.school.id })).status).toBe(404)
    expect((await a.asAdmin.get('users/me/school/teachers')).body.docs.map((t: any) => t.id)).not.toContain(stranger.id)
    // Asking again changes nothing and sends no second email.
    expect((await api.post('users/me/joinschool', { code: a.school.code })).body.pending).toBe(true)

    const emails = await emailTo(a.admin.email, 'teacher_join_request')
    expect(emails).toHaveLength(1)
    expect(emails[0].subject).toContain('Pat Newcomer')
    expect(emails[0].text).toContain(stranger.email)

    // Only the school's admins see and decide requests.
    const requests = await a.asAdmin.get('users/me/school/teachers/requests')
    expect(requests.status).toBe(200)
    expect(requests.body.docs).toEqual([{ id: stranger.id, name: 'Pat Newcomer', username: stranger.username, email: stranger.email }])
    expect((await a.asTeacher.get('users/me/school/teachers/requests')).status).toBe(403)
    expect((await b.asAdmin.get('users/me/school/teachers/requests')).body.docs).toEqual([])
    expect((await b.asAdmin.put(`users/me/school/teachers/requests/${stranger.id}`)).status).toBe(404)
    expect((await b.asAdmin.delete(`users/me/school/teachers/requests/${stranger.id}`)).status).toBe(404)
    expect((await a.asAdmin.put(`users/me/school/teachers/requests/${a.teacher.id}`)).status).toBe(404)
    expect(await memberships(stranger.id)).toEqual([{ school_id: a.school.id, admin: false, pending: true }])

    const approved = await a.asAdmin.put(`users/me/school/teachers/requests/${stranger.id}`)
    expect(approved.status).toBe(200)
    expect(approved.body).toEqual({ id: stranger.id, approved: true })
    expect((await api.get('users/me')).body.user.school).toMatchObject({ id: a.school.id, admin: false })
    expect((await api.get('users/me/school/pupils')).body.docs.map((p: any) => p.id).sort()).toEqual(a.pupils.map((p) => p.id).sort())
    expect((await a.asAdmin.get('users/me/school/teachers/requests')).body.docs).toEqual([])
  })

  it('a teacher of another school stays there while pending; a refused request is gone', async () => {
    await server.query('UPDATE users SET email_verified = true WHERE id = $1', [b.teacher.id])
    const answer = await b.asTeacher.post('users/me/joinschool', { code: a.school.code })
    expect(answer.body).toMatchObject({ pending: true })
    expect((await b.asTeacher.get('users/me')).body.user.school.id).toBe(b.school.id)
    expect((await b.asTeacher.get('users/me/schools')).body.docs.map((s: any) => s.id)).toEqual([b.school.id])
    const refused = await a.asAdmin.delete(`users/me/school/teachers/requests/${b.teacher.id}`)
    expect(refused.status).toBe(200)
    expect(refused.body).toEqual({ id: b.teacher.id, refused: true })
    expect((await memberships(b.teacher.id)).map((m: any) => m.school_id)).toEqual([b.school.id])
    expect((await a.asAdmin.delete(`users/me/school/teachers/requests/${b.teacher.id}`)).status).toBe(404)
  })
})
