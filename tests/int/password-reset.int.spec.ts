import { beforeAll, describe, expect, it } from 'vitest'
import { emailsTo, linkIn, waitForEmail } from '../helpers/email'
import { logLines } from '../helpers/logs'
import { makeSchool, makeUser, sessionFor, signIn, STAFF_PASSWORD } from '../helpers/factories'
import { testServer, type TestServer } from '../helpers/server'

let server: TestServer

beforeAll(async () => {
  server = await testServer()
})

const NEW_PASSWORD = 'a brand new passphrase'
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/** Asks for a reset link for this user and answers the token from the email. */
async function resetTokenFor(user: { email: string }) {
  const before = (await emailsTo(server, user.email)).length
  expect((await server.api.post('users/forgot', { email: user.email })).status).toBe(200)
  for (let i = 0; i < 100; i++) {
    const mails = await emailsTo(server, user.email)
    if (mails.length > before) break
    await sleep(50)
  }
  const mail = await waitForEmail(server, user.email, 'password_reset')
  return linkIn(mail, 'token').value
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

describe('[auth.forgot] POST users/forgot', () => {
  it('answers the same status and body for a known and an unknown email, and only the known one gets a link', async () => {
    const teacher = await makeUser(server.payload, 'teacher')
    const known = await server.api.post('users/forgot', { email: teacher.email.toUpperCase() })
    const unknown = await server.api.post('users/forgot', { email: 'nobody.at.all@example.test' })
    expect(known.status).toBe(200)
    expect(unknown.status).toBe(200)
    expect(known.body).toEqual(unknown.body)
    expect(known.text).toBe(unknown.text)
    expect([...known.headers.keys()].sort()).toEqual([...unknown.headers.keys()].sort())
    const mail = await waitForEmail(server, teacher.email, 'password_reset')
    expect(mail.text).toContain('/account/reset-password?token=')
    await sleep(300)
    expect(await emailsTo(server, 'nobody.at.all@example.test')).toEqual([])
  })

  it('takes about as long for a known email as for an unknown one (the work happens after the answer)', async () => {
    const teachers = await Promise.all(Array.from({ length: 12 }, () => makeUser(server.payload, 'teacher')))
    const timed = async (email: string) => {
      const started = performance.now()
      const answer = await server.api.post('users/forgot', { email })
      expect(answer.status).toBe(200)
      return performance.now() - started
    }
    // Warm up both paths, then interleave so background noise falls on both alike.
    await timed(teachers[0].email)
    await timed('warm.up@example.test')
    const knownTimes: number[] = []
    const unknownTimes: number[] = []
    for (let i = 1; i < teachers.length; i++) {
      knownTimes.push(await timed(teachers[i].email))
      unknownTimes.push(await timed(`unknown.${i}@example.test`))
    }
    // Hashing, lookups and SMTP all take longer than this; answering does not.
    expect(Math.abs(median(knownTimes) - median(unknownTimes))).toBeLessThan(25)
  })

  it('sends at most three reset emails an hour to one address, answering the same each time', async () => {
    const parent = await makeUser(server.payload, 'parent')
    const answers = []
    for (let i = 0; i < 5; i++) answers.push(await server.api.post('users/forgot', { email: parent.email }))
    expect(new Set(answers.map((a) => `${a.status} ${a.text}`)).size).toBe(1)
    await sleep(1000)
    expect((await emailsTo(server, parent.email)).filter((m: any) => m.type === 'password_reset')).toHaveLength(3)
  })

  it('refuses a malformed email and unknown fields with 422, sending nothing', async () => {
    const bad = await server.api.post('users/forgot', { email: 'not-an-email' })
    expect(bad.status).toBe(422)
    expect(bad.body.fields).toEqual([{ path: 'email', message: expect.any(String) }])
    const extra = await server.api.post('users/forgot', { email: 'a@example.test', username: 'x' })
    expect(extra.status).toBe(422)
    expect(extra.body.fields).toEqual([{ path: 'username', message: 'Unknown field' }])
    expect((await server.api.post('users/forgot')).status).toBe(422)
  })
})

describe('[auth.passwordreset.check] GET users/me/passwordreset/{token}', () => {
  it('says valid with the expiry (an hour away) for a live link, and not valid for an unknown one', async () => {
    const teacher = await makeUser(server.payload, 'teacher')
    const token = await resetTokenFor(teacher)
    const live = await server.api.get(`users/me/passwordreset/${token}`)
    expect(live.status).toBe(200)
    expect(live.body).toEqual({ valid: true, expiresAt: expect.any(String) })
    expect(Math.abs(new Date(live.body.expiresAt).getTime() - (Date.now() + 3_600_000))).toBeLessThan(60_000)
    const unknown = await server.api.get(`users/me/passwordreset/${'x'.repeat(32)}`)
    expect(unknown.status).toBe(200)
    expect(unknown.body).toEqual({ valid: false })
  })

  it('says not valid once the hour has passed, or a newer link was asked for', async () => {
    const teacher = await makeUser(server.payload, 'teacher')
    const first = await resetTokenFor(teacher)
    const second = await resetTokenFor(teacher)
    expect((await server.api.get(`users/me/passwordreset/${first}`)).body).toEqual({ valid: false })
    expect((await server.api.get(`users/me/passwordreset/${second}`)).body.valid).toBe(true)
    await server.query(
      `UPDATE one_time_tokens SET expires_at = now() - interval '1 second' WHERE kind = 'password_reset' AND user_id = $1`,
      [teacher.id],
    )
    expect((await server.api.get(`users/me/passwordreset/${second}`)).body).toEqual({ valid: false })
    expect((await server.api.post(`users/me/passwordreset/${second}`, { password: NEW_PASSWORD })).status).toBe(404)
  })

  it('refuses a token that is not shaped like one with 422', async () => {
    const answer = await server.api.get('users/me/passwordreset/short')
    expect(answer.status).toBe(422)
    expect(answer.body.fields).toEqual([{ path: 'params.token', message: expect.any(String) }])
  })
})

describe('[auth.passwordreset.set] POST users/me/passwordreset/{token}', () => {
  it('sets the password, signs in, and signs out every session that existed before', async () => {
    const teacher = await makeUser(server.payload, 'teacher')
    const before = await signIn(server.api, teacher.username)
    const token = await resetTokenFor(teacher)
    const answer = await server.api.post(`users/me/passwordreset/${token}`, { password: NEW_PASSWORD })
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({
      token: expect.any(String),
      expiresAt: expect.any(String),
      user: { id: teacher.id, role: 'teacher' },
    })
    expect(answer.headers.getSetCookie().some((c) => c.startsWith(`_session-token_=${answer.body.token}`))).toBe(true)
    // A token issued before the change is refused afterwards; the new one works.
    expect((await before.get('users/me')).status).toBe(401)
    expect((await server.api.as(answer.body.token).get('users/me')).status).toBe(200)
    expect((await server.api.post('auth', { username: teacher.username, password: STAFF_PASSWORD })).status).toBe(401)
    expect((await server.api.post('auth', { username: teacher.username, password: NEW_PASSWORD })).status).toBe(200)
    const [row] = await server.query('SELECT password_changed_at, email_verified FROM users WHERE id = $1', [teacher.id])
    expect(Date.now() - new Date(row.password_changed_at).getTime()).toBeLessThan(60_000)
    expect(row.email_verified).toBe(true)
  })

  it('works once: the same link is refused afterwards, and the check says so', async () => {
    const parent = await makeUser(server.payload, 'parent')
    const token = await resetTokenFor(parent)
    expect((await server.api.post(`users/me/passwordreset/${token}`, { password: NEW_PASSWORD })).status).toBe(200)
    const again = await server.api.post(`users/me/passwordreset/${token}`, { password: 'yet another passphrase' })
    expect(again.status).toBe(404)
    expect(again.body.error).toMatch(/expired or has already been used/)
    expect((await server.api.get(`users/me/passwordreset/${token}`)).body).toEqual({ valid: false })
    expect((await server.api.post('auth', { username: parent.email, password: NEW_PASSWORD })).status).toBe(200)
  })

  // The race is timing-dependent, so it runs several rounds.
  it('works once even when requests race with the same link', async () => {
    for (let round = 0; round < 8; round++) {
      const parent = await makeUser(server.payload, 'parent')
      const token = await resetTokenFor(parent)
      const answers = await Promise.all(
        ['first', 'second', 'third'].map((n) => server.api.post(`users/me/passwordreset/${token}`, { password: `${n} racing passphrase` })),
      )
      expect(answers.map((a) => a.status).sort()).toEqual([200, 404, 404])
    }
  })

  // The catalogue puts the reset token in the path; the request log masks it.
  it('never writes the reset token or the new password to the log', async () => {
    const teacher = await makeUser(server.payload, 'teacher')
    const token = await resetTokenFor(teacher)
    await server.api.get(`users/me/passwordreset/${token}`)
    await server.api.post(`users/me/passwordreset/${token}`, { password: NEW_PASSWORD })
    const log = JSON.stringify(logLines())
    expect(log).not.toContain(NEW_PASSWORD)
    expect(log).not.toContain(token)
  })

  it('lets a locked-out account sign in again', async () => {
    const teacher = await makeUser(server.payload, 'teacher')
    await server.query(`INSERT INTO throttles (key, failures, updated_at, created_at) VALUES ($1, 100, now(), now())`, [
      `account:${teacher.id}`,
    ])
    expect((await server.api.post('auth', { username: teacher.username, password: STAFF_PASSWORD })).status).toBe(429)
    const token = await resetTokenFor(teacher)
    expect((await server.api.post(`users/me/passwordreset/${token}`, { password: NEW_PASSWORD })).status).toBe(200)
    expect((await server.api.post('auth', { username: teacher.username, password: NEW_PASSWORD })).status).toBe(200)
  })

  it('applies the policy of the account’s role with 422, leaving the password, sessions and link as they were', async () => {
    const teacher = await makeUser(server.payload, 'teacher')
    const session = await signIn(server.api, teacher.username)
    const token = await resetTokenFor(teacher)
    const [{ password_hash: hashBefore }] = await server.query('SELECT password_hash FROM users WHERE id = $1', [teacher.id])
    const short = await server.api.post(`users/me/passwordreset/${token}`, { password: 'only8chars' })
    expect(short.status).toBe(422)
    expect(short.body.fields).toEqual([{ path: 'password', message: 'Use at least 12 characters' }])
    const common = await server.api.post(`users/me/passwordreset/${token}`, { password: 'qwertyuiop123' })
    expect(common.body.fields[0].message).toMatch(/too common/)
    const missing = await server.api.post(`users/me/passwordreset/${token}`, {})
    expect(missing.body.fields).toEqual([{ path: 'password', message: expect.any(String) }])
    const extra = await server.api.post(`users/me/passwordreset/${token}`, { password: NEW_PASSWORD, email: 'x@example.test' })
    expect(extra.status).toBe(422)
    const [{ password_hash: hashAfter }] = await server.query('SELECT password_hash FROM users WHERE id = $1', [teacher.id])
    expect(hashAfter).toBe(hashBefore)
    expect((await session.get('users/me')).status).toBe(200)
    expect((await server.api.get(`users/me/passwordreset/${token}`)).body.valid).toBe(true)
  })

  it('a pupil’s reset needs only the pupil length', async () => {
    const school = await makeSchool(server.payload)
    const pupil = await makeUser(server.payload, 'pupil', { school: school.id, email: `pupil.${Date.now()}@example.test` })
    const token = await resetTokenFor(pupil)
    const answer = await server.api.post(`users/me/passwordreset/${token}`, { password: 'green-fox-3' })
    expect(answer.status).toBe(200)
    expect(answer.body.user.id).toBe(pupil.id)
  })

  it('does not skip a second factor: an account with email MFA gets a session that still owes it', async () => {
    const teacher = await makeUser(server.payload, 'teacher', { security: { emailMfa: true } })
    const token = await resetTokenFor(teacher)
    const answer = await server.api.post(`users/me/passwordreset/${token}`, { password: NEW_PASSWORD })
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({ mfaRequired: 'email', user: null })
    expect((await server.api.as(answer.body.token).get('users/me')).status).toBe(401)
  })

  it('resets the account the link was sent for, whoever presents it, and no other', async () => {
    const owner = await makeUser(server.payload, 'teacher')
    const other = await makeUser(server.payload, 'teacher')
    const token = await resetTokenFor(owner)
    const asOther = await sessionFor(server.payload, server.api, other.id)
    const answer = await asOther.post(`users/me/passwordreset/${token}`, { password: NEW_PASSWORD })
    // The link resets the account it was sent for, whoever presents it.
    expect(answer.body.user.id).toBe(owner.id)
    expect((await server.api.post('auth', { username: other.username, password: STAFF_PASSWORD })).status).toBe(200)
  })
})
