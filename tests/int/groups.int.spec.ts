import { beforeAll, describe, expect, it } from 'vitest'
import { makeSchoolThroughApi, signInPupil } from '../helpers/factories'
import { testServer, type TestServer } from '../helpers/server'

let server: TestServer
let a: Awaited<ReturnType<typeof makeSchoolThroughApi>>
let b: Awaited<ReturnType<typeof makeSchoolThroughApi>>

beforeAll(async () => {
  server = await testServer()
  a = await makeSchoolThroughApi(server, { pupils: 4, classes: 2 })
  b = await makeSchoolThroughApi(server, { pupils: 2, classes: 1 })
})

const groupsOf = (schoolId: number) => server.query('SELECT id, name, parent_id FROM groups WHERE school_id = $1 ORDER BY id', [schoolId])
const membersOf = (groupId: number, path = 'pupils') =>
  server
    .query('SELECT users_id FROM groups_rels WHERE parent_id = $1 AND path = $2 ORDER BY users_id', [groupId, path])
    .then((rows) => rows.map((r: any) => r.users_id))
const relsOf = (schoolId: number) =>
  server.query(
    'SELECT r.parent_id, r.path, r.users_id FROM groups_rels r JOIN groups g ON g.id = r.parent_id WHERE g.school_id = $1 ORDER BY 1, 2, 3',
    [schoolId],
  )
const snapshotA = async () => ({ groups: await groupsOf(a.school.id), rels: await relsOf(a.school.id) })
const asPupilOf = (school: typeof a, i = 0) =>
  signInPupil(server.api, school.school.id, school.pupils[i].school_username, school.pupils[i].password)
const ids = (list: { id: number }[]) => list.map((x) => x.id)

describe('[groups.create] POST users/me/school/groups', () => {
  it('makes a class whose teacher is the caller, with the pupils named', async () => {
    const answer = await a.asTeacher.post('users/me/school/groups', { name: 'Year 5 Ash', pupilIds: [a.pupils[0].id] })
    expect(answer.status).toBe(201)
    expect(answer.body).toMatchObject({
      name: 'Year 5 Ash',
      school_id: a.school.id,
      parent: null,
      teachers: [{ id: a.teacher.id, name: a.teacher.name }],
      pupil_count: 1,
      subgroups: [],
    })
  })
  it('takes named teachers (an admin making a class for a colleague)', async () => {
    const answer = await a.asAdmin.post('users/me/school/groups', { name: 'Year 6 Elm', teacherIds: [a.teacher.id] })
    expect(answer.body.teachers.map((t: any) => t.id)).toEqual([a.teacher.id])
  })
  it('refuses a duplicate name and bad input (422), another school’s pupils or teachers (404) and pupils (403), creating nothing', async () => {
    const before = [await snapshotA(), await groupsOf(b.school.id)]
    const dup = await a.asTeacher.post('users/me/school/groups', { name: 'year 5 ash' })
    expect(dup.status).toBe(422)
    expect(dup.body.fields).toEqual([{ path: 'name', message: 'Your school already has a class with this name' }])
    expect((await a.asTeacher.post('users/me/school/groups', { name: '', pupilIds: 'all' })).status).toBe(422)
    expect((await b.asTeacher.post('users/me/school/groups', { name: 'Stolen', pupilIds: [a.pupils[0].id] })).status).toBe(404)
    expect((await b.asTeacher.post('users/me/school/groups', { name: 'Stolen', teacherIds: [a.teacher.id] })).status).toBe(404)
    expect((await (await asPupilOf(a)).post('users/me/school/groups', { name: 'Mine' })).status).toBe(403)
    expect([await snapshotA(), await groupsOf(b.school.id)]).toEqual(before)
  })
})

