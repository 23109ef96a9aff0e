import { beforeAll, describe, expect, it } from 'vitest'
import { makeSchoolThroughApi, makeUser, signIn, signInPupil } from '../helpers/factories'
import { testServer, type TestServer } from '../helpers/server'

let server: TestServer
let a: Awaited<ReturnType<typeof makeSchoolThroughApi>>
let b: Awaited<ReturnType<typeof makeSchoolThroughApi>>

beforeAll(async () => {
  server = await testServer()
  a = await makeSchoolThroughApi(server, { pupils: 2 })
  b = await makeSchoolThroughApi(server, { pupils: 1 })
})

const schoolRow = async (id: number) => (await server.query('SELECT * FROM schools WHERE id = $1', [id]))[0]

describe('[school.create] POST users/me/school', () => {
  it('a teacher without a school creates one and becomes its admin, with a join code', async () => {
    const founder = await makeUser(server.payload, 'teacher')
    const asFounder = await signIn(server.api, founder.username)
    const answer = await asFounder.post('users/me/school', { name: '  Hilltop Primary ', account_region: 'GB', locale: 'en_GB' })
    expect(answer.status).toBe(201)
    expect(answer.body).toMatchObject({
      name: 'Hilltop Primary',
      account_region: 'GB',
      locale: 'en_GB',
      counts: { pupils: 0, teachers: 1, groups: 0 },
    })
    expect(answer.body.code).toMatch(/^[A-Z2-9]{8}$/)
    const me = await asFounder.get('users/me')
    expect(me.body.user.school).toMatchObject({ id: answer.body.id, admin: true, teacher: true })
  })
  it('refuses a teacher who already has a school (409), a pupil (403) and bad input (422), creating nothing', async () => {
    const before = (await server.query('SELECT count(*)::int AS n FROM schools'))[0].n
    expect((await a.asTeacher.post('users/me/school', { name: 'Second' })).status).toBe(409)
    const asPupil = await signInPupil(server.api, a.school.id, a.pupils[0].school_username, a.pupils[0].password)
    expect((await asPupil.post('users/me/school', { name: 'Pupil school' })).status).toBe(403)
    const founder = await makeUser(server.payload, 'teacher')
    const asFounder = await signIn(server.api, founder.username)
    const bad = await asFounder.post('users/me/school', { name: '', account_region: 'XX', extra: 1 })
    expect(bad.status).toBe(422)
    expect(bad.body.fields.map((f: any) => f.path).sort()).toEqual(['account_region', 'extra', 'name'])
    expect((await server.query('SELECT count(*)::int AS n FROM schools'))[0].n).toBe(before)
  })
  it('is 401 signed out', async () => {
    expect((await server.api.post('users/me/school', { name: 'X' })).status).toBe(401)
  })
})

describe('[school.get] GET schools/{id}', () => {
  it('answers the caller’s school; the join code only to its admins', async () => {
    const asAdmin = await a.asAdmin.get(`schools/${a.school.id}`)
    expect(asAdmin.status).toBe(200)
    expect(asAdmin.body).toMatchObject({ id: a.school.id, code: a.school.code, counts: { pupils: 2, teachers: 2, groups: 1 } })
    const asTeacher = await a.asTeacher.get(`schools/${a.school.id}`)
    expect(asTeacher.body.code).toBeNull()
  })
  it('answers 404 for another school and 403 for a pupil', async () => {
    expect((await b.asAdmin.get(`schools/${a.school.id}`)).status).toBe(404)
    const asPupil = await signInPupil(server.api, a.school.id, a.pupils[0].school_username, a.pupils[0].password)
    expect((await asPupil.get(`schools/${a.school.id}`)).status).toBe(403)
  })
})

