import { beforeAll, describe, expect, it } from 'vitest'
import { toCsv } from '../../lib/csv'
import { PUPIL_PASSWORD_PATTERN } from '../../lib/school/pupil-passwords'
import { makeSchoolThroughApi, signInPupil } from '../helpers/factories'
import { testServer, type TestServer } from '../helpers/server'

let server: TestServer

beforeAll(async () => {
  server = await testServer()
})

const state = (schoolId: number) =>
  Promise.all([
    server.query('SELECT id, name, school_username, deleted_at, updated_at FROM users WHERE school_id = $1 ORDER BY id', [schoolId]),
    server.query('SELECT id, name, updated_at FROM groups WHERE school_id = $1 ORDER BY id', [schoolId]),
    server.query(
      'SELECT r.parent_id, r.users_id FROM groups_rels r JOIN groups g ON g.id = r.parent_id WHERE g.school_id = $1 ORDER BY 1, 2',
      [schoolId],
    ),
  ])

/** 30 pupils in two classes; every third has a username. */
const classList = (marker: string) =>
  '\uFEFF' +
  toCsv(
    ['Name', 'Class', 'Username'],
    Array.from({ length: 30 }, (_, i) => [
      `Pupil ${i + 1}, ${marker}`,
      i < 15 ? `3B ${marker}` : `3C ${marker}`,
      i % 3 === 0 ? `kid${i + 1}` : '',
    ]),
  )

