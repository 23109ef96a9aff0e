import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { linkIn, waitForEmail } from '../helpers/email'
import { makeSchoolThroughApi, makeUser, signIn, signInPupil, STAFF_PASSWORD } from '../helpers/factories'
import { startTestServer, type OwnTestServer } from '../helpers/server'

let server: OwnTestServer
let a: Awaited<ReturnType<typeof makeSchoolThroughApi>>
let b: Awaited<ReturnType<typeof makeSchoolThroughApi>>

beforeAll(async () => {
  server = await startTestServer()
  a = await makeSchoolThroughApi(server, { pupils: 1 })
  b = await makeSchoolThroughApi(server, { pupils: 1 })
})
afterAll(() => server?.close())

const staffOf = (schoolId: number) =>
  server.query(
    `SELECT u.id, u.name, u.email, u.username, u.role, u.school_id, u.deleted_at, u.experimental FROM users u
     WHERE u.school_id = $1 OR u.id IN (SELECT _parent_id FROM users_memberships WHERE school_id = $1) ORDER BY u.id`,
    [schoolId],
  )
const memberships = (schoolId: number) =>
  server.query('SELECT _parent_id, school_id, admin FROM users_memberships WHERE school_id = $1 ORDER BY _parent_id', [schoolId])
const snapshot = async (schoolId: number) => ({ staff: await staffOf(schoolId), memberships: await memberships(schoolId) })
const asPupilOf = (school: typeof a) =>
  signInPupil(server.api, school.school.id, school.pupils[0].school_username, school.pupils[0].password)

describe('[teachers.list] GET users/me/school/teachers', () => {
  it('lists the school’s staff with their admin flag', async () => {
    const answer = await a.asTeacher.get('users/me/school/teachers')
    expect(answer.status).toBe(200)
    expect(answer.body.docs).toEqual([
      {
        id: a.admin.id,
        name: a.admin.name,
        username: a.admin.username,
        email: a.admin.email,
        admin: true,
        experimental: false,
        current: true,
      },
      {
        id: a.teacher.id,
        name: a.teacher.name,
        username: a.teacher.username,
        email: a.teacher.email,
        admin: false,
        experimental: false,
        current: true,
      },
    ])
    expect(answer.body.totalDocs).toBe(2)
    expect((await a.asTeacher.get('users/me/school/teachers', { query: { q: 'teacher.' } })).body.docs.map((t: any) => t.id)).toEqual([
      a.teacher.id,
    ])
  })
  it('shows nothing of another school; refuses pupils (403) and bad input (422)', async () => {
    expect((await b.asTeacher.get('users/me/school/teachers')).text).not.toContain(a.marker)
    expect((await (await asPupilOf(a)).get('users/me/school/teachers')).status).toBe(403)
    expect((await a.asTeacher.get('users/me/school/teachers', { query: { sort: 'password' } })).status).toBe(422)
  })
})

describe('[teachers.create] POST users/me/school/teachers', () => {
  it('an admin makes a teacher account who can then sign in', async () => {
    const answer = await a.asAdmin.post('users/me/school/teachers', {
      name: 'Leela Patel',
      email: 'L.Patel@Example.test',
      password: 'another long passphrase',
    })
    expect(answer.status).toBe(201)
    expect(answer.body).toMatchObject({
      name: 'Leela Patel',
      email: 'l.patel@example.test',
      username: 'l.patel',
      admin: false,
      current: true,
    })
    const asNew = await signIn(server.api, 'l.patel', 'another long passphrase')
    expect((await asNew.get('users/me')).body.user.school).toMatchObject({ id: a.school.id, teacher: true, admin: false })
  })
  it('refuses a taken email, a weak password and bad fields (422), teachers who are not admin and pupils (403), creating nothing', async () => {
    const before = await snapshot(a.school.id)
    const taken = await a.asAdmin.post('users/me/school/teachers', {
      name: 'Dup',
      email: a.teacher.email,
      password: 'another long passphrase',
    })
    expect(taken.status).toBe(422)
    expect(taken.body.fields).toEqual([{ path: 'email', message: 'An account already uses this email: invite them instead' }])
    const weak = await a.asAdmin.post('users/me/school/teachers', { name: 'Weak', email: 'weak@example.test', password: 'short' })
    expect(weak.body.fields[0].path).toBe('password')
    expect((await a.asAdmin.post('users/me/school/teachers', { name: '', email: 'nope', password: 'x', role: 'superuser' })).status).toBe(
      422,
    )
    expect(
      (await a.asTeacher.post('users/me/school/teachers', { name: 'X', email: 'x1@example.test', password: 'another long passphrase' }))
        .status,
    ).toBe(403)
    expect(
      (
        await (
          await asPupilOf(a)
        ).post('users/me/school/teachers', { name: 'X', email: 'x2@example.test', password: 'another long passphrase' })
      ).status,
    ).toBe(403)
    expect(await snapshot(a.school.id)).toEqual(before)
  })

  it('gives a chosen username to one of several admins asking at once, and refuses the rest rather than choose another', async () => {
    const wanted = `racer${Date.now()}`
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        a.asAdmin.post('users/me/school/teachers', {
          name: `Racer ${i}`,
          email: `racer${i}.${wanted}@example.test`,
          username: wanted,
          password: 'another long passphrase',
        }),
      ),
    )
    expect(answers.filter((r) => r.status === 201)).toHaveLength(1)
    for (const refused of answers.filter((r) => r.status !== 201)) expect([409, 422]).toContain(refused.status)
    expect(await server.query('SELECT username FROM users WHERE username LIKE $1', [`${wanted}%`])).toEqual([{ username: wanted }])
  })
})

