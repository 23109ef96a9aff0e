import { beforeAll, describe, expect, it } from 'vitest'
import { codeIn, emailsTo, linkIn, waitForEmail } from '../helpers/email'
import type { Api } from '../helpers/http'
import { makeSchool, makeUser, sessionFor } from '../helpers/factories'
import { testServer, type TestServer } from '../helpers/server'

let server: TestServer

beforeAll(async () => {
  server = await testServer()
})

const unique = () => Math.random().toString(36).slice(2, 10)
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
const PASSWORD = 'river-stone-4'

/** An anonymous player with some progress (a setting), signed in. */
async function anonymousPlayer(): Promise<{ id: number; api: Api }> {
  const answer = await server.api.post('authanon')
  const api = server.api.as(answer.body.token)
  await api.patch('users/me/settings', { soundOn: false })
  return { id: answer.body.user.id, api }
}

async function startUpgrade(api: Api, details: Record<string, unknown> = {}) {
  const email = `upgraded.${unique()}@example.test`
  const answer = await api.patch('users/me/anon-upgrade', { name: 'Robin', email, password: PASSWORD, ...details })
  expect(answer.status).toBe(200)
  const mail = await waitForEmail(server, email, 'anon_upgrade')
  return { email, code: codeIn(mail), key: linkIn(mail).value, answer }
}

const account = async (id: number) =>
  (await server.query('SELECT role, name, email, email_verified, settings FROM users WHERE id = $1', [id]))[0]

describe('[account.anon_upgrade.start] PATCH users/me/anon-upgrade', () => {
  it('emails a code and a link to the new address and changes nothing yet', async () => {
    const player = await anonymousPlayer()
    const { email, answer } = await startUpgrade(player.api)
    expect(answer.body).toEqual({ status: 'pending', email, expiresAt: expect.any(String) })
    expect(answer.headers.get('x-email-sent')).toBe('anon_upgrade')
    expect(await account(player.id)).toMatchObject({ role: 'anonymous', name: null, email: null })
  })

  it('is for anonymous accounts only: other roles get 403, no session 401', async () => {
    const school = await makeSchool(server.payload)
    for (const role of ['teacher', 'pupil', 'learner', 'parent', 'superuser'] as const) {
      const user = await makeUser(server.payload, role, role === 'pupil' ? { school: school.id } : {})
      const api = await sessionFor(server.payload, server.api, user.id)
      const answer = await api.patch('users/me/anon-upgrade', { name: 'X', email: `x.${unique()}@example.test`, password: PASSWORD })
      expect(answer.status, role).toBe(403)
    }
    expect((await server.api.patch('users/me/anon-upgrade', { name: 'X', email: 'x@example.test', password: PASSWORD })).status).toBe(401)
  })

  it('answers 409 for an address in use and 422 for bad details, sending nothing', async () => {
    const player = await anonymousPlayer()
    const taken = await makeUser(server.payload, 'teacher')
    const conflict = await player.api.patch('users/me/anon-upgrade', { name: 'X', email: taken.email, password: PASSWORD })
    expect(conflict.status).toBe(409)
    expect(conflict.body.fields).toEqual([{ path: 'email', message: expect.any(String) }])
    const email = `short.${unique()}@example.test`
    const short = await player.api.patch('users/me/anon-upgrade', { name: 'X', email, password: 'seven77' })
    expect(short.body.fields).toEqual([{ path: 'password', message: 'Use at least 8 characters' }])
    // A parent's account needs a staff-length password.
    const parent = await player.api.patch('users/me/anon-upgrade', { name: 'X', email, password: 'kite-run-55', role: 'parent' })
    expect(parent.body.fields).toEqual([{ path: 'password', message: 'Use at least 12 characters' }])
    const bad = await player.api.patch('users/me/anon-upgrade', { name: '', email: 'nope', password: PASSWORD, role: 'teacher', extra: 1 })
    expect(bad.status).toBe(422)
    expect(bad.body.fields.map((f: any) => f.path).sort()).toEqual(['email', 'extra', 'name', 'role'])
    await sleep(300)
    expect(await emailsTo(server, email)).toEqual([])
    expect((await account(player.id)).role).toBe('anonymous')
  })
})

