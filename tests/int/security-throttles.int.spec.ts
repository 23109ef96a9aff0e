/**
 * Issue 11, items 6 and 9: made-up usernames cannot lock a school's pupils out, and the calls that tell
 * whether something exists are throttled per source (in the database, so across server processes).
 * Sources differ by X-Forwarded-For, which Express honours from loopback (trust proxy: loopback).
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { EXISTENCE_CHECKS_PER_WINDOW, JOIN_TRIES_PER_WINDOW, UNKNOWN_PER_SCHOOL, UNKNOWN_PER_SOURCE } from '../../lib/auth/throttle'
import { makeSchool, makeUser, PUPIL_PASSWORD, signIn } from '../helpers/factories'
import { testServer, type TestServer } from '../helpers/server'

let server: TestServer

beforeAll(async () => {
  server = await testServer()
})

const from = (ip: string) => ({ headers: { 'X-Forwarded-For': ip } })

/** Runs `count` tasks, `concurrency` at a time. */
async function pool<T>(count: number, concurrency: number, task: (i: number) => Promise<T>): Promise<T[]> {
  const results: T[] = new Array(count)
  let next = 0
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        const i = next++
        results[i] = await task(i)
      }
    }),
  )
  return results
}

describe('[auth.login_school] an attack with made-up usernames', () => {
  it('1,000 failures against one school id: a real pupil still signs in first time, during and after it', async () => {
    const school = await makeSchool(server.payload)
    await makeUser(server.payload, 'pupil', { school: school.id, schoolUsername: 'steadyheron' })
    const sources = ['10.9.0.1', '10.9.0.2']
    const signInPupil = (ip: string) =>
      server.api.post(
        'auth/school_id',
        { school_id: String(school.id), school_username: 'steadyheron', password: PUPIL_PASSWORD },
        from(ip),
      )
    const started = Date.now()
    const during: number[] = []
    const statuses = await pool(1000, 20, async (i) => {
      // Halfway, the pupil signs in from one of the attacking addresses (a school shares one).
      if (i === 500) during.push((await signInPupil(sources[0])).status)
      const answer = await server.api.post(
        'auth/school_id',
        { school_id: String(school.id), school_username: `madeup${i}`, password: 'guess-word-1' },
        from(sources[i % sources.length]),
      )
      return answer.status
    })
    const seconds = (Date.now() - started) / 1000
    console.log(
      `attack: 1000 failures in ${seconds.toFixed(1)} s; ${statuses.filter((s) => s === 401).length} answered 401, ${statuses.filter((s) => s === 429).length} 429`,
    )
    expect(statuses.every((s) => s === 401 || s === 429)).toBe(true)
    // Password checks stop once the made-up usernames have used up the school's budget for them.
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(sources.length * UNKNOWN_PER_SOURCE + 20)
    expect(during).toEqual([200])
    expect((await signInPupil(sources[1])).status).toBe(200)
    expect((await signInPupil('10.9.9.9')).status).toBe(200)
    // The pupils' own budget was never touched.
    expect(await server.query(`SELECT failures FROM throttles WHERE key = $1`, [`school:${school.id}`])).toEqual([])
  }, 60_000)

  it('from a flooded source, a made-up username and a wrong password for a real one get the same 429', async () => {
    const school = await makeSchool(server.payload)
    await makeUser(server.payload, 'pupil', { school: school.id, schoolUsername: 'quietmole' })
    const ip = '10.7.0.1'
    await pool(UNKNOWN_PER_SOURCE, 10, (i) =>
      server.api.post(
        'auth/school_id',
        { school_id: String(school.id), school_username: `nobody${i}`, password: 'guess-word-1' },
        from(ip),
      ),
    )
    const unknown = await server.api.post(
      'auth/school_id',
      { school_id: String(school.id), school_username: 'nobody-else', password: 'guess-word-1' },
      from(ip),
    )
    const known = await server.api.post(
      'auth/school_id',
      { school_id: String(school.id), school_username: 'quietmole', password: 'guess-word-1' },
      from(ip),
    )
    expect(unknown.status).toBe(429)
    expect(known.status).toBe(429)
    expect({ ...unknown.body, reference: 'x' }).toEqual({ ...known.body, reference: 'x' })
    expect(unknown.headers.get('retry-after')).toBeTruthy()
    // The right password still signs in, and another source is untouched.
    expect(
      (
        await server.api.post(
          'auth/school_id',
          { school_id: String(school.id), school_username: 'quietmole', password: PUPIL_PASSWORD },
          from(ip),
        )
      ).status,
    ).toBe(200)
    expect(
      (
        await server.api.post(
          'auth/school_id',
          { school_id: String(school.id), school_username: 'nobody-else', password: 'x-guess-2' },
          from('10.7.0.2'),
        )
      ).status,
    ).toBe(401)
  })
})

