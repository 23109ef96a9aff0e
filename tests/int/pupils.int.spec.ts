import { beforeAll, describe, expect, it } from 'vitest'
import { parseCsv } from '../../lib/csv'
import { PUPIL_PASSWORD_PATTERN } from '../../lib/school/pupil-passwords'
import { makeSchoolThroughApi, signInPupil, STAFF_PASSWORD } from '../helpers/factories'
import { testServer, type TestServer } from '../helpers/server'

let server: TestServer
let a: Awaited<ReturnType<typeof makeSchoolThroughApi>>
let b: Awaited<ReturnType<typeof makeSchoolThroughApi>>

beforeAll(async () => {
  server = await testServer()
  a = await makeSchoolThroughApi(server, { pupils: 3, classes: 2 })
  b = await makeSchoolThroughApi(server, { pupils: 2 })
})

const pupilsOf = (schoolId: number) =>
  server.query(
    'SELECT id, name, school_username, stage_spelling, stage_number, password_hash, deleted_at FROM users WHERE school_id = $1 AND role = $2 ORDER BY id',
    [schoolId, 'pupil'],
  )
const asPupilOf = (school: typeof a, i = 0) =>
  signInPupil(server.api, school.school.id, school.pupils[i].school_username, school.pupils[i].password)

describe('[pupils.list] GET users/me/school/pupils', () => {
  it('pages through the school’s pupils with their classes', async () => {
    const first = await a.asTeacher.get('users/me/school/pupils', { query: { limit: '2', sort: 'name' } })
    expect(first.status).toBe(200)
    expect(first.body).toMatchObject({ totalDocs: 3, limit: 2, page: 1, totalPages: 2, hasNextPage: true, hasPrevPage: false })
    expect(first.body.docs[0]).toEqual({
      id: a.pupils[0].id,
      name: a.pupils[0].name,
      school_username: a.pupils[0].school_username,
      school_id: a.school.id,
      stage_spelling: null,
      stage_number: null,
      experimental: false,
      has_sign_in_key: false,
      groups: [{ id: a.groups[0].id, name: a.groups[0].name, parent: null }],
      createdAt: expect.any(String),
    })
    const second = await a.asTeacher.get('users/me/school/pupils', { query: { limit: '2', page: '2', sort: 'name' } })
    expect(second.body.docs.map((p: any) => p.id)).toEqual([a.pupils[2].id])
    expect(second.body).toMatchObject({ hasNextPage: false, hasPrevPage: true })
  })
  it('filters by school username, search, class and no class', async () => {
    const byUsername = await a.asTeacher.get('users/me/school/pupils', {
      query: { school_username: a.pupils[1].school_username.toUpperCase() },
    })
    expect(byUsername.body.docs.map((p: any) => p.id)).toEqual([a.pupils[1].id])
    const byName = await a.asTeacher.get('users/me/school/pupils', { query: { q: 'Pupil 3' } })
    expect(byName.body.docs.map((p: any) => p.id)).toEqual([a.pupils[2].id])
    const inClass = await a.asTeacher.get('users/me/school/pupils', { query: { group: String(a.groups[0].id) } })
    expect(inClass.body.totalDocs).toBe(3)
    const inOther = await a.asTeacher.get('users/me/school/pupils', { query: { group: String(a.groups[1].id) } })
    expect(inOther.body.totalDocs).toBe(0)
    const unassigned = await a.asTeacher.get('users/me/school/pupils', { query: { unassigned: 'true' } })
    expect(unassigned.body.totalDocs).toBe(0)
  })
  it('sorts by name whatever the case, either way, and by other columns', async () => {
    const school = await makeSchoolThroughApi(server, { pupils: 0, classes: 0 })
    await school.asTeacher.put('users/me/school/pupils', {
      pupils: [{ name: 'ben' }, { name: 'Cal', stage_spelling: 1 }, { name: 'ada', stage_spelling: 4 }, { name: 'Zoe' }],
    })
    const names = async (sort: string) =>
      (await school.asTeacher.get('users/me/school/pupils', { query: { sort } })).body.docs.map((p: any) => p.name)
    expect(await names('name')).toEqual(['ada', 'ben', 'Cal', 'Zoe'])
    expect(await names('-name')).toEqual(['Zoe', 'Cal', 'ben', 'ada'])
    expect((await names('-stage_spelling')).slice(0, 2)).toEqual(['ada', 'Cal'])
    await school.asTeacher.put(
      `users/me/school/pupils/${(await school.asTeacher.get('users/me/school/pupils', { query: { q: 'Zoe' } })).body.docs[0].id}`,
      {
        name: 'Abe',
      },
    )
    expect(await names('name')).toEqual(['Abe', 'ada', 'ben', 'Cal'])
  })
  it('never shows another school’s pupils; another school’s class is 404', async () => {
    const answer = await b.asTeacher.get('users/me/school/pupils', { query: { limit: '200' } })
    expect(answer.body.docs.map((p: any) => p.id).sort()).toEqual(b.pupils.map((p) => p.id).sort())
    expect(answer.text).not.toContain(a.marker)
    expect((await b.asTeacher.get('users/me/school/pupils', { query: { group: String(a.groups[0].id) } })).status).toBe(404)
  })
  it('refuses pupils (403), signed-out callers (401) and bad queries (422)', async () => {
    expect((await (await asPupilOf(a)).get('users/me/school/pupils')).status).toBe(403)
    expect((await server.api.get('users/me/school/pupils')).status).toBe(401)
    const bad = await a.asTeacher.get('users/me/school/pupils', { query: { sort: 'password', limit: '0', extra: '1' } })
    expect(bad.status).toBe(422)
    expect(bad.body.fields.map((f: any) => f.path).sort()).toEqual(['query.extra', 'query.limit', 'query.sort'])
  })
})

