/**
 * Holes found in Payload's own collection REST (issue 11, items 2, 4, 8, 14 and 15): each test here failed
 * before its fix. The role × door matrix over every collection is tests/int/collection-doors.int.spec.ts.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { makeSchoolThroughApi, makeUser, signIn, signInPupil } from '../helpers/factories'
import type { Api } from '../helpers/http'
import { testServer, type TestServer } from '../helpers/server'

let server: TestServer
let a: Awaited<ReturnType<typeof makeSchoolThroughApi>>
let b: Awaited<ReturnType<typeof makeSchoolThroughApi>>
let asPupil: Api
let asSuperuser: Api

beforeAll(async () => {
  server = await testServer()
  a = await makeSchoolThroughApi(server, { pupils: 1 })
  b = await makeSchoolThroughApi(server, { pupils: 1 })
  asPupil = await signInPupil(server.api, a.school.id, a.pupils[0].school_username, a.pupils[0].password)
  asSuperuser = await signIn(server.api, (await makeUser(server.payload, 'superuser')).username)
})

const schoolRow = async (id: number) => (await server.query('SELECT * FROM schools WHERE id = $1', [id]))[0]
const tableHash = async (table: string) =>
  (await server.query(`SELECT count(*)::int AS n, md5(coalesce(string_agg(t::text, ',' ORDER BY t.id), '')) AS h FROM ${table} t`))[0]
/** Every JSON answer, searched for the join code anywhere in it. */
const mentionsCode = (answer: { text: string }, code: string) => answer.text.includes(code)

describe('the join code through Payload’s collection REST and depth population (item 2)', () => {
  it('pupils and teachers never see it: GET schools, GET schools/{id}, depth population of users', async () => {
    const code = a.school.code
    expect(code).toBeTruthy()
    for (const who of [asPupil, a.asTeacher]) {
      const list = await who.get('schools')
      expect(list.status).toBe(200)
      expect(list.body.docs.map((d: any) => d.id)).toEqual([a.school.id])
      expect(mentionsCode(list, code)).toBe(false)
      for (const depth of ['1', '2', '3']) {
        const me = await who.get('users/me', { query: { depth } })
        expect(mentionsCode(me, code)).toBe(false)
        const users = await who.get('users', { query: { depth } })
        expect(mentionsCode(users, code)).toBe(false)
      }
    }
    const teacherById = await a.asTeacher.get(`users/${a.teacher.id}`, { query: { depth: '2' } })
    expect(teacherById.status).toBe(200)
    expect(teacherById.body.school).toMatchObject({ id: a.school.id })
    expect(teacherById.body.school.code).toBeUndefined()
    expect(mentionsCode(teacherById, code)).toBe(false)
    expect((await a.asTeacher.get(`schools/${a.school.id}`)).body.code).toBeNull()
  })

  it('the join code cannot be found by filtering on it', async () => {
    const probe = await a.asTeacher.get('schools', { query: { 'where[code][equals]': a.school.code } })
    expect(probe.status).toBeGreaterThanOrEqual(400)
    expect(probe.status).toBeLessThan(500)
    expect(mentionsCode(probe, a.school.code)).toBe(false)
  })

  it('the school’s admin and superusers still read it', async () => {
    const list = await a.asAdmin.get('schools')
    expect(list.body.docs[0].code).toBe(a.school.code)
    const populated = await a.asAdmin.get(`users/${a.teacher.id}`, { query: { depth: '1' } })
    expect(populated.body.school.code).toBe(a.school.code)
    expect((await a.asAdmin.get(`schools/${a.school.id}`)).body.code).toBe(a.school.code)
    const all = await asSuperuser.get('schools', { query: { 'where[id][equals]': String(b.school.id) } })
    expect(all.body.docs[0].code).toBe(b.school.code)
    // Another school's admin populating nothing of A: A's code never reaches B's admin.
    expect(mentionsCode(await b.asAdmin.get('schools', { query: { depth: '2' } }), a.school.code)).toBe(false)
  })
})

