import { beforeAll, describe, expect, it } from 'vitest'
import { createSession } from '../../lib/auth/sessions'
import { makeSchool, makeUser, signIn, STAFF_PASSWORD } from '../helpers/factories'
import { codeIn, linkIn, type CaughtEmail } from '../helpers/email'
import { deviceCookieOf, sessionRow, signInHalfway, stalePassword } from '../helpers/mfa'
import { testServer, type TestServer } from '../helpers/server'

let server: TestServer
let school: any

beforeAll(async () => {
  server = await testServer()
  school = await makeSchool(server.payload)
})

const teacher = (overrides: Record<string, unknown> = {}) =>
  makeUser(server.payload, 'teacher', { school: school.id, emailVerified: true, ...overrides })

async function teacherWithEmailCodes() {
  const user = await teacher()
  await server.query('UPDATE users SET security_email_mfa = true WHERE id = $1', [user.id])
  return user
}

const fullSession = async (userId: number) =>
  server.api.as((await createSession(server.payload, undefined, { userId, passwordVerified: true })).token)

const lastEmailId = async (to: string) => (await server.query('SELECT max(id) AS id FROM emails WHERE "to" = $1', [to]))[0].id ?? 0

/** The sign-in email sent to `to` after email `afterId`. */
async function nextSignInEmail(to: string, afterId: number): Promise<CaughtEmail> {
  const started = Date.now()
  while (Date.now() - started < 5000) {
    const [row] = await server.query(
      `SELECT id, "to", subject, type, text, html FROM emails WHERE "to" = $1 AND type = 'mfa_code' AND id > $2 ORDER BY id DESC LIMIT 1`,
      [to, afterId],
    )
    if (row) return row
    await new Promise((r) => setTimeout(r, 50))
  }
  throw new Error(`no sign-in email to ${to}`)
}

/** Signs in as far as the emailed code, and answers the pending session with the code and link key sent. */
async function signInUntilEmail(user: any, headers: Record<string, string> = {}) {
  const before = await lastEmailId(user.email)
  const halfway = await signInHalfway(server.api, user.username, { headers })
  expect(halfway.answer.body.mfaRequired).toBe('email')
  const email = await nextSignInEmail(user.email, before)
  return { ...halfway, email, code: codeIn(email), key: linkIn(email).value }
}

const tokensOf = async (userId: number, kind: string) =>
  server.query('SELECT used_at, attempts FROM one_time_tokens WHERE user_id = $1 AND kind = $2 ORDER BY id DESC LIMIT 1', [userId, kind])
const failuresOf = async (userId: number) =>
  (await server.query('SELECT failures FROM throttles WHERE key = $1', [`mfa:${userId}`]))[0]?.failures ?? 0
const emailMfaOf = async (userId: number) =>
  (await server.query('SELECT security_email_mfa FROM users WHERE id = $1', [userId]))[0].security_email_mfa

describe('[mfa.email.enable] POST users/me/mfa/email', () => {
  it('turns on email sign-in codes: the next sign-in sends a code and waits for it', async () => {
    const user = await teacher()
    const api = await signIn(server.api, user.username)
    const answer = await api.post('users/me/mfa/email')
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual({ mfa: { email: true, authenticator: false, backupCodesRemaining: 0 } })
    expect(await emailMfaOf(user.id)).toBe(true)
    expect((await api.post('users/me/mfa/email')).status).toBe(200) // already on: still on
    const { email, code } = await signInUntilEmail(user)
    expect(email.subject).toContain(code)
    expect(email.text).toContain('/console/verify?key=')
  })

  it('needs a verified email address (409): an unverified or missing one would lock the user out', async () => {
    const unverified = await teacher({ emailVerified: false })
    const answer = await (await signIn(server.api, unverified.username)).post('users/me/mfa/email')
    expect(answer.status).toBe(409)
    expect(answer.body.error).toMatch(/Verify your email address/)
    expect(await emailMfaOf(unverified.id)).toBe(false)
    const noEmail = await makeUser(server.payload, 'learner', { email: null })
    expect((await (await fullSession(noEmail.id)).post('users/me/mfa/email')).status).toBe(409)
    expect(await emailMfaOf(noEmail.id)).toBe(false)
    // Pupils may not have a second factor at all (security-abuse.int.spec.ts).
    const pupil = await makeUser(server.payload, 'pupil', { school: school.id })
    expect((await (await fullSession(pupil.id)).post('users/me/mfa/email')).status).toBe(403)
    expect(await emailMfaOf(pupil.id)).toBe(false)
  })

  it('needs a recent password (403), a signed-in session (401), and refuses a body with fields (422)', async () => {
    const user = await teacher()
    const api = await signIn(server.api, user.username)
    const invalid = await api.post('users/me/mfa/email', { enabled: false })
    expect(invalid.status).toBe(422)
    expect(invalid.body.fields).toEqual([{ path: 'enabled', message: 'Unknown field' }])
    await stalePassword(server, api.token!)
    const stale = await api.post('users/me/mfa/email')
    expect(stale.status).toBe(403)
    expect(stale.body.error).toBe('Password requires reverification')
    expect((await server.api.post('users/me/mfa/email')).status).toBe(401)
    expect(await emailMfaOf(user.id)).toBe(false)
    const waiting = await teacherWithEmailCodes()
    const { api: pending } = await signInUntilEmail(waiting)
    expect((await pending.post('users/me/mfa/email')).status).toBe(401)
  })
})

