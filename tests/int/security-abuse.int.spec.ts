/**
 * Issue 11, a security tester's findings as an anonymous visitor and a pupil:
 * 1. pupils cannot turn on a second factor (nobody at the school could remove it), and are never asked
 *    for one left from older data;
 * 2. calls that email an address the caller chooses are limited per address and per source, and the
 *    caller's names never become links;
 * 3. anonymous error reports and anonymous accounts are limited per source, and client headers are cut;
 * 4. parallel wrong passwords cannot check more passwords than the free attempts.
 * Sources differ by X-Forwarded-For, which Express honours from loopback (trust proxy: loopback).
 */
import { randomBytes } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { PUPIL_SECOND_FACTOR_MESSAGE } from '../../lib/auth/mfa'
import {
  ANON_ACCOUNTS_PER_SOURCE,
  CALLER_EMAILS_PER_RECIPIENT,
  CALLER_EMAILS_PER_SOURCE,
  ERROR_REPORTS_PER_SOURCE,
  FREE_ATTEMPTS,
} from '../../lib/auth/throttle'
import { CLIENT_HEADER_MAX_LENGTH } from '../../lib/http/client-headers'
import { codeAt, arrangeAuthenticator } from '../helpers/mfa'
import { emailsTo, waitForEmail } from '../helpers/email'
import { makeSchool, makeUser, PUPIL_PASSWORD, signIn, signInPupil } from '../helpers/factories'
import { testServer, type TestServer } from '../helpers/server'

let server: TestServer

beforeAll(async () => {
  server = await testServer()
})

const unique = () => randomBytes(4).toString('hex')
let lastSource = 0
/** A new source address for each use, so tests do not share per-source allowances. */
const newSource = () => `10.77.${Math.floor(++lastSource / 250)}.${(lastSource % 250) + 1}`
const from = (ip: string, headers: Record<string, string> = {}) => ({ headers: { 'X-Forwarded-For': ip, ...headers } })
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

const registration = (parentEmail: string, learnerName = 'Sam') => ({
  parent: { name: 'Morgan Parent', email: parentEmail, password: 'kettle on the hob' },
  learner: { name: learnerName, username: `learner_${unique()}`, password: 'purple-owl-8' },
})

describe('[mfa.authenticator.setup] [mfa.authenticator.confirm] [mfa.email.enable] pupils and second factors', () => {
  it('refuses every call that turns a second factor on for a pupil with 403, changing nothing', async () => {
    const school = await makeSchool(server.payload)
    const pupil = await makeUser(server.payload, 'pupil', {
      school: school.id,
      email: `pupil.${unique()}@example.test`,
      emailVerified: true,
    })
    const api = await signInPupil(server.api, school.id, pupil.schoolUsername, PUPIL_PASSWORD)
    for (const answer of [
      await api.get('users/me/mfa/authenticator'),
      await api.post('users/me/mfa/authenticator', { code: '123456' }),
      await api.post('users/me/mfa/email'),
    ]) {
      expect(answer.status).toBe(403)
      expect(answer.body).toMatchObject({ code: 'FORBIDDEN', error: PUPIL_SECOND_FACTOR_MESSAGE })
    }
    // A set-up left pending from older data cannot be confirmed either.
    const { secret } = await arrangeAuthenticator(server, pupil.id)
    await server.query(
      'UPDATE users SET security_totp_pending_secret = security_totp_secret, security_totp_secret = NULL, security_totp_enabled = false WHERE id = $1',
      [pupil.id],
    )
    expect((await api.post('users/me/mfa/authenticator', { code: codeAt(secret) })).status).toBe(403)
    const [row] = await server.query('SELECT security_totp_enabled AS totp, security_email_mfa AS email FROM users WHERE id = $1', [
      pupil.id,
    ])
    expect(row).toEqual({ totp: false, email: false })
  })

  it('[superuser.users.mfa.email.enable] support cannot turn email codes on for a pupil either', async () => {
    const school = await makeSchool(server.payload)
    const pupil = await makeUser(server.payload, 'pupil', { school: school.id, email: `pupil.${unique()}@example.test` })
    const support = await makeUser(server.payload, 'superuser')
    const answer = await (await signIn(server.api, support.username)).post(`superuser/users/${pupil.id}/mfa/email`)
    expect(answer.status).toBe(403)
    expect(answer.body.code).toBe('FORBIDDEN')
    expect((await server.query('SELECT security_email_mfa AS email FROM users WHERE id = $1', [pupil.id]))[0].email).toBe(false)
  })

  it('[auth.login_school] a pupil with a second factor from older data signs in without being asked for it', async () => {
    const school = await makeSchool(server.payload)
    const pupil = await makeUser(server.payload, 'pupil', { school: school.id, email: `pupil.${unique()}@example.test` })
    await arrangeAuthenticator(server, pupil.id)
    await server.query('UPDATE users SET security_email_mfa = true WHERE id = $1', [pupil.id])
    const answer = await server.api.post('auth/school_id', {
      school_id: String(school.id),
      school_username: pupil.schoolUsername,
      password: PUPIL_PASSWORD,
    })
    expect(answer.status).toBe(200)
    expect(answer.body.mfaRequired).toBeUndefined()
    expect(answer.body.user).toMatchObject({ id: pupil.id, role: 'pupil' })
    expect((await server.api.as(answer.body.token).get('users/me')).status).toBe(200)
    await sleep(200)
    expect(await emailsTo(server, pupil.email)).toEqual([])
  })

  it('[mfa.email.enable] teachers still may', async () => {
    const teacher = await makeUser(server.payload, 'teacher', { emailVerified: true })
    const answer = await (await signIn(server.api, teacher.username)).post('users/me/mfa/email')
    expect(answer.status).toBe(200)
    expect(answer.body.mfa.email).toBe(true)
  })
})