describe('bulk writes by `where` (item 4)', () => {
  it('a school admin cannot set billing, the join code or the creator through PATCH schools?where', async () => {
    const before = await schoolRow(a.school.id)
    const answer = await a.asAdmin.patch(
      'schools',
      { subscribedUntil: '2099-01-01T00:00:00.000Z', code: 'STOLEN99', createdBy: b.admin.id, name: 'Renamed' },
      { query: { 'where[id][equals]': String(a.school.id) } },
    )
    expect(answer.status).toBe(403)
    expect(await schoolRow(a.school.id)).toEqual(before)
  })

  it('bulk PATCH and DELETE by `where` are refused to every non-superuser on every collection', async () => {
    const slugs = server.payload.config.collections.map((c) => c.slug)
    // Catalogue calls that take these paths themselves (lib/api/route-endpoints.ts places them first).
    const { endpoints } = await import('../../endpoints')
    const catalogueBulk = new Set(endpoints.filter((e) => !e.apiPath.includes('/')).map((e) => `${e.method.toUpperCase()} ${e.apiPath}`))
    for (const slug of slugs) {
      const table = slug.replace(/-/g, '_')
      const before = await tableHash(table).catch(() => null)
      for (const who of [a.asAdmin, a.asTeacher, asPupil]) {
        // Payload's bulk update and delete: 403. (A catalogue call on the same path, such as DELETE homework
        // {ids}, answers by its own rules: 4xx here, with no body.)
        const patch = await who.patch(slug, { name: 'x' }, { query: { 'where[id][exists]': 'true' } })
        expect(patch.status, `PATCH ${slug}: ${patch.text}`).toBeGreaterThanOrEqual(400)
        expect(patch.status, `PATCH ${slug}: ${patch.text}`).toBeLessThan(500)
        const del = await who.delete(slug, { query: { 'where[id][exists]': 'true' } })
        expect(del.status, `DELETE ${slug}: ${del.text}`).toBeGreaterThanOrEqual(400)
        expect(del.status, `DELETE ${slug}: ${del.text}`).toBeLessThan(500)
        // payload-migrations has no routes at all.
        const refused = slug === 'payload-migrations' ? 404 : 403
        if (!catalogueBulk.has(`PATCH ${slug}`)) expect(patch.status, `PATCH ${slug}`).toBe(refused)
        if (!catalogueBulk.has(`DELETE ${slug}`)) expect(del.status, `DELETE ${slug}`).toBe(refused)
      }
      if (before) expect(await tableHash(table), slug).toEqual(before)
    }
  })

  it('field-level update access: even where Payload’s update is reached, billing, code and creator stay', async () => {
    // A superuser's bulk write is allowed; the school admin's own write of settings goes through PATCH schools/{id}.
    const before = await schoolRow(a.school.id)
    const own = await a.asAdmin.patch(`schools/${a.school.id}`, { name: 'Oak Lane' })
    expect(own.status).toBe(200)
    const after = await schoolRow(a.school.id)
    expect(after.name).toBe('Oak Lane')
    expect({ ...after, name: before.name, updated_at: before.updated_at }).toEqual(before)
    const schools = server.payload.collections.schools.config
    const fields = Object.fromEntries(schools.fields.map((f: any) => [f.name, f]))
    const admin = { role: 'school_admin', school: { id: a.school.id } }
    for (const name of ['code', 'subscribedUntil', 'createdBy', 'stagesIncrementedAt']) {
      expect(await fields[name].access?.update?.({ req: { user: admin }, id: a.school.id, doc: before }), name).toBe(false)
      expect(await fields[name].access?.create?.({ req: { user: admin } }), name).toBe(false)
    }
  })
})

describe('pages and locked documents (item 8)', () => {
  let hidden: number
  let open: number
  beforeAll(async () => {
    const make = (slug: string, requiresSignIn: boolean) =>
      server.payload.create({
        collection: 'pages',
        data: { slug, title: slug, description: 'd', requiresSignIn } as any,
        overrideAccess: true,
        depth: 0,
      })
    hidden = ((await make('members/secret-sheet', true)) as any).id
    open = ((await make('open-sheet', false)) as any).id
  })

  it('a page that requires sign-in is not readable anonymously', async () => {
    expect((await server.api.get(`pages/${hidden}`)).status).toBe(404)
    const list = await server.api.get('pages', { query: { limit: '100' } })
    expect(list.status).toBe(200)
    const ids = list.body.docs.map((d: any) => d.id)
    expect(ids).toContain(open)
    expect(ids).not.toContain(hidden)
    expect((await server.api.get('pages', { query: { 'where[slug][equals]': 'members/secret-sheet' } })).body.docs).toEqual([])
    // Signed in (any role), it is.
    expect((await asPupil.get(`pages/${hidden}`)).status).toBe(200)
  })

  it('payload-locked-documents is for superusers only', async () => {
    const before = await tableHash('payload_locked_documents')
    for (const who of [asPupil, a.asTeacher, a.asAdmin]) {
      expect((await who.get('payload-locked-documents')).status).toBe(403)
      const create = await who.post('payload-locked-documents', {
        document: { relationTo: 'schools', value: a.school.id },
        globalSlug: null,
      })
      expect(create.status).toBe(403)
    }
    expect(await tableHash('payload_locked_documents')).toEqual(before)
    expect((await asSuperuser.get('payload-locked-documents')).status).toBe(200)
  })
})

