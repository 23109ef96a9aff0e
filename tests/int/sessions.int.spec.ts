import { beforeAll, describe, expect, it } from 'vitest'
import { makeSchool, makeUser, sessionFor, signIn, STAFF_PASSWORD } from '../helpers/factories'
import { testServer, type TestServer } from '../helpers/server'

let server: TestServer
let school: any
let teacher: any
let superuser: any

beforeAll(async () => {
  server = await testServer()
  school = await makeSchool(server.payload, { name: 'Hazel Grove Primary', accountRegion: 'GB', settings: { fontPreference: 'dyslexic' } })
  teacher = await makeUser(server.payload, 'teacher', { school: school.id, permissions: ['spelling'], accessLevel: 'full' })
  superuser = await makeUser(server.payload, 'superuser')
})

describe('[auth.login] POST auth', () => {
  it('signs a teacher in with their username and answers a token, the session user and a 90-day cookie', async () => {
    const answer = await server.api.post('auth', { username: teacher.username, password: STAFF_PASSWORD })
    expect(answer.status).toBe(200)
    expect(answer.body.token).toMatch(/^[A-Za-z0-9_-]{40,}$/)
    expect(answer.body.user).toMatchObject({
      id: teacher.id,
      role: 'teacher',
      superuser: false,
      permissions: ['spelling'],
      access_level: 'full',
      imitatingUser: null,
      school: {
        id: school.id,
        name: 'Hazel Grove Primary',
        teacher: true,
        admin: false,
        account_region: 'GB',
        settings: { fontPreference: 'dyslexic' },
      },
    })
    const cookie = answer.headers.getSetCookie().find((c) => c.startsWith('_session-token_='))!
    expect(cookie).toContain(`_session-token_=${answer.body.token}`)
    expect(cookie).toMatch(/Path=\//)
    expect(cookie).toMatch(/HttpOnly/)
    const expires = new Date(/Expires=([^;]+)/.exec(cookie)![1]).getTime()
    expect(Math.abs(expires - (Date.now() + 7_776_000_000))).toBeLessThan(60_000)
  })

  it('signs in with the email address too, in any case', async () => {
    const answer = await server.api.post('auth', { username: teacher.email.toUpperCase(), password: STAFF_PASSWORD })
    expect(answer.status).toBe(200)
    expect(answer.body.user.id).toBe(teacher.id)
  })

  it('says the same for a wrong password and an unknown user, and sets no cookie', async () => {
    const wrong = await server.api.post('auth', { username: teacher.username, password: 'not the password' })
    const unknown = await server.api.post('auth', { username: 'nobody-here', password: 'not the password' })
    for (const answer of [wrong, unknown]) {
      expect(answer.status).toBe(401)
      expect(answer.body).toMatchObject({ error: 'Password incorrect or user not found', code: 'INVALID_CREDENTIALS', authHint: 'login' })
      expect(answer.headers.get('x-error-reference')).toBe(answer.body.reference)
      expect(answer.headers.getSetCookie()).toEqual([])
    }
  })

  it('refuses missing, mistyped and unknown fields with 422 and the field errors, creating no session', async () => {
    const [{ count: before }] = await server.query('SELECT count(*)::int AS count FROM sessions')
    const missing = await server.api.post('auth', { username: teacher.username })
    expect(missing.status).toBe(422)
    expect(missing.body).toMatchObject({ error: 'Failed - Invalid data', code: 'INVALID_DATA' })
    expect(missing.body.fields).toEqual([{ path: 'password', message: expect.any(String) }])
    const mistyped = await server.api.post('auth', { username: 42, password: ['x'] })
    expect(mistyped.status).toBe(422)
    expect(mistyped.body.fields.map((f: any) => f.path).sort()).toEqual(['password', 'username'])
    const unknown = await server.api.post('auth', { username: teacher.username, password: STAFF_PASSWORD, admin: true })
    expect(unknown.status).toBe(422)
    expect(unknown.body.fields).toEqual([{ path: 'admin', message: 'Unknown field' }])
    const [{ count: after }] = await server.query('SELECT count(*)::int AS count FROM sessions')
    expect(after).toBe(before)
  })

  it('refuses malformed JSON with 400, a body that is not JSON with 415 and a huge body with 413', async () => {
    const malformed = await server.api.request('POST', 'auth', {
      rawBody: '{"username": "a",',
      headers: { 'Content-Type': 'application/json' },
    })
    expect(malformed.status).toBe(400)
    expect(malformed.body.code).toBe('INVALID_JSON')
    const form = await server.api.request('POST', 'auth', {
      rawBody: 'username=a&password=b',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    })
    expect(form.status).toBe(415)
    const huge = await server.api.post('auth', { username: 'a', password: 'x'.repeat(2_000_000) })
    expect(huge.status).toBe(413)
    expect(huge.body).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', reference: expect.any(String) })
  })
})

describe('[account.me] GET users/me', () => {
  it('answers the session user for a Bearer token, the JWT scheme and the session cookie alike', async () => {
    const signedIn = await signIn(server.api, teacher.username)
    const token = signedIn.token!
    const variants: Record<string, string>[] = [
      { Authorization: `Bearer ${token}` },
      { Authorization: `JWT ${token}` },
      { Cookie: `_session-token_=${token}` },
    ]
    for (const headers of variants) {
      const answer = await server.api.get('users/me', { headers })
      expect(answer.status).toBe(200)
      expect(answer.body.user).toMatchObject({ id: teacher.id, role: 'teacher' })
      // The cookie's token is HttpOnly: it is never handed to a script in an answer.
      expect(answer.body.token).toBe(headers.Cookie ? null : token)
    }
  })

  it('is 401 Unauthorised without a token, with a made-up token and with the string null', async () => {
    const variants: Record<string, string>[] = [{}, { Authorization: 'Bearer made-up-token' }, { Cookie: '_session-token_=null' }]
    for (const headers of variants) {
      const answer = await server.api.get('users/me', { headers })
      expect(answer.status).toBe(401)
      expect(answer.body).toMatchObject({ error: 'Unauthorised', code: 'UNAUTHORISED', authHint: 'login' })
    }
  })

  it('does not accept the session cookie on a request from an origin outside the allow-list', async () => {
    const signedIn = await signIn(server.api, teacher.username)
    const foreign = await server.api.get('users/me', {
      headers: { Cookie: `_session-token_=${signedIn.token}`, Origin: 'https://evil.example' },
    })
    expect(foreign.status).toBe(401)
    const own = await server.api.get('users/me', {
      headers: { Cookie: `_session-token_=${signedIn.token}`, Origin: server.url.replace('127.0.0.1', '127.0.0.1') },
    })
    expect(own.status).toBe(200)
  })

  it('answers a pupil with their school and no teacher flag', async () => {
    const pupil = await makeUser(server.payload, 'pupil', { school: school.id })
    const answer = await (await sessionFor(server.payload, server.api, pupil.id)).get('users/me')
    expect(answer.status).toBe(200)
    expect(answer.body.user).toMatchObject({ id: pupil.id, role: 'pupil', school: { id: school.id, teacher: false, admin: false } })
  })
})

describe('sign-out (DELETE auth)', () => {
  it('revokes the session at once: the same token is refused afterwards', async () => {
    const signedIn = await signIn(server.api, teacher.username)
    expect((await signedIn.get('users/me')).status).toBe(200)
    const out = await signedIn.delete('auth')
    expect(out.status).toBe(204)
    expect(out.headers.getSetCookie()[0]).toMatch(/^_session-token_=;/)
    expect((await signedIn.get('users/me')).status).toBe(401)
  })
  it('is 401 without a session', async () => {
    expect((await server.api.delete('auth')).status).toBe(401)
  })
})

describe('[auth.refresh] GET users/me/refresh', () => {
  it('answers the user again and renews the session', async () => {
    const signedIn = await signIn(server.api, teacher.username)
    await server.query(`UPDATE sessions SET expires_at = now() + interval '1 day'`)
    const answer = await signedIn.get('users/me/refresh')
    expect(answer.status).toBe(200)
    expect(answer.body.user.id).toBe(teacher.id)
    expect(answer.body.exp * 1000).toBeGreaterThan(Date.now() + 89 * 86_400_000)
  })
  it('is 401 without a session', async () => {
    expect((await server.api.get('users/me/refresh')).status).toBe(401)
  })
  it('refuses an expired session', async () => {
    const signedIn = await signIn(server.api, teacher.username)
    await server.query(`UPDATE sessions SET expires_at = now() - interval '1 second'`)
    expect((await signedIn.get('users/me/refresh')).status).toBe(401)
  })
})

describe('[superuser.users.refresh] POST superuser/users/{id}/refresh', () => {
  it("lets a superuser read another user's session view", async () => {
    const asSuperuser = await signIn(server.api, superuser.username)
    const answer = await asSuperuser.post(`superuser/users/${teacher.id}/refresh`)
    expect(answer.status).toBe(200)
    expect(answer.body.user).toMatchObject({ id: teacher.id, school: { id: school.id } })
  })
  it('refuses teachers and school admins with 403', async () => {
    const admin = await makeUser(server.payload, 'school_admin', { school: school.id })
    for (const who of [teacher, admin]) {
      const answer = await (await signIn(server.api, who.username)).post(`superuser/users/${teacher.id}/refresh`)
      expect(answer.status).toBe(403)
      expect(answer.body.code).toBe('FORBIDDEN')
    }
  })
  it('answers 404 NOT_FOUND for a missing user and 404 ROUTE_NOT_FOUND for an id that is not an id', async () => {
    const asSuperuser = await signIn(server.api, superuser.username)
    const missing = await asSuperuser.post('superuser/users/999999/refresh')
    expect(missing.status).toBe(404)
    expect(missing.body.code).toBe('NOT_FOUND')
    const notAnId = await asSuperuser.post('superuser/users/abc/refresh')
    expect(notAnId.status).toBe(404)
    expect(notAnId.body.code).toBe('ROUTE_NOT_FOUND')
  })
})

describe("Payload admin's session addresses", () => {
  it('POST users/logout signs out of Inkwell: the session stops working and the cookie is cleared', async () => {
    const signedIn = await signIn(server.api, teacher.username)
    const answer = await signedIn.post('users/logout')
    expect(answer.status).toBe(200)
    expect(answer.headers.getSetCookie().join(';')).toMatch(/_session-token_=;/)
    expect((await signedIn.get('users/me')).status).toBe(401)
  })

  it('POST users/refresh-token renews the Inkwell session and mints no token of its own', async () => {
    const signedIn = await signIn(server.api, teacher.username)
    const answer = await signedIn.post('users/refresh-token')
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({ user: { id: teacher.id, collection: 'users' }, refreshedToken: null, exp: expect.any(Number) })
    expect(answer.headers.getSetCookie()).toEqual([])
    expect((await server.api.post('users/refresh-token')).status).toBe(401)
  })
})