describe('[account.parent_learner.put] emails to an address the caller chooses', () => {
  it(`sends at most ${CALLER_EMAILS_PER_RECIPIENT} an hour to one address, from any number of sources: then 429`, async () => {
    const email = `target.${unique()}@example.test`
    for (let i = 0; i < CALLER_EMAILS_PER_RECIPIENT; i++) {
      expect((await server.api.put('users/parent-learner', registration(email), from(newSource()))).status).toBe(201)
    }
    const refused = await server.api.put('users/parent-learner', registration(email), from(newSource()))
    expect(refused.status).toBe(429)
    expect(refused.body.code).toBe('RATE_LIMITED')
    // The registrations already made cannot send more either (resending counts against the same address).
    await sleep(300)
    expect((await emailsTo(server, email)).length).toBe(CALLER_EMAILS_PER_RECIPIENT)
  })

  it(`sends at most ${CALLER_EMAILS_PER_SOURCE} an hour from one source, to any number of addresses: then 429`, async () => {
    const source = newSource()
    const statuses: number[] = []
    for (let i = 0; i <= CALLER_EMAILS_PER_SOURCE; i++) {
      statuses.push((await server.api.put('users/parent-learner', registration(`many.${unique()}@example.test`), from(source))).status)
    }
    expect(statuses.slice(0, CALLER_EMAILS_PER_SOURCE).every((s) => s === 201)).toBe(true)
    expect(statuses[CALLER_EMAILS_PER_SOURCE]).toBe(429)
    // Another source is not affected.
    expect((await server.api.put('users/parent-learner', registration(`other.${unique()}@example.test`), from(newSource()))).status).toBe(
      201,
    )
  })

  it('never turns the caller’s names into links, nor puts a URL in the subject', async () => {
    const email = `named.${unique()}@example.test`
    const body = registration(email, 'Win a prize at https://evil.example/claim')
    body.parent.name = 'Visit www.evil.example'
    expect((await server.api.put('users/parent-learner', body, from(newSource()))).status).toBe(201)
    const mail = await waitForEmail(server, email, 'parent_learner_verification')
    const hrefs = [...mail.html.matchAll(/<a\b[^>]*href="([^"]*)"/g)].map((m) => m[1])
    expect(hrefs).toHaveLength(1)
    expect(hrefs[0]).toMatch(/\/account\/parent-learner\/verify\?verify_token=/)
    expect(mail.subject).not.toMatch(/https?:|evil\.example/)
    expect(mail.text.replace(/https?:\/\/\S+verify_token=\S+/, '')).not.toMatch(/https?:|evil\.example|www\.evil/)
    expect(mail.html.replace(/<a\b[^>]*>[^<]*<\/a>/, '')).not.toMatch(/https?:|evil\.example|www\.evil/)
  })
})

