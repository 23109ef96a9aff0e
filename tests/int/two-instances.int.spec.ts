/**
 * Two server processes on one PostgreSQL, as Inkwell runs behind a load balancer: nothing may depend on one
 * process's memory. A session signed in on one is honoured and revoked on the other, sign-in throttles count
 * across both, a page edited through one is served fresh by the other, and imitation ends on both.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FREE_ATTEMPTS } from '../../lib/auth/throttle'
import { seedMarketing } from '../../seed/marketing'
import { makeSchool, makeUser, signIn, STAFF_PASSWORD } from '../helpers/factories'
import type { Api } from '../helpers/http'
import { startSecondInstance, testServer, type TestServer } from '../helpers/server'

let one: TestServer
let two: Awaited<ReturnType<typeof startSecondInstance>>
let school: any

beforeAll(async () => {
  one = await testServer()
  two = await startSecondInstance(one.databaseUrl)
  school = await makeSchool(one.payload)
}, 120_000)
afterAll(async () => {
  await two?.close()
})

/** The same token, sent to the other process. */
const onTwo = (api: Api) => two.api.as(api.token!)

describe('two instances on one database', () => {
  it('a session signed in on one is honoured on the other, and signing out on the other ends it on both', async () => {
    const teacher = await makeUser(one.payload, 'teacher', { school: school.id })
    const signedIn = await signIn(one.api, teacher.username)
    expect((await onTwo(signedIn).get('users/me')).body.user.id).toBe(teacher.id)
    expect((await onTwo(signedIn).delete('auth')).status).toBeLessThan(300)
    expect((await signedIn.get('users/me')).status).toBe(401)
    expect((await onTwo(signedIn).get('users/me')).status).toBe(401)
  })

  it('sign-in throttles count failures made on either process', async () => {
    const teacher = await makeUser(one.payload, 'teacher', { school: school.id })
    for (let i = 0; i < FREE_ATTEMPTS; i++) {
      const api = i % 2 === 0 ? one.api : two.api
      const answer = await api.post('auth', { username: teacher.username, password: 'definitely wrong' })
      expect(answer.status).toBe(401)
      expect(answer.body.attemptsRemaining).toBe(FREE_ATTEMPTS - 1 - i)
    }
    for (const api of [one.api, two.api]) {
      const limited = await api.post('auth', { username: teacher.username, password: STAFF_PASSWORD })
      expect(limited.status).toBe(429)
    }
  })

  it('a page edited through one process is served fresh by the other at its next request', async () => {
    await seedMarketing({ payload: one.payload })
    const visit = async (base: string) => {
      const answer = await fetch(`${base}/about`, { headers: { accept: 'text/html' } })
      return { html: await answer.text(), cache: answer.headers.get('x-inkwell-cache') }
    }
    await visit(two.url)
    expect((await visit(two.url)).cache).toBe('HIT')
    const { docs } = await one.payload.find({ collection: 'pages', where: { slug: { equals: 'about' } }, limit: 1, overrideAccess: true })
    await one.payload.update({
      collection: 'pages',
      id: docs[0].id,
      data: { title: 'About us, edited on the first process' },
      overrideAccess: true,
    })
    const fresh = await visit(two.url)
    expect(fresh.cache).toBe('MISS')
    expect(fresh.html).toContain('About us, edited on the first process')
  })

  it('imitation started on one process is used on the other, and stopping it there ends it on both', async () => {
    const superuser = await makeUser(one.payload, 'superuser')
    const teacher = await makeUser(one.payload, 'teacher', { school: school.id })
    const asSuperuser = await signIn(one.api, superuser.username)
    const started = await asSuperuser.post('superuser/imitateuser', { user_id: teacher.id })
    expect(started.status).toBe(200)
    const imitating = two.api.as(started.body.token)
    expect((await imitating.get('users/me')).body.user).toMatchObject({ id: teacher.id, imitatingUser: { id: superuser.id } })
    expect((await imitating.delete('superuser/imitateuser')).status).toBe(200)
    expect((await one.api.as(started.body.token).get('users/me')).status).toBe(401)
    expect((await imitating.get('users/me')).status).toBe(401)
  })
})