describe('bad input answers 4xx, never 5xx (item 14)', () => {
  const cases: [string, string, string, number, string?][] = [
    // who, method, path, status, code
    ['anonymous', 'GET', 'users/abc', 404, 'ROUTE_NOT_FOUND'],
    ['anonymous', 'GET', 'groups/abc', 404, 'ROUTE_NOT_FOUND'],
    ['anonymous', 'GET', 'pages/abc', 404, 'ROUTE_NOT_FOUND'],
    ['teacher', 'GET', 'users/abc', 404, 'ROUTE_NOT_FOUND'],
    ['teacher', 'GET', 'users/champions', 404, 'ROUTE_NOT_FOUND'],
    ['superuser', 'GET', 'users/champions', 404, 'ROUTE_NOT_FOUND'],
    ['teacher', 'GET', 'users/versions', 404, 'ROUTE_NOT_FOUND'],
    ['superuser', 'GET', 'users/versions', 404, 'ROUTE_NOT_FOUND'],
    ['superuser', 'GET', 'users/versions/1', 404, 'ROUTE_NOT_FOUND'],
    ['superuser', 'GET', 'groups/2147483648', 404, 'NOT_FOUND'],
    ['superuser', 'GET', 'groups/99999999999999999999', 404, 'NOT_FOUND'],
    ['superuser', 'GET', 'groups/0', 404, 'NOT_FOUND'],
    ['superuser', 'GET', 'groups/-1', 404, 'ROUTE_NOT_FOUND'],
    ['superuser', 'GET', 'groups/1.5', 404, 'ROUTE_NOT_FOUND'],
    ['superuser', 'PATCH', 'groups/2147483648', 404, 'NOT_FOUND'],
    ['superuser', 'DELETE', 'groups/abc', 404, 'ROUTE_NOT_FOUND'],
    ['teacher', 'DELETE', 'payload-preferences/999999', 403, 'FORBIDDEN'],
    ['superuser', 'DELETE', 'payload-preferences/999999', 404, 'NOT_FOUND'],
    ['superuser', 'GET', 'payload-migrations', 404, 'ROUTE_NOT_FOUND'],
    ['superuser', 'GET', 'payload-migrations/1', 404, 'ROUTE_NOT_FOUND'],
    ['superuser', 'GET', 'users?where[a]=1', 400, 'BAD_REQUEST'],
    ['teacher', 'GET', 'schools?where[a]=1', 400, 'BAD_REQUEST'],
    ['superuser', 'GET', 'groups?where[a][equals]=1', 400, 'BAD_REQUEST'],
    ['superuser', 'GET', 'groups?where[id][equals]=abc', 400, 'BAD_REQUEST'],
    ['superuser', 'GET', 'groups?where[id][equals]=2147483648', 400, 'BAD_REQUEST'],
    ['superuser', 'GET', 'groups?where[id][in]=1,abc', 400, 'BAD_REQUEST'],
    ['superuser', 'GET', 'groups?where[createdAt][greater_than]=notadate', 400, 'BAD_REQUEST'],
    ['superuser', 'GET', 'groups?where[name][bogus]=x', 400, 'BAD_REQUEST'],
    ['superuser', 'GET', 'users?where[school][equals]=99999999999', 400, 'BAD_REQUEST'],
    ['superuser', 'GET', 'groups/count?where[id][equals]=abc', 400, 'BAD_REQUEST'],
    ['superuser', 'GET', 'groups?sort=nosuchfield', 400, 'BAD_REQUEST'],
    ['superuser', 'POST', 'groups/abc/duplicate', 404, 'ROUTE_NOT_FOUND'],
    ['superuser', 'POST', 'users/login', 404, 'ROUTE_NOT_FOUND'],
    ['superuser', 'POST', 'users/first-register', 404, 'ROUTE_NOT_FOUND'],
    ['superuser', 'POST', 'users/forgot-password', 404, 'ROUTE_NOT_FOUND'],
    ['superuser', 'POST', 'users/reset-password', 404, 'ROUTE_NOT_FOUND'],
    ['superuser', 'POST', 'users/unlock', 404, 'ROUTE_NOT_FOUND'],
    ['superuser', 'POST', 'users/verify/abc', 404, 'ROUTE_NOT_FOUND'],
    ['anonymous', 'GET', 'users/init', 404, 'ROUTE_NOT_FOUND'],
  ]
  it('a JSON body that is not an object is a 400, never a 500, and creates nothing', async () => {
    const before = await tableHash('groups')
    for (const body of ['"[1,2]"', '[1,2]', '42', 'null', '"text"']) {
      const answer = await asSuperuser.request('POST', 'groups', { rawBody: body, headers: { 'Content-Type': 'application/json' } })
      expect(answer.status, `${body}: ${answer.text}`).toBe(400)
      const patch = await asSuperuser.request('PATCH', `groups/${a.groups[0].id}`, {
        rawBody: body,
        headers: { 'Content-Type': 'application/json' },
      })
      expect(patch.status, `${body}: ${patch.text}`).toBe(400)
    }
    expect(
      (await asSuperuser.request('POST', 'groups', { rawBody: '{"name":', headers: { 'Content-Type': 'application/json' } })).status,
    ).toBe(400)
    expect(await tableHash('groups')).toEqual(before)
    // A proper body still works.
    expect((await asSuperuser.post('groups', { name: 'Made by support', school: a.school.id })).status).toBe(201)
  })

  it.each(cases)('%s %s %s → %i %s', async (who, method, path, status, code) => {
    const api = who === 'anonymous' ? server.api : who === 'teacher' ? a.asTeacher : asSuperuser
    const [pathname, search] = path.split('?')
    const query = Object.fromEntries(new URLSearchParams(search ?? ''))
    const answer = await api.request(method, pathname, { query, body: method === 'GET' || method === 'DELETE' ? undefined : {} })
    expect(answer.status, answer.text).toBe(status)
    if (code) expect(answer.body.code).toBe(code)
  })
})