describe('[teachers.update] PATCH users/me/school/teachers/{id}', () => {
  it('an admin changes a teacher’s name; a new email waits for both addresses to confirm it', async () => {
    const answer = await a.asAdmin.patch(`users/me/school/teachers/${a.teacher.id}`, {
      name: `Renamed ${a.marker}`,
      email: `renamed.${a.marker}@example.test`,
    })
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({
      name: `Renamed ${a.marker}`,
      email: a.teacher.email,
      pendingEmail: `renamed.${a.marker}@example.test`,
    })
  })
  it('refuses another school’s teacher (404), a taken email (422), teachers who are not admin (403), changing nothing', async () => {
    const before = await snapshot(a.school.id)
    expect((await b.asAdmin.patch(`users/me/school/teachers/${a.teacher.id}`, { name: 'Mine' })).status).toBe(404)
    expect((await a.asAdmin.patch(`users/me/school/teachers/${a.pupils[0].id}`, { name: 'Pupil' })).status).toBe(404)
    expect((await a.asAdmin.patch(`users/me/school/teachers/${a.teacher.id}`, { email: b.teacher.email })).status).toBe(422)
    expect((await a.asAdmin.patch(`users/me/school/teachers/${a.teacher.id}`, {})).status).toBe(422)
    expect((await a.asTeacher.patch(`users/me/school/teachers/${a.admin.id}`, { name: 'Demoted' })).status).toBe(403)
    expect(await snapshot(a.school.id)).toEqual(before)
  })
})

describe('school admins', () => {
  it('[teachers.admin.set] [teachers.admin.unset] an admin grants and removes admin; the school keeps one admin', async () => {
    const granted = await a.asAdmin.put(`users/me/school/teachers/${a.teacher.id}/admin`)
    expect(granted.status).toBe(200)
    expect(granted.body.admin).toBe(true)
    expect((await a.asTeacher.get('users/me')).body.user.school.admin).toBe(true)
    const removed = await a.asTeacher.delete(`users/me/school/teachers/${a.admin.id}/admin`)
    expect(removed.body.admin).toBe(false)
    // a.teacher is now the only admin and may not stop being one.
    const last = await a.asTeacher.delete(`users/me/school/teachers/${a.teacher.id}/admin`)
    expect(last.status).toBe(409)
    expect((await a.asTeacher.put(`users/me/school/teachers/${a.admin.id}/admin`)).status).toBe(200)
    expect((await a.asAdmin.delete(`users/me/school/teachers/${a.teacher.id}/admin`)).status).toBe(200)
  })
  it('[teachers.admin.set] [teachers.admin.unset] refuse teachers who are not admin (403), another school (404), pupils (403)', async () => {
    const before = await snapshot(a.school.id)
    expect((await a.asTeacher.put(`users/me/school/teachers/${a.teacher.id}/admin`)).status).toBe(403)
    expect((await b.asAdmin.put(`users/me/school/teachers/${a.teacher.id}/admin`)).status).toBe(404)
    expect((await b.asAdmin.delete(`users/me/school/teachers/${a.admin.id}/admin`)).status).toBe(404)
    expect((await (await asPupilOf(a)).put(`users/me/school/teachers/${a.teacher.id}/admin`)).status).toBe(403)
    expect((await a.asAdmin.put('users/me/school/teachers/x/admin')).body.code).toBe('ROUTE_NOT_FOUND')
    expect(await snapshot(a.school.id)).toEqual(before)
  })
})

