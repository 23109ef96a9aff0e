/**
 * Bad input on our own endpoints (issue 11, items 11, 12 and 14), by the examples the attack found: a NUL byte
 * (or another control character) in any string is 422 INVALID_DATA naming the field; an id beyond PostgreSQL's
 * integer is 422 in a body or query and 404 NOT_FOUND in a path; a path segment that is not an id is an
 * unknown route (404 ROUTE_NOT_FOUND). Each of these answered 500 before. tests/int/fuzz.int.spec.ts sends
 * such input to every call as every role.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { makeSchoolThroughApi, PUPIL_PASSWORD } from '../helpers/factories'
import { testServer, type TestServer } from '../helpers/server'

let server: TestServer
let a: Awaited<ReturnType<typeof makeSchoolThroughApi>>

beforeAll(async () => {
  server = await testServer()
  a = await makeSchoolThroughApi(server, { pupils: 1 })
})

const fieldsOf = (answer: { body: any }) => (answer.body.fields ?? []).map((f: { path: string }) => f.path)
const counts = async () =>
  (
    await server.query(
      `SELECT (SELECT count(*) FROM users) AS users, (SELECT count(*) FROM schools) AS schools, (SELECT count(*) FROM groups) AS groups`,
    )
  )[0]

describe('a NUL byte or other control character in a string is 422 INVALID_DATA naming the field', () => {
  it('[auth.login] POST auth {"username":"jbrown\\u0000"}', async () => {
    const answer = await server.api.post('auth', { username: 'jbrown\u0000', password: 'whatever it is' })
    expect(answer.status).toBe(422)
    expect(answer.body.code).toBe('INVALID_DATA')
    expect(fieldsOf(answer)).toEqual(['username'])
  })
  it('[auth.login_school] POST auth/school_id with NUL in the school id and username', async () => {
    const answer = await server.api.post('auth/school_id', {
      school_id: `${a.school.id}\u0000`,
      school_username: 'otter\u0000',
      password: PUPIL_PASSWORD,
    })
    expect(answer.status).toBe(422)
    expect(fieldsOf(answer).sort()).toEqual(['school_id', 'school_username'])
  })
  it('[pupils.username_exists] GET users/exists?username=%00', async () => {
    const answer = await server.api.get('users/exists', { query: { username: '\u0000' } })
    expect(answer.status).toBe(422)
    expect(fieldsOf(answer)).toEqual(['query.username'])
  })
  it('[school.existence.by_code] GET schools/existence?code=%00 and [school.existence.check] POST schools/existence {"code":"\\u0000"}', async () => {
    const byQuery = await server.api.get('schools/existence', { query: { code: 'AB\u0000CD' } })
    expect(byQuery.status).toBe(422)
    expect(fieldsOf(byQuery)).toEqual(['query.code'])
    const byBody = await server.api.post('schools/existence', { code: '\u0000' })
    expect(byBody.status).toBe(422)
    expect(fieldsOf(byBody)).toEqual(['code'])
  })
  it('[groups.create] refuses escape and other control characters in a name, and in object keys, creating nothing', async () => {
    const before = await counts()
    const answer = await a.asTeacher.post('users/me/school/groups', { name: 'Year 3\u001b[31m' })
    expect(answer.status).toBe(422)
    expect(fieldsOf(answer)).toEqual(['name'])
    const key = await a.asTeacher.request('POST', 'users/me/school/groups', {
      rawBody: '{"name":"Year 3","x\\u0000":1}',
      headers: { 'Content-Type': 'application/json' },
    })
    expect(key.status).toBe(422)
    expect(await counts()).toEqual(before)
  })
  it('[system.error_report] lets multi-line fields hold newlines and tabs, and emoji anywhere', async () => {
    const answer = await server.api.post('error_report', { message: 'It broke 🐝\n\tagain', stack: 'Error: x\n    at y (z.js:1:2)' })
    expect(answer.status).toBe(201)
    const nul = await server.api.post('error_report', { message: 'It broke\u0000' })
    expect(nul.status).toBe(422)
    expect(fieldsOf(nul)).toEqual(['message'])
  })
})

describe('half a surrogate pair is not text: 422 INVALID_DATA naming the field', () => {
  it('[system.error_report] POST error_report with "\\ud800" in details (PostgreSQL refused it in JSON with a 500)', async () => {
    const answer = await server.api.request('POST', 'error_report', {
      rawBody: '{"message":"It broke","details":{"where":"\\ud800"}}',
      headers: { 'Content-Type': 'application/json' },
    })
    expect(answer.status).toBe(422)
    expect(answer.body.fields).toEqual([{ path: 'details.where', message: 'Must be valid text' }])
  })
})

describe('malformed percent-encoding is never a 5xx', () => {
  it('[school.existence.by_code] [pupils.get] in a query value (taken as the text it is) and in a path segment (no such route)', async () => {
    for (const raw of ['code=%ED%A0%80', 'code=%', 'code=%E0%A4%A', 'code[%00]=1']) {
      const answer = await fetch(new URL(`/api/schools/existence?${raw}`, server.url))
      expect(answer.status, raw).toBeLessThan(500)
    }
    for (const segment of ['%ED%A0%80', '%', '%E0%A4%A']) {
      const answer = await fetch(new URL(`/api/users/me/school/pupils/${segment}`, server.url), {
        headers: { Authorization: `Bearer ${a.asTeacher.token}` },
      })
      expect(answer.status, segment).toBe(404)
    }
  })
})

describe('ids beyond PostgreSQL integer (2,147,483,647)', () => {
  it('every numeric id column, and every column referring to one, is PostgreSQL integer: the range lib/api/ids.ts checks', async () => {
    const columns = await server.query(
      `SELECT c.table_name || '.' || c.column_name AS name, c.data_type AS type
       FROM information_schema.columns c JOIN information_schema.tables t USING (table_schema, table_name)
       WHERE c.table_schema = current_schema() AND t.table_type = 'BASE TABLE' AND (c.column_name = 'id' OR c.column_name LIKE '%\\_id')`,
    )
    expect(columns.length).toBeGreaterThan(20)
    // (Payload's rows of arrays and blocks inside a document have text ids; no endpoint takes one.)
    expect(columns.filter((c) => c.type !== 'integer' && c.type !== 'character varying')).toEqual([])
    const tables = ['users', 'schools', 'groups', 'lists', 'homework', 'dictionary', 'sessions', 'devices']
    const main = Object.fromEntries(columns.filter((c) => tables.some((t) => c.name === `${t}.id`)).map((c) => [c.name, c.type]))
    expect(Object.values(main).length).toBeGreaterThan(4)
    expect(new Set(Object.values(main))).toEqual(new Set(['integer']))
  })
  it('[pupils.get] GET users/me/school/pupils/2147483648 is 404 NOT_FOUND (no such record can exist)', async () => {
    for (const id of ['2147483648', '99999999999999999999', '0']) {
      const answer = await a.asTeacher.get(`users/me/school/pupils/${id}`)
      expect(answer.status, id).toBe(404)
      expect(answer.body.code, id).toBe('NOT_FOUND')
    }
    expect((await a.asTeacher.get(`users/me/school/pupils/${a.pupils[0].id}`)).status).toBe(200)
  })
  it('[school.existence.check] POST schools/existence {"schoolId":2147483648} is 422 naming schoolId', async () => {
    const answer = await server.api.post('schools/existence', { schoolId: 2147483648 })
    expect(answer.status).toBe(422)
    expect(answer.body.fields).toEqual([{ path: 'schoolId', message: 'Must be a school id' }])
    expect((await server.api.post('schools/existence', { schoolId: a.school.id })).body).toMatchObject({ exists: true })
  })
  it('[spelling.gameplay] POST lists/{id}/gameplay {sessionId: 2147483648} is 422 naming sessionId', async () => {
    const answer = await a.asTeacher.post('lists/1/gameplay', { sessionId: 2147483648, wordId: 1, typed: 'cat', timeMs: 2500 })
    expect(answer.status).toBe(422)
    expect(fieldsOf(answer)).toEqual(['sessionId'])
  })
  it('[pupils.csv] GET users/me/school/pupils/csv?pupilIds=99999999999999999999 is 422 naming pupilIds', async () => {
    const answer = await a.asTeacher.get('users/me/school/pupils/csv', { query: { pupilIds: `${a.pupils[0].id},99999999999999999999` } })
    expect(answer.status).toBe(422)
    expect(fieldsOf(answer)).toEqual(['query.pupilIds'])
  })
  it('[pupils.delete] an id list with an id beyond the range is 422 naming the element, deleting nothing', async () => {
    const before = await counts()
    const answer = await a.asTeacher.delete('users/me/school/pupils', { body: { pupilIds: [a.pupils[0].id, 2147483648] } })
    expect(answer.status).toBe(422)
    expect(fieldsOf(answer)).toEqual(['pupilIds.1'])
    expect(await counts()).toEqual(before)
  })
})

describe('a path segment that is not an id is an unknown route', () => {
  it('[pupils.get] GET users/me/school/pupils/timestablescompetency is 404 ROUTE_NOT_FOUND, not "Must be a pupil id"', async () => {
    for (const api of [a.asTeacher, server.api]) {
      const answer = await api.get('users/me/school/pupils/timestablescompetency')
      expect(answer.status).toBe(404)
      expect(answer.body.code).toBe('ROUTE_NOT_FOUND')
    }
  })
  it('[lists.get] [homework.get] [lists.favourite.pupil.add] non-ids in any id position are unknown routes', async () => {
    for (const path of ['lists/abc', 'lists/-1', 'lists/1.5', 'homework/abc', 'users/me/school/groups/%00/pupils']) {
      const answer = await a.asTeacher.get(path)
      expect(answer.status, path).toBe(404)
      expect(answer.body.code, path).toBe('ROUTE_NOT_FOUND')
    }
    const second = await a.asTeacher.put('lists/1/favourite/pupils/abc')
    expect(second.body.code).toBe('ROUTE_NOT_FOUND')
  })
})