describe('[groups.list] GET users/me/school/groups and [groups.all] GET users/me/school/groups/all', () => {
  it('pages through the school’s classes with teachers and pupil counts, subgroups on request', async () => {
    const sub = await a.asTeacher.post(`users/me/school/groups/${a.groups[0].id}/groups`, { name: 'Phonics', pupilIds: [a.pupils[1].id] })
    expect(sub.status).toBe(201)
    const page = await a.asTeacher.get('users/me/school/groups', { query: { limit: '2', includeSubgroups: 'true' } })
    expect(page.status).toBe(200)
    expect(page.body).toMatchObject({ totalDocs: 4, limit: 2, totalPages: 2, hasNextPage: true })
    const all = await a.asTeacher.get('users/me/school/groups/all', { query: { includeSubgroups: 'true' } })
    const first = all.body.docs.find((g: any) => g.id === a.groups[0].id)
    expect(first).toMatchObject({ pupil_count: 4, subgroups: [{ id: sub.body.id, name: 'Phonics', pupil_count: 1 }] })
    // Subgroups are not rows of their own.
    expect(ids(all.body.docs)).not.toContain(sub.body.id)
    expect((await a.asTeacher.get('users/me/school/groups', { query: { q: 'ash' } })).body.docs.map((g: any) => g.name)).toEqual([
      'Year 5 Ash',
    ])
  })
  it('[groups.all] predicts each class’s stage from its pupils', async () => {
    await a.asTeacher.put(`users/me/school/groups/${a.groups[0].id}/pupils/setspellingstage`, { stage: 3 })
    await a.asTeacher.put(`users/me/school/pupils/${a.pupils[0].id}`, { stage_spelling: 5 })
    const all = await a.asTeacher.get('users/me/school/groups/all', { query: { predictStage: '1' } })
    expect(all.body.docs.find((g: any) => g.id === a.groups[0].id).predicted_stage).toEqual({ spelling: 3, number: null })
    expect(all.body.docs.find((g: any) => g.id === a.groups[1].id).predicted_stage).toEqual({ spelling: null, number: null })
  })
  it('shows nothing of another school and refuses pupils and bad input', async () => {
    const answer = await b.asTeacher.get('users/me/school/groups/all')
    expect(ids(answer.body.docs)).toEqual(ids(b.groups))
    expect(answer.text).not.toContain(a.marker)
    expect((await b.asTeacher.get('users/me/school/groups')).text).not.toContain(a.marker)
    expect((await (await asPupilOf(a)).get('users/me/school/groups')).status).toBe(403)
    expect((await (await asPupilOf(a)).get('users/me/school/groups/all')).status).toBe(403)
    expect((await a.asTeacher.get('users/me/school/groups', { query: { includeSubgroups: 'perhaps' } })).status).toBe(422)
    expect((await a.asTeacher.get('users/me/school/groups/all', { query: { predictStage: '2' } })).status).toBe(422)
  })
})

describe('[groups.me] GET users/me/groups', () => {
  it('a teacher’s own classes; a pupil’s classes by name only', async () => {
    const mine = await a.asTeacher.get('users/me/groups')
    expect(mine.status).toBe(200)
    expect(ids(mine.body.docs)).toEqual(expect.arrayContaining(ids(a.groups)))
    expect(mine.body.docs[0]).toHaveProperty('pupil_count')
    const asPupil = await asPupilOf(a, 3)
    const theirs = await asPupil.get('users/me/groups')
    expect(theirs.body.docs).toEqual([
      { id: a.groups[0].id, name: a.groups[0].name, parent: null, school_id: a.school.id, createdAt: expect.any(String) },
    ])
    expect((await a.asAdmin.get('users/me/groups')).body.docs.map((g: any) => g.name)).toEqual([])
  })
  it('is 401 signed out', async () => {
    expect((await server.api.get('users/me/groups')).status).toBe(401)
  })
})

