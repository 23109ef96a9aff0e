import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { demoSchools, DEMO_STAFF_PASSWORD } from '../../seed/demo'
import { seed } from '../../seed'
import { signIn } from '../helpers/factories'
import { startTestServer, type OwnTestServer } from '../helpers/server'

let server: OwnTestServer

beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server?.close())

describe('demo seed for school management', () => {
  it('is idempotent, gives demo pupils stages, and its staff manage their school through the API', async () => {
    await seed({ payload: server.payload })
    const before = await server.query('SELECT id, name, name_sort, stage_spelling, stage_number, school_id, role FROM users ORDER BY id')
    const again = await seed({ payload: server.payload })
    expect(again.created).toBe(0)
    expect(await server.query('SELECT id, name, name_sort, stage_spelling, stage_number, school_id, role FROM users ORDER BY id')).toEqual(
      before,
    )

    const oakfield = demoSchools[0]
    const asTeacher = await signIn(server.api, oakfield.teachers[0].username, DEMO_STAFF_PASSWORD)
    const pupils = await asTeacher.get('users/me/school/pupils', { query: { limit: '100' } })
    expect(pupils.body.totalDocs).toBe(oakfield.pupils)
    expect(pupils.body.docs.every((p: any) => p.stage_spelling >= 1 && p.stage_number >= 1)).toBe(true)
    expect(pupils.body.docs[0].groups.map((g: any) => g.name)).toEqual([oakfield.className])
    const schools = await asTeacher.get('users/me/schools')
    expect(schools.body.docs).toEqual([{ id: expect.any(Number), name: oakfield.name, admin: false, current: true }])
    const classes = await asTeacher.get('users/me/school/groups/all', { query: { predictStage: 'true' } })
    expect(classes.body.docs[0].predicted_stage).toEqual({ spelling: oakfield.stage, number: oakfield.stage })
  })
})
