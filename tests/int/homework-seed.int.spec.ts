import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seed } from '../../seed'
import { demoSchools, DEMO_PUPIL_PASSWORD, DEMO_STAFF_PASSWORD } from '../../seed/demo'
import { signIn, signInPupil } from '../helpers/factories'
import { startTestServer, type OwnTestServer } from '../helpers/server'

let server: OwnTestServer

beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server?.close())

describe('demo homework in the seed', () => {
  it('sets this week’s scheme list and a set of the next four for each demo class, once', async () => {
    await seed({ payload: server.payload })
    const count = async () =>
      (await server.query(`SELECT (SELECT count(*) FROM homework) || '/' || (SELECT count(*) FROM homework_sets) AS n`))[0].n
    const before = await count()
    expect(before).toBe(`${demoSchools.length * 5}/${demoSchools.length}`)
    await seed({ payload: server.payload })
    expect(await count()).toBe(before)

    const oakfield = demoSchools[0]
    const asTeacher = await signIn(server.api, oakfield.teachers[0].username, DEMO_STAFF_PASSWORD)
    const current = await asTeacher.get('homework', { query: { status: 'open' } })
    expect(current.body.docs).toHaveLength(1)
    expect(current.body.docs[0]).toMatchObject({
      items: [{ product: 'spelling', settings: { difficulty: 2, test: false } }],
      groups: [{ name: oakfield.className }],
      pupil_count: oakfield.pupils,
    })
    const sets = await asTeacher.get('homework/multi')
    expect(sets.body.docs).toMatchObject([{ homework_count: 4 }])
    const [school] = await server.query(`SELECT id FROM schools WHERE code = $1`, [oakfield.code])
    const pupil = await signInPupil(server.api, school.id, 'amberbadger', DEMO_PUPIL_PASSWORD)
    const mine = await pupil.get('homework')
    expect(mine.body.docs.map((h: any) => h.id)).toEqual([current.body.docs[0].id])
  })
})