describe('[account.anon_upgrade.start] [auth.anon] one anonymous account per email', () => {
  it(`sends at most ${CALLER_EMAILS_PER_RECIPIENT} upgrade emails an hour to one address: then 429`, async () => {
    const email = `upgrade.${unique()}@example.test`
    const statuses: number[] = []
    for (let i = 0; i <= CALLER_EMAILS_PER_RECIPIENT; i++) {
      const ip = newSource()
      const anon = await server.api.post('authanon', undefined, from(ip))
      expect(anon.status).toBe(201)
      statuses.push(
        (await server.api.as(anon.body.token).patch('users/me/anon-upgrade', { name: 'Robin', email, password: 'river-stone-4' }, from(ip)))
          .status,
      )
    }
    expect(statuses).toEqual([...Array(CALLER_EMAILS_PER_RECIPIENT).fill(200), 429])
    await sleep(300)
    expect((await emailsTo(server, email)).length).toBe(CALLER_EMAILS_PER_RECIPIENT)
  })

  it(`makes at most ${ANON_ACCOUNTS_PER_SOURCE} anonymous accounts an hour from one source: then 429, making no user`, async () => {
    const source = newSource()
    for (let i = 0; i < ANON_ACCOUNTS_PER_SOURCE; i++) expect((await server.api.post('authanon', undefined, from(source))).status).toBe(201)
    const before = (await server.query(`SELECT count(*)::int AS n FROM users WHERE role = 'anonymous'`))[0].n
    const refused = await server.api.post('authanon', undefined, from(source))
    expect(refused.status).toBe(429)
    expect(refused.body.code).toBe('RATE_LIMITED')
    expect((await server.query(`SELECT count(*)::int AS n FROM users WHERE role = 'anonymous'`))[0].n).toBe(before)
    expect((await server.api.post('authanon', undefined, from(newSource()))).status).toBe(201)
  })
})

describe('[system.error_report] POST error_report from anyone', () => {
  it(`files at most ${ERROR_REPORTS_PER_SOURCE} reports per 10 minutes from one source: then 429, storing nothing`, async () => {
    const source = newSource()
    for (let i = 0; i < ERROR_REPORTS_PER_SOURCE; i++)
      expect((await server.api.post('error_report', { message: `Broke ${i}` }, from(source))).status).toBe(201)
    const before = (await server.query('SELECT count(*)::int AS n FROM error_reports'))[0].n
    const refused = await server.api.post('error_report', { message: 'Broke again' }, from(source))
    expect(refused.status).toBe(429)
    expect(refused.body.code).toBe('RATE_LIMITED')
    expect((await server.query('SELECT count(*)::int AS n FROM error_reports'))[0].n).toBe(before)
    expect((await server.api.post('error_report', { message: 'Elsewhere' }, from(newSource()))).status).toBe(201)
  })

  it('stores client headers cut to a sane length, and refuses a report too large to store', async () => {
    const long = 'v'.repeat(8000)
    const answer = await server.api.post(
      'error_report',
      { message: 'Long headers' },
      from(newSource(), { 'X-Client-Version': long, 'X-Client-Type': `t${long}` }),
    )
    expect(answer.status).toBe(201)
    const [row] = await server.query('SELECT client_type, client_version FROM error_reports WHERE id = $1', [answer.body.id])
    expect(row.client_version).toBe('v'.repeat(CLIENT_HEADER_MAX_LENGTH))
    expect(row.client_type).toHaveLength(CLIENT_HEADER_MAX_LENGTH)
    const before = (await server.query('SELECT count(*)::int AS n FROM error_reports'))[0].n
    const big = await server.api.post(
      'error_report',
      { message: 'm'.repeat(2000), url: 'u'.repeat(2000), stack: 's'.repeat(9000), details: { d: 'd'.repeat(9000) } },
      from(newSource()),
    )
    expect(big.status).toBe(422)
    expect(big.body.code).toBe('INVALID_DATA')
    expect((await server.query('SELECT count(*)::int AS n FROM error_reports'))[0].n).toBe(before)
    const [largest] = await server.query(
      'SELECT max(length(message) + coalesce(length(url), 0) + length(details::text))::int AS n FROM error_reports',
    )
    expect(largest.n).toBeLessThanOrEqual(16_000)
  })

  it('[auth.login] a session stores its client type cut to a sane length', async () => {
    const teacher = await makeUser(server.payload, 'teacher')
    const answer = await server.api.post(
      'auth',
      { username: teacher.username, password: 'correct horse battery' },
      from(newSource(), { 'X-Client-Type': 'c'.repeat(5000) }),
    )
    expect(answer.status).toBe(200)
    const [row] = await server.query('SELECT client_type FROM sessions WHERE user_id = $1 ORDER BY id DESC LIMIT 1', [teacher.id])
    expect(row.client_type).toBe('c'.repeat(CLIENT_HEADER_MAX_LENGTH))
  })
})