describe('[mfa.verify] POST users/me/verify', () => {
  it('signs in with the emailed code, which then stops working, as does the link in the same email', async () => {
    const user = await teacherWithEmailCodes()
    const { api, token, code } = await signInUntilEmail(user)
    expect((await api.get('users/me')).status).toBe(401)
    const answer = await api.post('users/me/verify', { key: code, trust: false })
    expect(answer.status).toBe(200)
    expect(answer.body.user).toMatchObject({ id: user.id, role: 'teacher' })
    expect(answer.body.deviceToken).toBeUndefined()
    expect(await sessionRow(server, token)).toMatchObject({ mfa_pending: null })
    expect((await api.get('users/me')).status).toBe(200)
    expect((await tokensOf(user.id, 'mfa_email_code'))[0].used_at).not.toBeNull()
    expect((await tokensOf(user.id, 'mfa_email_link'))[0].used_at).not.toBeNull()
    // A second sign-in cannot reuse the first code.
    const second = await signInUntilEmail(user)
    const replay = await second.api.post('users/me/verify', { key: code })
    expect(replay.status).toBe(422)
  })

  it('with trust, remembers the device: the next sign-in on it sends no code', async () => {
    const user = await teacherWithEmailCodes()
    const { api, code } = await signInUntilEmail(user)
    const answer = await api.post('users/me/verify', { key: code, trust: true })
    expect(answer.status).toBe(200)
    const device = deviceCookieOf(answer.headers)!
    expect(answer.body.deviceToken).toBe(device.token)
    const emailsBefore = await lastEmailId(user.email)
    const again = await server.api.post(
      'auth',
      { username: user.username, password: STAFF_PASSWORD },
      { headers: { Cookie: `_inkwell_device_=${device.token}` } },
    )
    expect(again.body.user.id).toBe(user.id)
    await new Promise((r) => setTimeout(r, 300))
    expect(await lastEmailId(user.email)).toBe(emailsBefore)
  })

  it('counts wrong codes (422 with attempts left), then 429; after five the code is dead and a new sign-in sends another', async () => {
    const user = await teacherWithEmailCodes()
    const { api, token, code } = await signInUntilEmail(user)
    const wrong = code === '000000' ? '111111' : '000000'
    const remaining: number[] = []
    for (let i = 0; i < 5; i++) {
      const answer = await api.post('users/me/verify', { key: wrong })
      expect(answer.status).toBe(422)
      expect(answer.body.fields).toEqual([{ path: 'key', message: 'That code is not right' }])
      remaining.push(answer.body.attemptsRemaining)
    }
    expect(remaining).toEqual([4, 3, 2, 1, 0])
    const limited = await api.post('users/me/verify', { key: code })
    expect(limited.status).toBe(429)
    expect(limited.headers.get('retry-after')).not.toBeNull()
    expect(limited.headers.get('x-ratelimit-remaining')).toBe('0')
    await new Promise((r) => setTimeout(r, 1100))
    const dead = await api.post('users/me/verify', { key: code })
    expect(dead.status).toBe(429)
    expect(dead.body.error).toMatch(/sign in again/)
    expect((await sessionRow(server, token))?.mfa_pending).toBe('email')
    const fresh = await signInUntilEmail(user)
    expect((await fresh.api.post('users/me/verify', { key: fresh.code })).status).toBe(200)
    expect(await failuresOf(user.id)).toBe(0)
  })

  it('refuses an expired code with 422, and another user’s code as a wrong one', async () => {
    const user = await teacherWithEmailCodes()
    const other = await teacherWithEmailCodes()
    const mine = await signInUntilEmail(user)
    const theirs = await signInUntilEmail(other)
    const crossed = await mine.api.post('users/me/verify', { key: theirs.code === mine.code ? '000000' : theirs.code })
    expect(crossed.status).toBe(422)
    await server.query(
      `UPDATE one_time_tokens SET expires_at = now() - interval '1 second' WHERE user_id = $1 AND kind = 'mfa_email_code'`,
      [user.id],
    )
    const expired = await mine.api.post('users/me/verify', { key: mine.code })
    expect(expired.status).toBe(422)
    expect(expired.body.fields[0].message).toMatch(/expired/)
    expect((await sessionRow(server, mine.token))?.mfa_pending).toBe('email')
    expect((await theirs.api.post('users/me/verify', { key: theirs.code })).status).toBe(200)
  })

  it('refuses missing, malformed and unknown fields with 422 without counting them, the session still waiting', async () => {
    const user = await teacherWithEmailCodes()
    const { api, token } = await signInUntilEmail(user)
    const cases: [unknown, string[]][] = [
      [{}, ['key']],
      [{ key: '12345' }, ['key']],
      [{ key: 123456 }, ['key']],
      [{ key: '123456', trust: 1 }, ['trust']],
      [{ key: '123456', code: '123456' }, ['code']],
    ]
    for (const [body, paths] of cases) {
      const answer = await api.post('users/me/verify', body)
      expect(answer.status).toBe(422)
      expect(answer.body.fields.map((f: any) => f.path)).toEqual(paths)
    }
    expect(await failuresOf(user.id)).toBe(0)
    expect(Number((await tokensOf(user.id, 'mfa_email_code'))[0].attempts)).toBe(0)
    expect((await sessionRow(server, token))?.mfa_pending).toBe('email')
  })

  it('is 401 for anyone not signed in and 409 for a session that owes no second factor', async () => {
    expect((await server.api.post('users/me/verify', { key: '123456' })).status).toBe(401)
    const user = await teacher()
    const answer = await (await signIn(server.api, user.username)).post('users/me/verify', { key: '123456' })
    expect(answer.status).toBe(409)
  })
})

