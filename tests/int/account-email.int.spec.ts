import { beforeAll, describe, expect, it } from 'vitest'
import { emailsTo, linkIn, waitForEmail, type CaughtEmail } from '../helpers/email'
import type { Api } from '../helpers/http'
import { makeSchool, makeUser, sessionFor, signIn, STAFF_PASSWORD } from '../helpers/factories'
import { testServer, type TestServer } from '../helpers/server'

let server: TestServer

beforeAll(async () => {
  server = await testServer()
})

const unique = () => Math.random().toString(36).slice(2, 10)
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
const emailOf = async (id: number) => (await server.query('SELECT email, email_verified FROM users WHERE id = $1', [id]))[0]

/** Every link in an email, by the page it opens. */
function linksIn(mail: CaughtEmail): Record<string, string> {
  const links: Record<string, string> = {}
  for (const match of mail.text.matchAll(/https?:\/\/\S+/g)) {
    const url = new URL(match[0])
    links[url.pathname] = url.searchParams.get('key') ?? ''
  }
  return links
}

/** A teacher signed in with their password (so credential changes are allowed), with a change of email started. */
async function teacherChangingEmail() {
  const teacher = await makeUser(server.payload, 'teacher', { emailVerified: true })
  const api = await signIn(server.api, teacher.username)
  const newEmail = `changed.${unique()}@example.test`
  const started = await api.put('users/me', { email: newEmail })
  expect(started.status).toBe(200)
  const verifyMail = await waitForEmail(server, newEmail, 'email_change_verification')
  return { teacher, api, newEmail, verifyKey: linkIn(verifyMail).value }
}

/** …and the new address verified, so the old one has been asked to confirm. */
async function teacherAwaitingConfirmation() {
  const context = await teacherChangingEmail()
  const verified = await server.api.post('users/me/email-change/verify-link', { key: context.verifyKey })
  expect(verified.body.status).toBe('awaiting_confirmation')
  const links = linksIn(await waitForEmail(server, context.teacher.email, 'email_change_confirmation'))
  return { ...context, confirmKey: links['/account/email-change/confirm'], denyKey: links['/account/email-change/deny'] }
}

describe('[account.sendverifyemail] POST users/me/sendverifyemail', () => {
  it('emails a link to the account’s own address that verifies it', async () => {
    const teacher = await makeUser(server.payload, 'teacher')
    const api = await sessionFor(server.payload, server.api, teacher.id)
    const answer = await api.post('users/me/sendverifyemail', { email: teacher.email.toUpperCase() })
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual({ sent: true, email: teacher.email, emailVerified: false })
    expect(answer.headers.get('x-email-sent')).toBe('email_verification')
    const mail = await waitForEmail(server, teacher.email, 'email_verification')
    expect(mail.text).toContain('/account/verify-email?key=')
    const verified = await server.api.post('users/me/email-change/verify-link', { key: linkIn(mail).value })
    expect(verified.body).toEqual({ status: 'verified', email: teacher.email })
    expect((await emailOf(teacher.id)).email_verified).toBe(true)
  })

  it('sends nothing for an address that is already verified', async () => {
    const teacher = await makeUser(server.payload, 'teacher', { emailVerified: true })
    const api = await sessionFor(server.payload, server.api, teacher.id)
    const answer = await api.post('users/me/sendverifyemail', { email: teacher.email })
    expect(answer.body).toEqual({ sent: false, email: teacher.email, emailVerified: true })
    expect(answer.headers.get('x-email-sent')).toBeNull()
    await sleep(300)
    expect(await emailsTo(server, teacher.email)).toEqual([])
  })

  it('refuses any address but the account’s own with 422 and sends nothing there; accounts without one get the same', async () => {
    const teacher = await makeUser(server.payload, 'teacher')
    const victim = `victim.${unique()}@example.test`
    const api = await sessionFor(server.payload, server.api, teacher.id)
    const answer = await api.post('users/me/sendverifyemail', { email: victim })
    expect(answer.status).toBe(422)
    expect(answer.body.fields).toEqual([{ path: 'email', message: 'This is not the email address of your account' }])
    const school = await makeSchool(server.payload)
    const pupil = await makeUser(server.payload, 'pupil', { school: school.id })
    expect(
      (await (await sessionFor(server.payload, server.api, pupil.id)).post('users/me/sendverifyemail', { email: victim })).status,
    ).toBe(422)
    const anonymous = await server.api.post('authanon')
    expect((await server.api.as(anonymous.body.token).post('users/me/sendverifyemail', { email: victim })).status).toBe(422)
    await sleep(300)
    expect(await emailsTo(server, victim)).toEqual([])
  })

  it('sends at most five an hour, then answers 429 with the rate-limit headers', async () => {
    const teacher = await makeUser(server.payload, 'teacher')
    const api = await sessionFor(server.payload, server.api, teacher.id)
    for (let i = 0; i < 5; i++) expect((await api.post('users/me/sendverifyemail', { email: teacher.email })).status).toBe(200)
    const limited = await api.post('users/me/sendverifyemail', { email: teacher.email })
    expect(limited.status).toBe(429)
    expect(limited.body.code).toBe('RATE_LIMITED')
    expect(limited.headers.get('x-ratelimit-remaining')).toBe('0')
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(3000)
  })

  it('needs a session (401) and a well-formed body (422)', async () => {
    expect((await server.api.post('users/me/sendverifyemail', { email: 'a@example.test' })).status).toBe(401)
    const teacher = await makeUser(server.payload, 'teacher')
    const api = await sessionFor(server.payload, server.api, teacher.id)
    const missing = await api.post('users/me/sendverifyemail', {})
    expect(missing.status).toBe(422)
    expect(missing.body.fields).toEqual([{ path: 'email', message: expect.any(String) }])
    const extra = await api.post('users/me/sendverifyemail', { email: teacher.email, now: true })
    expect(extra.body.fields).toEqual([{ path: 'now', message: 'Unknown field' }])
  })
})