describe('[pupils.create] POST users/me/school/pupils', () => {
  it('makes a pupil with a safe-word username and a password shown once, who can then sign in', async () => {
    const answer = await a.asTeacher.post('users/me/school/pupils', { stage_spelling: 2, groups: [a.groups[1].id] })
    expect(answer.status).toBe(201)
    expect(answer.body.password).toMatch(PUPIL_PASSWORD_PATTERN)
    expect(answer.body.school_username).toMatch(/^[a-z]+$/)
    expect(answer.body.name).toMatch(/^[A-Z][a-z]+ [A-Z][a-z]+$/)
    expect(answer.body).toMatchObject({ stage_spelling: 2, groups: [{ id: a.groups[1].id }] })
    const [row] = await server.query('SELECT password_hash FROM users WHERE id = $1', [answer.body.id])
    expect(row.password_hash).toMatch(/^\$argon2id\$/)
    expect(row.password_hash).not.toContain(answer.body.password)
    await signInPupil(server.api, a.school.id, answer.body.school_username, answer.body.password)
    // Shown once: reading the pupil again has no password.
    expect((await a.asTeacher.get(`users/me/school/pupils/${answer.body.id}`)).body.password).toBeUndefined()
  })
  it('takes a chosen name, username and password (and does not echo the password)', async () => {
    const answer = await a.asTeacher.post('users/me/school/pupils', {
      name: 'Ada Lovelace',
      school_username: 'AdaL',
      password: 'bright-lamp-77',
    })
    expect(answer.status).toBe(201)
    expect(answer.body).toMatchObject({ name: 'Ada Lovelace', school_username: 'adal' })
    expect(answer.body.password).toBeUndefined()
    await signInPupil(server.api, a.school.id, 'adal', 'bright-lamp-77')
  })
  it('refuses a taken username, a weak password and bad fields with field errors, creating nothing', async () => {
    const before = await pupilsOf(a.school.id)
    const taken = await a.asTeacher.post('users/me/school/pupils', { school_username: a.pupils[0].school_username })
    expect(taken.status).toBe(422)
    expect(taken.body.fields).toEqual([{ path: 'school_username', message: 'Another pupil of your school has this username' }])
    const weak = await a.asTeacher.post('users/me/school/pupils', { password: 'password1' })
    expect(weak.status).toBe(422)
    expect(weak.body.fields[0].path).toBe('password')
    const bad = await a.asTeacher.post('users/me/school/pupils', { school_username: 'a b', stage_number: 9, role: 'teacher' })
    expect(bad.status).toBe(422)
    expect(bad.body.fields.map((f: any) => f.path).sort()).toEqual(['role', 'school_username', 'stage_number'])
    expect(await pupilsOf(a.school.id)).toEqual(before)
  })
  it('lets the same username be used in another school', async () => {
    const answer = await b.asTeacher.post('users/me/school/pupils', { school_username: 'adal', password: 'bright-lamp-77' })
    expect(answer.status).toBe(201)
  })
  it('answers 404 for another school’s class and 403 for a pupil, creating nothing', async () => {
    const before = await pupilsOf(b.school.id)
    expect((await b.asTeacher.post('users/me/school/pupils', { name: 'Sneaky', groups: [a.groups[0].id] })).status).toBe(404)
    expect((await (await asPupilOf(b)).post('users/me/school/pupils', { name: 'Sneaky' })).status).toBe(403)
    expect(await pupilsOf(b.school.id)).toEqual(before)
  })
})