describe('[groups.update] PUT users/me/school/groups/{id}', () => {
  it('renames, replaces teachers and pupils, and sets subgroups', async () => {
    const group = (await a.asTeacher.post('users/me/school/groups', { name: 'Temp', pupilIds: [a.pupils[0].id, a.pupils[1].id] })).body
    const sub = (await a.asTeacher.post(`users/me/school/groups/${group.id}/groups`, { name: 'Red', pupilIds: [a.pupils[0].id] })).body
    const answer = await a.asTeacher.put(`users/me/school/groups/${group.id}`, {
      name: 'Year 2 Birch',
      teacherIds: [a.admin.id, a.teacher.id],
      pupilIds: [a.pupils[1].id, a.pupils[2].id],
      subgroups: [{ id: sub.id, name: 'Red table' }, { name: 'Blue table' }],
    })
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({ name: 'Year 2 Birch', pupil_count: 2 })
    expect(ids(answer.body.teachers).sort()).toEqual([a.admin.id, a.teacher.id].sort())
    expect(answer.body.subgroups.map((s: any) => s.name)).toEqual(['Blue table', 'Red table'])
    // Pupil 0 left the class, and so its subgroup too.
    expect(await membersOf(sub.id)).toEqual([])
    const dropped = await a.asTeacher.put(`users/me/school/groups/${group.id}`, { subgroups: [] })
    expect(dropped.body.subgroups).toEqual([])
    expect((await groupsOf(a.school.id)).map((g: any) => g.id)).not.toContain(sub.id)
  })
  it('refuses another school’s class, pupils or teachers (404), pupils (403) and bad input (422), changing nothing', async () => {
    const before = await snapshotA()
    expect((await b.asTeacher.put(`users/me/school/groups/${a.groups[0].id}`, { name: 'Mine' })).status).toBe(404)
    expect((await b.asTeacher.put(`users/me/school/groups/${b.groups[0].id}`, { pupilIds: [a.pupils[0].id] })).status).toBe(404)
    expect(
      (await a.asTeacher.put(`users/me/school/groups/${a.groups[0].id}`, { subgroups: [{ id: b.groups[0].id, name: 'x' }] })).status,
    ).toBe(404)
    expect((await (await asPupilOf(a)).put(`users/me/school/groups/${a.groups[0].id}`, { name: 'Mine' })).status).toBe(403)
    expect((await a.asTeacher.put(`users/me/school/groups/${a.groups[0].id}`, {})).status).toBe(422)
    expect((await a.asTeacher.put(`users/me/school/groups/${a.groups[0].id}`, { name: a.groups[1].name })).status).toBe(422)
    expect(await snapshotA()).toEqual(before)
  })
})

describe('class teachers', () => {
  it('[groups.teachers.set] makes the class’s teachers exactly those named; [groups.teachers.remove] takes them off', async () => {
    const set = await a.asAdmin.put(`users/me/school/groups/${a.groups[1].id}/teachers`, { teacherIds: [a.admin.id] })
    expect(set.status).toBe(200)
    expect(ids(set.body.teachers)).toEqual([a.admin.id])
    const removed = await a.asAdmin.delete(`users/me/school/groups/${a.groups[1].id}/teachers`, { body: { teacherIds: [a.admin.id] } })
    expect(removed.body.teachers).toEqual([])
    await a.asAdmin.put(`users/me/school/groups/${a.groups[1].id}/teachers`, { teacherIds: [a.teacher.id, a.admin.id] })
    expect((await a.asAdmin.delete(`users/me/school/groups/${a.groups[1].id}/teachers`)).body.teachers).toEqual([])
  })
  it('[groups.teachers.set] [groups.teachers.remove] refuse another school’s class or teachers (404), pupils as teachers (404), pupils (403), bad input (422)', async () => {
    const before = await snapshotA()
    expect((await b.asTeacher.put(`users/me/school/groups/${a.groups[0].id}/teachers`, { teacherIds: [b.teacher.id] })).status).toBe(404)
    expect((await b.asTeacher.put(`users/me/school/groups/${b.groups[0].id}/teachers`, { teacherIds: [a.teacher.id] })).status).toBe(404)
    expect((await a.asTeacher.put(`users/me/school/groups/${a.groups[0].id}/teachers`, { teacherIds: [a.pupils[0].id] })).status).toBe(404)
    expect((await b.asTeacher.delete(`users/me/school/groups/${a.groups[0].id}/teachers`)).status).toBe(404)
    expect((await (await asPupilOf(a)).delete(`users/me/school/groups/${a.groups[0].id}/teachers`)).status).toBe(403)
    expect((await a.asTeacher.put(`users/me/school/groups/${a.groups[0].id}/teachers`, { teacherIds: ['x'] })).status).toBe(422)
    expect(await snapshotA()).toEqual(before)
  })
})