describe('[account.email_change.verify_link] POST users/me/email-change/verify-link', () => {
  it('for a change: keeps the old address in use and asks it to confirm or deny, with two links', async () => {
    const { teacher, newEmail, verifyKey } = await teacherChangingEmail()
    // Nothing has changed yet: the old address still signs in.
    expect((await emailOf(teacher.id)).email).toBe(teacher.email)
    // The link works without the session: it is often opened in a mail app.
    const answer = await server.api.post('users/me/email-change/verify-link', { key: verifyKey })
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual({ status: 'awaiting_confirmation', email: teacher.email })
    const mail = await waitForEmail(server, teacher.email, 'email_change_confirmation')
    expect(mail.text).toContain(newEmail)
    const links = linksIn(mail)
    expect(links['/account/email-change/confirm']).toBeTruthy()
    expect(links['/account/email-change/confirm']).toBe(links['/account/email-change/deny'])
    expect((await emailOf(teacher.id)).email).toBe(teacher.email)
    expect((await server.api.post('auth', { username: teacher.email, password: STAFF_PASSWORD })).status).toBe(200)
  })

  it('applies at once for an account with no address to ask', async () => {
    const learner = await makeUser(server.payload, 'learner', { email: null })
    const api = await signIn(server.api, learner.username)
    const newEmail = `learner.${unique()}@example.test`
    expect((await api.put('users/me', { email: newEmail })).headers.get('x-email-sent')).toBe('email_change_verification')
    const key = linkIn(await waitForEmail(server, newEmail, 'email_change_verification')).value
    const answer = await server.api.post('users/me/email-change/verify-link', { key })
    expect(answer.body).toEqual({ status: 'changed', email: newEmail })
    expect(await emailOf(learner.id)).toEqual({ email: newEmail, email_verified: true })
  })

  it('works once, and not after it expires', async () => {
    const { verifyKey } = await teacherChangingEmail()
    expect((await server.api.post('users/me/email-change/verify-link', { key: verifyKey })).status).toBe(200)
    const again = await server.api.post('users/me/email-change/verify-link', { key: verifyKey })
    expect(again.status).toBe(404)
    const other = await teacherChangingEmail()
    await server.query(`UPDATE one_time_tokens SET expires_at = now() - interval '1 second' WHERE kind = 'email_change' AND user_id = $1`, [
      other.teacher.id,
    ])
    expect((await server.api.post('users/me/email-change/verify-link', { key: other.verifyKey })).status).toBe(404)
    expect((await server.api.post('users/me/email-change/verify-link', { key: 'x'.repeat(32) })).status).toBe(404)
  })

  it('answers 409 if another account took the new address meanwhile, and asks nobody to confirm', async () => {
    const { teacher, newEmail, verifyKey } = await teacherChangingEmail()
    await makeUser(server.payload, 'parent', { email: newEmail })
    const answer = await server.api.post('users/me/email-change/verify-link', { key: verifyKey })
    expect(answer.status).toBe(409)
    await sleep(300)
    expect((await emailsTo(server, teacher.email)).filter((m: any) => m.type === 'email_change_confirmation')).toEqual([])
  })

  it('a verification link for an address the account no longer has verifies nothing', async () => {
    const teacher = await makeUser(server.payload, 'teacher')
    const api = await sessionFor(server.payload, server.api, teacher.id)
    await api.post('users/me/sendverifyemail', { email: teacher.email })
    const key = linkIn(await waitForEmail(server, teacher.email, 'email_verification')).value
    await server.query('UPDATE users SET email = $2 WHERE id = $1', [teacher.id, `moved.${unique()}@example.test`])
    expect((await server.api.post('users/me/email-change/verify-link', { key })).status).toBe(404)
    expect((await emailOf(teacher.id)).email_verified).toBe(false)
  })

  it('refuses a missing, short or extra field with 422', async () => {
    expect((await server.api.post('users/me/email-change/verify-link', {})).status).toBe(422)
    const short = await server.api.post('users/me/email-change/verify-link', { key: 'abc' })
    expect(short.body.fields).toEqual([{ path: 'key', message: expect.any(String) }])
    expect((await server.api.post('users/me/email-change/verify-link', { key: 'x'.repeat(32), email: 'a@b.test' })).status).toBe(422)
  })
})