describe('[pupils.generate] POST users/me/school/pupils/generate', () => {
  it('makes n pupils in a class, each with a distinct username and a password', async () => {
    const answer = await a.asTeacher.post('users/me/school/pupils/generate', { amount: 4, group: a.groups[1].id, stage_number: 3 })
    expect(answer.status).toBe(201)
    expect(answer.body.docs).toHaveLength(4)
    expect(new Set(answer.body.docs.map((p: any) => p.school_username)).size).toBe(4)
    for (const p of answer.body.docs) {
      expect(p.password).toMatch(PUPIL_PASSWORD_PATTERN)
      expect(p).toMatchObject({ stage_number: 3, groups: [{ id: a.groups[1].id }] })
    }
  })
  it('refuses amounts out of range (422) and another school’s class (404)', async () => {
    const before = await pupilsOf(b.school.id)
    expect((await b.asTeacher.post('users/me/school/pupils/generate', { amount: 0 })).status).toBe(422)
    expect((await b.asTeacher.post('users/me/school/pupils/generate', { amount: 101 })).status).toBe(422)
    expect((await b.asTeacher.post('users/me/school/pupils/generate', { amount: 1, group: a.groups[0].id })).status).toBe(404)
    expect((await (await asPupilOf(b)).post('users/me/school/pupils/generate', { amount: 1 })).status).toBe(403)
    expect(await pupilsOf(b.school.id)).toEqual(before)
  })
})

describe('[pupils.get] GET users/me/school/pupils/{id}', () => {
  it('answers one pupil of the school', async () => {
    const answer = await a.asTeacher.get(`users/me/school/pupils/${a.pupils[0].id}`)
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({ id: a.pupils[0].id, name: a.pupils[0].name })
  })
  it('is 404 for another school’s pupil, for a teacher’s id and for nobody; 422 for a non-id; 403 for pupils', async () => {
    expect((await b.asTeacher.get(`users/me/school/pupils/${a.pupils[0].id}`)).status).toBe(404)
    expect((await a.asTeacher.get(`users/me/school/pupils/${a.teacher.id}`)).status).toBe(404)
    expect((await a.asTeacher.get('users/me/school/pupils/999999')).status).toBe(404)
    expect((await a.asTeacher.get('users/me/school/pupils/abc')).body.code).toBe('ROUTE_NOT_FOUND')
    expect((await (await asPupilOf(a)).get(`users/me/school/pupils/${a.pupils[0].id}`)).status).toBe(403)
  })
})

