import { createLocalReq } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { authenticated } from '../../access'
import { defineEndpoint } from '../../lib/api/define-endpoint'
import { makeSchool, makeSchoolWithPeople, makeUser, sessionFor, signIn } from '../helpers/factories'
import { logLines } from '../helpers/logs'
import { startTestServer, type OwnTestServer } from '../helpers/server'

let server: OwnTestServer

beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server?.close())

describe('the API contract every endpoint shares', () => {
  it('answers GET health with 200 {status: ok} while the database answers', async () => {
    const answer = await server.api.get('health')
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual({ status: 'ok' })
  })

  it('tells an unknown route (ROUTE_NOT_FOUND) from a missing record (NOT_FOUND)', async () => {
    const route = await server.api.get('no/such/route')
    expect(route.status).toBe(404)
    expect(route.body).toMatchObject({ code: 'ROUTE_NOT_FOUND', reference: expect.any(String) })
    const superuser = await makeUser(server.payload, 'superuser')
    const record = await (await signIn(server.api, superuser.username)).get('schools/987654')
    expect(record.status).toBe(404)
    expect(record.body).toMatchObject({ code: 'NOT_FOUND', reference: expect.any(String) })
  })

  it('answers a path that cannot be decoded as an unknown route, not a server error', async () => {
    const answer = await server.api.get('users/%E0%A4%A')
    expect(answer.status).toBe(404)
    expect(answer.body.code).toBe('ROUTE_NOT_FOUND')
  })

  it('names the API environment in a response header', async () => {
    const answer = await server.api.get('health')
    expect(answer.headers.get('x-api-environment')).toBe('dev')
  })

  it('puts the error reference of every error in the header, the body and the log line', async () => {
    const answer = await server.api.get('users/me', { headers: { 'X-Client-Type': 'marketing', 'X-Client-Version': '1.9.5' } })
    expect(answer.status).toBe(401)
    const reference = answer.headers.get('x-error-reference')
    expect(reference).toMatch(/^[0-9a-f]{12}$/)
    expect(answer.body.reference).toBe(reference)
    const line = logLines().find((l) => l.errorReference === reference)
    expect(line).toMatchObject({ method: 'GET', path: '/api/users/me', status: 401, clientType: 'marketing', clientVersion: '1.9.5' })
    expect(line.durationMs).toEqual(expect.any(Number))
  })

  it('logs the user id of an authenticated request and never the token', async () => {
    const user = await makeUser(server.payload, 'teacher', { school: (await makeSchool(server.payload)).id })
    const api = await signIn(server.api, user.username)
    await api.get('users/me', { headers: { 'X-Client-Type': 'console' } })
    const lines = logLines()
    expect(lines.some((l) => l.userId === user.id && l.path === '/api/users/me')).toBe(true)
    expect(JSON.stringify(lines)).not.toContain(api.token)
  })

  it('understands nested query keys in bracket form', async () => {
    const { pupils, school } = await makeSchoolWithPeople(server.payload, server.api)
    const superuser = await signIn(server.api, (await makeUser(server.payload, 'superuser')).username)
    const answer = await superuser.get('users', { query: { 'where[role][equals]': 'pupil', schoolid: String(school.id), limit: '50' } })
    expect(answer.status).toBe(200)
    expect(answer.body.docs.map((d: any) => d.id).sort()).toEqual(pupils.map((p) => p.id).sort())
  })

  it('lets an allow-listed origin call with credentials and refuses cookies from others (CORS)', async () => {
    const preflight = await fetch(`${server.url}/api/users/me`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://localhost:3000', 'Access-Control-Request-Method': 'GET' },
    })
    expect(preflight.status).toBe(200)
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://localhost:3000')
    expect(preflight.headers.get('access-control-allow-credentials')).toBe('true')
    const foreign = await fetch(`${server.url}/api/health`, { headers: { Origin: 'https://evil.example' } })
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull()
  })

  it('never answers a password hash through the collection REST API', async () => {
    const { asAdmin, pupils } = await makeSchoolWithPeople(server.payload, server.api)
    const superuser = await signIn(server.api, (await makeUser(server.payload, 'superuser')).username)
    for (const answer of [await superuser.get('users', { query: { limit: '50' } }), await asAdmin.get(`users/${pupils[0].id}`)]) {
      expect(answer.status).toBe(200)
      expect(answer.text).not.toMatch(/passwordHash|password_hash|\$argon2/)
    }
  })
})

