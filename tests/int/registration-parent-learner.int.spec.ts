import { beforeAll, describe, expect, it } from 'vitest'
import { emailsTo, linkIn, waitForEmail } from '../helpers/email'
import type { Api } from '../helpers/http'
import { makeSchool, makeUser, sessionFor, signIn, STAFF_PASSWORD } from '../helpers/factories'
import { testServer, type TestServer } from '../helpers/server'

let server: TestServer

beforeAll(async () => {
  server = await testServer()
})

const unique = () => Math.random().toString(36).slice(2, 10)
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
const PARENT_PASSWORD = 'kettle on the hob'
const LEARNER_PASSWORD = 'purple-owl-8'

const details = () => {
  const id = unique()
  return {
    parent: { name: 'Morgan Parent', email: `parent.${id}@example.test`, password: PARENT_PASSWORD },
    learner: { name: 'Sam', username: `sam_${id}`, password: LEARNER_PASSWORD },
  }
}

const userBy = async (column: 'email' | 'username', value: string) =>
  (await server.query(`SELECT id, role, parent_id, parent_consent_at, email_verified FROM users WHERE ${column} = $1`, [value]))[0]

/** The verify_token from the newest parent-learner email to this address (after `after` emails). */
async function verifyTokenFor(email: string, after = 0) {
  for (let i = 0; i < 100 && (await emailsTo(server, email)).length <= after; i++) await sleep(50)
  return linkIn(await waitForEmail(server, email, 'parent_learner_verification'), 'verify_token').value
}

/** A visitor's registration, pending, with the parent's emailed key. */
async function pendingRegistration() {
  const body = details()
  const answer = await server.api.put('users/parent-learner', body)
  expect(answer.status).toBe(201)
  return { ...body, token: answer.body.token as string, verifyToken: await verifyTokenFor(body.parent.email), answer }
}

const statusOf = async (token: string) => (await server.api.get('users/parent-learner/verification', { query: { token } })).body.status