describe('[pupils.update] PUT users/me/school/pupils/{id}', () => {
  it('renames, sets stages and username', async () => {
    const answer = await a.asTeacher.put(`users/me/school/pupils/${a.pupils[1].id}`, {
      stage_spelling: 4,
      stage_number: null,
      school_username: 'Newname1',
    })
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({ stage_spelling: 4, stage_number: null, school_username: 'newname1' })
    a.pupils[1].school_username = 'newname1'
  })
  it('a new password is shown once, signs the pupil out everywhere and lifts a lock-out', async () => {
    const pupil = a.pupils[2]
    const asPupil = await asPupilOf(a, 2)
    // Lock the account with wrong guesses.
    for (let i = 0; i < 6; i++)
      await server.api.post('auth/school_id', {
        school_id: String(a.school.id),
        school_username: pupil.school_username,
        password: 'wrong-guess-00',
      })
    expect(
      (
        await server.api.post('auth/school_id', {
          school_id: String(a.school.id),
          school_username: pupil.school_username,
          password: pupil.password,
        })
      ).status,
    ).toBe(429)
    const answer = await a.asTeacher.put(`users/me/school/pupils/${pupil.id}`, { generatePassword: true })
    expect(answer.status).toBe(200)
    expect(answer.body.password).toMatch(PUPIL_PASSWORD_PATTERN)
    expect((await asPupil.get('users/me')).status).toBe(401)
    pupil.password = answer.body.password
    await asPupilOf(a, 2)
  })
  it('refuses a username taken in the school, both password forms at once, and nothing to change (422), changing nothing', async () => {
    const before = await pupilsOf(a.school.id)
    const taken = await a.asTeacher.put(`users/me/school/pupils/${a.pupils[0].id}`, { school_username: a.pupils[2].school_username })
    expect(taken.status).toBe(422)
    expect(taken.body.fields[0].path).toBe('school_username')
    expect(
      (await a.asTeacher.put(`users/me/school/pupils/${a.pupils[0].id}`, { password: 'lamp-tree-12', generatePassword: true })).status,
    ).toBe(422)
    expect((await a.asTeacher.put(`users/me/school/pupils/${a.pupils[0].id}`, {})).status).toBe(422)
    expect(await pupilsOf(a.school.id)).toEqual(before)
  })
  it('is 404 for another school’s pupil and 403 for pupils, changing nothing', async () => {
    const before = await pupilsOf(a.school.id)
    expect((await b.asAdmin.put(`users/me/school/pupils/${a.pupils[0].id}`, { generatePassword: true })).status).toBe(404)
    expect((await (await asPupilOf(a)).put(`users/me/school/pupils/${a.pupils[0].id}`, { name: 'Me' })).status).toBe(403)
    expect(await pupilsOf(a.school.id)).toEqual(before)
  })
})

describe('[pupils.update_many] PUT users/me/school/pupils {pupils}', () => {
  it('creates and updates in one go, making passwords where asked', async () => {
    const answer = await a.asTeacher.put('users/me/school/pupils', {
      pupils: [
        { id: a.pupils[0].id, stage_number: 2, generatePassword: true },
        { name: 'Grace Hopper', groups: [a.groups[1].id] },
        { name: 'Alan Turing', school_username: 'alant', password: 'swan-lake-19' },
      ],
    })
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({ created: 2, updated: 1 })
    const [updated, grace, alan] = answer.body.docs
    expect(updated).toMatchObject({ id: a.pupils[0].id, stage_number: 2, password: expect.stringMatching(PUPIL_PASSWORD_PATTERN) })
    expect(grace).toMatchObject({
      name: 'Grace Hopper',
      password: expect.stringMatching(PUPIL_PASSWORD_PATTERN),
      groups: [{ id: a.groups[1].id }],
    })
    expect(alan).toMatchObject({ school_username: 'alant' })
    expect(alan.password).toBeUndefined()
    a.pupils[0].password = updated.password
  })
  it('reports every problem at once and changes nothing', async () => {
    const before = await pupilsOf(a.school.id)
    const answer = await a.asTeacher.put('users/me/school/pupils', {
      pupils: [
        { name: 'One', school_username: 'dupe1' },
        { name: 'Two', school_username: 'dupe1' },
        { id: a.pupils[0].id, school_username: 'alant' },
        { name: 'Three', password: 'short' },
      ],
    })
    expect(answer.status).toBe(422)
    expect(answer.body.fields.map((f: any) => f.path)).toEqual([
      'pupils.3.password',
      'pupils.1.school_username',
      'pupils.2.school_username',
    ])
    expect(await pupilsOf(a.school.id)).toEqual(before)
  })
  it('is 404 when any id is another school’s pupil, changing nothing; 403 for pupils', async () => {
    const before = [await pupilsOf(a.school.id), await pupilsOf(b.school.id)]
    const answer = await b.asTeacher.put('users/me/school/pupils', {
      pupils: [
        { id: b.pupils[0].id, name: 'Fine' },
        { id: a.pupils[0].id, name: 'Taken' },
      ],
    })
    expect(answer.status).toBe(404)
    expect((await (await asPupilOf(b)).put('users/me/school/pupils', { pupils: [{ name: 'X' }] })).status).toBe(403)
    expect([await pupilsOf(a.school.id), await pupilsOf(b.school.id)]).toEqual(before)
  })
  it('refuses both a list and a file, or neither (422)', async () => {
    expect((await a.asTeacher.put('users/me/school/pupils', { pupils: [{ name: 'X' }], csv: 'name,class\n' })).status).toBe(422)
    expect((await a.asTeacher.put('users/me/school/pupils', {})).status).toBe(422)
  })
})

