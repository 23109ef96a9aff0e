/**
 * Login cards (outside the catalogue): a class's new passwords, or QR codes with sign-in keys the
 * player exchanges at POST auth/key, revocable per class.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { PUPIL_PASSWORD_PATTERN } from '../../lib/school/pupil-passwords'
import { makeSchoolThroughApi, signInPupil } from '../helpers/factories'
import { testServer, type TestServer } from '../helpers/server'

let server: TestServer
let a: Awaited<ReturnType<typeof makeSchoolThroughApi>>
let b: Awaited<ReturnType<typeof makeSchoolThroughApi>>

beforeAll(async () => {
  server = await testServer()
  a = await makeSchoolThroughApi(server, { pupils: 3, classes: 2 })
  b = await makeSchoolThroughApi(server, { pupils: 1 })
})

const credentials = (schoolId: number) =>
  server.query('SELECT id, password_hash, sign_in_key_hash FROM users WHERE school_id = $1 ORDER BY id', [schoolId])

describe('class passwords: POST users/me/school/groups/{id}/pupils/passwords', () => {
  it('gives every pupil of the class a new password, shown once; the old ones stop working and lock-outs lift', async () => {
    const old = a.pupils[0]
    for (let i = 0; i < 6; i++)
      await server.api.post('auth/school_id', {
        school_id: String(a.school.id),
        school_username: old.school_username,
        password: 'wrong-guess-00',
      })
    const answer = await a.asTeacher.post(`users/me/school/groups/${a.groups[0].id}/pupils/passwords`)
    expect(answer.status).toBe(200)
    expect(answer.body.totalDocs).toBe(3)
    for (const card of answer.body.docs) {
      expect(card).toEqual({
        id: expect.any(Number),
        name: expect.any(String),
        school_username: expect.any(String),
        school_id: a.school.id,
        password: expect.stringMatching(PUPIL_PASSWORD_PATTERN),
      })
    }
    expect(
      (
        await server.api.post('auth/school_id', {
          school_id: String(a.school.id),
          school_username: old.school_username,
          password: old.password,
        })
      ).status,
    ).toBe(401)
    const card = answer.body.docs.find((c: any) => c.id === old.id)
    await signInPupil(server.api, a.school.id, card.school_username, card.password)
    for (const c of answer.body.docs) a.pupils.find((p) => p.id === c.id)!.password = c.password
  })
  it('refuses another school’s class (404) and pupils (403), changing nothing', async () => {
    const before = await credentials(a.school.id)
    expect((await b.asAdmin.post(`users/me/school/groups/${a.groups[0].id}/pupils/passwords`)).status).toBe(404)
    const asPupil = await signInPupil(server.api, a.school.id, a.pupils[1].school_username, a.pupils[1].password)
    expect((await asPupil.post(`users/me/school/groups/${a.groups[0].id}/pupils/passwords`)).status).toBe(403)
    expect(await credentials(a.school.id)).toEqual(before)
  })
})

describe('sign-in keys: POST|DELETE users/me/school/groups/{id}/pupils/signinkeys and POST auth/key', () => {
  it('issues a key per pupil that signs them in from the player; new keys replace old ones', async () => {
    const issued = await a.asTeacher.post(`users/me/school/groups/${a.groups[0].id}/pupils/signinkeys`)
    expect(issued.status).toBe(200)
    expect(issued.body.docs).toHaveLength(3)
    const card = issued.body.docs[0]
    expect(card.url).toBe(`${new URL(card.url).origin}/play/#key=${card.key}`)
    const [row] = await server.query('SELECT sign_in_key_hash FROM users WHERE id = $1', [card.id])
    expect(row.sign_in_key_hash).not.toContain(card.key)
    const signedIn = await server.api.post('auth/key', { key: card.key })
    expect(signedIn.status).toBe(200)
    expect(signedIn.body.user).toMatchObject({ id: card.id, role: 'pupil', school: { id: a.school.id } })
    expect(signedIn.headers.get('set-cookie')).toContain('_session-token_=')
    expect((await a.asTeacher.get(`users/me/school/pupils/${card.id}`)).body.has_sign_in_key).toBe(true)

    const reissued = await a.asTeacher.post(`users/me/school/groups/${a.groups[0].id}/pupils/signinkeys`)
    expect((await server.api.post('auth/key', { key: card.key })).status).toBe(401)
    expect((await server.api.post('auth/key', { key: reissued.body.docs[0].key })).status).toBe(200)
  })
  it('revoking a class’s keys stops them working; deleting a pupil retires theirs', async () => {
    const issued = (await a.asTeacher.post(`users/me/school/groups/${a.groups[0].id}/pupils/signinkeys`)).body.docs
    const revoked = await a.asTeacher.delete(`users/me/school/groups/${a.groups[0].id}/pupils/signinkeys`)
    expect(revoked.status).toBe(200)
    expect(revoked.body.revoked).toBe(3)
    for (const card of issued) expect((await server.api.post('auth/key', { key: card.key })).status).toBe(401)
    const again = (await a.asTeacher.post(`users/me/school/groups/${a.groups[0].id}/pupils/signinkeys`)).body.docs
    await a.asTeacher.delete('users/me/school/pupils', { body: { pupilIds: [again[0].id] } })
    expect((await server.api.post('auth/key', { key: again[0].key })).status).toBe(401)
    expect((await server.api.post('auth/key', { key: again[1].key })).status).toBe(200)
  })
  it('refuses another school’s class (404), pupils (403), and malformed keys (422), changing nothing', async () => {
    const before = await credentials(a.school.id)
    expect((await b.asAdmin.post(`users/me/school/groups/${a.groups[0].id}/pupils/signinkeys`)).status).toBe(404)
    expect((await b.asAdmin.delete(`users/me/school/groups/${a.groups[0].id}/pupils/signinkeys`)).status).toBe(404)
    const asPupil = await signInPupil(server.api, a.school.id, a.pupils[1].school_username, a.pupils[1].password)
    expect((await asPupil.post(`users/me/school/groups/${a.groups[0].id}/pupils/signinkeys`)).status).toBe(403)
    expect((await server.api.post('auth/key', { key: 'short' })).status).toBe(422)
    expect((await server.api.post('auth/key', { key: 'x'.repeat(32) })).status).toBe(401)
    expect(await credentials(a.school.id)).toEqual(before)
  })
})