describe('[account.parent_learner.put] PUT users/parent-learner', () => {
  it('registers nothing usable until the parent confirms: a pending registration, a token, and an email to the parent', async () => {
    const { parent, learner, answer, verifyToken } = await pendingRegistration()
    expect(answer.body).toEqual({
      token: expect.any(String),
      type: 'new',
      status: 'pending',
      expiresAt: expect.any(String),
      parentEmail: parent.email,
      learner: { id: null, name: 'Sam', username: learner.username },
    })
    expect(answer.headers.get('x-email-sent')).toBe('parent_learner_verification')
    expect(Math.abs(new Date(answer.body.expiresAt).getTime() - (Date.now() + 7 * 86_400_000))).toBeLessThan(60_000)
    expect(verifyToken).toBeTruthy()
    expect(verifyToken).not.toBe(answer.body.token)
    expect(await userBy('email', parent.email)).toBeUndefined()
    expect(await userBy('username', learner.username)).toBeUndefined()
    expect((await server.api.post('auth', { username: learner.username, password: LEARNER_PASSWORD })).status).toBe(401)
    // The waiting details keep no password in the clear.
    const [row] = await server.query(
      `SELECT data::text AS data FROM one_time_tokens WHERE kind = 'parent_learner_registration' ORDER BY id DESC LIMIT 1`,
    )
    expect(row.data).not.toContain(LEARNER_PASSWORD)
    expect(row.data).not.toContain(PARENT_PASSWORD)
  })

  it('a signed-in parent with a verified address completes it at once, with no email', async () => {
    const parent = await makeUser(server.payload, 'parent', { emailVerified: true })
    const api = await sessionFor(server.payload, server.api, parent.id)
    const { learner } = details()
    const answer = await api.put('users/parent-learner', { learner })
    expect(answer.status).toBe(201)
    expect(answer.body).toMatchObject({
      status: 'verified',
      parentEmail: parent.email,
      learner: { id: expect.any(Number), username: learner.username },
    })
    expect(answer.headers.get('x-email-sent')).toBeNull()
    expect(await userBy('username', learner.username)).toMatchObject({ role: 'learner', parent_id: parent.id })
    await sleep(300)
    expect(await emailsTo(server, parent.email)).toEqual([])
  })

  it('a signed-in parent whose address is not verified yet is emailed first', async () => {
    const parent = await makeUser(server.payload, 'parent')
    const api = await sessionFor(server.payload, server.api, parent.id)
    const { learner } = details()
    const answer = await api.put('users/parent-learner', { learner })
    expect(answer.body.status).toBe('pending')
    const mail = await waitForEmail(server, parent.email, 'parent_learner_verification')
    expect(mail.text).toContain('linked to your parent account')
    const confirmed = await server.api.post('auth/verified-parent', { verify_token: linkIn(mail, 'verify_token').value })
    expect(confirmed.body.user.id).toBe(parent.id)
    expect(await userBy('email', parent.email)).toMatchObject({ email_verified: true })
  })

  it('refuses other signed-in roles with 403: it would be unclear whose child it is', async () => {
    const school = await makeSchool(server.payload)
    const anonymous = await server.api.post('authanon')
    const apis: [string, Api][] = [['anonymous', server.api.as(anonymous.body.token)]]
    for (const role of ['teacher', 'school_admin', 'pupil', 'learner', 'superuser'] as const) {
      const user = await makeUser(
        server.payload,
        role,
        role === 'pupil' || role === 'teacher' || role === 'school_admin' ? { school: school.id } : {},
      )
      apis.push([role, await sessionFor(server.payload, server.api, user.id)])
    }
    for (const [role, api] of apis) expect((await api.put('users/parent-learner', details())).status, role).toBe(403)
  })

  it('answers 409 for a parent email or learner username in use, and 422 for missing or weak details, starting nothing', async () => {
    const [{ n: before }] = await server.query(`SELECT count(*)::int AS n FROM one_time_tokens WHERE kind = 'parent_learner_registration'`)
    const takenParent = await makeUser(server.payload, 'parent')
    const takenLearner = await makeUser(server.payload, 'learner')
    const email = await server.api.put('users/parent-learner', {
      ...details(),
      parent: { ...details().parent, email: takenParent.email.toUpperCase() },
    })
    expect(email.status).toBe(409)
    expect(email.body.fields).toEqual([{ path: 'parent.email', message: expect.any(String) }])
    const username = await server.api.put('users/parent-learner', {
      ...details(),
      learner: { ...details().learner, username: takenLearner.username },
    })
    expect(username.status).toBe(409)
    expect(username.body.fields).toEqual([{ path: 'learner.username', message: expect.any(String) }])
    const noParent = await server.api.put('users/parent-learner', { learner: details().learner })
    expect(noParent.status).toBe(422)
    expect(noParent.body.fields).toEqual([{ path: 'parent', message: expect.any(String) }])
    const weak = await server.api.put('users/parent-learner', {
      parent: { ...details().parent, password: 'short one' },
      learner: { ...details().learner, password: 'abc' },
    })
    expect(weak.status).toBe(422)
    expect(weak.body.fields[0].path).toMatch(/^(parent|learner)\.password$/)
    const malformed = await server.api.put('users/parent-learner', {
      parent: { name: 'P', email: 'nope', password: PARENT_PASSWORD },
      learner: { name: 'S' },
      school: 1,
    })
    expect(malformed.status).toBe(422)
    expect(malformed.body.fields.map((f: any) => f.path).sort()).toEqual(['learner.password', 'learner.username', 'parent.email', 'school'])
    const parentWhileSignedIn = await (await sessionFor(server.payload, server.api, takenParent.id)).put('users/parent-learner', details())
    expect(parentWhileSignedIn.status).toBe(422)
    expect(parentWhileSignedIn.body.fields).toEqual([{ path: 'parent', message: expect.any(String) }])
    const [{ n: after }] = await server.query(`SELECT count(*)::int AS n FROM one_time_tokens WHERE kind = 'parent_learner_registration'`)
    expect(after).toBe(before)
  })
})