describe('class pupils', () => {
  it('[groups.pupils.list] pages through a class’s pupils', async () => {
    const answer = await a.asTeacher.get(`users/me/school/groups/${a.groups[0].id}/pupils`, { query: { limit: '3' } })
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({ totalDocs: 4, limit: 3, hasNextPage: true })
    expect((await b.asTeacher.get(`users/me/school/groups/${a.groups[0].id}/pupils`)).status).toBe(404)
    expect((await (await asPupilOf(a)).get(`users/me/school/groups/${a.groups[0].id}/pupils`)).status).toBe(403)
    expect((await a.asTeacher.get(`users/me/school/groups/${a.groups[0].id}/pupils`, { query: { sort: 'x' } })).status).toBe(422)
  })
  it('[groups.pupils.add] move 0 adds pupils and keeps their other classes; move 1 moves them', async () => {
    const added = await a.asTeacher.post(`users/me/school/groups/${a.groups[1].id}/pupils`, {
      pupilIds: [a.pupils[0].id, a.pupils[1].id],
      move: 0,
    })
    expect(added.status).toBe(200)
    expect(added.body).toMatchObject({ id: a.groups[1].id, pupil_count: 2, added: 2, moved: 0 })
    expect(await membersOf(a.groups[0].id)).toContain(a.pupils[0].id)
    const moved = await a.asTeacher.post(`users/me/school/groups/${a.groups[1].id}/pupils`, { pupilIds: [a.pupils[2].id], move: 1 })
    expect(moved.body.added).toBe(1)
    // Out of every other class it was in (the first class, and one made by an earlier test).
    expect(moved.body.moved).toBe(2)
    expect(await membersOf(a.groups[0].id)).not.toContain(a.pupils[2].id)
    const elsewhere = await server.query("SELECT count(*)::int AS n FROM groups_rels WHERE users_id = $1 AND path = 'pupils'", [
      a.pupils[2].id,
    ])
    expect(elsewhere[0].n).toBe(1)
    expect(await membersOf(a.groups[1].id)).toContain(a.pupils[2].id)
    // Adding again changes nothing.
    expect((await a.asTeacher.post(`users/me/school/groups/${a.groups[1].id}/pupils`, { pupilIds: [a.pupils[2].id] })).body.added).toBe(0)
  })
  it('[groups.pupils.add] refuses another school’s class or pupils (404), pupils (403), bad input (422), changing nothing', async () => {
    const before = [await snapshotA(), await relsOf(b.school.id)]
    expect(
      (await b.asTeacher.post(`users/me/school/groups/${a.groups[0].id}/pupils`, { pupilIds: [b.pupils[0].id], move: 1 })).status,
    ).toBe(404)
    expect(
      (await b.asTeacher.post(`users/me/school/groups/${b.groups[0].id}/pupils`, { pupilIds: [a.pupils[0].id], move: 1 })).status,
    ).toBe(404)
    expect(
      (await (await asPupilOf(a)).post(`users/me/school/groups/${a.groups[0].id}/pupils`, { pupilIds: [a.pupils[0].id] })).status,
    ).toBe(403)
    expect(
      (await a.asTeacher.post(`users/me/school/groups/${a.groups[0].id}/pupils`, { pupilIds: [a.pupils[0].id], move: 2 })).status,
    ).toBe(422)
    expect((await a.asTeacher.post(`users/me/school/groups/${a.groups[0].id}/pupils`, { pupilIds: [] })).status).toBe(422)
    expect([await snapshotA(), await relsOf(b.school.id)]).toEqual(before)
  })
  it('[groups.pupils.remove] takes named pupils out of the class and its subgroups', async () => {
    const group = (await a.asTeacher.post('users/me/school/groups', { name: 'Remove test', pupilIds: ids(a.pupils) })).body
    const sub = (await a.asTeacher.post(`users/me/school/groups/${group.id}/groups`, { name: 'Sub', pupilIds: [a.pupils[0].id] })).body
    const answer = await a.asTeacher.post(`users/me/school/groups/${group.id}/pupils/remove`, { pupilIds: [a.pupils[0].id] })
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({ pupil_count: 3, removed: 2 })
    expect(await membersOf(sub.id)).toEqual([])
    // Someone not in the class is not here to remove.
    expect((await a.asTeacher.post(`users/me/school/groups/${group.id}/pupils/remove`, { pupilIds: [a.pupils[0].id] })).status).toBe(404)
  })
  it('[groups.pupils.remove] [groups.pupils.delete] refuse another school (404), pupils (403) and bad input (422), changing nothing', async () => {
    const before = await snapshotA()
    expect((await b.asTeacher.post(`users/me/school/groups/${a.groups[0].id}/pupils/remove`, { pupilIds: [a.pupils[3].id] })).status).toBe(
      404,
    )
    expect((await b.asTeacher.delete(`users/me/school/groups/${a.groups[0].id}/pupils`)).status).toBe(404)
    expect(
      (await b.asTeacher.delete(`users/me/school/groups/${b.groups[0].id}/pupils`, { body: { pupilIds: [a.pupils[3].id] } })).status,
    ).toBe(404)
    expect((await (await asPupilOf(a)).delete(`users/me/school/groups/${a.groups[0].id}/pupils`)).status).toBe(403)
    expect((await a.asTeacher.post(`users/me/school/groups/${a.groups[0].id}/pupils/remove`, {})).status).toBe(422)
    expect(await snapshotA()).toEqual(before)
  })
  it('[groups.pupils.delete] empties a class, or takes out those named', async () => {
    const group = (await a.asTeacher.post('users/me/school/groups', { name: 'Empty me', pupilIds: ids(a.pupils) })).body
    const some = await a.asTeacher.delete(`users/me/school/groups/${group.id}/pupils`, { body: { pupilIds: [a.pupils[0].id] } })
    expect(some.body.pupil_count).toBe(3)
    const all = await a.asTeacher.delete(`users/me/school/groups/${group.id}/pupils`)
    expect(all.status).toBe(200)
    expect(all.body).toMatchObject({ pupil_count: 0, removed: 3 })
  })
})

