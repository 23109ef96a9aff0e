import { beforeAll, describe, expect, it } from 'vitest'
import { linkIn, waitForEmail } from '../helpers/email'
import { makeUser } from '../helpers/factories'
import { testServer, type TestServer } from '../helpers/server'

let server: TestServer

beforeAll(async () => {
  server = await testServer()
})

const unique = () => Math.random().toString(36).slice(2, 10)
const count = async (sql: string, values: unknown[] = []) =>
  (await server.query(`SELECT count(*)::int AS n FROM (${sql}) q`, values))[0].n as number

describe('[account.register] POST users', () => {
  it('registers a teacher, answers 201 signed in with a cookie, and emails a link that verifies the address', async () => {
    const email = `new.teacher.${unique()}@example.test`
    const answer = await server.api.post('users', {
      name: 'Ada Teacher',
      email: email.toUpperCase(),
      password: 'a long enough passphrase',
      role: 'teacher',
      locale: 'en-US',
    })
    expect(answer.status).toBe(201)
    expect(answer.body).toMatchObject({
      token: expect.any(String),
      expiresAt: expect.any(String),
      user: { name: 'Ada Teacher', email, role: 'teacher', school: null },
    })
    expect(answer.headers.get('x-email-sent')).toBe('email_verification')
    expect(answer.headers.getSetCookie().some((c) => c.startsWith(`_session-token_=${answer.body.token}`))).toBe(true)
    const [row] = await server.query('SELECT locale, email_verified, password_hash FROM users WHERE id = $1', [answer.body.user.id])
    expect(row).toMatchObject({ locale: 'en_US', email_verified: false })
    expect(row.password_hash).toMatch(/^\$argon2id\$/)

    // The session works, and the same person can sign in with the email and password.
    expect((await server.api.as(answer.body.token).get('users/me')).body.user.id).toBe(answer.body.user.id)
    expect((await server.api.post('auth', { username: email, password: 'a long enough passphrase' })).status).toBe(200)

    const mail = await waitForEmail(server, email, 'email_verification')
    const verified = await server.api.post('users/me/email-change/verify-link', { key: linkIn(mail).value })
    expect(verified.status).toBe(200)
    expect(verified.body).toEqual({ status: 'verified', email })
    expect((await server.query('SELECT email_verified FROM users WHERE id = $1', [answer.body.user.id]))[0].email_verified).toBe(true)
  })

  it('registers a parent too', async () => {
    const answer = await server.api.post('users', {
      name: 'Pat Parent',
      email: `parent.${unique()}@example.test`,
      password: 'a long enough passphrase',
      role: 'parent',
    })
    expect(answer.status).toBe(201)
    expect(answer.body.user.role).toBe('parent')
  })

  it('answers 409 for an email already in use, in any case, naming only the field, and creates nothing', async () => {
    const existing = await makeUser(server.payload, 'teacher')
    const before = await count('SELECT id FROM users')
    const answer = await server.api.post('users', {
      name: 'Someone',
      email: existing.email.toUpperCase(),
      password: 'a long enough passphrase',
      role: 'parent',
    })
    expect(answer.status).toBe(409)
    expect(answer.body).toMatchObject({ code: 'CONFLICT', fields: [{ path: 'email', message: expect.any(String) }] })
    expect(JSON.stringify(answer.body)).not.toContain(existing.name)
    expect(answer.headers.getSetCookie()).toEqual([])
    expect(await count('SELECT id FROM users')).toBe(before)
  })

  it('refuses roles that cannot register themselves, short and common passwords, bad emails and unknown fields with 422, creating nothing', async () => {
    const before = await count('SELECT id FROM users')
    const base = { name: 'Someone', email: `someone.${unique()}@example.test`, password: 'a long enough passphrase', role: 'teacher' }
    for (const role of ['superuser', 'school_admin', 'pupil', 'learner', 'anonymous']) {
      const answer = await server.api.post('users', { ...base, role })
      expect(answer.status, role).toBe(422)
      expect(answer.body.fields).toEqual([{ path: 'role', message: expect.any(String) }])
    }
    const short = await server.api.post('users', { ...base, password: 'elevenchars' })
    expect(short.status).toBe(422)
    expect(short.body.fields).toEqual([{ path: 'password', message: 'Use at least 12 characters' }])
    const common = await server.api.post('users', { ...base, password: 'password1234' })
    expect(common.body.fields).toEqual([{ path: 'password', message: expect.stringContaining('too common') }])
    const own = await server.api.post('users', { ...base, name: 'Gwendolyn', password: 'gwendolyn is my name' })
    expect(own.body.fields).toEqual([{ path: 'password', message: expect.stringContaining('name') }])
    const bad = await server.api.post('users', { ...base, email: 'not an email', name: '', locale: 'fr_FR', admin: true })
    expect(bad.status).toBe(422)
    expect(bad.body.fields.map((f: any) => f.path).sort()).toEqual(['admin', 'email', 'locale', 'name'])
    expect((await server.api.post('users', {})).status).toBe(422)
    expect(await count('SELECT id FROM users')).toBe(before)
  })
})