describe('[auth.verified_parent] POST auth/verified-parent', () => {
  it('creates both accounts, links them, and signs the parent in', async () => {
    const { parent, learner, token, verifyToken } = await pendingRegistration()
    const answer = await server.api.post('auth/verified-parent', { verify_token: verifyToken })
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({
      token: expect.any(String),
      expiresAt: expect.any(String),
      user: { role: 'parent', email: parent.email, name: 'Morgan Parent' },
    })
    expect(answer.body.learner).toEqual({ id: expect.any(Number), name: 'Sam', username: learner.username })
    expect(answer.headers.getSetCookie().some((c) => c.startsWith(`_session-token_=${answer.body.token}`))).toBe(true)
    const parentRow = await userBy('email', parent.email)
    expect(parentRow).toMatchObject({ role: 'parent', email_verified: true })
    const learnerRow = await userBy('username', learner.username)
    expect(learnerRow).toMatchObject({ id: answer.body.learner.id, role: 'learner', parent_id: parentRow.id })
    expect(learnerRow.parent_consent_at).toBeTruthy()
    expect(await statusOf(token)).toBe('verified')
    // Both can sign in with the passwords chosen at registration.
    expect((await server.api.post('auth', { username: parent.email, password: PARENT_PASSWORD })).status).toBe(200)
    expect((await server.api.post('auth', { username: learner.username, password: LEARNER_PASSWORD })).status).toBe(200)
    // The link works once.
    expect((await server.api.post('auth/verified-parent', { verify_token: verifyToken })).status).toBe(404)
  })

  it('answers 409 if the username was taken meanwhile, creating nothing; the same link works after the username is corrected', async () => {
    const { learner, token, verifyToken, parent } = await pendingRegistration()
    await makeUser(server.payload, 'learner', { username: learner.username })
    const conflict = await server.api.post('auth/verified-parent', { verify_token: verifyToken })
    expect(conflict.status).toBe(409)
    expect(await userBy('email', parent.email)).toBeUndefined()
    expect(await statusOf(token)).toBe('pending')
    const renamed = `${learner.username}_2`
    expect((await server.api.patch('users/parent-learner', { token, learner: { username: renamed } })).status).toBe(200)
    const answer = await server.api.post('auth/verified-parent', { verify_token: verifyToken })
    expect(answer.status).toBe(200)
    expect(answer.body.learner.username).toBe(renamed)
  })

  it('answers 404 for an expired or unknown link and 422 for a malformed body', async () => {
    const { verifyToken, token, parent } = await pendingRegistration()
    const [registration] = await server.query(
      `SELECT id FROM one_time_tokens WHERE kind = 'parent_learner_registration' AND data->'parent'->>'email' = $1`,
      [parent.email],
    )
    await server.query(
      `UPDATE one_time_tokens SET expires_at = now() - interval '1 second'
       WHERE id = $1 OR (kind = 'parent_learner' AND (data->>'registrationId')::int = $1)`,
      [registration.id],
    )
    expect(await statusOf(token)).toBe('expired')
    expect((await server.api.post('auth/verified-parent', { verify_token: verifyToken })).status).toBe(404)
    expect(await userBy('email', parent.email)).toBeUndefined()
    expect((await server.api.post('auth/verified-parent', { verify_token: 'v'.repeat(32) })).status).toBe(404)
    expect((await server.api.post('auth/verified-parent', {})).status).toBe(422)
    expect((await server.api.post('auth/verified-parent', { verify_token: 'v'.repeat(32), token: 'x' })).status).toBe(422)
  })
})

describe('[auth.verified_learner] POST auth/verified-learner', () => {
  it('signs the learner in on the registering device, once, after the parent confirms; 409 before', async () => {
    const { token, verifyToken, learner } = await pendingRegistration()
    const early = await server.api.post('auth/verified-learner', { verify_token: token })
    expect(early.status).toBe(409)
    expect(early.body.error).toMatch(/not confirmed/)
    await server.api.post('auth/verified-parent', { verify_token: verifyToken })
    const answer = await server.api.post('auth/verified-learner', { verify_token: token })
    expect(answer.status).toBe(200)
    expect(answer.body.user).toMatchObject({ role: 'learner', username: learner.username })
    expect((await server.api.as(answer.body.token).get('users/me')).body.user.username).toBe(learner.username)
    expect((await server.api.post('auth/verified-learner', { verify_token: token })).status).toBe(404)
    // The status still says verified.
    expect(await statusOf(token)).toBe('verified')
  })

  it('the parent’s key does not sign the learner in, nor an unknown one; 422 for a malformed body', async () => {
    const { verifyToken } = await pendingRegistration()
    expect((await server.api.post('auth/verified-learner', { verify_token: verifyToken })).status).toBe(404)
    expect((await server.api.post('auth/verified-learner', { verify_token: 'w'.repeat(32) })).status).toBe(404)
    expect((await server.api.post('auth/verified-learner', { verify_token: 1 })).status).toBe(422)
  })
})