describe('[account.email_change.confirm] POST users/me/email-change/confirm-link', () => {
  it('applies the change: the new address signs in and gets mail, the old one does not, and old reset links die', async () => {
    const { teacher, newEmail, confirmKey } = await teacherAwaitingConfirmation()
    await server.api.post('users/forgot', { email: teacher.email })
    const resetToken = linkIn(await waitForEmail(server, teacher.email, 'password_reset'), 'token').value
    const answer = await server.api.post('users/me/email-change/confirm-link', { key: confirmKey })
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual({ status: 'changed', email: newEmail })
    expect(await emailOf(teacher.id)).toEqual({ email: newEmail, email_verified: true })
    expect((await server.api.post('auth', { username: newEmail, password: STAFF_PASSWORD })).status).toBe(200)
    expect((await server.api.post('auth', { username: teacher.email, password: STAFF_PASSWORD })).status).toBe(401)
    expect((await server.api.get(`users/me/passwordreset/${resetToken}`)).body).toEqual({ valid: false })
    // Used up: neither confirming again nor denying afterwards does anything.
    expect((await server.api.post('users/me/email-change/confirm-link', { key: confirmKey })).status).toBe(404)
    expect((await server.api.delete('users/me/email-change/confirm-link', { query: { key: confirmKey } })).status).toBe(404)
  })

  it('refuses an unknown key with 404 and a malformed body with 422, changing nothing', async () => {
    const { teacher } = await teacherAwaitingConfirmation()
    expect((await server.api.post('users/me/email-change/confirm-link', { key: 'y'.repeat(32) })).status).toBe(404)
    expect((await server.api.post('users/me/email-change/confirm-link', { key: 42 })).status).toBe(422)
    expect((await server.api.post('users/me/email-change/confirm-link')).status).toBe(422)
    expect((await emailOf(teacher.id)).email).toBe(teacher.email)
  })
})

describe('[account.email_change.deny] DELETE users/me/email-change/confirm-link', () => {
  it('drops the change and signs out every session, since whoever started it may be signed in', async () => {
    const { teacher, api: attacker, confirmKey, denyKey } = await teacherAwaitingConfirmation()
    const answer = await server.api.delete('users/me/email-change/confirm-link', { query: { key: denyKey } })
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual({ status: 'denied', email: teacher.email })
    expect((await emailOf(teacher.id)).email).toBe(teacher.email)
    expect((await attacker.get('users/me')).status).toBe(401)
    expect((await server.api.post('users/me/email-change/confirm-link', { key: confirmKey })).status).toBe(404)
  })

  it('keeps the session of the owner who denies it while signed in, and ends the others', async () => {
    const { teacher, api: other, denyKey } = await teacherAwaitingConfirmation()
    const owner: Api = await signIn(server.api, teacher.username)
    expect((await owner.delete('users/me/email-change/confirm-link', { query: { key: denyKey } })).status).toBe(200)
    expect((await owner.get('users/me')).status).toBe(200)
    expect((await other.get('users/me')).status).toBe(401)
  })

  it('also stops a change whose new address has not been verified yet', async () => {
    const { teacher, verifyKey, denyKey } = await (async () => {
      const context = await teacherAwaitingConfirmation()
      // A second change started after the first was verified: its link is retired by the denial.
      const newer = `newer.${unique()}@example.test`
      await context.api.put('users/me', { email: newer })
      return { ...context, verifyKey: linkIn(await waitForEmail(server, newer, 'email_change_verification')).value }
    })()
    expect((await server.api.delete('users/me/email-change/confirm-link', { query: { key: denyKey } })).status).toBe(200)
    expect((await server.api.post('users/me/email-change/verify-link', { key: verifyKey })).status).toBe(404)
    expect((await emailOf(teacher.id)).email).toBe(teacher.email)
  })

  it('refuses an unknown key with 404, and a missing key or a body instead of the query with 422', async () => {
    expect((await server.api.delete('users/me/email-change/confirm-link', { query: { key: 'z'.repeat(32) } })).status).toBe(404)
    const missing = await server.api.delete('users/me/email-change/confirm-link')
    expect(missing.status).toBe(422)
    expect(missing.body.fields).toEqual([{ path: 'query.key', message: expect.any(String) }])
    expect((await server.api.delete('users/me/email-change/confirm-link', { query: { key: 'z'.repeat(32), extra: '1' } })).status).toBe(422)
  })
})
