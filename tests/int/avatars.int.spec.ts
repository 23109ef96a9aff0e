import { beforeAll, describe, expect, it } from 'vitest'
import { avatarHash } from '../../lib/avatar/avatar'
import { makeSchoolWithPeople, sessionFor } from '../helpers/factories'
import { testServer, type TestServer } from '../helpers/server'

let server: TestServer
let a: Awaited<ReturnType<typeof makeSchoolWithPeople>>
let b: Awaited<ReturnType<typeof makeSchoolWithPeople>>

beforeAll(async () => {
  server = await testServer()
  a = await makeSchoolWithPeople(server.payload, server.api)
  b = await makeSchoolWithPeople(server.payload, server.api)
})

const pupilPath = (id: number) => `users/me/school/pupils/${id}/avatarpurchases`

describe('[avatars.me.update] PUT users/me/avatar', () => {
  it('saves a valid avatar with its hash, which the session user then shows', async () => {
    const asPupil = await sessionFor(server.payload, server.api, a.pupils[0].id)
    const avatar = { hair: 'curly', skinColor: '#8d5524', eyes: 'happy' }
    const answer = await asPupil.put('users/me/avatar', { avatar: JSON.stringify(avatar) })
    expect(answer.status).toBe(200)
    expect(answer.body.avatar_hash).toBe(avatarHash(avatar))
    const me = await asPupil.get('users/me')
    expect(JSON.parse(me.body.user.avatar)).toEqual(avatar)
    expect(me.body.user.avatar_hash).toBe(avatarHash(avatar))
  })
  it('refuses unknown parts, off-palette colours and items not bought, changing nothing', async () => {
    const asPupil = await sessionFor(server.payload, server.api, a.pupils[1].id)
    const bad = await asPupil.put('users/me/avatar', { avatar: JSON.stringify({ hair: 'laser', eyeColor: '#123456', tail: 'x' }) })
    expect(bad.status).toBe(422)
    expect(bad.body.fields.map((f: any) => f.path)).toEqual(['avatar.hair', 'avatar.eyeColor', 'avatar.tail'])
    const locked = await asPupil.put('users/me/avatar', { avatar: JSON.stringify({ pet: 'dragon' }) })
    expect(locked.status).toBe(422)
    expect(locked.body.fields[0].message).toMatch(/Buy dragon/)
    const notJson = await asPupil.put('users/me/avatar', { avatar: '{oops' })
    expect(notJson.status).toBe(422)
    expect((await asPupil.get('users/me')).body.user.avatar).toBeNull()
  })
  it('is 401 signed out', async () => {
    expect((await server.api.put('users/me/avatar', { avatar: '{}' })).status).toBe(401)
  })
})

describe('coins and purchases', () => {
  it('[avatars.pupil.purchases.add] a teacher gives a pupil coins; [avatars.me.purchases.buy] the pupil buys an owl and wears it', async () => {
    const pupil = a.pupils[0]
    const granted = await a.asTeacher.post(pupilPath(pupil.id), { type: 'reward', amount: 100 })
    expect(granted.status).toBe(201)
    expect(granted.body.balance).toBe(100)

    const asPupil = await sessionFor(server.payload, server.api, pupil.id)
    const bought = await asPupil.put('users/me/avatarpurchases', { type: 'pet', key: 'owl' })
    expect(bought.status).toBe(200)
    expect(bought.body.balance).toBe(30)
    expect(bought.body.owned).toEqual([{ type: 'pet', key: 'owl' }])
    expect((await asPupil.put('users/me/avatar', { avatar: JSON.stringify({ pet: 'owl' }) })).status).toBe(200)

    const again = await asPupil.put('users/me/avatarpurchases', { type: 'pet', key: 'owl' })
    expect(again.status).toBe(409)
    const tooDear = await asPupil.put('users/me/avatarpurchases', { type: 'pet', key: 'dragon' })
    expect(tooDear.status).toBe(409)
    expect(tooDear.body.error).toBe('This costs 100 coins and you have 30')
    expect((await asPupil.get('users/me/avatarpurchases')).body.balance).toBe(30)
  })

  it('[avatars.me.purchases.list] lists the ledger newest first', async () => {
    const asPupil = await sessionFor(server.payload, server.api, a.pupils[0].id)
    const list = await asPupil.get('users/me/avatarpurchases')
    expect(list.status).toBe(200)
    expect(list.body.docs.map((d: any) => d.amount)).toEqual([-70, 100])
  })

  it('[avatars.me.purchases.buy] refuses unknown items and free ones', async () => {
    const asPupil = await sessionFor(server.payload, server.api, a.pupils[1].id)
    expect((await asPupil.put('users/me/avatarpurchases', { type: 'pet', key: 'unicorn' })).status).toBe(422)
    expect((await asPupil.put('users/me/avatarpurchases', { type: 'hair', key: 'curly' })).status).toBe(409)
    expect((await asPupil.put('users/me/avatarpurchases', { type: 'pet' })).status).toBe(422)
  })

  it('[avatars.pupil.purchases.list] shows staff a pupil of their school, and not of another school', async () => {
    const mine = await a.asAdmin.get(pupilPath(a.pupils[0].id))
    expect(mine.status).toBe(200)
    expect(mine.body.balance).toBe(30)
    expect((await a.asTeacher.get(pupilPath(b.pupils[0].id))).status).toBe(404)
    const asPupil = await sessionFor(server.payload, server.api, a.pupils[1].id)
    expect((await asPupil.get(pupilPath(a.pupils[0].id))).status).toBe(403)
  })

  it('[avatars.pupil.purchases.add] refuses pupils, other schools and bad amounts, writing nothing', async () => {
    const before = await server.query('SELECT count(*)::int AS n FROM avatar_purchases')
    const asPupil = await sessionFor(server.payload, server.api, a.pupils[1].id)
    expect((await asPupil.post(pupilPath(a.pupils[1].id), { type: 'coins', amount: 500 })).status).toBe(403)
    expect((await b.asTeacher.post(pupilPath(a.pupils[1].id), { type: 'coins', amount: 5 })).status).toBe(404)
    for (const body of [
      { type: 'coins', amount: 0 },
      { type: 'coins', amount: 2.5 },
      { type: 'coins', amount: 5000 },
      { type: 'gold', amount: 5 },
    ]) {
      expect((await a.asTeacher.post(pupilPath(a.pupils[1].id), body)).status).toBe(422)
    }
    expect(await server.query('SELECT count(*)::int AS n FROM avatar_purchases')).toEqual(before)
  })

  it('[avatars.pupil.purchases.remove] undoes one entry of a pupil of the school only', async () => {
    const granted = await a.asTeacher.post(pupilPath(a.pupils[1].id), { type: 'coins', amount: 10 })
    expect((await b.asAdmin.delete(pupilPath(a.pupils[1].id), { query: { entry: String(granted.body.id) } })).status).toBe(404)
    expect((await a.asTeacher.delete(pupilPath(a.pupils[0].id), { query: { entry: String(granted.body.id) } })).status).toBe(404)
    const removed = await a.asTeacher.delete(pupilPath(a.pupils[1].id), { query: { entry: String(granted.body.id) } })
    expect(removed.status).toBe(200)
    expect(removed.body.balance).toBe(0)
    expect((await a.asTeacher.delete(pupilPath(a.pupils[1].id))).status).toBe(422)
  })
})