describe('[account.parent_learner.verification.status] GET users/parent-learner/verification', () => {
  it('follows a registration from pending to verified, and answers 404 for an unknown token, 422 without one', async () => {
    const { token, verifyToken } = await pendingRegistration()
    const pending = await server.api.get('users/parent-learner/verification', { query: { token } })
    expect(pending.status).toBe(200)
    expect(pending.body).toMatchObject({ type: 'new', status: 'pending', learner: { id: null } })
    expect(pending.body.token).toBeUndefined()
    await server.api.post('auth/verified-parent', { verify_token: verifyToken })
    const verified = await server.api.get('users/parent-learner/verification', { query: { token } })
    expect(verified.body).toMatchObject({ status: 'verified', learner: { id: expect.any(Number) } })
    expect((await server.api.get('users/parent-learner/verification', { query: { token: 'u'.repeat(32) } })).status).toBe(404)
    const missing = await server.api.get('users/parent-learner/verification')
    expect(missing.status).toBe(422)
    expect(missing.body.fields).toEqual([{ path: 'query.token', message: expect.any(String) }])
  })
})

describe('[account.parent_learner.verification.start] POST users/parent-learner/verification', () => {
  it('emails the parent again with a new link (the old one stops working), at most five emails in all', async () => {
    const { token, verifyToken, parent } = await pendingRegistration()
    const resent = await server.api.post('users/parent-learner/verification', { token })
    expect(resent.status).toBe(200)
    expect(resent.body.status).toBe('pending')
    expect(resent.headers.get('x-email-sent')).toBe('parent_learner_verification')
    const newToken = await verifyTokenFor(parent.email, 1)
    expect(newToken).not.toBe(verifyToken)
    expect((await server.api.post('auth/verified-parent', { verify_token: verifyToken })).status).toBe(404)
    for (let i = 0; i < 3; i++) expect((await server.api.post('users/parent-learner/verification', { token })).status).toBe(200)
    const limited = await server.api.post('users/parent-learner/verification', { token })
    expect(limited.status).toBe(429)
    await sleep(300)
    expect((await emailsTo(server, parent.email)).length).toBe(5)
  })

  it('answers 409 once verified or cancelled, 404 for an unknown token and 422 without one', async () => {
    const first = await pendingRegistration()
    await server.api.post('auth/verified-parent', { verify_token: first.verifyToken })
    expect((await server.api.post('users/parent-learner/verification', { token: first.token })).status).toBe(409)
    const second = await pendingRegistration()
    await server.api.delete('users/parent-learner/verification', { query: { token: second.token } })
    expect((await server.api.post('users/parent-learner/verification', { token: second.token })).status).toBe(409)
    expect((await server.api.post('users/parent-learner/verification', { token: 't'.repeat(32) })).status).toBe(404)
    expect((await server.api.post('users/parent-learner/verification', {})).status).toBe(422)
  })
})

describe('[account.parent_learner.verification.cancel] DELETE users/parent-learner/verification', () => {
  it('cancels: the parent’s link stops working, nothing is created, and the waiting passwords are dropped', async () => {
    const { token, verifyToken, parent, learner } = await pendingRegistration()
    const answer = await server.api.delete('users/parent-learner/verification', { query: { token } })
    expect(answer.status).toBe(200)
    expect(answer.body.status).toBe('cancelled')
    expect((await server.api.post('auth/verified-parent', { verify_token: verifyToken })).status).toBe(404)
    expect((await server.api.post('auth/verified-learner', { verify_token: token })).status).toBe(404)
    expect(await userBy('email', parent.email)).toBeUndefined()
    expect(await userBy('username', learner.username)).toBeUndefined()
    const [row] = await server.query(
      `SELECT data FROM one_time_tokens WHERE kind = 'parent_learner_registration' AND data->'learner'->>'username' = $1`,
      [learner.username],
    )
    expect(row.data.parent.passwordHash).toBeNull()
    expect(row.data.learner.passwordHash).toBeNull()
    // Cancelling again is harmless.
    expect((await server.api.delete('users/parent-learner/verification', { query: { token } })).body.status).toBe('cancelled')
  })

  it('answers 409 once the parent has confirmed, 404 for an unknown token and 422 without one', async () => {
    const { token, verifyToken } = await pendingRegistration()
    await server.api.post('auth/verified-parent', { verify_token: verifyToken })
    expect((await server.api.delete('users/parent-learner/verification', { query: { token } })).status).toBe(409)
    expect(await statusOf(token)).toBe('verified')
    expect((await server.api.delete('users/parent-learner/verification', { query: { token: 's'.repeat(32) } })).status).toBe(404)
    expect((await server.api.delete('users/parent-learner/verification')).status).toBe(422)
  })
})

