import { beforeAll, describe, expect, it } from 'vitest'
import { createSession } from '../../lib/auth/sessions'
import { makeSchool, makeUser, signIn } from '../helpers/factories'
import {
  arrangeAuthenticator,
  codeAt,
  deviceCookieOf,
  KNOWN_BACKUP_CODES,
  sessionRow,
  signInHalfway,
  stalePassword,
  waitForFreshStep,
} from '../helpers/mfa'
import { testServer, type TestServer } from '../helpers/server'

let server: TestServer
let school: any

beforeAll(async () => {
  server = await testServer()
  school = await makeSchool(server.payload)
})

const teacher = () => makeUser(server.payload, 'teacher', { school: school.id })

/** A fully signed-in session whose password was just checked (as after sign-in and the second factor). */
async function fullSession(userId: number) {
  const { token } = await createSession(server.payload, undefined, { userId, passwordVerified: true })
  return server.api.as(token)
}

const securityOf = async (userId: number) =>
  (
    await server.query(
      `SELECT security_totp_secret AS secret, security_totp_pending_secret AS pending, security_totp_enabled AS enabled,
              security_totp_last_step AS last_step, security_backup_codes AS backup, security_email_mfa AS email
       FROM users WHERE id = $1`,
      [userId],
    )
  )[0]

const failuresOf = async (userId: number) =>
  (await server.query('SELECT failures FROM throttles WHERE key = $1', [`mfa:${userId}`]))[0]?.failures ?? 0

describe('[mfa.authenticator.setup] GET users/me/mfa/authenticator', () => {
  it('answers a new secret, its otpauth URI and a QR code, and keeps the secret only encrypted', async () => {
    const user = await teacher()
    const api = await signIn(server.api, user.username)
    const answer = await api.get('users/me/mfa/authenticator')
    expect(answer.status).toBe(200)
    expect(answer.headers.get('cache-control')).toBe('no-store')
    const { secret, otpauthUri, qrCode } = answer.body
    expect(secret).toMatch(/^[A-Z2-7]{16,}=*$/)
    const uri = new URL(otpauthUri)
    expect(uri.protocol).toBe('otpauth:')
    expect(uri.host).toBe('totp')
    expect(decodeURIComponent(uri.pathname)).toContain(user.email)
    expect(uri.searchParams.get('secret')).toBe(secret)
    expect(uri.searchParams.get('issuer')).toBe('Inkwell')
    expect(qrCode).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/=]{200,}$/)
    const stored = await securityOf(user.id)
    expect(stored.pending).toMatch(/^v1\./)
    expect(stored.pending).not.toContain(secret)
    expect(stored.enabled).toBe(false)
    expect(stored.secret).toBeNull()
    // Asking again starts again with a new secret.
    const again = await api.get('users/me/mfa/authenticator')
    expect(again.body.secret).not.toBe(secret)
    expect((await securityOf(user.id)).pending).not.toBe(stored.pending)
  })

  it('needs a password checked in the last 10 minutes (403 Password requires reverification)', async () => {
    const user = await teacher()
    const signedIn = await server.api.post('auth', { username: user.username, password: 'correct horse battery' })
    await stalePassword(server, signedIn.body.token)
    const answer = await server.api.as(signedIn.body.token).get('users/me/mfa/authenticator')
    expect(answer.status).toBe(403)
    expect(answer.body).toMatchObject({ error: 'Password requires reverification', code: 'PASSWORD_REVERIFICATION_REQUIRED' })
    expect((await securityOf(user.id)).pending).toBeNull()
  })

  it('refuses anyone not signed in, and a sign-in still owing its second factor (401)', async () => {
    expect((await server.api.get('users/me/mfa/authenticator')).status).toBe(401)
    const user = await teacher()
    await arrangeAuthenticator(server, user.id)
    const { api } = await signInHalfway(server.api, user.username)
    const pending = await api.get('users/me/mfa/authenticator')
    expect(pending.status).toBe(401)
    expect(pending.body.authHint).toBe('mfa')
  })

  it('refuses while an authenticator is already on (409): remove it first', async () => {
    const user = await teacher()
    await arrangeAuthenticator(server, user.id)
    const before = await securityOf(user.id)
    const answer = await (await fullSession(user.id)).get('users/me/mfa/authenticator')
    expect(answer.status).toBe(409)
    expect(await securityOf(user.id)).toEqual(before)
  })
})

