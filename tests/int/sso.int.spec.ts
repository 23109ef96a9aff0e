import { beforeAll, describe, expect, it } from 'vitest'
import { makeSchool, makeUser } from '../helpers/factories'
import { testServer, type TestServer } from '../helpers/server'

let server: TestServer
let pupil: any
let elsewhere: any // a pupil of another school (school 2), linked as wonde S-1001
let school2: any

beforeAll(async () => {
  server = await testServer()
  const school = await makeSchool(server.payload, {
    ssoTenants: { wonde: 'oakfield', mylogin: 'oakfield', snapplify: 'oakfield.example', clever: 'district' },
  })
  pupil = await makeUser(server.payload, 'pupil', {
    school: school.id,
    externalIds: { wonde: 'W-100', mylogin: 'ML-7', snapplify: 'SN-3', clever: 'CL-9' },
  })
  school2 = await makeSchool(server.payload, { ssoTenants: { wonde: 'birchwood', snapplify: 'birchwood.example.org' } })
  elsewhere = await makeUser(server.payload, 'pupil', { school: school2.id, externalIds: { wonde: 'S-1001', snapplify: 'SN-1001' } })
  // A third school with its own Wonde tenant: an attacker's, as far as school 2 is concerned.
  await makeSchool(server.payload, { ssoTenants: { wonde: 'elmwood' } })
})

/** The person signs in at the provider, which sends them back with a code (the local stand-in's authorize step). */
async function codeFrom(provider: string, sub: string, redirectUri?: string, tenant?: string) {
  const response = await fetch(`${server.url}/dev/sso/${provider}/authorize`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ sub, name: 'Pupil', redirect_uri: redirectUri, tenant }),
  })
  return ((await response.json()) as { code: string }).code
}

/** How many token requests the stand-in provider has had. */
async function tokenRequests(provider: string) {
  return ((await (await fetch(`${server.url}/dev/sso/${provider}/requests`)).json()) as { token: number }).token
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
    expect((await server.api.post('mylogin/auth', { code: await codeFrom('mylogin', 'ML-7'), subdomain: 'oakfield' })).body.user.id).toBe(
      pupil.id,
    )
    expect(
      (await server.api.post('snapplify/auth', { code: await codeFrom('snapplify', 'SN-3'), domain: 'oakfield.example' })).body.user.id,
    ).toBe(pupil.id)
  })
  it('[auth.oneroster] exchanges a Clever code with its redirect URI, and refuses a code minted for another redirect', async () => {
    const redirectUri = `${server.url}/play/sso/clever`
    const ok = await server.api.post('one-roster/clever/auth', {
      code: await codeFrom('clever', 'CL-9', redirectUri),
      subdomain: 'district',
      redirectUri,
    })
    expect(ok.status).toBe(200)
    expect(ok.body.user.id).toBe(pupil.id)
    const mismatched = await server.api.post('one-roster/clever/auth', {
      code: await codeFrom('clever', 'CL-9', redirectUri),
      subdomain: 'district',
      redirectUri: `${server.url}/elsewhere`,
    })
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
    expect((await server.api.post('one-roster/myspace/auth', { code: 'x', subdomain: 'a', redirectUri: 'https://x.test/' })).status).toBe(
      422,
    )
    const missing = await server.api.post('snapplify/auth', { code: 'x' })
    expect(missing.status).toBe(422)
    expect(missing.body.fields).toEqual([{ path: 'domain', message: expect.any(String) }])
  })
})