describe('[pupils.csv] GET users/me/school/pupils/csv', () => {
  it('exports chosen pupils with their usernames and the school id', async () => {
    const answer = await a.asTeacher.get('users/me/school/pupils/csv', { query: { pupilIds: `${a.pupils[1].id},${a.pupils[0].id}` } })
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toMatch(/^text\/csv/)
    expect(answer.headers.get('content-disposition')).toContain(`pupils-school-${a.school.id}.csv`)
    const records = parseCsv(answer.text).map((r) => r.fields)
    expect(records[0]).toEqual(['school_id', 'name', 'username', 'classes', 'stage_spelling', 'stage_number'])
    expect(records.slice(1).map((r) => [r[0], r[2]])).toEqual([
      [String(a.school.id), a.pupils[1].school_username],
      [String(a.school.id), a.pupils[0].school_username],
    ])
    expect(answer.text).not.toMatch(/argon2|password/)
  })
  it('exports every pupil without a list', async () => {
    const answer = await b.asTeacher.get('users/me/school/pupils/csv')
    expect(parseCsv(answer.text).length - 1).toBe((await pupilsOf(b.school.id)).filter((p: any) => !p.deleted_at).length)
    expect(answer.text).not.toContain(a.marker)
  })
  it('is 404 for another school’s pupils, 422 for a bad list, 403 for pupils', async () => {
    expect(
      (await b.asTeacher.get('users/me/school/pupils/csv', { query: { pupilIds: `${b.pupils[0].id},${a.pupils[0].id}` } })).status,
    ).toBe(404)
    expect((await b.asTeacher.get('users/me/school/pupils/csv', { query: { pupilIds: '1;2' } })).status).toBe(422)
    expect((await (await asPupilOf(b)).get('users/me/school/pupils/csv')).status).toBe(403)
  })
})