describe('[account.anon_upgrade.verify] POST users/me/anon-upgrade/verify', () => {
  it('turns the same account, with its progress, into a learner with a verified email and a password', async () => {
    const player = await anonymousPlayer()
    const { email, code, key } = await startUpgrade(player.api, { locale: 'en_NZ' })
    const answer = await player.api.post('users/me/anon-upgrade/verify', { code })
    expect(answer.status).toBe(200)
    expect(answer.body.user).toMatchObject({ id: player.id, role: 'learner', name: 'Robin', email })
    expect(await account(player.id)).toMatchObject({ role: 'learner', email, email_verified: true, settings: { soundOn: false } })
    // The session carries on, and the new credentials sign in.
    expect((await player.api.get('users/me')).body.user.role).toBe('learner')
    expect((await server.api.post('auth', { username: email, password: PASSWORD })).body.user.id).toBe(player.id)
    // The link from the same email is used up with it.
    expect((await server.api.post('users/me/anon-upgrade/verify-link', { key })).status).toBe(404)
    // And the account is no longer anonymous, so it cannot be upgraded again.
    expect((await player.api.post('users/me/anon-upgrade/verify', { code })).status).toBe(403)
  })

  it('can make a parent account instead', async () => {
    const player = await anonymousPlayer()
    const { code } = await startUpgrade(player.api, { role: 'parent', password: 'a parent length passphrase' })
    expect((await player.api.post('users/me/anon-upgrade/verify', { code })).body.user.role).toBe('parent')
  })

  it('counts wrong codes: 422 with attempts remaining, and after five the upgrade must start again', async () => {
    const player = await anonymousPlayer()
    const { code } = await startUpgrade(player.api)
    const wrong = code === '000000' ? '111111' : '000000'
    const first = await player.api.post('users/me/anon-upgrade/verify', { code: wrong })
    expect(first.status).toBe(422)
    expect(first.body).toMatchObject({ fields: [{ path: 'code', message: expect.any(String) }], attemptsRemaining: 4 })
    for (let i = 0; i < 4; i++) await player.api.post('users/me/anon-upgrade/verify', { code: wrong })
    const limited = await player.api.post('users/me/anon-upgrade/verify', { code })
    expect(limited.status).toBe(429)
    expect((await account(player.id)).role).toBe('anonymous')
  })

  it('answers 404 with nothing pending, 403 for other roles, 401 without a session and 422 for a malformed code', async () => {
    const player = await anonymousPlayer()
    expect((await player.api.post('users/me/anon-upgrade/verify', { code: '123456' })).status).toBe(404)
    const teacher = await makeUser(server.payload, 'teacher')
    expect(
      (await (await sessionFor(server.payload, server.api, teacher.id)).post('users/me/anon-upgrade/verify', { code: '123456' })).status,
    ).toBe(403)
    expect((await server.api.post('users/me/anon-upgrade/verify', { code: '123456' })).status).toBe(401)
    const malformed = await player.api.post('users/me/anon-upgrade/verify', { code: '12ab' })
    expect(malformed.status).toBe(422)
    expect(malformed.body.fields).toEqual([{ path: 'code', message: 'Enter the six-digit code' }])
  })

  it('answers 409 if the address was taken meanwhile, leaving the account anonymous', async () => {
    const player = await anonymousPlayer()
    const { email, code } = await startUpgrade(player.api)
    await makeUser(server.payload, 'parent', { email })
    expect((await player.api.post('users/me/anon-upgrade/verify', { code })).status).toBe(409)
    expect((await account(player.id)).role).toBe('anonymous')
  })
})

describe('[account.anon_upgrade.verify_link] POST users/me/anon-upgrade/verify-link', () => {
  it('upgrades with the emailed key alone (the link is often opened in a mail app), once', async () => {
    const player = await anonymousPlayer()
    const { email, code, key } = await startUpgrade(player.api)
    const answer = await server.api.post('users/me/anon-upgrade/verify-link', { key })
    expect(answer.status).toBe(200)
    expect(answer.body.user).toMatchObject({ id: player.id, role: 'learner', email })
    expect((await player.api.get('users/me')).body.user.email).toBe(email)
    expect((await server.api.post('users/me/anon-upgrade/verify-link', { key })).status).toBe(404)
    expect((await player.api.post('users/me/anon-upgrade/verify', { code })).status).toBe(403)
  })

  it('answers 404 for an unknown or expired key and 422 for a malformed body', async () => {
    const player = await anonymousPlayer()
    const { key } = await startUpgrade(player.api)
    await server.query(`UPDATE one_time_tokens SET expires_at = now() - interval '1 second' WHERE user_id = $1`, [player.id])
    expect((await server.api.post('users/me/anon-upgrade/verify-link', { key })).status).toBe(404)
    expect((await server.api.post('users/me/anon-upgrade/verify-link', { key: 'q'.repeat(32) })).status).toBe(404)
    expect((await server.api.post('users/me/anon-upgrade/verify-link', { key: 'short' })).status).toBe(422)
    expect((await server.api.post('users/me/anon-upgrade/verify-link', {})).status).toBe(422)
    expect((await account(player.id)).role).toBe('anonymous')
  })
})

describe('[account.anon_upgrade.cancel] DELETE users/me/anon-upgrade', () => {
  it('stops the code and the link working; the account stays anonymous', async () => {
    const player = await anonymousPlayer()
    const { code, key } = await startUpgrade(player.api)
    const answer = await player.api.delete('users/me/anon-upgrade')
    expect(answer.status).toBe(204)
    expect((await player.api.post('users/me/anon-upgrade/verify', { code })).status).toBe(404)
    expect((await server.api.post('users/me/anon-upgrade/verify-link', { key })).status).toBe(404)
    expect((await account(player.id)).role).toBe('anonymous')
  })

  it('starting again also retires the earlier code and link', async () => {
    const player = await anonymousPlayer()
    const first = await startUpgrade(player.api)
    const second = await startUpgrade(player.api)
    expect((await server.api.post('users/me/anon-upgrade/verify-link', { key: first.key })).status).toBe(404)
    if (first.code !== second.code) expect((await player.api.post('users/me/anon-upgrade/verify', { code: first.code })).status).toBe(422)
    expect((await player.api.post('users/me/anon-upgrade/verify', { code: second.code })).body.user.email).toBe(second.email)
  })

  it('is for anonymous accounts only (403) and needs a session (401)', async () => {
    const learner = await makeUser(server.payload, 'learner')
    expect((await (await sessionFor(server.payload, server.api, learner.id)).delete('users/me/anon-upgrade')).status).toBe(403)
    expect((await server.api.delete('users/me/anon-upgrade')).status).toBe(401)
  })
})