describe('[account.register_learner] POST users/learner', () => {
  it('registers a learner with a username, signed in, who can sign in again with it', async () => {
    const username = `Learner.${unique()}`
    const answer = await server.api.post('users/learner', { name: 'Lee Learner', username, password: 'blue-otter-9' })
    expect(answer.status).toBe(201)
    expect(answer.body.user).toMatchObject({ name: 'Lee Learner', username: username.toLowerCase(), role: 'learner', email: null })
    expect((await server.api.post('auth', { username: username.toLowerCase(), password: 'blue-otter-9' })).status).toBe(200)
  })

  it('answers 409 for a taken username (whatever its case) and 422 for bad input, creating nothing', async () => {
    const taken = await makeUser(server.payload, 'learner')
    const before = await count('SELECT id FROM users')
    const conflict = await server.api.post('users/learner', {
      name: 'Copy',
      username: taken.username.toUpperCase(),
      password: 'blue-otter-9',
    })
    expect(conflict.status).toBe(409)
    expect(conflict.body.fields).toEqual([{ path: 'username', message: expect.any(String) }])
    const short = await server.api.post('users/learner', { name: 'Short', username: `s${unique()}`, password: 'seven77' })
    expect(short.body.fields).toEqual([{ path: 'password', message: 'Use at least 8 characters' }])
    const bad = await server.api.post('users/learner', {
      name: 'Bad',
      username: 'has@sign',
      password: 'blue-otter-9',
      email: 'x@example.test',
    })
    expect(bad.status).toBe(422)
    expect(bad.body.fields.map((f: any) => f.path).sort()).toEqual(['email', 'username'])
    expect(await count('SELECT id FROM users')).toBe(before)
  })
})

describe('[auth.anon] POST authanon', () => {
  it('creates an anonymous account and answers 201 signed in as it', async () => {
    const answer = await server.api.post('authanon')
    expect(answer.status).toBe(201)
    expect(answer.body.user).toMatchObject({ role: 'anonymous', name: null, email: null, username: null, school: null })
    expect(answer.headers.getSetCookie().some((c) => c.startsWith('_session-token_='))).toBe(true)
    const me = await server.api.as(answer.body.token).get('users/me')
    expect(me.body.user).toMatchObject({ id: answer.body.user.id, role: 'anonymous' })
    // Each call is a new account.
    const again = await server.api.post('authanon')
    expect(again.body.user.id).not.toBe(answer.body.user.id)
  })

  it('cannot be signed in to with a password: the account has none', async () => {
    const answer = await server.api.post('authanon')
    const [row] = await server.query('SELECT password_hash, username, email FROM users WHERE id = $1', [answer.body.user.id])
    expect(row).toEqual({ password_hash: null, username: null, email: null })
  })

  it('refuses a body it does not expect with 400 for malformed JSON', async () => {
    const answer = await server.api.request('POST', 'authanon', { rawBody: '{', headers: { 'Content-Type': 'application/json' } })
    expect(answer.status).toBe(400)
  })
})
