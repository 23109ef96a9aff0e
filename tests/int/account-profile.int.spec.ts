import { beforeAll, describe, expect, it } from 'vitest'
import { createSession } from '../../lib/auth/sessions'
import { emailsTo, linkIn, waitForEmail } from '../helpers/email'
import { makeSchool, makeUser, sessionFor, signIn, STAFF_PASSWORD } from '../helpers/factories'
import { testServer, type TestServer } from '../helpers/server'

let server: TestServer

beforeAll(async () => {
  server = await testServer()
})

const unique = () => Math.random().toString(36).slice(2, 10)
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
const NEW_PASSWORD = 'another good passphrase'
const row = async (id: number) =>
  (await server.query('SELECT name, username, email, locale, password_hash, settings FROM users WHERE id = $1', [id]))[0]

describe('[account.update] PUT users/me', () => {
  it('changes the name and locale without a recent password, and answers the session user', async () => {
    const teacher = await makeUser(server.payload, 'teacher')
    const api = await sessionFor(server.payload, server.api, teacher.id)
    const answer = await api.put('users/me', { name: '  Grace Hopper ', locale: 'en-us' })
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({ user: { id: teacher.id, name: 'Grace Hopper', role: 'teacher' }, pendingEmail: null })
    expect(answer.headers.get('x-email-sent')).toBeNull()
    expect(await row(teacher.id)).toMatchObject({ name: 'Grace Hopper', locale: 'en_US' })
    expect((await api.get('users/me')).body.user.name).toBe('Grace Hopper')
  })

  it('changing the email needs a recent password: 403 `Password requires reverification`, then it starts the verify flow', async () => {
    const teacher = await makeUser(server.payload, 'teacher')
    const api = await sessionFor(server.payload, server.api, teacher.id)
    const newEmail = `new.${unique()}@example.test`
    const refused = await api.put('users/me', { email: newEmail })
    expect(refused.status).toBe(403)
    expect(refused.body).toMatchObject({ code: 'PASSWORD_REVERIFICATION_REQUIRED', error: 'Password requires reverification' })
    await sleep(200)
    expect(await emailsTo(server, newEmail)).toEqual([])

    expect((await api.post('auth/verify-password', { password: STAFF_PASSWORD })).status).toBe(200)
    const answer = await api.put('users/me', { email: newEmail.toUpperCase() })
    expect(answer.status).toBe(200)
    expect(answer.headers.get('x-email-sent')).toBe('email_change_verification')
    expect(answer.body.pendingEmail).toBe(newEmail)
    // Not changed yet: the new address must prove itself and the old one agree.
    expect(answer.body.user.email).toBe(teacher.email)
    expect((await row(teacher.id)).email).toBe(teacher.email)
    const mail = await waitForEmail(server, newEmail, 'email_change_verification')
    expect(linkIn(mail).value).toBeTruthy()
  })

  it('sending the values the account already has is no change, and needs no reverification', async () => {
    const teacher = await makeUser(server.payload, 'teacher')
    const api = await sessionFor(server.payload, server.api, teacher.id)
    const answer = await api.put('users/me', { name: teacher.name, username: teacher.username.toUpperCase(), email: teacher.email })
    expect(answer.status).toBe(200)
    expect(answer.body.pendingEmail).toBeNull()
  })

  it('answers 409 for an email or username another account has, changing nothing', async () => {
    const teacher = await makeUser(server.payload, 'teacher')
    const other = await makeUser(server.payload, 'parent')
    const api = await signIn(server.api, teacher.username)
    const email = await api.put('users/me', { email: other.email })
    expect(email.status).toBe(409)
    expect(email.body.fields).toEqual([{ path: 'email', message: expect.any(String) }])
    const username = await api.put('users/me', { username: other.username, name: 'Changed' })
    expect(username.status).toBe(409)
    expect(username.body.fields).toEqual([{ path: 'username', message: 'That username is taken: choose another' }])
    expect(await row(teacher.id)).toMatchObject({ name: teacher.name, username: teacher.username, email: teacher.email })
  })

  it('changes the username with a recent password', async () => {
    const teacher = await makeUser(server.payload, 'teacher')
    const api = await signIn(server.api, teacher.username)
    const username = `renamed.${unique()}`
    const answer = await api.put('users/me', { username })
    expect(answer.status).toBe(200)
    expect(answer.body.user.username).toBe(username)
    expect((await server.api.post('auth', { username, password: STAFF_PASSWORD })).status).toBe(200)
    const stale = await sessionFor(server.payload, server.api, teacher.id)
    expect((await stale.put('users/me', { username: `${username}x` })).status).toBe(403)
  })

  it('changing the password signs out every other session (their tokens are refused) and retires reset links', async () => {
    const parent = await makeUser(server.payload, 'parent')
    const elsewhere = await signIn(server.api, parent.username)
    await server.api.post('users/forgot', { email: parent.email })
    const resetToken = linkIn(await waitForEmail(server, parent.email, 'password_reset'), 'token').value
    const api = await signIn(server.api, parent.username)
    const answer = await api.put('users/me', { password: NEW_PASSWORD })
    expect(answer.status).toBe(200)
    expect((await api.get('users/me')).status).toBe(200)
    expect((await elsewhere.get('users/me')).status).toBe(401)
    expect((await server.api.get(`users/me/passwordreset/${resetToken}`)).body).toEqual({ valid: false })
    expect((await server.api.post('auth', { username: parent.username, password: STAFF_PASSWORD })).status).toBe(401)
    expect((await server.api.post('auth', { username: parent.username, password: NEW_PASSWORD })).status).toBe(200)
  })

  it('refuses a password the policy does not allow with 422, changing nothing and signing nobody out', async () => {
    const teacher = await makeUser(server.payload, 'teacher')
    const elsewhere = await signIn(server.api, teacher.username)
    const api = await signIn(server.api, teacher.username)
    const before = await row(teacher.id)
    const short = await api.put('users/me', { password: 'short pass', name: 'Not Applied' })
    expect(short.status).toBe(422)
    expect(short.body.fields).toEqual([{ path: 'password', message: 'Use at least 12 characters' }])
    const own = await api.put('users/me', { password: `${teacher.username} is me` })
    expect(own.body.fields[0].message).toMatch(/name, username or email/)
    expect(await row(teacher.id)).toEqual(before)
    expect((await elsewhere.get('users/me')).status).toBe(200)
  })

  it('refuses a password change without a recent password (403), and while a superuser imitates (403)', async () => {
    const teacher = await makeUser(server.payload, 'teacher')
    const stale = await sessionFor(server.payload, server.api, teacher.id)
    expect((await stale.put('users/me', { password: NEW_PASSWORD })).status).toBe(403)
    const superuser = await makeUser(server.payload, 'superuser')
    const own = await createSession(server.payload, undefined, { userId: superuser.id })
    const { token } = await createSession(server.payload, undefined, {
      userId: teacher.id,
      imitatorId: superuser.id,
      imitatorSessionId: own.sessionId,
      passwordVerified: true,
    })
    const imitating = await server.api.as(token).put('users/me', { password: NEW_PASSWORD })
    expect(imitating.status).toBe(403)
    expect(imitating.body.error).toMatch(/imitating/)
    expect((await server.api.post('auth', { username: teacher.username, password: STAFF_PASSWORD })).status).toBe(200)
  })

  it('a pupil may change their locale but not their name or credentials (the school looks after those)', async () => {
    const school = await makeSchool(server.payload)
    const pupil = await makeUser(server.payload, 'pupil', { school: school.id })
    const api = await sessionFor(server.payload, server.api, pupil.id)
    expect((await api.put('users/me', { locale: 'en_AU' })).status).toBe(200)
    for (const change of [
      { name: 'New Name' },
      { password: 'green-fox-33' },
      { email: `p.${unique()}@example.test` },
      { username: `p${unique()}` },
    ]) {
      const answer = await api.put('users/me', change)
      expect(answer.status, JSON.stringify(change)).toBe(403)
    }
    expect(await row(pupil.id)).toMatchObject({ name: pupil.name, locale: 'en_AU', email: null })
  })

  it('an anonymous player may take a name, but credentials come only with an upgrade', async () => {
    const anonymous = await server.api.post('authanon')
    const api = server.api.as(anonymous.body.token)
    expect((await api.put('users/me', { name: 'Speedy' })).body.user.name).toBe('Speedy')
    const email = await api.put('users/me', { email: `a.${unique()}@example.test` })
    expect(email.status).toBe(403)
    expect(email.body.error).toMatch(/Upgrade/)
    expect((await api.put('users/me', { password: NEW_PASSWORD })).status).toBe(403)
  })

  it('needs a session (401) and refuses empty, unknown and malformed fields with 422, changing nothing', async () => {
    expect((await server.api.put('users/me', { name: 'X' })).status).toBe(401)
    const teacher = await makeUser(server.payload, 'teacher')
    const api = await signIn(server.api, teacher.username)
    const before = await row(teacher.id)
    const empty = await api.put('users/me', {})
    expect(empty.status).toBe(422)
    const unknown = await api.put('users/me', { name: 'Y', role: 'superuser' })
    expect(unknown.body.fields).toEqual([{ path: 'role', message: 'Unknown field' }])
    const bad = await api.put('users/me', { name: '', email: 'nope', username: 'has space', locale: 'xx_YY' })
    expect(bad.status).toBe(422)
    expect(bad.body.fields.map((f: any) => f.path).sort()).toEqual(['email', 'locale', 'name', 'username'])
    expect(await row(teacher.id)).toEqual(before)
  })
})