describe('[school.update] PUT users/me/school and [school.patch] PATCH schools/{id}', () => {
  it('the admin renames the school and sets its font', async () => {
    const put = await a.asAdmin.put('users/me/school', { settings: { fontPreference: 'dyslexic' } })
    expect(put.status).toBe(200)
    expect(put.body.settings.fontPreference).toBe('dyslexic')
    const patch = await a.asAdmin.patch(`schools/${a.school.id}`, { dfe_number: '123456' })
    expect(patch.status).toBe(200)
    expect(patch.body.dfe_number).toBe('123456')
    expect((await a.asAdmin.get('users/me')).body.user.school.settings.fontPreference).toBe('dyslexic')
  })
  it('refuses a teacher who is not admin (403), another school’s admin (404) and bad input (422)', async () => {
    const before = await schoolRow(a.school.id)
    expect((await a.asTeacher.put('users/me/school', { name: 'Mine now' })).status).toBe(403)
    expect((await a.asTeacher.patch(`schools/${a.school.id}`, { name: 'Mine now' })).status).toBe(403)
    expect((await b.asAdmin.patch(`schools/${a.school.id}`, { name: 'Mine now' })).status).toBe(404)
    const bad = await a.asAdmin.put('users/me/school', { settings: { fontPreference: 'comic' } })
    expect(bad.status).toBe(422)
    expect(bad.body.fields[0].path).toBe('settings.fontPreference')
    expect((await a.asAdmin.put('users/me/school', {})).status).toBe(422)
    expect(await schoolRow(a.school.id)).toEqual(before)
  })
  it('a superuser patches any school', async () => {
    const su = await makeUser(server.payload, 'superuser')
    const asSu = await signIn(server.api, su.username)
    const answer = await asSu.patch(`schools/${b.school.id}`, { locale: 'en_US' })
    expect(answer.status).toBe(200)
    expect(answer.body.locale).toBe('en_US')
  })
  it("a superuser sets a school's identity-provider tenants; its admin may not", async () => {
    const asSu = await signIn(server.api, (await makeUser(server.payload, 'superuser')).username)
    const set = await asSu.patch(`schools/${b.school.id}`, { sso_tenants: { wonde: ' BirchWood ' } })
    expect(set.status, set.text).toBe(200)
    expect((await server.query('SELECT sso_tenants FROM schools WHERE id = $1', [b.school.id]))[0].sso_tenants).toEqual({
      wonde: 'birchwood',
    })
    const refused = await b.asAdmin.patch(`schools/${b.school.id}`, { sso_tenants: { wonde: 'elsewhere' } })
    expect(refused.status).toBe(403)
    expect((await asSu.patch(`schools/${b.school.id}`, { sso_tenants: { wonde: 'not a host!' } })).status).toBe(422)
    expect((await server.query('SELECT sso_tenants FROM schools WHERE id = $1', [b.school.id]))[0].sso_tenants).toEqual({
      wonde: 'birchwood',
    })
  })
})

describe('join codes', () => {
  it('[school.code.create] an admin makes a new code; the old one stops working', async () => {
    const answer = await a.asAdmin.post('users/me/school/code')
    expect(answer.status).toBe(200)
    expect(answer.body.code).not.toBe(a.school.code)
    expect((await server.api.get('schools/existence', { query: { code: a.school.code } })).body).toEqual({ exists: false })
    expect((await server.api.get('schools/existence', { query: { code: answer.body.code.toLowerCase() } })).body).toEqual({ exists: true })
    a.school.code = answer.body.code
  })
  it('[school.code.create] [school.code.delete] refuse teachers who are not admin and pupils', async () => {
    expect((await a.asTeacher.post('users/me/school/code')).status).toBe(403)
    expect((await a.asTeacher.delete('users/me/school/code')).status).toBe(403)
    expect((await schoolRow(a.school.id)).code).toBe(a.school.code)
  })
  it('[school.code.delete] nobody can join by code until a new one is made', async () => {
    const school = await makeSchoolThroughApi(server, { pupils: 0, classes: 0 })
    const answer = await school.asAdmin.delete('users/me/school/code')
    expect(answer.status).toBe(200)
    expect(answer.body.code).toBeNull()
    const joiner = await signIn(server.api, (await makeUser(server.payload, 'teacher', { emailVerified: true })).username)
    expect((await joiner.post('users/me/joinschool', { code: school.school.code })).status).toBe(404)
  })
  it('[superuser.schools.generatecode] a superuser makes a code for any school; others may not', async () => {
    const su = await makeUser(server.payload, 'superuser')
    const asSu = await signIn(server.api, su.username)
    const answer = await asSu.post(`superuser/schools/${b.school.id}/generatecode`)
    expect(answer.status).toBe(200)
    expect((await schoolRow(b.school.id)).code).toBe(answer.body.code)
    b.school.code = answer.body.code
    expect((await b.asAdmin.post(`superuser/schools/${b.school.id}/generatecode`)).status).toBe(403)
    expect((await asSu.post('superuser/schools/999999/generatecode')).status).toBe(404)
  })
})

