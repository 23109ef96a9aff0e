import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { makeSchool, makeUser } from '../helpers/factories'
import { startTestServer, type TestServer } from '../helpers/server'

let server: TestServer
let pupil: any

beforeAll(async () => {
  server = await startTestServer()
  const school = await makeSchool(server.payload)
  pupil = await makeUser(server.payload, 'pupil', { school: school.id, externalIds: { wonde: 'W-100', mylogin: 'ML-7', snapplify: 'SN-3', clever: 'CL-9' } })
})
afterAll(() => server?.close())

/** The person signs in at the provider, which sends them back with a code (the local stand-in's authorize step). */
async function codeFrom(provider: string, sub: string, redirectUri?: string) {
  const response = await fetch(`${server.url}/dev/sso/${provider}/authorize`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ sub, name: 'Pupil', redirect_uri: redirectUri }),
  })
  return ((await response.json()) as { code: string }).code
}

describe('sign-in through a school identity provider', () => {
  it('[auth.wonde] signs in the pupil linked to the Wonde identity, once per code', async () => {
    const code = await codeFrom('wonde', 'W-100')
    const answer = await server.api.post('wonde/auth', { code, subdomain: 'oakfield' })
    expect(answer.status).toBe(200)
    expect(answer.body.user.id).toBe(pupil.id)
    const again = await server.api.post('wonde/auth', { code, subdomain: 'oakfield' })
    expect(again.status).toBe(401)
  })
  it('[auth.mylogin] and [auth.snapplify] do the same with their own identities', async () => {
    expect((await server.api.post('mylogin/auth', { code: await codeFrom('mylogin', 'ML-7'), subdomain: 'oakfield' })).body.user.id).toBe(pupil.id)
    expect((await server.api.post('snapplify/auth', { code: await codeFrom('snapplify', 'SN-3'), domain: 'oakfield.example' })).body.user.id).toBe(pupil.id)
  })
  it('[auth.oneroster] exchanges a Clever code with its redirect URI, and refuses a code minted for another redirect', async () => {
    const redirectUri = `${server.url}/play/sso/clever`
    const ok = await server.api.post('one-roster/clever/auth', { code: await codeFrom('clever', 'CL-9', redirectUri), subdomain: 'district', redirectUri })
    expect(ok.status).toBe(200)
    expect(ok.body.user.id).toBe(pupil.id)
    const mismatched = await server.api.post('one-roster/clever/auth', { code: await codeFrom('clever', 'CL-9', redirectUri), subdomain: 'district', redirectUri: `${server.url}/elsewhere` })
    expect(mismatched.status).toBe(401)
  })
  it('answers 404 with what to do when no Inkwell account is linked, and signs nobody in', async () => {
    const answer = await server.api.post('wonde/auth', { code: await codeFrom('wonde', 'W-unknown'), subdomain: 'oakfield' })
    expect(answer.status).toBe(404)
    expect(answer.body.error).toMatch(/Ask your school to sync with Wonde/)
    expect(answer.headers.getSetCookie()).toEqual([])
  })
  it('does not let one provider’s identity sign in through another', async () => {
    const answer = await server.api.post('mylogin/auth', { code: await codeFrom('mylogin', 'W-100'), subdomain: 'oakfield' })
    expect(answer.status).toBe(404)
  })
  it('refuses made-up codes, unknown providers and missing fields', async () => {
    expect((await server.api.post('wonde/auth', { code: 'made-up', subdomain: 'oakfield' })).status).toBe(401)
    expect((await server.api.post('one-roster/myspace/auth', { code: 'x', subdomain: 'a', redirectUri: 'https://x.test/' })).status).toBe(422)
    const missing = await server.api.post('snapplify/auth', { code: 'x' })
    expect(missing.status).toBe(422)
    expect(missing.body.fields).toEqual([{ path: 'domain', message: expect.any(String) }])
  })
})