describe('[account.parent_learner.patch] PATCH users/parent-learner', () => {
  it('corrects the parent’s address: the new address is emailed and the old link stops working', async () => {
    const { token, verifyToken } = await pendingRegistration()
    const newEmail = `corrected.${unique()}@example.test`
    const answer = await server.api.patch('users/parent-learner', { token, parent: { email: newEmail }, learner: { name: 'Samantha' } })
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({ status: 'pending', parentEmail: newEmail, learner: { name: 'Samantha' } })
    const newVerify = await verifyTokenFor(newEmail)
    expect((await server.api.post('auth/verified-parent', { verify_token: verifyToken })).status).toBe(404)
    const confirmed = await server.api.post('auth/verified-parent', { verify_token: newVerify })
    expect(confirmed.body.user.email).toBe(newEmail)
    expect(confirmed.body.learner.name).toBe('Samantha')
  })

  it('answers 409 for a taken username or once verified, 404 for an unknown token or an adoption, 422 for weak or empty changes', async () => {
    const { token, verifyToken } = await pendingRegistration()
    const taken = await makeUser(server.payload, 'learner')
    expect((await server.api.patch('users/parent-learner', { token, learner: { username: taken.username } })).status).toBe(409)
    const weak = await server.api.patch('users/parent-learner', { token, learner: { password: 'abc12' } })
    expect(weak.body.fields).toEqual([{ path: 'learner.password', message: 'Use at least 8 characters' }])
    expect((await server.api.patch('users/parent-learner', { token })).status).toBe(422)
    expect((await server.api.patch('users/parent-learner', { token, learner: { role: 'teacher' } })).status).toBe(422)
    expect((await server.api.patch('users/parent-learner', { token: 'r'.repeat(32), learner: { name: 'X' } })).status).toBe(404)
    await server.api.post('auth/verified-parent', { verify_token: verifyToken })
    expect((await server.api.patch('users/parent-learner', { token, learner: { name: 'Too late' } })).status).toBe(409)
  })
})