describe('[school.existence.check] POST schools/existence and [school.existence.by_code] GET schools/existence', () => {
  it('answers whether a school id or code exists, and whether they match', async () => {
    expect((await server.api.post('schools/existence', { schoolId: a.school.id })).body).toEqual({ exists: true })
    expect((await server.api.post('schools/existence', { schoolId: 999999 })).body).toEqual({ exists: false })
    expect((await server.api.post('schools/existence', { schoolId: a.school.id, code: b.school.code })).body).toEqual({ exists: false })
    expect((await server.api.post('schools/existence', { schoolId: b.school.id, code: b.school.code })).body).toEqual({ exists: true })
    expect((await server.api.get('schools/existence', { query: { code: 'NOPE1234' } })).body).toEqual({ exists: false })
  })
  it('refuses an empty question (422)', async () => {
    expect((await server.api.post('schools/existence', {})).status).toBe(422)
    expect((await server.api.get('schools/existence')).status).toBe(422)
  })
})

describe('[school.join] POST users/me/joinschool, [school.me.schools] GET users/me/schools, [school.manage] POST users/me/manageschool', () => {
  it('a teacher joins a second school by code (once its admin approves), lists both, and switches between them', async () => {
    const other = await makeSchoolThroughApi(server, { pupils: 1, classes: 0 })
    await server.query('UPDATE users SET email_verified = true WHERE id = $1', [a.teacher.id])
    const asked = await a.asTeacher.post('users/me/joinschool', { code: other.school.code.toLowerCase() })
    expect(asked.status).toBe(200)
    expect(asked.body).toEqual({ id: other.school.id, name: other.school.name, joined: false, pending: true })
    expect((await other.asAdmin.put(`users/me/school/teachers/requests/${a.teacher.id}`)).status).toBe(200)
    const joined = await a.asTeacher.post('users/me/joinschool', { code: other.school.code })
    expect(joined.status).toBe(200)
    expect(joined.body).toMatchObject({ id: other.school.id, joined: false, pending: false, code: null })
    let me = await a.asTeacher.get('users/me')
    expect(me.body.user.school).toMatchObject({ id: other.school.id, admin: false })
    // Now the teacher sees the other school's pupils, not A's.
    const pupils = await a.asTeacher.get('users/me/school/pupils')
    expect(pupils.body.docs.map((p: any) => p.id)).toEqual([other.pupils[0].id])

    const schools = await a.asTeacher.get('users/me/schools')
    expect(schools.status).toBe(200)
    expect(schools.body.docs).toEqual([
      { id: other.school.id, name: other.school.name, admin: false, current: true },
      { id: a.school.id, name: a.school.name, admin: false, current: false },
    ])
    const back = await a.asTeacher.post('users/me/manageschool', { schoolId: a.school.id })
    expect(back.status).toBe(200)
    me = await a.asTeacher.get('users/me')
    expect(me.body.user.school.id).toBe(a.school.id)
    // Both schools list the teacher.
    const otherTeachers = await other.asAdmin.get('users/me/school/teachers')
    expect(otherTeachers.body.docs.map((t: any) => [t.id, t.current])).toContainEqual([a.teacher.id, false])
  })
  it('an admin who joins another school is a plain teacher there and admin again back home', async () => {
    const other = await makeSchoolThroughApi(server, { pupils: 0, classes: 0 })
    await server.query('UPDATE users SET email_verified = true WHERE id = $1', [b.admin.id])
    expect((await b.asAdmin.post('users/me/joinschool', { code: other.school.code })).body.pending).toBe(true)
    expect((await other.asAdmin.put(`users/me/school/teachers/requests/${b.admin.id}`)).status).toBe(200)
    expect((await b.asAdmin.post('users/me/manageschool', { schoolId: other.school.id })).status).toBe(200)
    expect((await b.asAdmin.get('users/me')).body.user.role).toBe('teacher')
    expect((await b.asAdmin.put('users/me/school', { name: 'Taken over' })).status).toBe(403)
    expect((await b.asAdmin.post('users/me/manageschool', { schoolId: b.school.id })).status).toBe(200)
    expect((await b.asAdmin.get('users/me')).body.user).toMatchObject({ role: 'school_admin', school: { id: b.school.id, admin: true } })
  })
  it('refuses unknown codes (404), pupils (403), managing a school one does not work at (404) and bad input (422)', async () => {
    await server.query('UPDATE users SET email_verified = true WHERE id = $1', [b.teacher.id])
    expect((await b.asTeacher.post('users/me/joinschool', { code: 'NOSUCHCODE' })).status).toBe(404)
    const asPupil = await signInPupil(server.api, a.school.id, a.pupils[0].school_username, a.pupils[0].password)
    expect((await asPupil.post('users/me/joinschool', { code: b.school.code })).status).toBe(403)
    expect((await asPupil.get('users/me/schools')).status).toBe(403)
    expect((await asPupil.post('users/me/manageschool', { schoolId: a.school.id })).status).toBe(403)
    expect((await b.asTeacher.post('users/me/manageschool', { schoolId: a.school.id })).status).toBe(404)
    expect((await b.asTeacher.post('users/me/manageschool', { schoolId: 'x' })).status).toBe(422)
    expect((await b.asTeacher.post('users/me/joinschool', {})).status).toBe(422)
    expect((await b.asTeacher.get('users/me')).body.user.school.id).toBe(b.school.id)
  })
  it('a superuser may manage any school and then acts as that school', async () => {
    const su = await makeUser(server.payload, 'superuser')
    const asSu = await signIn(server.api, su.username)
    expect((await asSu.get('users/me/school/pupils')).status).toBe(403)
    expect((await asSu.post('users/me/manageschool', { schoolId: b.school.id })).status).toBe(200)
    const pupils = await asSu.get('users/me/school/pupils')
    expect(pupils.body.docs.map((p: any) => p.id)).toEqual(b.pupils.map((p) => p.id))
  })
})