describe('names and usernames', () => {
  it('[pupils.displayname] suggests pseudonymous names not used in the school', async () => {
    const answer = await a.asTeacher.get('users/displayname', { query: { amount: '5' } })
    expect(answer.status).toBe(200)
    expect(answer.body.names).toHaveLength(5)
    expect(new Set(answer.body.names).size).toBe(5)
    expect((await a.asTeacher.get('users/displayname')).body.names).toHaveLength(1)
    expect((await a.asTeacher.get('users/displayname', { query: { amount: '51' } })).status).toBe(422)
    expect((await (await asPupilOf(a)).get('users/displayname')).status).toBe(403)
  })
  it('[pupils.generate_username] suggests a free username, from a name or the safe word list', async () => {
    expect((await a.asTeacher.get('users/generate', { query: { name: 'Ada Lovelace' } })).body).toEqual({ username: 'adal2' })
    const made = await a.asTeacher.get('users/generate')
    expect(made.body.username).toMatch(/^[a-z]+\d*$/)
    const taken = (await pupilsOf(a.school.id)).map((p: any) => p.school_username)
    expect(taken).not.toContain(made.body.username)
    expect((await (await asPupilOf(a)).get('users/generate')).status).toBe(403)
    expect((await a.asTeacher.get('users/generate', { query: { name: 'x'.repeat(101) } })).status).toBe(422)
  })
  it('[pupils.username_exists] answers whether a username, email or school username is in use', async () => {
    expect((await server.api.get('users/exists', { query: { username: a.teacher.username.toUpperCase() } })).body).toEqual({ exists: true })
    expect((await server.api.get('users/exists', { query: { email: a.teacher.email } })).body).toEqual({ exists: true })
    expect((await server.api.get('users/exists', { query: { username: 'nobody-at-all' } })).body).toEqual({ exists: false })
    expect((await a.asTeacher.get('users/exists', { query: { school_username: 'adal' } })).body).toEqual({ exists: true })
    expect((await a.asTeacher.get('users/exists', { query: { school_username: 'nobody1' } })).body).toEqual({ exists: false })
    // In the caller's school only.
    expect((await b.asTeacher.get('users/exists', { query: { school_username: 'alant' } })).body).toEqual({ exists: false })
  })
  it('[pupils.username_exists] refuses school usernames without a school, and several questions at once (422)', async () => {
    expect((await server.api.get('users/exists', { query: { school_username: 'adal' } })).status).toBe(422)
    expect((await server.api.get('users/exists', { query: { username: 'a', email: 'b' } })).status).toBe(422)
    expect((await server.api.get('users/exists')).status).toBe(422)
  })
})

describe('[pupils.incrementstages] POST users/me/school/incrementstages', () => {
  it('moves every pupil with a stage up one (the top stays), once a year unless forced', async () => {
    const school = await makeSchoolThroughApi(server, { pupils: 3 })
    const [p1, p2, p3] = school.pupils
    await school.asTeacher.put('users/me/school/pupils', {
      pupils: [
        { id: p1.id, stage_spelling: 2, stage_number: 6 },
        { id: p2.id, stage_spelling: 6 },
      ],
    })
    const answer = await school.asAdmin.post('users/me/school/incrementstages')
    expect(answer.status).toBe(200)
    expect(answer.body.updated).toBe(2)
    const rows = await server.query('SELECT id, stage_spelling::int, stage_number::int FROM users WHERE id = ANY($1) ORDER BY id', [
      [p1.id, p2.id, p3.id],
    ])
    expect(rows).toEqual([
      { id: p1.id, stage_spelling: 3, stage_number: 6 },
      { id: p2.id, stage_spelling: 6, stage_number: null },
      { id: p3.id, stage_spelling: null, stage_number: null },
    ])
    const again = await school.asAdmin.post('users/me/school/incrementstages', {})
    expect(again.status).toBe(409)
    expect((await school.asAdmin.post('users/me/school/incrementstages', { force: true })).status).toBe(200)
    expect((await server.query('SELECT stage_spelling::int AS s FROM users WHERE id = $1', [p1.id]))[0].s).toBe(4)
    // Another school's pupils did not move.
    expect(
      (await server.query('SELECT count(*)::int AS n FROM users WHERE school_id = $1 AND stage_spelling IS NOT NULL', [b.school.id]))[0].n,
    ).toBe(0)
  })
  it('refuses teachers who are not admins, pupils and bad input', async () => {
    expect((await a.asTeacher.post('users/me/school/incrementstages')).status).toBe(403)
    expect((await (await asPupilOf(a)).post('users/me/school/incrementstages')).status).toBe(403)
    expect((await a.asAdmin.post('users/me/school/incrementstages', { force: 'yes' })).status).toBe(422)
  })
})