describe('[mfa.authenticator.confirm] POST users/me/mfa/authenticator', () => {
  it('turns the authenticator on with a code from it and answers ten backup codes once, stored hashed', async () => {
    await waitForFreshStep()
    const user = await teacher()
    const api = await signIn(server.api, user.username)
    const { secret } = (await api.get('users/me/mfa/authenticator')).body
    const answer = await api.post('users/me/mfa/authenticator', { code: codeAt(secret) })
    expect(answer.status).toBe(200)
    expect(answer.body.mfa).toEqual({ email: false, authenticator: true, backupCodesRemaining: 10 })
    const codes: string[] = answer.body.backupCodes
    expect(codes).toHaveLength(10)
    expect(new Set(codes).size).toBe(10)
    for (const code of codes) expect(code).toMatch(/^[A-HJ-NP-Z2-9]{5}-[A-HJ-NP-Z2-9]{5}$/)
    const stored = await securityOf(user.id)
    expect(stored).toMatchObject({ enabled: true, pending: null })
    expect(stored.secret).toMatch(/^v1\./)
    expect(Number(stored.last_step)).toBe(Math.floor(Date.now() / 30_000))
    expect(stored.backup).toHaveLength(10)
    for (const entry of stored.backup) expect(entry).toEqual({ hash: expect.stringMatching(/^\$argon2id\$/), usedAt: null })
    const raw = JSON.stringify(stored.backup)
    for (const code of codes) expect(raw).not.toContain(code.replace('-', ''))
    // From now on signing in asks for a code.
    const next = await server.api.post('auth', { username: user.username, password: 'correct horse battery' })
    expect(next.body).toMatchObject({ mfaRequired: 'authenticator', user: null })
  })

  it('the code used to confirm cannot then be used to sign in', async () => {
    await waitForFreshStep()
    const user = await teacher()
    const api = await signIn(server.api, user.username)
    const { secret } = (await api.get('users/me/mfa/authenticator')).body
    const code = codeAt(secret)
    expect((await api.post('users/me/mfa/authenticator', { code })).status).toBe(200)
    const { api: pending } = await signInHalfway(server.api, user.username)
    const replay = await pending.post('users/me/verify-authenticator', { code })
    expect(replay.status).toBe(422)
    expect(replay.body.fields).toEqual([{ path: 'code', message: 'That code has been used already: wait for the next one' }])
  })

  it('refuses a wrong code with 422 and leaves the authenticator off', async () => {
    await waitForFreshStep()
    const user = await teacher()
    const api = await signIn(server.api, user.username)
    const { secret } = (await api.get('users/me/mfa/authenticator')).body
    const wrong = codeAt(secret, -3)
    const answer = await api.post('users/me/mfa/authenticator', { code: wrong === codeAt(secret) ? '000000' : wrong })
    expect(answer.status).toBe(422)
    expect(answer.body.fields[0].path).toBe('code')
    expect(answer.body.backupCodes).toBeUndefined()
    expect((await securityOf(user.id)).enabled).toBe(false)
  })

  it('refuses missing, malformed and unknown fields with 422, changing nothing', async () => {
    const user = await teacher()
    const api = await signIn(server.api, user.username)
    await api.get('users/me/mfa/authenticator')
    const before = await securityOf(user.id)
    const cases: [unknown, string[]][] = [
      [{}, ['code']],
      [{ code: '12ab56' }, ['code']],
      [{ code: 123456 }, ['code']],
      [{ code: '123456', enabled: true }, ['enabled']],
    ]
    for (const [body, paths] of cases) {
      const answer = await api.post('users/me/mfa/authenticator', body)
      expect(answer.status).toBe(422)
      expect(answer.body.code).toBe('INVALID_DATA')
      expect(answer.body.fields.map((f: any) => f.path)).toEqual(paths)
    }
    expect(await securityOf(user.id)).toEqual(before)
  })

  it('is 409 without a set-up in progress, and 401 for anyone not signed in', async () => {
    const user = await teacher()
    const answer = await (await signIn(server.api, user.username)).post('users/me/mfa/authenticator', { code: '123456' })
    expect(answer.status).toBe(409)
    expect((await server.api.post('users/me/mfa/authenticator', { code: '123456' })).status).toBe(401)
  })
})