describe('[school.search] GET schools', () => {
  it('finds schools by name with only what identifies them', async () => {
    const answer = await b.asTeacher.get('schools', { query: { q: a.publicMarker } })
    expect(answer.status).toBe(200)
    expect(answer.body.docs).toEqual([
      { id: a.school.id, name: a.school.name, account_region: 'GB', locale: 'en_GB', dfe_number: '123456' },
    ])
    expect(answer.body).toMatchObject({ totalDocs: 1, page: 1, hasNextPage: false })
    expect(answer.text).not.toContain(a.marker)
  })
  it('filters DfE schools and subscribed schools', async () => {
    await server.query("UPDATE schools SET subscribed_until = now() + interval '30 days' WHERE id = $1", [b.school.id])
    const dfe = await b.asTeacher.get('schools', { query: { dfe_schools: 'true', limit: '200' } })
    expect(dfe.body.docs.map((s: any) => s.id)).toContain(a.school.id)
    expect(dfe.body.docs.map((s: any) => s.id)).not.toContain(b.school.id)
    const subscribed = await b.asTeacher.get('schools', { query: { subscribed: 'true', limit: '200' } })
    expect(subscribed.body.docs.map((s: any) => s.id)).toEqual([b.school.id])
  })
  it('refuses bad input (422) and anonymous callers (401)', async () => {
    expect((await b.asTeacher.get('schools', { query: { subscribed: 'maybe' } })).status).toBe(422)
    expect((await server.api.get('schools', { query: { q: 'x' } })).status).toBe(401)
  })
  it('without search terms, answers Payload’s own list under the collection’s access (a teacher sees only their school)', async () => {
    expect((await b.asTeacher.get('schools')).body.docs.map((s: any) => s.id)).toEqual([b.school.id])
    const answer = await b.asTeacher.get('schools', { query: { depth: '0', limit: '10' } })
    expect(answer.status).toBe(200)
    expect(answer.body.docs.map((s: any) => s.id)).toEqual([b.school.id])
  })
})

describe('[school.users] GET users/me/school/users', () => {
  it('finds pupils and staff of the caller’s school only', async () => {
    const answer = await a.asTeacher.get('users/me/school/users', { query: { q: a.marker } })
    expect(answer.status).toBe(200)
    const ids = answer.body.docs.map((u: any) => u.id)
    expect(ids).toEqual(expect.arrayContaining([a.admin.id, a.teacher.id, ...a.pupils.map((p) => p.id)]))
    expect(answer.body.docs.find((u: any) => u.id === a.pupils[0].id)).toMatchObject({ role: 'pupil', email: null, username: null })
    const pupilsOnly = await a.asTeacher.get('users/me/school/users', { query: { q: a.marker, role: 'pupil' } })
    expect(pupilsOnly.body.totalDocs).toBe(a.pupils.length)
    const foreign = await b.asTeacher.get('users/me/school/users', { query: { q: a.marker } })
    expect(foreign.body.docs).toEqual([])
  })
  it('refuses pupils (403) and bad input (422)', async () => {
    const asPupil = await signInPupil(server.api, a.school.id, a.pupils[0].school_username, a.pupils[0].password)
    expect((await asPupil.get('users/me/school/users')).status).toBe(403)
    expect((await a.asTeacher.get('users/me/school/users', { query: { limit: '500' } })).status).toBe(422)
  })
})