describe('[mfa.verify_link] POST users/me/verify-link', () => {
  it('signs in with the key of the emailed link, opened where the sign-in waits; the code in that email then stops working', async () => {
    const user = await teacherWithEmailCodes()
    const { api, token, key, code } = await signInUntilEmail(user)
    expect(key.length).toBeGreaterThan(20)
    const answer = await api.post('users/me/verify-link', { key })
    expect(answer.status).toBe(200)
    expect(answer.body.user).toMatchObject({ id: user.id })
    expect(await sessionRow(server, token)).toMatchObject({ mfa_pending: null })
    expect((await tokensOf(user.id, 'mfa_email_code'))[0].used_at).not.toBeNull()
    // The same link is used up.
    const second = await signInUntilEmail(user)
    const replay = await second.api.post('users/me/verify-link', { key })
    expect(replay.status).toBe(404)
    expect((await second.api.post('users/me/verify', { key: code })).status).toBe(422)
  })

  it('with trust, remembers the device (cookie and token)', async () => {
    const user = await teacherWithEmailCodes()
    const { api, key } = await signInUntilEmail(user)
    const answer = await api.post('users/me/verify-link', { key, trust: true })
    expect(answer.status).toBe(200)
    expect(deviceCookieOf(answer.headers)?.token).toBe(answer.body.deviceToken)
    const again = await server.api.post(
      'auth',
      { username: user.username, password: STAFF_PASSWORD },
      { headers: { 'X-Device-Token': answer.body.deviceToken } },
    )
    expect(again.body.user.id).toBe(user.id)
  })

  it("refuses someone else's link (404) without using it up: a link alone signs nobody in", async () => {
    const user = await teacherWithEmailCodes()
    const other = await teacherWithEmailCodes()
    const mine = await signInUntilEmail(user)
    const theirs = await signInUntilEmail(other)
    expect((await mine.api.post('users/me/verify-link', { key: theirs.key })).status).toBe(404)
    expect((await server.api.post('users/me/verify-link', { key: theirs.key })).status).toBe(401)
    expect((await sessionRow(server, mine.token))?.mfa_pending).toBe('email')
    expect((await theirs.api.post('users/me/verify-link', { key: theirs.key })).status).toBe(200)
  })

  it('refuses missing, malformed and unknown fields with 422, the session still waiting', async () => {
    const user = await teacherWithEmailCodes()
    const { api, token, key } = await signInUntilEmail(user)
    const cases: [unknown, string[]][] = [
      [{}, ['key']],
      [{ key: '' }, ['key']],
      [{ key: 'x'.repeat(201) }, ['key']],
      [{ key, trust: 'no' }, ['trust']],
      [{ key, userId: user.id }, ['userId']],
    ]
    for (const [body, paths] of cases) {
      const answer = await api.post('users/me/verify-link', body)
      expect(answer.status).toBe(422)
      expect(answer.body.fields.map((f: any) => f.path)).toEqual(paths)
    }
    expect((await sessionRow(server, token))?.mfa_pending).toBe('email')
    expect((await tokensOf(user.id, 'mfa_email_link'))[0].used_at).toBeNull()
  })

  it('is 409 for a session that owes no second factor', async () => {
    const user = await teacher()
    expect(
      (await (await signIn(server.api, user.username)).post('users/me/verify-link', { key: 'abcdefghijklmnopqrstuvwxyz' })).status,
    ).toBe(409)
  })
})