describe('field access and preferences (item 15)', () => {
  it('GET /api/access says nobody may read password hashes or second-factor secrets', async () => {
    for (const who of [asPupil, a.asTeacher, a.asAdmin, asSuperuser]) {
      const answer = await who.get('access')
      expect(answer.status).toBe(200)
      const fields = answer.body.collections.users.fields
      for (const name of ['passwordHash', 'signInKeyHash']) expect(fields[name]?.read, name).toBeFalsy()
      for (const name of ['totpSecret', 'totpPendingSecret', 'backupCodes', 'totpLastStep'])
        expect(fields.security.fields[name]?.read, name).toBeFalsy()
    }
  })

  it('payload-preferences is closed to everyone but superusers, and never embeds the user', async () => {
    const before = await tableHash('payload_preferences')
    for (const who of [asPupil, a.asTeacher, a.asAdmin]) {
      expect((await who.post('payload-preferences/x', { value: { a: 1 } }, { query: { depth: '2' } })).status).toBe(403)
      expect((await who.post('payload-preferences', { key: 'x', value: { a: 1 } })).status).toBe(403)
      expect((await who.get('payload-preferences', { query: { depth: '3' } })).status).toBe(403)
      expect((await who.get('payload-preferences/x')).status).toBe(403)
    }
    expect(await tableHash('payload_preferences')).toEqual(before)
    const saved = await asSuperuser.post('payload-preferences/columns', { value: { a: 1 } })
    expect(saved.status).toBe(200)
    const list = await asSuperuser.get('payload-preferences', { query: { depth: '3' } })
    expect(list.status).toBe(200)
    expect(list.body.docs.length).toBe(1)
    expect(typeof list.body.docs[0].user.value).toBe('number')
  })
})