describe('subgroups', () => {
  it('[groups.subgroups.create] [groups.subgroups.list] a class’s subgroups', async () => {
    const made = await a.asTeacher.post(`users/me/school/groups/${a.groups[1].id}/groups`, { name: 'Green' })
    expect(made.status).toBe(201)
    expect(made.body).toMatchObject({ name: 'Green', parent: a.groups[1].id, pupil_count: 0 })
    const list = await a.asTeacher.get(`users/me/school/groups/${a.groups[1].id}/groups`)
    expect(list.status).toBe(200)
    expect(list.body.docs.map((g: any) => g.name)).toEqual(['Green'])
    // One level deep only, and names are unique within the class.
    expect((await a.asTeacher.post(`users/me/school/groups/${made.body.id}/groups`, { name: 'Deeper' })).status).toBe(422)
    expect((await a.asTeacher.post(`users/me/school/groups/${a.groups[1].id}/groups`, { name: 'green' })).status).toBe(422)
  })
  it('[groups.subgroups.pupils.add] puts pupils in a subgroup and so in its class', async () => {
    const sub = (await a.asTeacher.post(`users/me/school/groups/${a.groups[1].id}/groups`, { name: 'Yellow' })).body
    const answer = await a.asTeacher.post(`users/me/school/groups/${a.groups[1].id}/groups/${sub.id}/pupils`, {
      pupilIds: [a.pupils[3].id],
    })
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({ id: sub.id, pupil_count: 1 })
    expect(await membersOf(a.groups[1].id)).toContain(a.pupils[3].id)
    // A subgroup of another class is not found under this one.
    const otherSub = (await a.asTeacher.post(`users/me/school/groups/${a.groups[0].id}/groups`, { name: 'Elsewhere' })).body
    expect(
      (await a.asTeacher.post(`users/me/school/groups/${a.groups[1].id}/groups/${otherSub.id}/pupils`, { pupilIds: [a.pupils[3].id] }))
        .status,
    ).toBe(404)
  })
  it('[groups.subgroups.list] [groups.subgroups.create] [groups.subgroups.pupils.add] refuse another school (404), pupils (403), bad input (422), changing nothing', async () => {
    const sub = (await a.asTeacher.get(`users/me/school/groups/${a.groups[1].id}/groups`)).body.docs[0]
    const before = await snapshotA()
    expect((await b.asTeacher.get(`users/me/school/groups/${a.groups[1].id}/groups`)).status).toBe(404)
    expect((await b.asTeacher.post(`users/me/school/groups/${a.groups[1].id}/groups`, { name: 'Mine' })).status).toBe(404)
    expect(
      (await b.asTeacher.post(`users/me/school/groups/${a.groups[1].id}/groups/${sub.id}/pupils`, { pupilIds: [b.pupils[0].id] })).status,
    ).toBe(404)
    expect(
      (await a.asTeacher.post(`users/me/school/groups/${a.groups[1].id}/groups/${sub.id}/pupils`, { pupilIds: [b.pupils[0].id] })).status,
    ).toBe(404)
    expect((await (await asPupilOf(a)).get(`users/me/school/groups/${a.groups[1].id}/groups`)).status).toBe(403)
    expect((await a.asTeacher.post(`users/me/school/groups/${a.groups[1].id}/groups`, { name: '' })).status).toBe(422)
    expect(await snapshotA()).toEqual(before)
  })
})