describe('[superuser.users.mfa.email.enable] POST superuser/users/{id}/mfa/email', () => {
  it("lets a superuser turn on someone's email codes (an address is enough), audited", async () => {
    const user = await teacher({ emailVerified: false })
    const support = await makeUser(server.payload, 'superuser')
    const answer = await (await signIn(server.api, support.username)).post(`superuser/users/${user.id}/mfa/email`)
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual({ id: user.id, mfa: { email: true, authenticator: false, backupCodesRemaining: 0 } })
    const [entry] = await server.query('SELECT actor_id, action FROM audit_log WHERE subject_id = $1', [user.id])
    expect(entry).toEqual({ actor_id: support.id, action: 'mfa email enabled' })
    await signInUntilEmail(user)
  })

  it('is 409 for a user without an email address, 404 for an unknown one or a non-id (no such route), 422 for a body with fields', async () => {
    const support = await makeUser(server.payload, 'superuser')
    const api = await signIn(server.api, support.username)
    const noEmail = await makeUser(server.payload, 'learner', { email: null })
    expect((await api.post(`superuser/users/${noEmail.id}/mfa/email`)).status).toBe(409)
    expect(await emailMfaOf(noEmail.id)).toBe(false)
    expect((await api.post('superuser/users/999999/mfa/email')).status).toBe(404)
    const notAnId = await api.post('superuser/users/x1/mfa/email')
    expect(notAnId.status).toBe(404)
    expect(notAnId.body.code).toBe('ROUTE_NOT_FOUND')
    const user = await teacher()
    expect((await api.post(`superuser/users/${user.id}/mfa/email`, { enabled: true })).status).toBe(422)
    expect(await emailMfaOf(user.id)).toBe(false)
  })

  it('refuses teachers and school admins with 403, anyone not signed in with 401, a stale password with 403', async () => {
    const user = await teacher()
    const admin = await makeUser(server.payload, 'school_admin', { school: school.id })
    for (const who of [admin, await teacher()]) {
      expect((await (await signIn(server.api, who.username)).post(`superuser/users/${user.id}/mfa/email`)).status).toBe(403)
    }
    expect((await server.api.post(`superuser/users/${user.id}/mfa/email`)).status).toBe(401)
    const support = await makeUser(server.payload, 'superuser')
    const api = await signIn(server.api, support.username)
    await stalePassword(server, api.token!)
    expect((await api.post(`superuser/users/${user.id}/mfa/email`)).body.code).toBe('PASSWORD_REVERIFICATION_REQUIRED')
    expect(await emailMfaOf(user.id)).toBe(false)
  })
})

describe('[superuser.users.mfa.email.disable] DELETE superuser/users/{id}/mfa/email', () => {
  it("lets a superuser turn someone's email codes off: sign-ins waiting for a code end, the next needs none; audited", async () => {
    const user = await teacherWithEmailCodes()
    const { token } = await signInUntilEmail(user)
    const support = await makeUser(server.payload, 'superuser')
    const answer = await (await signIn(server.api, support.username)).delete(`superuser/users/${user.id}/mfa/email`)
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual({ id: user.id, mfa: { email: false, authenticator: false, backupCodesRemaining: 0 } })
    expect(await sessionRow(server, token)).toBeUndefined()
    const [entry] = await server.query('SELECT actor_id, action FROM audit_log WHERE subject_id = $1', [user.id])
    expect(entry).toEqual({ actor_id: support.id, action: 'mfa email disabled' })
    const next = await server.api.post('auth', { username: user.username, password: STAFF_PASSWORD })
    expect(next.body.user.id).toBe(user.id)
  })

  it('refuses teachers and school admins with 403 and anyone not signed in with 401; 404 unknown or an id beyond the range', async () => {
    const user = await teacherWithEmailCodes()
    const admin = await makeUser(server.payload, 'school_admin', { school: school.id })
    for (const who of [admin, await teacher()]) {
      expect((await (await signIn(server.api, who.username)).delete(`superuser/users/${user.id}/mfa/email`)).status).toBe(403)
    }
    expect((await server.api.delete(`superuser/users/${user.id}/mfa/email`)).status).toBe(401)
    expect(await emailMfaOf(user.id)).toBe(true)
    const support = await makeUser(server.payload, 'superuser')
    const api = await signIn(server.api, support.username)
    expect((await api.delete('superuser/users/999999/mfa/email')).status).toBe(404)
    expect((await api.delete('superuser/users/0/mfa/email')).body.code).toBe('NOT_FOUND')
  })
})