describe('sign-in is bound to the school’s tenant at the provider', () => {
  async function refused(path: string, body: Record<string, unknown>) {
    const answer = await server.api.post(path, body)
    expect(answer.status, JSON.stringify(body)).toBe(404)
    expect(answer.body.error).toMatch(/Ask your school to sync with/)
    expect(answer.headers.getSetCookie()).toEqual([])
    expect(answer.body.token).toBeUndefined()
    return answer
  }
  const sessionsOf = async (userId: number) =>
    (await server.query('SELECT count(*)::int AS n FROM sessions WHERE user_id = $1', [userId]))[0].n

  it('[auth.wonde] the reported reproduction: a code for S-1001 with a subdomain that is not school 2’s signs nobody in, without contacting the provider', async () => {
    const before = await tokenRequests('wonde')
    const sessions = await sessionsOf(elsewhere.id)
    await refused('wonde/auth', { code: await codeFrom('wonde', 'S-1001'), subdomain: 'some-other-school' })
    expect(await tokenRequests('wonde')).toBe(before)
    expect(await sessionsOf(elsewhere.id)).toBe(sessions)
  })
  it('[auth.wonde] another school’s tenant asserting school 2’s pupil’s id signs nobody in', async () => {
    const sessions = await sessionsOf(elsewhere.id)
    await refused('wonde/auth', { code: await codeFrom('wonde', 'S-1001', undefined, 'elmwood'), subdomain: 'elmwood' })
    // Nor does the first school's tenant (a tenant vouches only for its own schools' people).
    await refused('wonde/auth', { code: await codeFrom('wonde', 'S-1001', undefined, 'oakfield'), subdomain: 'oakfield' })
    expect(await sessionsOf(elsewhere.id)).toBe(sessions)
  })
  it('[auth.wonde] school 2’s own tenant signs its pupil in, whatever the case of the subdomain', async () => {
    const answer = await server.api.post('wonde/auth', {
      code: await codeFrom('wonde', 'S-1001', undefined, 'birchwood'),
      subdomain: ' BirchWood ',
    })
    expect(answer.status).toBe(200)
    expect(answer.body.user.id).toBe(elsewhere.id)
  })
  it('[auth.snapplify] a domain that is not a school’s (a host, an address, a port, a path) is refused without contacting anything', async () => {
    const before = await tokenRequests('snapplify')
    for (const domain of [
      'attacker.example',
      '127.0.0.1',
      '169.254.169.254',
      'birchwood.example.org:8080',
      'birchwood.example.org/x',
      'birchwood.example.org@attacker.example',
      'localhost',
      'birchwood..example.org',
      'birchwood.example.org.',
      '-birchwood.example.org',
    ]) {
      await refused('snapplify/auth', { code: await codeFrom('snapplify', 'SN-1001'), domain })
    }
    expect(await tokenRequests('snapplify')).toBe(before)
    const ok = await server.api.post('snapplify/auth', { code: await codeFrom('snapplify', 'SN-1001'), domain: 'birchwood.example.org' })
    expect(ok.status).toBe(200)
    expect(ok.body.user.id).toBe(elsewhere.id)
  })
  it('[auth.mylogin] [auth.oneroster] a provider where no school has a tenant is refused without contacting it', async () => {
    const mylogin = await tokenRequests('mylogin')
    const classlink = await tokenRequests('classlink')
    // oakfield is a tenant at Wonde, MyLogin and Clever, not at ClassLink; birchwood is one at Wonde only.
    await refused('mylogin/auth', { code: await codeFrom('mylogin', 'ML-7'), subdomain: 'birchwood' })
    await refused('mylogin/auth', { code: await codeFrom('mylogin', 'ML-7'), subdomain: 'oakfield.evil.example' })
    await refused('one-roster/classlink/auth', {
      code: await codeFrom('classlink', 'CL-9'),
      subdomain: 'oakfield',
      redirectUri: `${server.url}/play/sso/classlink`,
    })
    expect(await tokenRequests('mylogin')).toBe(mylogin)
    expect(await tokenRequests('classlink')).toBe(classlink)
  })
  it('[auth.wonde] staff sign in through a school they are an approved member of, not one they only asked to join', async () => {
    const teacher = await makeUser(server.payload, 'teacher', {
      school: null,
      memberships: [{ school: school2.id, admin: false, pending: false }],
      externalIds: { wonde: 'T-1' },
    })
    const asked = await makeUser(server.payload, 'teacher', {
      school: null,
      memberships: [{ school: school2.id, admin: false, pending: true }],
      externalIds: { wonde: 'T-2' },
    })
    const ok = await server.api.post('wonde/auth', { code: await codeFrom('wonde', 'T-1'), subdomain: 'birchwood' })
    expect(ok.status).toBe(200)
    expect(ok.body.user.id).toBe(teacher.id)
    await refused('wonde/auth', { code: await codeFrom('wonde', 'T-2'), subdomain: 'birchwood' })
    expect(await sessionsOf(asked.id)).toBe(0)
  })
  it('[auth.wonde] neither a deleted account nor a superuser is signed in by a school’s provider', async () => {
    const deleted = await makeUser(server.payload, 'pupil', {
      school: school2.id,
      externalIds: { wonde: 'D-1' },
      deletedAt: new Date().toISOString(),
    })
    const superuser = await makeUser(server.payload, 'superuser', { school: school2.id, externalIds: { wonde: 'SU-1' } })
    await refused('wonde/auth', { code: await codeFrom('wonde', 'D-1'), subdomain: 'birchwood' })
    await refused('wonde/auth', { code: await codeFrom('wonde', 'SU-1'), subdomain: 'birchwood' })
    expect(await sessionsOf(deleted.id)).toBe(0)
    expect(await sessionsOf(superuser.id)).toBe(0)
  })
})

describe('a school’s tenants', () => {
  it('are refused when not a provider → valid lower-cased tenant, and stored lower-cased', async () => {
    for (const ssoTenants of [
      { wonde: 'https://evil.example' },
      { snapplify: '127.0.0.1' },
      { myspace: 'x' },
      ['wonde'],
      'wonde',
      { wonde: 7 },
    ]) {
      await expect(
        server.payload.create({
          collection: 'schools',
          data: { name: 'Bad tenants', accountRegion: 'GB', ssoTenants } as any,
          overrideAccess: true,
        }),
        JSON.stringify(ssoTenants),
      ).rejects.toThrow()
    }
    const school = await makeSchool(server.payload, { ssoTenants: { wonde: ' Willow ', snapplify: 'Willow.Example.ORG' } })
    expect(school.ssoTenants).toEqual({ wonde: 'willow', snapplify: 'willow.example.org' })
  })
})