describe('[mfa.verify_authenticator] POST users/me/verify-authenticator', () => {
  it('signs in a session that owes its authenticator code, answering the session user', async () => {
    await waitForFreshStep()
    const user = await teacher()
    const { secret } = await arrangeAuthenticator(server, user.id)
    const { api, token, answer: first } = await signInHalfway(server.api, user.username)
    expect(first.body).toMatchObject({ mfaRequired: 'authenticator', user: null })
    const before = await api.get('users/me')
    expect(before.status).toBe(401)
    expect(before.body.authHint).toBe('mfa')
    const answer = await api.post('users/me/verify-authenticator', { code: codeAt(secret), trust: false })
    expect(answer.status).toBe(200)
    expect(answer.body.user).toMatchObject({ id: user.id, role: 'teacher', school: { id: school.id, teacher: true } })
    expect(answer.body.deviceToken).toBeUndefined()
    expect(deviceCookieOf(answer.headers)).toBeNull()
    expect(await sessionRow(server, token)).toMatchObject({ mfa_pending: null, device_id: null })
    expect((await api.get('users/me')).status).toBe(200)
  })

  it('takes each code once: the same code is refused for the next sign-in, the next code works', async () => {
    await waitForFreshStep()
    const user = await teacher()
    const { secret } = await arrangeAuthenticator(server, user.id)
    const code = codeAt(secret)
    expect((await (await signInHalfway(server.api, user.username)).api.post('users/me/verify-authenticator', { code })).status).toBe(200)
    const { api, token } = await signInHalfway(server.api, user.username)
    const replay = await api.post('users/me/verify-authenticator', { code })
    expect(replay.status).toBe(422)
    expect(replay.body).toMatchObject({ code: 'INVALID_DATA', attemptsRemaining: 4 })
    expect((await sessionRow(server, token))?.mfa_pending).toBe('authenticator')
    expect((await api.post('users/me/verify-authenticator', { code: codeAt(secret, 1) })).status).toBe(200)
  })

  it('accepts a code one time step early or late (clock drift), and not two', async () => {
    await waitForFreshStep()
    const [early, late, far] = [await teacher(), await teacher(), await teacher()]
    const secrets = {
      early: (await arrangeAuthenticator(server, early.id)).secret,
      late: (await arrangeAuthenticator(server, late.id)).secret,
      far: (await arrangeAuthenticator(server, far.id)).secret,
    }
    const verifyAs = async (username: string, code: string) =>
      (await signInHalfway(server.api, username)).api.post('users/me/verify-authenticator', { code })
    expect((await verifyAs(early.username, codeAt(secrets.early, -1))).status).toBe(200)
    expect((await verifyAs(late.username, codeAt(secrets.late, 1))).status).toBe(200)
    for (const steps of [-2, 2]) {
      const answer = await verifyAs(far.username, codeAt(secrets.far, steps))
      expect(answer.status).toBe(422)
      expect(answer.body.fields).toEqual([{ path: 'code', message: 'That code is not right' }])
    }
  })

  it('with trust, remembers the device: the next sign-in presenting it skips the code', async () => {
    await waitForFreshStep()
    const user = await teacher()
    const { secret } = await arrangeAuthenticator(server, user.id)
    const { api, token } = await signInHalfway(server.api, user.username)
    const answer = await api.post('users/me/verify-authenticator', { code: codeAt(secret), trust: true })
    expect(answer.status).toBe(200)
    const device = deviceCookieOf(answer.headers)!
    expect(device.cookie).toMatch(/HttpOnly/)
    expect(device.cookie).toMatch(/Path=\//)
    expect(answer.body.deviceToken).toBe(device.token)
    const [row] = await server.query('SELECT id, user_id, token_hash FROM devices WHERE user_id = $1', [user.id])
    expect(row.token_hash).not.toBe(device.token)
    expect((await sessionRow(server, token))?.device_id).toBe(row.id)
    const presented: Record<string, string>[] = [{ 'X-Device-Token': device.token }, { Cookie: `_inkwell_device_=${device.token}` }]
    for (const headers of presented) {
      const again = await server.api.post('auth', { username: user.username, password: 'correct horse battery' }, { headers })
      expect(again.status).toBe(200)
      expect(again.body.mfaRequired).toBeUndefined()
      expect(again.body.user.id).toBe(user.id)
    }
    // Another user's device token does not help.
    const other = await teacher()
    await arrangeAuthenticator(server, other.id)
    const foreign = await server.api.post(
      'auth',
      { username: other.username, password: 'correct horse battery' },
      { headers: { 'X-Device-Token': device.token } },
    )
    expect(foreign.body.mfaRequired).toBe('authenticator')
  })

  it('accepts each backup code once, however it is typed, and says how many are left', async () => {
    const user = await teacher()
    await arrangeAuthenticator(server, user.id)
    const first = await (
      await signInHalfway(server.api, user.username)
    ).api.post('users/me/verify-authenticator', { code: ' abcde fghjk ' })
    expect(first.status).toBe(200)
    expect(first.body).toMatchObject({ user: { id: user.id }, backupCodesRemaining: 2 })
    const { api, token } = await signInHalfway(server.api, user.username)
    const reused = await api.post('users/me/verify-authenticator', { code: KNOWN_BACKUP_CODES[0] })
    expect(reused.status).toBe(422)
    expect((await sessionRow(server, token))?.mfa_pending).toBe('authenticator')
    const second = await api.post('users/me/verify-authenticator', { code: KNOWN_BACKUP_CODES[1] })
    expect(second.status).toBe(200)
    expect(second.body.backupCodesRemaining).toBe(1)
    const stored = (await securityOf(user.id)).backup
    expect(stored.filter((c: any) => c.usedAt).length).toBe(2)
  })

  it('counts wrong codes: 422 with the attempts left, then 429 with the rate-limit headers, even for the right code', async () => {
    const user = await teacher()
    const { secret } = await arrangeAuthenticator(server, user.id)
    const { api, token } = await signInHalfway(server.api, user.username)
    const right = codeAt(secret)
    const wrong = right === '000000' ? '111111' : '000000'
    const remaining: number[] = []
    for (let i = 0; i < 5; i++) {
      const answer = await api.post('users/me/verify-authenticator', { code: wrong })
      expect(answer.status).toBe(422)
      remaining.push(answer.body.attemptsRemaining)
    }
    expect(remaining).toEqual([4, 3, 2, 1, 0])
    const limited = await api.post('users/me/verify-authenticator', { code: right })
    expect(limited.status).toBe(429)
    expect(limited.body).toMatchObject({ error: 'Too many requests. Try again later.', code: 'RATE_LIMITED', attemptsRemaining: 0 })
    expect(limited.headers.get('x-ratelimit-remaining')).toBe('0')
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(0)
    expect(limited.headers.get('x-ratelimit-reset')).toMatch(/^\d+$/)
    expect((await sessionRow(server, token))?.mfa_pending).toBe('authenticator')
    // After the wait the right code still works, and the count starts again.
    await new Promise((r) => setTimeout(r, 1100))
    expect((await api.post('users/me/verify-authenticator', { code: right })).status).toBe(200)
    expect(await failuresOf(user.id)).toBe(0)
  })

  it('refuses missing, malformed and unknown fields with 422 without counting them, the session still waiting', async () => {
    const user = await teacher()
    await arrangeAuthenticator(server, user.id)
    const { api, token } = await signInHalfway(server.api, user.username)
    const cases: [unknown, string[]][] = [
      [{}, ['code']],
      [{ code: '12345' }, ['code']],
      [{ code: 'not a code!' }, ['code']],
      [{ code: '123456', trust: 'yes' }, ['trust']],
      [{ code: '123456', remember: true }, ['remember']],
    ]
    for (const [body, paths] of cases) {
      const answer = await api.post('users/me/verify-authenticator', body)
      expect(answer.status).toBe(422)
      expect(answer.body.fields.map((f: any) => f.path)).toEqual(paths)
    }
    expect(await failuresOf(user.id)).toBe(0)
    expect((await sessionRow(server, token))?.mfa_pending).toBe('authenticator')
  })

  it('is 401 for anyone not signed in and 409 for a session that owes no second factor', async () => {
    expect((await server.api.post('users/me/verify-authenticator', { code: '123456' })).status).toBe(401)
    const user = await teacher()
    const { secret } = await arrangeAuthenticator(server, user.id)
    const answer = await (await fullSession(user.id)).post('users/me/verify-authenticator', { code: codeAt(secret) })
    expect(answer.status).toBe(409)
  })

  it('is 409 for a user without an authenticator (an email sign-in), the session still waiting', async () => {
    const user = await teacher()
    await server.query('UPDATE users SET security_email_mfa = true WHERE id = $1', [user.id])
    const { api, token } = await signInHalfway(server.api, user.username)
    expect((await api.post('users/me/verify-authenticator', { code: '123456' })).status).toBe(409)
    expect((await sessionRow(server, token))?.mfa_pending).toBe('email')
  })
})

describe('[mfa.authenticator.backup] PUT users/me/mfa/authenticator/backup', () => {
  it('answers ten new backup codes; the old ones stop working and the new ones work', async () => {
    const user = await teacher()
    await arrangeAuthenticator(server, user.id)
    const answer = await (await fullSession(user.id)).put('users/me/mfa/authenticator/backup')
    expect(answer.status).toBe(200)
    expect(answer.body.backupCodes).toHaveLength(10)
    expect(answer.body.mfa).toEqual({ email: false, authenticator: true, backupCodesRemaining: 10 })
    const { api } = await signInHalfway(server.api, user.username)
    expect((await api.post('users/me/verify-authenticator', { code: KNOWN_BACKUP_CODES[0] })).status).toBe(422)
    const fresh = await api.post('users/me/verify-authenticator', { code: answer.body.backupCodes[3] })
    expect(fresh.status).toBe(200)
    expect(fresh.body.backupCodesRemaining).toBe(9)
  })

  it('is 409 without an authenticator, 403 without a recent password, 401 when not signed in', async () => {
    const user = await teacher()
    const api = await fullSession(user.id)
    expect((await api.put('users/me/mfa/authenticator/backup')).status).toBe(409)
    await arrangeAuthenticator(server, user.id)
    const before = await securityOf(user.id)
    await stalePassword(server, api.token!)
    const stale = await api.put('users/me/mfa/authenticator/backup')
    expect(stale.status).toBe(403)
    expect(stale.body.code).toBe('PASSWORD_REVERIFICATION_REQUIRED')
    expect(await securityOf(user.id)).toEqual(before)
    expect((await server.api.put('users/me/mfa/authenticator/backup')).status).toBe(401)
  })

  it('refuses a body with fields in it (the call takes none) with 422, changing nothing', async () => {
    const user = await teacher()
    await arrangeAuthenticator(server, user.id)
    const before = await securityOf(user.id)
    const answer = await (await fullSession(user.id)).put('users/me/mfa/authenticator/backup', { count: 20 })
    expect(answer.status).toBe(422)
    expect(answer.body.fields).toEqual([{ path: 'count', message: 'Unknown field' }])
    expect(await securityOf(user.id)).toEqual(before)
  })
})

describe('[mfa.authenticator.remove] DELETE users/me/mfa/authenticator', () => {
  it('turns the authenticator off: secret and backup codes gone, sign-in needs no code, waiting sign-ins end', async () => {
    const user = await teacher()
    await arrangeAuthenticator(server, user.id)
    const { token: waiting } = await signInHalfway(server.api, user.username)
    const answer = await (await fullSession(user.id)).delete('users/me/mfa/authenticator')
    expect(answer.status).toBe(200)
    expect(answer.body.mfa).toEqual({ email: false, authenticator: false, backupCodesRemaining: 0 })
    expect(await securityOf(user.id)).toMatchObject({ secret: null, pending: null, enabled: false, backup: null })
    expect(await sessionRow(server, waiting)).toBeUndefined()
    const next = await server.api.post('auth', { username: user.username, password: 'correct horse battery' })
    expect(next.body.user.id).toBe(user.id)
  })

  it('is 404 when there is none, 403 without a recent password, 401 when not signed in', async () => {
    const user = await teacher()
    const api = await fullSession(user.id)
    expect((await api.delete('users/me/mfa/authenticator')).status).toBe(404)
    await arrangeAuthenticator(server, user.id)
    await stalePassword(server, api.token!)
    expect((await api.delete('users/me/mfa/authenticator')).status).toBe(403)
    expect((await securityOf(user.id)).enabled).toBe(true)
    expect((await server.api.delete('users/me/mfa/authenticator')).status).toBe(401)
  })

  it('refuses a body with fields in it with 422, leaving the authenticator on', async () => {
    const user = await teacher()
    await arrangeAuthenticator(server, user.id)
    const answer = await (await fullSession(user.id)).request('DELETE', 'users/me/mfa/authenticator', { body: { keepBackupCodes: true } })
    expect(answer.status).toBe(422)
    expect((await securityOf(user.id)).enabled).toBe(true)
  })
})

describe('[superuser.users.mfa.authenticator.remove] DELETE superuser/users/{id}/mfa/authenticator', () => {
  it("lets a superuser remove someone's authenticator (they lost it), clearing their code throttle, audited", async () => {
    const user = await teacher()
    await arrangeAuthenticator(server, user.id)
    await server.query(
      `INSERT INTO throttles (key, failures, blocked_until, updated_at, created_at) VALUES ($1, 7, now() + interval '1 minute', now(), now())`,
      [`mfa:${user.id}`],
    )
    const support = await makeUser(server.payload, 'superuser')
    const answer = await (await signIn(server.api, support.username)).delete(`superuser/users/${user.id}/mfa/authenticator`)
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual({ id: user.id, mfa: { email: false, authenticator: false, backupCodesRemaining: 0 } })
    expect((await securityOf(user.id)).enabled).toBe(false)
    expect(await failuresOf(user.id)).toBe(0)
    const [entry] = await server.query('SELECT actor_id, subject_id, action FROM audit_log WHERE subject_id = $1', [user.id])
    expect(entry).toEqual({ actor_id: support.id, subject_id: user.id, action: 'mfa authenticator removed' })
    const next = await server.api.post('auth', { username: user.username, password: 'correct horse battery' })
    expect(next.body.user.id).toBe(user.id)
  })

  it('refuses teachers and school admins (even of the same school) with 403, and anyone not signed in with 401', async () => {
    const user = await teacher()
    await arrangeAuthenticator(server, user.id)
    const admin = await makeUser(server.payload, 'school_admin', { school: school.id })
    for (const who of [admin, await teacher()]) {
      expect((await (await signIn(server.api, who.username)).delete(`superuser/users/${user.id}/mfa/authenticator`)).status).toBe(403)
    }
    expect((await server.api.delete(`superuser/users/${user.id}/mfa/authenticator`)).status).toBe(401)
    expect((await securityOf(user.id)).enabled).toBe(true)
  })

  it('is 404 for an unknown user or one without an authenticator, 404 for an id that is not one (no such route), 403 without a recent password', async () => {
    const support = await makeUser(server.payload, 'superuser')
    const api = await signIn(server.api, support.username)
    expect((await api.delete('superuser/users/999999/mfa/authenticator')).status).toBe(404)
    const user = await teacher()
    expect((await api.delete(`superuser/users/${user.id}/mfa/authenticator`)).status).toBe(404)
    const invalid = await api.delete('superuser/users/abc/mfa/authenticator')
    expect(invalid.status).toBe(404)
    expect(invalid.body.code).toBe('ROUTE_NOT_FOUND')
    await arrangeAuthenticator(server, user.id)
    await stalePassword(server, api.token!)
    expect((await api.delete(`superuser/users/${user.id}/mfa/authenticator`)).status).toBe(403)
    expect((await securityOf(user.id)).enabled).toBe(true)
  })
})
