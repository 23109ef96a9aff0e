import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { makeSchool, makeUser, signIn } from '../helpers/factories'
import { createTestDatabase, startTestServer, type OwnTestServer } from '../helpers/server'
import { startTcpProxy } from '../helpers/tcp-proxy'

let server: OwnTestServer
let proxy: Awaited<ReturnType<typeof startTcpProxy>>

beforeAll(async () => {
  const database = await createTestDatabase()
  const url = new URL(database.url)
  proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port) })
  url.port = String(proxy.port)
  server = await startTestServer({ databaseUrl: url.toString() })
})
afterAll(async () => {
  await server?.close()
  await proxy?.close()
})

/** The health check's status once it answers 200, or the last one within `ms`. */
async function healthWithin(ms: number): Promise<number> {
  const until = Date.now() + ms
  let status = (await server.api.get('health')).status
  while (status !== 200 && Date.now() < until) {
    await new Promise((r) => setTimeout(r, 100))
    status = (await server.api.get('health')).status
  }
  return status
}

describe('when the database goes away', () => {
  it('answers 503 within two seconds, refuses to write, and recovers when the database returns', async () => {
    const teacher = await makeUser(server.payload, 'teacher', { school: (await makeSchool(server.payload)).id })
    const api = await signIn(server.api, teacher.username)
    expect((await api.get('users/me')).status).toBe(200)

    await proxy.cut()
    for (const call of [
      () => server.api.get('health'),
      () => api.get('users/me'),
      () => server.api.post('auth', { username: teacher.username, password: 'whatever it is' }),
    ]) {
      const started = Date.now()
      const answer = await call()
      expect(Date.now() - started).toBeLessThan(2500)
      expect(answer.status).toBe(503)
      expect(answer.body).toMatchObject({ code: 'SERVICE_UNAVAILABLE', reference: expect.any(String) })
    }

    await proxy.restore()
    expect(await healthWithin(2000)).toBe(200)
    expect((await api.get('users/me')).status).toBe(200)
  })

  it('answers within two seconds of a stall, a request already holding a connection included, and recovers when the database moves again', async () => {
    const teacher = await makeUser(server.payload, 'teacher', { school: (await makeSchool(server.payload)).id })
    const api = await signIn(server.api, teacher.username)
    expect((await api.get('users/me/school/pupils')).status).toBe(200)

    // The request is on its way (its connection taken) when the database stops answering.
    const started = Date.now()
    const inFlight = api.get('users/me/school/pupils')
    await new Promise((r) => setTimeout(r, 5))
    proxy.pause()
    const held = await inFlight
    const newcomer = await api.get('users/me')
    const elapsed = Date.now() - started
    proxy.resume()
    expect(held.status === 200 || held.status === 503).toBe(true)
    expect(newcomer.status).toBe(503)
    expect(newcomer.body.code).toBe('SERVICE_UNAVAILABLE')
    expect(elapsed).toBeLessThan(2 * 2100)

    // A statement caught by the stall answers 503 within two seconds of it, not when the database returns.
    proxy.pause()
    const stalled = Date.now()
    const answer = await api.get('users/me/school/pupils')
    expect(Date.now() - stalled).toBeLessThan(2100)
    expect(answer.status).toBe(503)
    proxy.resume()

    expect(await healthWithin(2000)).toBe(200)
    expect((await api.get('users/me')).status).toBe(200)
  })
})