describe('[account.parent_learner.adopt.put] PUT users/parent-learner/adopt', () => {
  it('a parent takes on an existing learner once they confirm by email; the learner proves agreement with their password', async () => {
    const learner = await makeUser(server.payload, 'learner')
    const { parent } = details()
    const answer = await server.api.put('users/parent-learner/adopt', {
      parent,
      learner: { username: learner.username, password: STAFF_PASSWORD },
    })
    expect(answer.status).toBe(201)
    expect(answer.body).toMatchObject({ type: 'adopt', status: 'pending', learner: { id: null, username: learner.username } })
    expect((await userBy('username', learner.username)).parent_id).toBeNull()
    const mail = await waitForEmail(server, parent.email, 'parent_learner_verification')
    expect(mail.subject).toMatch(/parent or carer/)
    const confirmed = await server.api.post('auth/verified-parent', { verify_token: linkIn(mail, 'verify_token').value })
    expect(confirmed.status).toBe(200)
    expect(confirmed.body.learner).toEqual({ id: learner.id, name: learner.name, username: learner.username })
    expect((await userBy('username', learner.username)).parent_id).toBe(confirmed.body.user.id)
    // The learner keeps their own password.
    expect((await server.api.post('auth', { username: learner.username, password: STAFF_PASSWORD })).status).toBe(200)
  })

  it('a verified, signed-in parent adopts at once', async () => {
    const learner = await makeUser(server.payload, 'learner')
    const parent = await makeUser(server.payload, 'parent', { emailVerified: true })
    const api = await signIn(server.api, parent.username)
    const answer = await api.put('users/parent-learner/adopt', { learner: { username: learner.username, password: STAFF_PASSWORD } })
    expect(answer.body).toMatchObject({ type: 'adopt', status: 'verified', learner: { id: learner.id } })
    expect((await userBy('username', learner.username)).parent_id).toBe(parent.id)
  })

  it('says the same for a wrong password, an unknown username and a pupil, counting the attempts', async () => {
    const learner = await makeUser(server.payload, 'learner')
    const school = await makeSchool(server.payload)
    const pupil = await makeUser(server.payload, 'pupil', { school: school.id, username: `pupil_${unique()}` })
    const { parent } = details()
    const wrong = await server.api.put('users/parent-learner/adopt', {
      parent,
      learner: { username: learner.username, password: 'not the password' },
    })
    const unknown = await server.api.put('users/parent-learner/adopt', {
      parent,
      learner: { username: `ghost_${unique()}`, password: 'not the password' },
    })
    const notLearner = await server.api.put('users/parent-learner/adopt', {
      parent,
      learner: { username: pupil.username, password: 'red-kite-17' },
    })
    for (const answer of [wrong, unknown, notLearner]) {
      expect(answer.status).toBe(422)
      expect(answer.body.fields).toEqual([{ path: 'learner', message: 'The learner’s username or password is not right' }])
      expect(answer.body.attemptsRemaining).toBe(4)
    }
    const again = await server.api.put('users/parent-learner/adopt', {
      parent,
      learner: { username: learner.username, password: 'still wrong' },
    })
    expect(again.body.attemptsRemaining).toBe(3)
    await sleep(300)
    expect(await emailsTo(server, parent.email)).toEqual([])
  })

  it('answers 409 for a learner who already has a parent, 403 for other signed-in roles, 422 for bad input', async () => {
    const parent = await makeUser(server.payload, 'parent')
    const learner = await makeUser(server.payload, 'learner', { parent: parent.id })
    const body = { parent: details().parent, learner: { username: learner.username, password: STAFF_PASSWORD } }
    expect((await server.api.put('users/parent-learner/adopt', body)).status).toBe(409)
    const teacher = await makeUser(server.payload, 'teacher')
    expect((await (await sessionFor(server.payload, server.api, teacher.id)).put('users/parent-learner/adopt', body)).status).toBe(403)
    const bad = await server.api.put('users/parent-learner/adopt', { parent: body.parent, learner: { username: learner.username } })
    expect(bad.status).toBe(422)
    expect(bad.body.fields).toEqual([{ path: 'learner.password', message: expect.any(String) }])
  })
})

describe('[account.parent_learner.adopt.patch] PATCH users/parent-learner/adopt', () => {
  it('corrects the parent of a pending adoption; a registration of a new learner is not found here', async () => {
    const learner = await makeUser(server.payload, 'learner')
    const { parent } = details()
    const started = await server.api.put('users/parent-learner/adopt', {
      parent,
      learner: { username: learner.username, password: STAFF_PASSWORD },
    })
    const newEmail = `adopter.${unique()}@example.test`
    const answer = await server.api.patch('users/parent-learner/adopt', {
      token: started.body.token,
      parent: { email: newEmail, name: 'Alex' },
    })
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({ type: 'adopt', status: 'pending', parentEmail: newEmail })
    const confirmed = await server.api.post('auth/verified-parent', { verify_token: await verifyTokenFor(newEmail) })
    expect(confirmed.body.user).toMatchObject({ name: 'Alex', email: newEmail })
    const other = await pendingRegistration()
    expect((await server.api.patch('users/parent-learner/adopt', { token: other.token, parent: { name: 'X' } })).status).toBe(404)
  })

  it('refuses changes to the learner, empty changes and unknown tokens', async () => {
    const learner = await makeUser(server.payload, 'learner')
    const started = await server.api.put('users/parent-learner/adopt', {
      parent: details().parent,
      learner: { username: learner.username, password: STAFF_PASSWORD },
    })
    const token = started.body.token
    const learnerChange = await server.api.patch('users/parent-learner/adopt', { token, learner: { username: 'someone_else' } })
    expect(learnerChange.status).toBe(422)
    expect(learnerChange.body.fields).toContainEqual({ path: 'learner', message: 'Unknown field' })
    expect((await server.api.patch('users/parent-learner/adopt', { token })).status).toBe(422)
    expect((await server.api.patch('users/parent-learner/adopt', { token: 'p'.repeat(32), parent: { name: 'X' } })).status).toBe(404)
  })
})