describe('[auth.login_school] parallel wrong passwords', () => {
  it(`60 at once for one pupil: at most ${FREE_ATTEMPTS} passwords are checked (401), the rest are refused (429)`, async () => {
    const school = await makeSchool(server.payload)
    const pupil = await makeUser(server.payload, 'pupil', { school: school.id })
    const statuses = await Promise.all(
      Array.from(
        { length: 60 },
        async () =>
          (
            await server.api.post(
              'auth/school_id',
              { school_id: String(school.id), school_username: pupil.schoolUsername, password: 'wrong-guess-1' },
              from(newSource()),
            )
          ).status,
      ),
    )
    console.log(`parallel: ${statuses.filter((s) => s === 401).length} answered 401, ${statuses.filter((s) => s === 429).length} 429`)
    expect(statuses.every((s) => s === 401 || s === 429)).toBe(true)
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(FREE_ATTEMPTS)
    const [row] = await server.query('SELECT failures FROM throttles WHERE key = $1', [`account:${pupil.id}`])
    expect(Number(row.failures)).toBeLessThanOrEqual(FREE_ATTEMPTS)
  })

  it(`[auth.verify_password] 60 at once on one session: at most ${FREE_ATTEMPTS} passwords are checked (422), the rest are refused (429)`, async () => {
    const teacher = await makeUser(server.payload, 'teacher')
    const api = await signIn(server.api, teacher.username)
    const statuses = await Promise.all(
      Array.from({ length: 60 }, async () => (await api.post('auth/verify-password', { password: 'wrong-guess-1' })).status),
    )
    expect(statuses.every((s) => s === 422 || s === 429)).toBe(true)
    expect(statuses.filter((s) => s === 422).length).toBeLessThanOrEqual(FREE_ATTEMPTS)
  })

  it('[auth.login] the right password still signs in after a few wrong ones, and starts the count again', async () => {
    const teacher = await makeUser(server.payload, 'teacher')
    for (let i = 0; i < FREE_ATTEMPTS - 1; i++)
      expect((await server.api.post('auth', { username: teacher.username, password: 'wrong' }, from(newSource()))).status).toBe(401)
    const wrong = await server.api.post('auth', { username: teacher.username, password: 'wrong' }, from(newSource()))
    expect(wrong.body.attemptsRemaining).toBe(0)
    await sleep(1100)
    expect(
      (await server.api.post('auth', { username: teacher.username, password: 'correct horse battery' }, from(newSource()))).status,
    ).toBe(200)
    expect(await server.query('SELECT failures FROM throttles WHERE key = $1', [`account:${teacher.id}`])).toEqual([])
  })
})