describe('[account.settings] PATCH users/me/settings', () => {
  it('merges the settings given into those stored, and null puts one back to its default', async () => {
    const school = await makeSchool(server.payload)
    const pupil = await makeUser(server.payload, 'pupil', { school: school.id, settings: { kept: 'from elsewhere' } })
    const api = await sessionFor(server.payload, server.api, pupil.id)
    const first = await api.patch('users/me/settings', { soundOn: false, fontPreference: 'dyslexic' })
    expect(first.status).toBe(200)
    expect(first.body).toEqual({ settings: { kept: 'from elsewhere', soundOn: false, fontPreference: 'dyslexic' } })
    const second = await api.patch('users/me/settings', { musicOn: true, reducedMotion: true, soundOn: null })
    expect(second.body).toEqual({ settings: { kept: 'from elsewhere', fontPreference: 'dyslexic', musicOn: true, reducedMotion: true } })
    expect((await row(pupil.id)).settings).toEqual(second.body.settings)
  })

  it('works for every kind of account, each changing only their own', async () => {
    const teacher = await makeUser(server.payload, 'teacher')
    const other = await makeUser(server.payload, 'teacher')
    const anonymous = await server.api.post('authanon')
    expect((await server.api.as(anonymous.body.token).patch('users/me/settings', { musicOn: false })).body.settings).toEqual({
      musicOn: false,
    })
    const api = await sessionFor(server.payload, server.api, teacher.id)
    expect((await api.patch('users/me/settings', { reducedMotion: true })).status).toBe(200)
    expect((await row(other.id)).settings).toEqual({})
  })

  it('needs a session (401) and refuses unknown keys, wrong types and an empty change with 422, changing nothing', async () => {
    expect((await server.api.patch('users/me/settings', { soundOn: true })).status).toBe(401)
    const teacher = await makeUser(server.payload, 'teacher', { settings: { soundOn: true } })
    const api = await sessionFor(server.payload, server.api, teacher.id)
    const unknown = await api.patch('users/me/settings', { theme: 'dark' })
    expect(unknown.status).toBe(422)
    expect(unknown.body.fields).toContainEqual({ path: 'theme', message: 'Unknown field' })
    const wrong = await api.patch('users/me/settings', { soundOn: 'yes', fontPreference: 'comic-sans' })
    expect(wrong.body.fields.map((f: any) => f.path).sort()).toEqual(['fontPreference', 'soundOn'])
    expect((await api.patch('users/me/settings', {})).status).toBe(422)
    expect((await row(teacher.id)).settings).toEqual({ soundOn: true })
  })
})