describe('[pupils.delete] DELETE users/me/school/pupils', () => {
  it('deletes chosen pupils softly: they cannot sign in, leave every list, and keep their data', async () => {
    const school = await makeSchoolThroughApi(server, { pupils: 3 })
    const asPupil = await signInPupil(server.api, school.school.id, school.pupils[0].school_username, school.pupils[0].password)
    const answer = await school.asTeacher.delete('users/me/school/pupils', { body: { pupilIds: [school.pupils[0].id] } })
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual({ deleted: 1, ids: [school.pupils[0].id] })
    expect((await asPupil.get('users/me')).status).toBe(401)
    const signIn = await server.api.post('auth/school_id', {
      school_id: String(school.school.id),
      school_username: school.pupils[0].school_username,
      password: school.pupils[0].password,
    })
    expect(signIn.status).toBe(401)
    const list = await school.asTeacher.get('users/me/school/pupils')
    expect(list.body.docs.map((p: any) => p.id)).not.toContain(school.pupils[0].id)
    expect((await school.asTeacher.get(`users/me/school/pupils/${school.pupils[0].id}`)).status).toBe(404)
    expect((await school.asTeacher.get(`users/me/school/groups/${school.groups[0].id}`)).body.pupil_count).toBe(2)
    const [row] = await server.query('SELECT deleted_at, school_id FROM users WHERE id = $1', [school.pupils[0].id])
    expect(row.deleted_at).not.toBeNull()
    expect(row.school_id).toBe(school.school.id)
  })
  it('"*" deletes every pupil only for an admin with a fresh password check and the confirmation words', async () => {
    const school = await makeSchoolThroughApi(server, { pupils: 3 })
    expect(
      (await school.asTeacher.delete('users/me/school/pupils', { body: { pupilIds: '*', confirm: 'delete all pupils' } })).status,
    ).toBe(403)
    // The admin signed in with their password moments ago, so the check is fresh.
    const fresh = await school.asAdmin.delete('users/me/school/pupils', { body: { pupilIds: '*', confirm: 'delete all pupils' } })
    expect(fresh.status).toBe(200)
    expect(fresh.body.deleted).toBe(3)

    const other = await makeSchoolThroughApi(server, { pupils: 2 })
    await server.query("UPDATE sessions SET password_verified_at = now() - interval '1 hour' WHERE user_id = $1", [other.admin.id])
    expect((await other.asAdmin.delete('users/me/school/pupils', { body: { pupilIds: '*', confirm: 'delete all pupils' } })).status).toBe(
      403,
    )
    expect((await other.asAdmin.post('auth/verify-password', { password: STAFF_PASSWORD })).status).toBe(200)
    const unconfirmed = await other.asAdmin.delete('users/me/school/pupils', { body: { pupilIds: '*' } })
    expect(unconfirmed.status).toBe(422)
    expect(unconfirmed.body.fields[0].path).toBe('confirm')
    expect((await pupilsOf(other.school.id)).every((p: any) => p.deleted_at === null)).toBe(true)
    const done = await other.asAdmin.delete('users/me/school/pupils', { body: { pupilIds: '*', confirm: 'Delete all pupils' } })
    expect(done.body.deleted).toBe(2)
    // Nobody else's pupils went.
    expect((await pupilsOf(a.school.id)).every((p: any) => p.deleted_at === null)).toBe(true)
  })
  it('is 404 for another school’s pupils (nothing deleted), 422 for bad input, 403 for pupils', async () => {
    const before = [await pupilsOf(a.school.id), await pupilsOf(b.school.id)]
    expect((await b.asAdmin.delete('users/me/school/pupils', { body: { pupilIds: [b.pupils[0].id, a.pupils[0].id] } })).status).toBe(404)
    expect((await b.asAdmin.delete('users/me/school/pupils', { body: { pupilIds: [] } })).status).toBe(422)
    expect((await b.asAdmin.delete('users/me/school/pupils', { body: { pupilIds: 'all' } })).status).toBe(422)
    expect((await (await asPupilOf(b)).delete('users/me/school/pupils', { body: { pupilIds: [b.pupils[0].id] } })).status).toBe(403)
    expect([await pupilsOf(a.school.id), await pupilsOf(b.school.id)]).toEqual(before)
  })
})