describe('tenancy through the collection REST API', () => {
  it('shows a teacher only their own school and its people', async () => {
    const a = await makeSchoolWithPeople(server.payload, server.api)
    const b = await makeSchoolWithPeople(server.payload, server.api)
    expect((await a.asTeacher.get(`users/${a.pupils[0].id}`)).status).toBe(200)
    expect((await a.asTeacher.get(`users/${b.pupils[0].id}`)).status).toBe(404)
    expect((await a.asTeacher.get(`users/${b.teacher.id}`)).status).toBe(404)
    expect((await a.asTeacher.get(`schools/${b.school.id}`)).status).toBe(404)
    expect((await a.asTeacher.get(`schools/${a.school.id}`)).status).toBe(200)
    const schools = await a.asTeacher.get('schools', { query: { limit: '100' } })
    expect(schools.body.docs.map((d: any) => d.id)).toEqual([a.school.id])
  })

  it("refuses writes to another school's records and leaves them unchanged", async () => {
    const a = await makeSchoolWithPeople(server.payload, server.api)
    const b = await makeSchoolWithPeople(server.payload, server.api)
    const rename = await a.asAdmin.patch(`schools/${b.school.id}`, { name: 'Taken over' })
    expect([403, 404]).toContain(rename.status)
    const remove = await a.asAdmin.delete(`users/${b.pupils[0].id}`)
    expect([403, 404]).toContain(remove.status)
    const [row] = await server.query('SELECT name FROM schools WHERE id = $1', [b.school.id])
    expect(row.name).toBe(b.school.name)
    expect(await server.query('SELECT id FROM users WHERE id = $1', [b.pupils[0].id])).toHaveLength(1)
  })

  it('lets a pupil read only themself', async () => {
    const a = await makeSchoolWithPeople(server.payload, server.api)
    const asPupil = await sessionFor(server.payload, server.api, a.pupils[0].id)
    expect((await asPupil.get(`users/${a.pupils[0].id}`)).status).toBe(200)
    expect((await asPupil.get(`users/${a.pupils[1].id}`)).status).toBe(404)
    expect((await asPupil.get(`users/${a.teacher.id}`)).status).toBe(404)
  })
})

describe('[account.users.search] GET users', () => {
  it('finds users across schools by name, username, email or school username, optionally in one school', async () => {
    const a = await makeSchoolWithPeople(server.payload, server.api)
    const b = await makeSchoolWithPeople(server.payload, server.api)
    const superuser = await signIn(server.api, (await makeUser(server.payload, 'superuser')).username)
    const byUsername = await superuser.get('users', { query: { q: b.pupils[0].schoolUsername } })
    expect(byUsername.body.docs.map((d: any) => d.id)).toEqual([b.pupils[0].id])
    const inSchool = await superuser.get('users', { query: { schoolid: String(a.school.id), limit: '50' } })
    expect(inSchool.body.totalDocs).toBe(4)
    expect(inSchool.body).toMatchObject({ page: 1, limit: 50, hasNextPage: false })
  })
  it('refuses teachers and school admins with 403 and anyone signed out with 401', async () => {
    const a = await makeSchoolWithPeople(server.payload, server.api)
    expect((await a.asTeacher.get('users')).status).toBe(403)
    expect((await a.asAdmin.get('users', { query: { q: 'x' } })).status).toBe(403)
    expect((await server.api.get('users')).status).toBe(401)
  })
  it('refuses a school id that is not an id', async () => {
    const superuser = await signIn(server.api, (await makeUser(server.payload, 'superuser')).username)
    const answer = await superuser.get('users', { query: { schoolid: 'oakfield' } })
    expect(answer.status).toBe(422)
    expect(answer.body.fields[0].path).toBe('query.schoolid')
  })
})