describe('[auth.login_school] made-up usernames from many sources', () => {
  it('use up the school’s budget for made-up usernames only: new sources get 429 for them, real pupils still sign in', async () => {
    const school = await makeSchool(server.payload)
    await makeUser(server.payload, 'pupil', { school: school.id, schoolUsername: 'boldotter' })
    await server.query(
      `INSERT INTO throttles (key, failures, window_started_at, updated_at, created_at) VALUES ($1, $2, now(), now(), now())`,
      [`unknown-school:${school.id}`, UNKNOWN_PER_SCHOOL],
    )
    const fresh = from('10.5.0.77')
    expect(
      (
        await server.api.post(
          'auth/school_id',
          { school_id: String(school.id), school_username: 'nobody', password: 'guess-word-1' },
          fresh,
        )
      ).status,
    ).toBe(429)
    expect(
      (
        await server.api.post(
          'auth/school_id',
          { school_id: String(school.id), school_username: 'boldotter', password: 'guess-word-1' },
          fresh,
        )
      ).status,
    ).toBe(429)
    expect(
      (
        await server.api.post(
          'auth/school_id',
          { school_id: String(school.id), school_username: 'boldotter', password: PUPIL_PASSWORD },
          fresh,
        )
      ).status,
    ).toBe(200)
  })
})

describe('existence checks are throttled per source', () => {
  const expectLimited = (answer: { status: number; body: any; headers: Headers }, limit: number) => {
    expect(answer.status).toBe(429)
    expect(answer.body.code).toBe('RATE_LIMITED')
    expect(answer.headers.get('x-ratelimit-limit')).toBe(String(limit))
    expect(answer.headers.get('x-ratelimit-remaining')).toBe('0')
    expect(Number(answer.headers.get('x-ratelimit-reset'))).toBeGreaterThan(Date.now() / 1000)
    expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0)
  }

  it('[pupils.username_exists] GET users/exists?email=', async () => {
    const ip = '10.6.0.1'
    const answers = await pool(EXISTENCE_CHECKS_PER_WINDOW, 10, (i) =>
      server.api.get('users/exists', { query: { email: `someone${i}@example.test` }, ...from(ip) }),
    )
    expect(answers.every((a) => a.status === 200)).toBe(true)
    expectLimited(
      await server.api.get('users/exists', { query: { email: 'one-more@example.test' }, ...from(ip) }),
      EXISTENCE_CHECKS_PER_WINDOW,
    )
    expect((await server.api.get('users/exists', { query: { email: 'one-more@example.test' }, ...from('10.6.0.2') })).status).toBe(200)
    // Counted in the database, so every server process sees the same count.
    expect(await server.query(`SELECT failures::int FROM throttles WHERE key = $1`, [`allowance:user-exists:${ip}`])).toEqual([
      { failures: EXISTENCE_CHECKS_PER_WINDOW + 1 },
    ])
  })

  it('[school.existence.by_code] and [school.existence.check] share one allowance', async () => {
    const ip = '10.6.1.1'
    const answers = await pool(EXISTENCE_CHECKS_PER_WINDOW, 10, (i) =>
      i % 2
        ? server.api.get('schools/existence', { query: { code: `GUESS${i}` }, ...from(ip) })
        : server.api.post('schools/existence', { code: `GUESS${i}` }, from(ip)),
    )
    expect(answers.every((a) => a.status === 200)).toBe(true)
    expectLimited(await server.api.get('schools/existence', { query: { code: 'GUESSMORE' }, ...from(ip) }), EXISTENCE_CHECKS_PER_WINDOW)
    expectLimited(await server.api.post('schools/existence', { code: 'GUESSMORE' }, from(ip)), EXISTENCE_CHECKS_PER_WINDOW)
  })

  it('[school.join] POST users/me/joinschool', async () => {
    const teacher = await makeUser(server.payload, 'teacher', { emailVerified: true })
    const api = await signIn(server.api, teacher.username)
    const ip = '10.6.2.1'
    for (let i = 0; i < JOIN_TRIES_PER_WINDOW; i++)
      expect((await api.post('users/me/joinschool', { code: `NOPE${i}X` }, from(ip))).status).toBe(404)
    expectLimited(await api.post('users/me/joinschool', { code: 'NOPEMORE' }, from(ip)), JOIN_TRIES_PER_WINDOW)
  })
})