describe('stages', () => {
  it('[groups.pupils.setnumberstage] [groups.pupils.setspellingstage] set a class’s (or some pupils’) stage', async () => {
    const number = await a.asTeacher.put(`users/me/school/groups/${a.groups[0].id}/pupils/setnumberstage`, { stage: 2 })
    expect(number.status).toBe(200)
    expect(number.body).toEqual({ updated: 3, stage: 2, subject: 'number' })
    const some = await a.asTeacher.put(`users/me/school/groups/${a.groups[0].id}/pupils/setspellingstage`, {
      stage: 6,
      pupilIds: [a.pupils[0].id],
    })
    expect(some.body.updated).toBe(1)
    const rows = await server.query('SELECT id, stage_spelling::int, stage_number::int FROM users WHERE id = $1', [a.pupils[0].id])
    expect(rows[0]).toMatchObject({ stage_spelling: 6, stage_number: 2 })
    expect((await a.asTeacher.put(`users/me/school/groups/${a.groups[0].id}/pupils/setnumberstage`, { stage: null })).body.updated).toBe(3)
  })
  it('[groups.pupils.setnumberstage] [groups.pupils.setspellingstage] refuse another school (404), pupils outside the class (404), pupils (403), bad stages (422)', async () => {
    const before = await server.query('SELECT id, stage_spelling, stage_number FROM users WHERE school_id = $1 ORDER BY id', [a.school.id])
    expect((await b.asTeacher.put(`users/me/school/groups/${a.groups[0].id}/pupils/setnumberstage`, { stage: 1 })).status).toBe(404)
    expect(
      (await b.asTeacher.put(`users/me/school/groups/${b.groups[0].id}/pupils/setspellingstage`, { stage: 1, pupilIds: [a.pupils[0].id] }))
        .status,
    ).toBe(404)
    expect((await (await asPupilOf(a)).put(`users/me/school/groups/${a.groups[0].id}/pupils/setnumberstage`, { stage: 1 })).status).toBe(
      403,
    )
    expect((await a.asTeacher.put(`users/me/school/groups/${a.groups[0].id}/pupils/setspellingstage`, { stage: 7 })).status).toBe(422)
    expect((await a.asTeacher.put(`users/me/school/groups/${a.groups[0].id}/pupils/setspellingstage`, { stage: 2.5 })).status).toBe(422)
    expect(
      await server.query('SELECT id, stage_spelling, stage_number FROM users WHERE school_id = $1 ORDER BY id', [a.school.id]),
    ).toEqual(before)
  })
})

