import { beforeAll, describe, expect, it } from 'vitest'
import { FREE_ATTEMPTS, LOCK_AFTER } from '../../lib/auth/throttle'
import { makeSchool, makeUser, PUPIL_PASSWORD, signIn, STAFF_PASSWORD } from '../helpers/factories'
import { testServer, type TestServer } from '../helpers/server'

let server: TestServer
let schoolA: any
let schoolB: any

beforeAll(async () => {
  server = await testServer()
  schoolA = await makeSchool(server.payload)
  schoolB = await makeSchool(server.payload)
})

const fail = (username: string) => server.api.post('auth', { username, password: 'definitely wrong' })

describe('[auth.login] throttling by account', () => {
  it('counts down attemptsRemaining, then answers 429 with the rate-limit headers', async () => {
    const teacher = await makeUser(server.payload, 'teacher', { school: schoolA.id })
    for (let i = 1; i <= FREE_ATTEMPTS; i++) {
      const answer = await fail(teacher.username)
      expect(answer.status).toBe(401)
      expect(answer.body.attemptsRemaining).toBe(FREE_ATTEMPTS - i)
    }
    const limited = await server.api.post('auth', { username: teacher.username, password: STAFF_PASSWORD })
    expect(limited.status).toBe(429)
    expect(limited.body).toMatchObject({ error: 'Too many requests. Try again later.', code: 'RATE_LIMITED', attemptsRemaining: 0 })
    expect(limited.headers.get('x-ratelimit-limit')).toBe(String(FREE_ATTEMPTS))
    expect(limited.headers.get('x-ratelimit-remaining')).toBe('0')
    expect(Number(limited.headers.get('x-ratelimit-reset'))).toBeGreaterThan(Date.now() / 1000)
  })

  it('lets the right password in once the wait is over, and starts counting again', async () => {
    const teacher = await makeUser(server.payload, 'teacher', { school: schoolA.id })
    for (let i = 0; i < FREE_ATTEMPTS; i++) await fail(teacher.username)
    await server.query(`UPDATE throttles SET blocked_until = now() - interval '1 second' WHERE key = $1`, [`account:${teacher.id}`])
    expect((await server.api.post('auth', { username: teacher.username, password: STAFF_PASSWORD })).status).toBe(200)
    expect((await fail(teacher.username)).body.attemptsRemaining).toBe(FREE_ATTEMPTS - 1)
  })

  it(`needs a reset after ${LOCK_AFTER} consecutive failures, even with the right password`, async () => {
    const teacher = await makeUser(server.payload, 'teacher', { school: schoolA.id })
    await server.query(`INSERT INTO throttles (key, failures, updated_at, created_at) VALUES ($1, $2, now(), now())`, [
      `account:${teacher.id}`,
      LOCK_AFTER,
    ])
    const answer = await server.api.post('auth', { username: teacher.username, password: STAFF_PASSWORD })
    expect(answer.status).toBe(429)
    expect(answer.body.error).toMatch(/Reset the password/)
  })

  it('treats an unknown username exactly like a known one', async () => {
    const teacher = await makeUser(server.payload, 'teacher', { school: schoolA.id })
    const known = await fail(teacher.username)
    const unknown = await fail('no-such-user-anywhere')
    expect(unknown.status).toBe(known.status)
    expect({ ...unknown.body, reference: 'x' }).toEqual({ ...known.body, reference: 'x' })
  })

  it("does not let one account's failures slow another's sign-in", async () => {
    const a = await makeUser(server.payload, 'teacher', { school: schoolA.id })
    const b = await makeUser(server.payload, 'teacher', { school: schoolA.id })
    for (let i = 0; i < FREE_ATTEMPTS + 1; i++) await fail(a.username)
    expect((await server.api.post('auth', { username: b.username, password: STAFF_PASSWORD })).status).toBe(200)
  })
})

