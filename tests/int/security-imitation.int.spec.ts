/**
 * Issue 11, item 7: imitation tokens were too strong. Stopping minted a new 90-day superuser session with
 * the second factor skipped; imitation sessions lasted 90 days and were never re-checked; reads were not
 * audited, and what was audited was written after the answer.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { IMITATION_LIFETIME_MS, SESSION_COOKIE } from '../../lib/auth/sessions'
import { makeSchool, makeUser, signIn, STAFF_PASSWORD } from '../helpers/factories'
import { testServer, type TestServer } from '../helpers/server'

let server: TestServer
let school: any
let teacher: any

beforeAll(async () => {
  server = await testServer()
  school = await makeSchool(server.payload)
  teacher = await makeUser(server.payload, 'teacher', { school: school.id })
})

async function imitate() {
  const superuser = await makeUser(server.payload, 'superuser')
  const asSuperuser = await signIn(server.api, superuser.username)
  const start = await asSuperuser.post('superuser/imitateuser', { user_id: teacher.id })
  expect(start.status).toBe(200)
  return { superuser, asSuperuser, asImitated: server.api.as(start.body.token), start }
}

const sessionsOf = (userId: number) => server.query('SELECT id FROM sessions WHERE user_id = $1 ORDER BY id', [userId])

describe('[superuser.imitateuser.stop] returns to the imitator’s own session', () => {
  it('makes no new session: the one that started the imitation goes on', async () => {
    const { superuser, asSuperuser, asImitated } = await imitate()
    const before = await sessionsOf(superuser.id)
    const stop = await asImitated.delete('superuser/imitateuser')
    expect(stop.status).toBe(200)
    expect(stop.body.user).toMatchObject({ id: superuser.id, imitatingUser: null })
    expect(stop.body.token).toBeUndefined()
    expect(await sessionsOf(superuser.id)).toEqual(before)
    expect((await asSuperuser.get('users/me')).body.user.id).toBe(superuser.id)
    expect((await asImitated.get('users/me')).status).toBe(401)
  })

  it('gives a cookie-signed-in superuser their own session’s cookie back', async () => {
    const superuser = await makeUser(server.payload, 'superuser')
    const signedIn = await server.api.post('auth', { username: superuser.username, password: STAFF_PASSWORD })
    const own = signedIn.body.token as string
    const url = (path: string) => new URL(`/api/${path}`, server.url)
    const start = await fetch(url('superuser/imitateuser'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: `${SESSION_COOKIE}=${own}` },
      body: JSON.stringify({ user_id: teacher.id }),
    })
    expect(start.status).toBe(200)
    const imitation = ((await start.json()) as any).token as string
    const kept = start.headers.getSetCookie().find((c) => c.startsWith('_inkwell_imitator_='))!
    expect(kept).toContain('HttpOnly')
    const stop = await fetch(url('superuser/imitateuser'), {
      method: 'DELETE',
      headers: { Cookie: `${SESSION_COOKIE}=${imitation}; ${kept.split(';')[0]}` },
    })
    expect(stop.status).toBe(200)
    const cookies = stop.headers.getSetCookie()
    expect(cookies.find((c) => c.startsWith(`${SESSION_COOKIE}=`))).toContain(`${SESSION_COOKIE}=${encodeURIComponent(own)};`)
    expect(cookies.find((c) => c.startsWith('_inkwell_imitator_='))).toContain('Expires=Thu, 01 Jan 1970')
  })
})

describe('[superuser.imitateuser.start] imitation sessions are short and re-checked', () => {
  it('expire within an hour and are not renewed', async () => {
    const { start, asImitated } = await imitate()
    const expiresAt = new Date(start.body.expiresAt).getTime()
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + IMITATION_LIFETIME_MS)
    expect(IMITATION_LIFETIME_MS).toBeLessThanOrEqual(3_600_000)
    const refreshed = await asImitated.get('users/me/refresh')
    expect(refreshed.status).toBe(200)
    expect(refreshed.body.exp * 1000).toBeLessThanOrEqual(expiresAt)
    const [row] = await server.query('SELECT expires_at FROM sessions WHERE imitator_id IS NOT NULL ORDER BY id DESC LIMIT 1')
    expect(new Date(row.expires_at).getTime()).toBeLessThanOrEqual(expiresAt)
  })

  it('end when the imitator signs out of their own session', async () => {
    const { asSuperuser, asImitated } = await imitate()
    expect((await asImitated.get('users/me')).status).toBe(200)
    expect((await asSuperuser.delete('auth')).status).toBeLessThan(300)
    expect((await asImitated.get('users/me')).status).toBe(401)
  })

  it('end when the imitator is no longer a superuser', async () => {
    const { superuser, asImitated } = await imitate()
    await server.query(`UPDATE users SET role = 'teacher' WHERE id = $1`, [superuser.id])
    expect((await asImitated.get('users/me')).status).toBe(401)
  })
})

describe('every request made while imitating is audited before it is answered', () => {
  it('writes reads as well as writes, and the row is there when the answer arrives', async () => {
    const { superuser, asImitated } = await imitate()
    const read = await asImitated.get('users/me/schools')
    expect(read.status).toBe(200)
    // No waiting: the row was written before the answer was sent.
    const rows = await server.query('SELECT action FROM audit_log WHERE actor_id = $1 AND subject_id = $2 ORDER BY id', [
      superuser.id,
      teacher.id,
    ])
    expect(rows.map((r: any) => r.action)).toEqual(['imitation started', 'GET /api/users/me/schools'])
    const collection = await asImitated.get('schools')
    expect(collection.status).toBeLessThan(500)
    const after = await server.query('SELECT action FROM audit_log WHERE actor_id = $1 ORDER BY id', [superuser.id])
    expect(after.map((r: any) => r.action)).toContain('GET /api/schools')
  })
})

describe('an imitation leaves the imitator no way into the account', () => {
  it('[account.anon_upgrade.start] [account.parent_learner.put] refuses credentials set while imitating an anonymous player or a parent', async () => {
    const anonymous = await makeUser(server.payload, 'anonymous', { username: undefined, email: undefined })
    const parent = await makeUser(server.payload, 'parent')
    for (const [who, call] of [
      [
        anonymous,
        (api: any) =>
          api.patch('users/me/anon-upgrade', {
            name: 'Taken Over',
            email: `takeover.${Date.now()}@example.test`,
            password: 'superuser chosen passphrase 1',
          }),
      ],
      [anonymous, (api: any) => api.post('users/me/anon-upgrade/verify', { code: '123456' })],
      [
        parent,
        (api: any) =>
          api.put('users/parent-learner', { learner: { name: 'Kid', username: `kid${Date.now()}`, password: 'kid password long x' } }),
      ],
      [parent, (api: any) => api.put('users/parent-learner/adopt', { learner: { username: 'someone', password: 'kid password long x' } })],
    ] as const) {
      const superuser = await makeUser(server.payload, 'superuser')
      const started = await (await signIn(server.api, superuser.username)).post('superuser/imitateuser', { user_id: who.id })
      expect(started.status).toBe(200)
      const answer = await call(server.api.as(started.body.token))
      expect(answer.status).toBe(403)
      expect(answer.body.error).toBe('Credentials cannot be changed while imitating a user')
    }
    expect(
      await server.query("SELECT count(*)::int AS n FROM emails WHERE subject ILIKE '%takeover%' OR \"to\" LIKE 'takeover.%'"),
    ).toEqual([{ n: 0 }])
  })
})