describe('[teachers.delete] DELETE users/me/school/teachers/{id}', () => {
  it('deletes a teacher who works only here (softly: they cannot sign in, and can be recovered)', async () => {
    const school = await makeSchoolThroughApi(server, { pupils: 0, classes: 1 })
    const answer = await school.asAdmin.delete(`users/me/school/teachers/${school.teacher.id}`)
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual({ id: school.teacher.id, removed: true, accountDeleted: true })
    expect((await school.asTeacher.get('users/me')).status).toBe(401)
    expect((await server.api.post('auth', { username: school.teacher.username, password: STAFF_PASSWORD })).status).toBe(401)
    expect((await school.asAdmin.get(`users/me/school/groups/${school.groups[0].id}`)).body.teachers).toEqual([])
    const deleted = await school.asAdmin.get('users/me/school/users/deleted')
    expect(deleted.body.docs.map((u: any) => u.id)).toEqual([school.teacher.id])
  })
  it('a teacher who also works at another school just leaves this one', async () => {
    const other = await makeSchoolThroughApi(server, { pupils: 0, classes: 0 })
    const teacher = await makeUser(server.payload, 'teacher', { emailVerified: true })
    const asTeacher = await signIn(server.api, teacher.username)
    await asTeacher.post('users/me/joinschool', { code: other.school.code })
    await other.asAdmin.put(`users/me/school/teachers/requests/${teacher.id}`)
    const code = (await a.asAdmin.get(`schools/${a.school.id}`)).body.code
    await asTeacher.post('users/me/joinschool', { code })
    await a.asAdmin.put(`users/me/school/teachers/requests/${teacher.id}`)
    const answer = await a.asAdmin.delete(`users/me/school/teachers/${teacher.id}`)
    expect(answer.body).toEqual({ id: teacher.id, removed: true, accountDeleted: false })
    const me = await asTeacher.get('users/me')
    expect(me.status).toBe(200)
    expect(me.body.user.school.id).toBe(other.school.id)
    expect((await asTeacher.get('users/me/schools')).body.docs.map((s: any) => s.id)).toEqual([other.school.id])
  })
  it('refuses removing oneself or the last admin (409), teachers who are not admin (403), another school (404), changing nothing', async () => {
    const before = await snapshot(a.school.id)
    expect((await a.asAdmin.delete(`users/me/school/teachers/${a.admin.id}`)).status).toBe(409)
    expect((await a.asTeacher.delete(`users/me/school/teachers/${a.admin.id}`)).status).toBe(403)
    expect((await b.asAdmin.delete(`users/me/school/teachers/${a.teacher.id}`)).status).toBe(404)
    expect((await (await asPupilOf(a)).delete(`users/me/school/teachers/${a.teacher.id}`)).status).toBe(403)
    expect(await snapshot(a.school.id)).toEqual(before)
  })
})

describe('invitations', () => {
  it('[teachers.invite] [teachers.accept_invite] a new teacher accepts an emailed invitation, choosing a password, and is signed in', async () => {
    const email = `invitee.${a.marker}@example.test`
    const invited = await a.asTeacher.post('users/me/school/teachers/invite', { email: email.toUpperCase() })
    expect(invited.status).toBe(201)
    expect(invited.body.invited).toBe(email)
    const message = await waitForEmail(server, email, 'teacher_invite')
    expect(message.subject).toContain(a.school.name)
    const { value: code } = linkIn(message, 'code')
    expect(message.text).toContain(code)
    const weak = await server.api.post('users/teacherinvite', { code, password: 'short' })
    expect(weak.status).toBe(422)
    const accepted = await server.api.post('users/teacherinvite', { code, password: 'my own long passphrase', name: 'Ivy Invitee' })
    expect(accepted.status).toBe(200)
    expect(accepted.headers.get('set-cookie')).toContain('_session-token_=')
    expect(accepted.body.user).toMatchObject({ name: 'Ivy Invitee', email, school: { id: a.school.id, teacher: true, admin: false } })
    // Used once.
    expect((await server.api.post('users/teacherinvite', { code, password: 'my own long passphrase' })).status).toBe(404)
    expect((await a.asTeacher.get('users/me/school/teachers')).body.docs.map((t: any) => t.email)).toContain(email)
  })
  it('[teachers.accept_invite] someone with a teacher account already proves it with their password and joins', async () => {
    const teacher = await makeUser(server.payload, 'teacher', { school: b.school.id })
    await a.asAdmin.post('users/me/school/teachers/invite', { email: teacher.email })
    const { value: code } = linkIn(await waitForEmail(server, teacher.email, 'teacher_invite'), 'code')
    const wrong = await server.api.post('users/teacherinvite', { code, password: 'not their password at all' })
    expect(wrong.status).toBe(401)
    const answer = await server.api.post('users/teacherinvite', { code, password: STAFF_PASSWORD })
    expect(answer.status).toBe(200)
    expect(answer.body.user.school.id).toBe(a.school.id)
    const asTeacher = server.api.as(answer.body.token)
    expect((await asTeacher.get('users/me/schools')).body.docs.map((s: any) => s.id).sort()).toEqual([a.school.id, b.school.id].sort())
  })
  it('[teachers.invite] refuses someone already at the school (409), bad emails (422) and pupils (403)', async () => {
    expect((await a.asTeacher.post('users/me/school/teachers/invite', { email: a.admin.email })).status).toBe(409)
    expect((await a.asTeacher.post('users/me/school/teachers/invite', { email: 'not-an-email' })).status).toBe(422)
    expect((await (await asPupilOf(a)).post('users/me/school/teachers/invite', { email: 'x@example.test' })).status).toBe(403)
  })
  it('[teachers.accept_invite] refuses unknown codes (404) and bad input (422), creating nothing', async () => {
    const before = (await server.query('SELECT count(*)::int AS n FROM users'))[0].n
    expect((await server.api.post('users/teacherinvite', { code: 'made-up-code', password: 'my own long passphrase' })).status).toBe(404)
    expect((await server.api.post('users/teacherinvite', { code: '', password: '' })).status).toBe(422)
    expect((await server.query('SELECT count(*)::int AS n FROM users'))[0].n).toBe(before)
  })
})
