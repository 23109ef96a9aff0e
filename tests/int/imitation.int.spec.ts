import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { makeSchool, makeUser, signIn } from '../helpers/factories'
import { startTestServer, type OwnTestServer } from '../helpers/server'

let server: OwnTestServer
let school: any
let superuser: any
let teacher: any

beforeAll(async () => {
  server = await startTestServer()
  school = await makeSchool(server.payload)
  superuser = await makeUser(server.payload, 'superuser')
  teacher = await makeUser(server.payload, 'teacher', { school: school.id })
})
afterAll(() => server?.close())

describe('[superuser.imitateuser.start] and [superuser.imitateuser.stop]', () => {
  it('lets a superuser act as a teacher, shows imitatingUser, audits every request (reads too), and returns them to their own session', async () => {
    const asSuperuser = await signIn(server.api, superuser.username)
    const start = await asSuperuser.post('superuser/imitateuser', { user_id: teacher.id })
    expect(start.status).toBe(200)
    expect(start.body.user).toMatchObject({ id: teacher.id, role: 'teacher', imitatingUser: { id: superuser.id } })
    const asImitated = server.api.as(start.body.token)
    expect((await asImitated.get('users/me')).body.user.imitatingUser.id).toBe(superuser.id)

    // An action taken while imitating is written to the audit log with both ids.
    const avatar = await asImitated.put('users/me/avatar', { avatar: JSON.stringify({ hair: 'curly' }) })
    expect(avatar.status).toBe(200)

    const stop = await asImitated.delete('superuser/imitateuser')
    expect(stop.status).toBe(200)
    expect(stop.body.user).toMatchObject({ id: superuser.id, superuser: true, imitatingUser: null })
    expect(stop.body.token).toBeUndefined()
    expect((await asImitated.get('users/me')).status).toBe(401)
    expect((await asSuperuser.get('users/me')).body.user.id).toBe(superuser.id)

    await new Promise((r) => setTimeout(r, 100))
    const audit = await server.query('SELECT actor_id, subject_id, action, status::int FROM audit_log ORDER BY id')
    expect(audit).toEqual([
      { actor_id: superuser.id, subject_id: teacher.id, action: 'imitation started', status: 200 },
      { actor_id: superuser.id, subject_id: teacher.id, action: 'GET /api/users/me', status: 200 },
      { actor_id: superuser.id, subject_id: teacher.id, action: 'PUT /api/users/me/avatar', status: 200 },
      { actor_id: superuser.id, subject_id: teacher.id, action: 'DELETE /api/superuser/imitateuser', status: 200 },
    ])
  })

  it('refuses to imitate another superuser', async () => {
    const other = await makeUser(server.payload, 'superuser')
    const answer = await (await signIn(server.api, superuser.username)).post('superuser/imitateuser', { user_id: other.id })
    expect(answer.status).toBe(403)
    expect(answer.body.error).toBe('Superusers cannot be imitated')
  })

  it('refuses teachers and school admins, and stopping outside an imitation', async () => {
    const admin = await makeUser(server.payload, 'school_admin', { school: school.id })
    for (const who of [teacher, admin]) {
      const api = await signIn(server.api, who.username)
      expect((await api.post('superuser/imitateuser', { user_id: teacher.id })).status).toBe(403)
      expect((await api.delete('superuser/imitateuser')).status).toBe(403)
    }
    expect((await server.api.post('superuser/imitateuser', { user_id: teacher.id })).status).toBe(401)
  })

  it('answers 404 for a missing user and 422 for a bad id, creating no session', async () => {
    const api = await signIn(server.api, superuser.username)
    const [{ count: before }] = await server.query('SELECT count(*)::int AS count FROM sessions')
    expect((await api.post('superuser/imitateuser', { user_id: 999999 })).status).toBe(404)
    const bad = await api.post('superuser/imitateuser', { user_id: 'teacher' })
    expect(bad.status).toBe(422)
    expect(bad.body.fields[0].path).toBe('user_id')
    const [{ count: after }] = await server.query('SELECT count(*)::int AS count FROM sessions')
    expect(after).toBe(before)
  })
})