describe('[pupils.update_many] PUT users/me/school/pupils {csv}: importing pupils', () => {
  it('checks a file without importing it (dryRun), then imports it: classes made, pupils made with passwords', async () => {
    const school = await makeSchoolThroughApi(server, { pupils: 0, classes: 0 })
    const csv = classList(school.marker)
    const before = await state(school.school.id)
    const dry = await school.asTeacher.put('users/me/school/pupils', { csv, dryRun: true })
    expect(dry.status).toBe(200)
    expect(dry.body).toMatchObject({
      rows: 30,
      created: 30,
      unchanged: 0,
      classesCreated: [`3B ${school.marker}`, `3C ${school.marker}`],
      dryRun: true,
      docs: [],
    })
    expect(await state(school.school.id)).toEqual(before)

    const answer = await school.asTeacher.put('users/me/school/pupils', { csv })
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({ rows: 30, created: 30, renamed: 0, addedToClass: 0, unchanged: 0, dryRun: false })
    expect(answer.body.docs).toHaveLength(30)
    expect(answer.body.docs[0]).toMatchObject({
      name: `Pupil 1, ${school.marker}`,
      school_username: 'kid1',
      password: expect.stringMatching(PUPIL_PASSWORD_PATTERN),
    })
    const classes = (await school.asTeacher.get('users/me/school/groups/all')).body.docs
    expect(classes.map((g: any) => [g.name, g.pupil_count])).toEqual([
      [`3B ${school.marker}`, 15],
      [`3C ${school.marker}`, 15],
    ])
    const second = answer.body.docs[1]
    await signInPupil(server.api, school.school.id, second.school_username, second.password)
  })

  it('importing the same file again changes nothing', async () => {
    const school = await makeSchoolThroughApi(server, { pupils: 0, classes: 0 })
    const csv = classList(school.marker)
    expect((await school.asTeacher.put('users/me/school/pupils', { csv })).status).toBe(200)
    const before = await state(school.school.id)
    const again = await school.asTeacher.put('users/me/school/pupils', { csv })
    expect(again.status).toBe(200)
    expect(again.body).toMatchObject({ created: 0, renamed: 0, addedToClass: 0, unchanged: 30, classesCreated: [], docs: [] })
    expect(await state(school.school.id)).toEqual(before)
  })

  it('a changed file renames pupils matched by username and adds them to their new class', async () => {
    const school = await makeSchoolThroughApi(server, { pupils: 0, classes: 0 })
    await school.asTeacher.put('users/me/school/pupils', { csv: 'name,class,username\nAda,3B,adal\nBen,3B,\n' })
    const answer = await school.asTeacher.put('users/me/school/pupils', { csv: 'name,class,username\nAda Lovelace,4B,adal\nBen,3B,\n' })
    expect(answer.body).toMatchObject({ created: 0, renamed: 1, addedToClass: 1, unchanged: 1, classesCreated: ['4B'] })
    const ada = (await school.asTeacher.get('users/me/school/pupils', { query: { school_username: 'adal' } })).body.docs[0]
    expect(ada.name).toBe('Ada Lovelace')
    expect(ada.groups.map((g: any) => g.name).sort()).toEqual(['3B', '4B'])
  })

  it('reports every problem with its line number and imports nothing', async () => {
    const school = await makeSchoolThroughApi(server, { pupils: 2, classes: 1 })
    await school.asTeacher.delete('users/me/school/pupils', { body: { pupilIds: [school.pupils[1].id] } })
    const before = await state(school.school.id)
    const csv = [
      'name,class,username',
      'Good One,3B,',
      ',3B,',
      'No Class,,',
      `Deleted,3B,${school.pupils[1].school_username.toUpperCase()}`,
      'Bad Name,3B,has space',
      'Twin,3B,twin1',
      'Twin Two,3B,twin1',
      '"Quoted, name",3B,',
      'Good One,3b,',
    ].join('\r\n')
    const answer = await school.asTeacher.put('users/me/school/pupils', { csv })
    expect(answer.status).toBe(422)
    expect(answer.body.error).toBe('6 problems in the file: nothing was imported')
    expect(answer.body.fields).toEqual([
      { path: 'rows.3.name', message: 'Give the pupil’s name' },
      { path: 'rows.4.class', message: 'Give the pupil’s class' },
      { path: 'rows.5.username', message: expect.stringMatching(/deleted pupil/) },
      { path: 'rows.6.username', message: expect.stringMatching(/^Use 3 to 40/) },
      { path: 'rows.8.username', message: 'The same username as line 7' },
      { path: 'rows.10.name', message: expect.stringMatching(/same name and class as line 2/) },
    ])
    expect(await state(school.school.id)).toEqual(before)
  })

  it('reports a file it cannot read, or without the columns, by line', async () => {
    const school = await makeSchoolThroughApi(server, { pupils: 0, classes: 0 })
    const unclosed = await school.asTeacher.put('users/me/school/pupils', { csv: 'name,class\nAda,3B\n"Ben,3B\n' })
    expect(unclosed.status).toBe(422)
    expect(unclosed.body.fields).toEqual([{ path: 'rows.3', message: 'a quoted field is not closed' }])
    const headless = await school.asTeacher.put('users/me/school/pupils', { csv: 'Ada,3B\n' })
    expect(headless.body.fields[0]).toEqual({ path: 'rows.1', message: expect.stringMatching(/name the columns/) })
    expect((await school.asTeacher.put('users/me/school/pupils', { csv: 'name,class\nAda,3B', dryRun: 'yes' })).status).toBe(422)
    expect((await state(school.school.id))[0].filter((u: any) => u.name === 'Ada')).toEqual([])
  })

  it('imports into the caller’s school only: the same class names elsewhere are untouched', async () => {
    const a = await makeSchoolThroughApi(server, { pupils: 1, classes: 1 })
    const b = await makeSchoolThroughApi(server, { pupils: 0, classes: 0 })
    const before = await state(a.school.id)
    const csv = toCsv(['name', 'class', 'username'], [[a.pupils[0].name, a.groups[0].name, a.pupils[0].school_username]])
    const answer = await b.asTeacher.put('users/me/school/pupils', { csv })
    expect(answer.body).toMatchObject({ created: 1, classesCreated: [a.groups[0].name] })
    expect(answer.body.docs[0].school_id).toBe(b.school.id)
    expect(await state(a.school.id)).toEqual(before)
  })

  it('refuses pupils (403)', async () => {
    const school = await makeSchoolThroughApi(server, { pupils: 1, classes: 0 })
    const asPupil = await signInPupil(server.api, school.school.id, school.pupils[0].school_username, school.pupils[0].password)
    expect((await asPupil.put('users/me/school/pupils', { csv: 'name,class\nAda,3B\n' })).status).toBe(403)
  })
})