describe('writes run in one transaction', () => {
  it('a failure half way leaves nothing written', async () => {
    const user = await makeUser(server.payload, 'superuser')
    const endpoint = defineEndpoint({
      method: 'post',
      path: 'test/two-writes',
      access: authenticated,
      handler: async ({ payload, req }) => {
        await payload.create({ collection: 'schools', data: { name: 'Half written', accountRegion: 'GB' }, req, overrideAccess: true })
        throw new Error('the second write failed')
      },
    })
    const req = await createLocalReq({ user: { ...user, collection: 'users' } as any }, server.payload)
    Object.assign(req, { headers: new Headers(), routeParams: {}, query: {}, text: async () => '' })
    const response = await endpoint.handler(req as any)
    expect(response.status).toBe(500)
    expect(await response.json()).toMatchObject({ error: 'Internal error', code: 'INTERNAL' })
    expect(await server.query(`SELECT id FROM schools WHERE name = 'Half written'`)).toHaveLength(0)
  })

  it('a 500 says only Internal error and the reference', async () => {
    const endpoint = defineEndpoint({
      method: 'get',
      path: 'test/boom',
      access: authenticated,
      handler: () => {
        throw new Error('secret internals: connection string postgres://x')
      },
    })
    const req = await createLocalReq({ user: { id: 1, collection: 'users', role: 'teacher' } as any }, server.payload)
    Object.assign(req, { headers: new Headers(), routeParams: {}, query: {} })
    const response = await endpoint.handler(req as any)
    const text = await response.text()
    expect(response.status).toBe(500)
    expect(text).not.toContain('secret')
    expect(JSON.parse(text)).toEqual({ error: 'Internal error', code: 'INTERNAL', reference: response.headers.get('x-error-reference') })
  })
})

describe('[system.error_report] POST error_report', () => {
  it('keeps a report from a signed-out client and one from a signed-in user, with who and where', async () => {
    const anonymous = await server.api.post(
      'error_report',
      { message: 'Chunk failed to load', url: '/pricing', details: { chunk: 12 } },
      { headers: { 'X-Client-Type': 'marketing', 'X-Client-Version': '1.9.5' } },
    )
    expect(anonymous.status).toBe(201)
    const user = await makeUser(server.payload, 'teacher', { school: (await makeSchool(server.payload)).id })
    const signedIn = await (await signIn(server.api, user.username)).post('error_report', { message: 'Save failed', reference: 'abc123' })
    expect(signedIn.status).toBe(201)
    const rows = await server.query('SELECT message, url, client_type, client_version, user_id, reference FROM error_reports ORDER BY id')
    expect(rows).toEqual([
      {
        message: 'Chunk failed to load',
        url: '/pricing',
        client_type: 'marketing',
        client_version: '1.9.5',
        user_id: null,
        reference: null,
      },
      { message: 'Save failed', url: null, client_type: null, client_version: null, user_id: user.id, reference: 'abc123' },
    ])
  })
  it('refuses an empty or oversized report and stores nothing', async () => {
    const before = await server.query('SELECT count(*)::int AS n FROM error_reports')
    expect((await server.api.post('error_report', { message: '' })).status).toBe(422)
    expect((await server.api.post('error_report', { message: 'x', stack: 'y'.repeat(30_000) })).status).toBe(422)
    expect((await server.api.post('error_report', { message: 'x', password: 'hunter2' })).status).toBe(422)
    expect(await server.query('SELECT count(*)::int AS n FROM error_reports')).toEqual(before)
  })
})