describe('[auth.login_school] POST auth/school_id', () => {
  it("signs a pupil in with their school's id, username (in any case) and password, but not with the join code", async () => {
    const pupil = await makeUser(server.payload, 'pupil', { school: schoolA.id, schoolUsername: 'quickotter' })
    const byId = await server.api.post('auth/school_id', {
      school_id: String(schoolA.id),
      school_username: 'quickotter',
      password: PUPIL_PASSWORD,
    })
    expect(byId.status).toBe(200)
    expect(byId.body.user).toMatchObject({ id: pupil.id, role: 'pupil', school: { id: schoolA.id, teacher: false } })
    expect(byId.headers.getSetCookie()[0]).toMatch(/^_session-token_=/)
    const anyCase = await server.api.post('auth/school_id', {
      school_id: schoolA.id,
      school_username: 'QuickOtter',
      password: PUPIL_PASSWORD,
    })
    expect(anyCase.status).toBe(200)
    const byCode = await server.api.post('auth/school_id', {
      school_id: schoolA.code,
      school_username: 'quickotter',
      password: PUPIL_PASSWORD,
    })
    expect(byCode.status).toBe(401)
  })

  it("refuses a pupil of school A signing in with school B's id", async () => {
    await makeUser(server.payload, 'pupil', { school: schoolA.id, schoolUsername: 'brightlynx' })
    const answer = await server.api.post('auth/school_id', {
      school_id: schoolB.id,
      school_username: 'brightlynx',
      password: PUPIL_PASSWORD,
    })
    expect(answer.status).toBe(401)
    expect(answer.body.error).toBe('Password incorrect or user not found')
  })

  it('keeps the same username apart in two schools', async () => {
    const inA = await makeUser(server.payload, 'pupil', { school: schoolA.id, schoolUsername: 'sunnyseal' })
    const inB = await makeUser(server.payload, 'pupil', { school: schoolB.id, schoolUsername: 'sunnyseal' })
    const a = await server.api.post('auth/school_id', { school_id: schoolA.id, school_username: 'sunnyseal', password: PUPIL_PASSWORD })
    const b = await server.api.post('auth/school_id', { school_id: schoolB.id, school_username: 'sunnyseal', password: PUPIL_PASSWORD })
    expect([a.body.user.id, b.body.user.id]).toEqual([inA.id, inB.id])
  })

  it('refuses missing fields with 422 and a wrong password with 401 and attempts remaining', async () => {
    await makeUser(server.payload, 'pupil', { school: schoolA.id, schoolUsername: 'calmpanda' })
    const missing = await server.api.post('auth/school_id', { school_id: schoolA.id, password: 'x' })
    expect(missing.status).toBe(422)
    expect(missing.body.fields).toEqual([{ path: 'school_username', message: expect.any(String) }])
    const wrong = await server.api.post('auth/school_id', { school_id: schoolA.id, school_username: 'calmpanda', password: 'wrong one' })
    expect(wrong.status).toBe(401)
    expect(wrong.body.attemptsRemaining).toBe(FREE_ATTEMPTS - 1)
  })

  it("stops a school-wide guessing run at the school's limit without touching other schools", async () => {
    const other = await makeSchool(server.payload)
    await makeUser(server.payload, 'pupil', { school: other.id, schoolUsername: 'merryowl' })
    const guessed = await makeSchool(server.payload)
    await server.query(
      `INSERT INTO throttles (key, failures, window_started_at, blocked_until, updated_at, created_at) VALUES ($1, 300, now(), now() + interval '5 minutes', now(), now())`,
      [`school:${guessed.id}`],
    )
    const blocked = await server.api.post('auth/school_id', { school_id: guessed.id, school_username: 'anyone', password: 'anything1' })
    expect(blocked.status).toBe(429)
    const fine = await server.api.post('auth/school_id', { school_id: other.id, school_username: 'merryowl', password: PUPIL_PASSWORD })
    expect(fine.status).toBe(200)
  })
})

describe('[auth.verify_password] and [auth.password_verified]', () => {
  it('a fresh password sign-in counts as verified; after the window it must be given again', async () => {
    const teacher = await makeUser(server.payload, 'teacher', { school: schoolA.id })
    const api = await signIn(server.api, teacher.username)
    expect((await api.get('users/me/password-verified')).body.verified).toBe(true)
    await server.query(`UPDATE sessions SET password_verified_at = now() - interval '11 minutes' WHERE user_id = $1`, [teacher.id])
    expect((await api.get('users/me/password-verified')).body).toMatchObject({ verified: false, expiresAt: null })
    const verify = await api.post('auth/verify-password', { password: STAFF_PASSWORD })
    expect(verify.status).toBe(200)
    expect(new Date(verify.body.expiresAt).getTime()).toBeGreaterThan(Date.now() + 9 * 60_000)
    expect((await api.get('users/me/password-verified')).body.verified).toBe(true)
  })
  it('refuses a wrong password with 422 and counts it', async () => {
    const teacher = await makeUser(server.payload, 'teacher', { school: schoolA.id })
    const api = await signIn(server.api, teacher.username)
    const wrong = await api.post('auth/verify-password', { password: 'not my password' })
    expect(wrong.status).toBe(422)
    expect(wrong.body).toMatchObject({ fields: [{ path: 'password' }], attemptsRemaining: FREE_ATTEMPTS - 1 })
  })
  it('is 401 without a session and 422 without a password', async () => {
    expect((await server.api.post('auth/verify-password', { password: 'x' })).status).toBe(401)
    expect((await server.api.get('users/me/password-verified')).status).toBe(401)
    const teacher = await makeUser(server.payload, 'teacher', { school: schoolA.id })
    expect((await (await signIn(server.api, teacher.username)).post('auth/verify-password', {})).status).toBe(422)
  })
})