describe('deleting classes', () => {
  it('[groups.delete] deletes a class and its subgroups; its pupils stay', async () => {
    const group = (await a.asTeacher.post('users/me/school/groups', { name: 'Doomed', pupilIds: [a.pupils[0].id] })).body
    const sub = (await a.asTeacher.post(`users/me/school/groups/${group.id}/groups`, { name: 'Doomed sub' })).body
    const answer = await a.asTeacher.delete(`users/me/school/groups/${group.id}`)
    expect(answer.status).toBe(200)
    expect(answer.body.ids.sort()).toEqual([group.id, sub.id].sort())
    expect((await groupsOf(a.school.id)).map((g: any) => g.id)).not.toContain(group.id)
    expect((await a.asTeacher.get(`users/me/school/pupils/${a.pupils[0].id}`)).status).toBe(200)
  })
  it('[groups.delete] refuses another school’s class (404) and pupils (403)', async () => {
    const before = await snapshotA()
    expect((await b.asAdmin.delete(`users/me/school/groups/${a.groups[0].id}`)).status).toBe(404)
    expect((await (await asPupilOf(a)).delete(`users/me/school/groups/${a.groups[0].id}`)).status).toBe(403)
    expect((await a.asTeacher.delete('users/me/school/groups/abc')).body.code).toBe('ROUTE_NOT_FOUND')
    expect(await snapshotA()).toEqual(before)
  })
  it('[groups.delete_all] deletes every class of the admin’s school only; teachers who are not admins may not', async () => {
    const school = await makeSchoolThroughApi(server, { pupils: 1, classes: 3 })
    const before = [await snapshotA(), await groupsOf(b.school.id)]
    expect((await school.asTeacher.delete('users/me/school/groups/all')).status).toBe(403)
    expect((await (await asPupilOf(school)).delete('users/me/school/groups/all')).status).toBe(403)
    const answer = await school.asAdmin.delete('users/me/school/groups/all')
    expect(answer.status).toBe(200)
    expect(answer.body.deleted).toBe(3)
    expect(await groupsOf(school.school.id)).toEqual([])
    expect([await snapshotA(), await groupsOf(b.school.id)]).toEqual(before)
  })
})

describe('GET users/me/school/groups/{id} (outside the catalogue)', () => {
  it('answers one class of the school, 404 for another school’s', async () => {
    const answer = await a.asTeacher.get(`users/me/school/groups/${a.groups[0].id}`)
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({ id: a.groups[0].id, predicted_stage: expect.any(Object), subgroups: expect.any(Array) })
    expect((await b.asTeacher.get(`users/me/school/groups/${a.groups[0].id}`)).status).toBe(404)
  })
})
