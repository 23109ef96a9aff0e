import { beforeAll, describe, expect, it } from 'vitest'
import { createSession } from '../../lib/auth/sessions'
import { makeSchoolWithPeople, makeUser, signIn, STAFF_PASSWORD } from '../helpers/factories'
import { arrangeAuthenticator, deviceCookieOf, sessionRow, signInHalfway, stalePassword } from '../helpers/mfa'
import { testServer, type TestServer } from '../helpers/server'

let server: TestServer
let oak: Awaited<ReturnType<typeof makeSchoolWithPeople>>
let elm: Awaited<ReturnType<typeof makeSchoolWithPeople>>
let support: any

const CHROME_ON_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36'
const SAFARI_ON_IPAD = 'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/604.1'

beforeAll(async () => {
  server = await testServer()
  oak = await makeSchoolWithPeople(server.payload, server.api)
  elm = await makeSchoolWithPeople(server.payload, server.api)
  support = await makeUser(server.payload, 'superuser')
})

/** A fully signed-in session whose password was just checked. */
const fullSession = async (userId: number) =>
  server.api.as((await createSession(server.payload, undefined, { userId, passwordVerified: true })).token)

/** Trusts a device for a user over the API, as that user on that browser. */
async function trustFor(userId: number, userAgent = CHROME_ON_WINDOWS) {
  const answer = await (await fullSession(userId)).post('users/me/devices', undefined, { headers: { 'User-Agent': userAgent } })
  if (answer.status !== 201) throw new Error(`trusting a device failed: ${answer.status} ${answer.text}`)
  return { id: answer.body.device.id as number, token: answer.body.deviceToken as string }
}

const devicesOf = async (userId: number) =>
  (await server.query('SELECT id FROM devices WHERE user_id = $1 ORDER BY id', [userId])).map((r: any) => r.id)

/** A staff member of a school with an authenticator, so that sign-in without a trusted device asks for a code. */
async function staffWithAuthenticator(schoolId: number) {
  const user = await makeUser(server.payload, 'teacher', { school: schoolId })
  await arrangeAuthenticator(server, user.id)
  return user
}

const signInOn = (username: string, deviceToken: string) =>
  server.api.post('auth', { username, password: STAFF_PASSWORD }, { headers: { 'X-Device-Token': deviceToken } })

describe('[devices.me.trust] POST users/me/devices', () => {
  it('trusts the device the request comes from: a cookie and token, named after the browser, and sign-in on it skips the second factor', async () => {
    const user = await staffWithAuthenticator(oak.school.id)
    const api = await fullSession(user.id)
    const answer = await api.post('users/me/devices', undefined, { headers: { 'User-Agent': CHROME_ON_WINDOWS } })
    expect(answer.status).toBe(201)
    expect(answer.body.device).toEqual({
      id: expect.any(Number),
      name: 'Chrome on Windows',
      createdAt: expect.any(String),
      lastUsedAt: expect.any(String),
      current: true,
    })
    const cookie = deviceCookieOf(answer.headers)!
    expect(cookie.token).toBe(answer.body.deviceToken)
    expect(cookie.cookie).toMatch(/HttpOnly/)
    expect(new Date(/Expires=([^;]+)/.exec(cookie.cookie)![1]).getTime()).toBeGreaterThan(Date.now() + 300 * 86_400_000)
    expect((await sessionRow(server, api.token!))?.device_id).toBe(answer.body.device.id)
    const signedIn = await signInOn(user.username, answer.body.deviceToken)
    expect(signedIn.body.mfaRequired).toBeUndefined()
    expect(signedIn.body.user.id).toBe(user.id)
    expect((await sessionRow(server, signedIn.body.token))?.device_id).toBe(answer.body.device.id)
  })

  it('takes a name, and answers an already trusted device as it is (200, no new token)', async () => {
    const user = await staffWithAuthenticator(oak.school.id)
    const api = await fullSession(user.id)
    const named = await api.post('users/me/devices', { name: 'Classroom laptop' })
    expect(named.status).toBe(201)
    expect(named.body.device.name).toBe('Classroom laptop')
    const again = await api.post('users/me/devices', undefined, { headers: { 'X-Device-Token': named.body.deviceToken } })
    expect(again.status).toBe(200)
    expect(again.body.device.id).toBe(named.body.device.id)
    expect(again.body.deviceToken).toBeUndefined()
    expect(deviceCookieOf(again.headers)).toBeNull()
    expect(await devicesOf(user.id)).toEqual([named.body.device.id])
  })

  it('needs a recent password (403), a signed-in session (401, also while the second factor is owed)', async () => {
    const user = await staffWithAuthenticator(oak.school.id)
    const api = await fullSession(user.id)
    await stalePassword(server, api.token!)
    const stale = await api.post('users/me/devices')
    expect(stale.status).toBe(403)
    expect(stale.body.code).toBe('PASSWORD_REVERIFICATION_REQUIRED')
    expect((await server.api.post('users/me/devices')).status).toBe(401)
    const { api: pending } = await signInHalfway(server.api, user.username)
    const owed = await pending.post('users/me/devices')
    expect(owed.status).toBe(401)
    expect(owed.body.authHint).toBe('mfa')
    expect(await devicesOf(user.id)).toEqual([])
  })

  it('refuses a bad name and unknown fields with 422, trusting nothing', async () => {
    const user = await staffWithAuthenticator(oak.school.id)
    const api = await fullSession(user.id)
    const cases: [unknown, string[]][] = [
      [{ name: 42 }, ['name']],
      [{ name: '   ' }, ['name']],
      [{ name: 'x'.repeat(81) }, ['name']],
      [{ trusted: true }, ['trusted']],
    ]
    for (const [body, paths] of cases) {
      const answer = await api.post('users/me/devices', body)
      expect(answer.status).toBe(422)
      expect(answer.body.fields.map((f: any) => f.path)).toEqual(paths)
    }
    expect(await devicesOf(user.id)).toEqual([])
  })
})

describe('[devices.me.list] GET users/me/devices', () => {
  it("lists the user's own devices, most recently used first, marking the one this session is on", async () => {
    const user = await staffWithAuthenticator(oak.school.id)
    const other = await staffWithAuthenticator(oak.school.id)
    const ipad = await trustFor(user.id, SAFARI_ON_IPAD)
    const pc = await trustFor(user.id, CHROME_ON_WINDOWS)
    await trustFor(other.id)
    // Signing in on the iPad makes it the most recently used, and this session's device.
    const onIpad = await signInOn(user.username, ipad.token)
    const answer = await server.api.as(onIpad.body.token).get('users/me/devices')
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({ totalDocs: 2, page: 1, hasNextPage: false })
    expect(answer.body.docs.map((d: any) => [d.id, d.name, d.current])).toEqual([
      [ipad.id, 'Safari on iOS', true],
      [pc.id, 'Chrome on Windows', false],
    ])
    expect(Object.keys(answer.body.docs[0]).sort()).toEqual(['createdAt', 'current', 'id', 'lastUsedAt', 'name'])
    const paged = await server.api.as(onIpad.body.token).get('users/me/devices', { query: { limit: '1', page: '2' } })
    expect(paged.body.docs.map((d: any) => d.id)).toEqual([pc.id])
  })

  it('is 401 when not signed in, and 422 for a bad page, limit or unknown query field', async () => {
    expect((await server.api.get('users/me/devices')).status).toBe(401)
    const api = await fullSession(oak.teacher.id)
    for (const [query, path] of [
      [{ page: '0' }, 'query.page'],
      [{ limit: '500' }, 'query.limit'],
      [{ limit: 'ten' }, 'query.limit'],
      [{ user: '1' }, 'query.user'],
    ] as const) {
      const answer = await api.get('users/me/devices', { query })
      expect(answer.status).toBe(422)
      expect(answer.body.fields.map((f: any) => f.path)).toEqual([path])
    }
  })
})

describe('[devices.user.list] GET users/{id}/devices', () => {
  it("lets a school admin see the devices of their own school's staff and pupils", async () => {
    const teacher = await staffWithAuthenticator(oak.school.id)
    const device = await trustFor(teacher.id)
    const pupilDevice = await trustFor(oak.pupils[0].id, SAFARI_ON_IPAD)
    const staff = await oak.asAdmin.get(`users/${teacher.id}/devices`)
    expect(staff.status).toBe(200)
    expect(staff.body.docs).toEqual([
      { id: device.id, name: 'Chrome on Windows', createdAt: expect.any(String), lastUsedAt: expect.any(String), current: false },
    ])
    const pupil = await oak.asAdmin.get(`users/${oak.pupils[0].id}/devices`)
    expect(pupil.body.docs.map((d: any) => d.id)).toEqual([pupilDevice.id])
  })

  it("lets a superuser see anyone's", async () => {
    const teacher = await staffWithAuthenticator(elm.school.id)
    const device = await trustFor(teacher.id)
    const answer = await (await signIn(server.api, support.username)).get(`users/${teacher.id}/devices`)
    expect(answer.status).toBe(200)
    expect(answer.body.docs.map((d: any) => d.id)).toEqual([device.id])
  })

  it('answers a school admin of another school 404, as if there were no such user; teachers and pupils 403; no one 401', async () => {
    const teacher = await staffWithAuthenticator(oak.school.id)
    await trustFor(teacher.id)
    const foreign = await elm.asAdmin.get(`users/${teacher.id}/devices`)
    expect(foreign.status).toBe(404)
    expect(JSON.stringify(foreign.body)).not.toContain('Chrome')
    expect((await oak.asTeacher.get(`users/${teacher.id}/devices`)).status).toBe(403)
    expect((await (await fullSession(oak.pupils[0].id)).get(`users/${teacher.id}/devices`)).status).toBe(403)
    expect((await server.api.get(`users/${teacher.id}/devices`)).status).toBe(401)
    // Nor a superuser's, nor anyone outside a school, for a school admin.
    expect((await oak.asAdmin.get(`users/${support.id}/devices`)).status).toBe(404)
  })

  it('is 404 for an unknown user and for an id that is not one (no such route), 422 for a bad page', async () => {
    expect((await oak.asAdmin.get('users/999999/devices')).status).toBe(404)
    const notAnId = await oak.asAdmin.get('users/abc/devices')
    expect(notAnId.status).toBe(404)
    expect(notAnId.body.code).toBe('ROUTE_NOT_FOUND')
    expect((await oak.asAdmin.get(`users/${oak.teacher.id}/devices`, { query: { page: '-1' } })).status).toBe(422)
  })
})

describe('[devices.user.remove_all] DELETE users/{id}/devices', () => {
  it("lets a school admin remove all of a teacher's devices: none skips the second factor any more and their sessions end", async () => {
    const teacher = await staffWithAuthenticator(oak.school.id)
    const [a, b] = [await trustFor(teacher.id), await trustFor(teacher.id, SAFARI_ON_IPAD)]
    const keep = await trustFor(oak.admin.id)
    const onA = await signInOn(teacher.username, a.token)
    expect(onA.body.user.id).toBe(teacher.id)
    const answer = await oak.asAdmin.delete(`users/${teacher.id}/devices`)
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual({ removed: 2 })
    expect(await devicesOf(teacher.id)).toEqual([])
    expect(await devicesOf(oak.admin.id)).toEqual([keep.id])
    expect((await server.api.as(onA.body.token).get('users/me')).status).toBe(401)
    for (const device of [a, b]) expect((await signInOn(teacher.username, device.token)).body.mfaRequired).toBe('authenticator')
    expect((await oak.asAdmin.delete(`users/${teacher.id}/devices`)).body).toEqual({ removed: 0 })
  })

  it('keeps the caller signed in when a school admin removes the devices of their own, including the one they are on', async () => {
    const { admin } = await makeSchoolWithPeople(server.payload, server.api)
    const device = await trustFor(admin.id)
    const onDevice = server.api.as((await signInOn(admin.username, device.token)).body.token)
    expect((await sessionRow(server, onDevice.token!))?.device_id).toBe(device.id)
    const answer = await onDevice.delete(`users/${admin.id}/devices`)
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual({ removed: 1 })
    expect((await onDevice.get('users/me')).status).toBe(200)
    expect((await sessionRow(server, onDevice.token!))?.device_id).toBeNull()
  })

  it("lets a superuser remove anyone's devices", async () => {
    const teacher = await staffWithAuthenticator(elm.school.id)
    await trustFor(teacher.id)
    const answer = await (await signIn(server.api, support.username)).delete(`users/${teacher.id}/devices`)
    expect(answer.body).toEqual({ removed: 1 })
  })

  it('refuses a school admin of another school (404), teachers and pupils (403), no one (401), removing nothing', async () => {
    const teacher = await staffWithAuthenticator(oak.school.id)
    const device = await trustFor(teacher.id)
    expect((await elm.asAdmin.delete(`users/${teacher.id}/devices`)).status).toBe(404)
    expect((await oak.asTeacher.delete(`users/${teacher.id}/devices`)).status).toBe(403)
    expect((await (await fullSession(teacher.id)).delete(`users/${teacher.id}/devices`)).status).toBe(403)
    expect((await (await fullSession(oak.pupils[1].id)).delete(`users/${teacher.id}/devices`)).status).toBe(403)
    expect((await server.api.delete(`users/${teacher.id}/devices`)).status).toBe(401)
    expect(await devicesOf(teacher.id)).toEqual([device.id])
    expect((await signInOn(teacher.username, device.token)).body.user.id).toBe(teacher.id)
  })

  it('is 404 for an id that is not one (no such route), 422 for a body with fields, removing nothing', async () => {
    const teacher = await staffWithAuthenticator(oak.school.id)
    const device = await trustFor(teacher.id)
    expect((await oak.asAdmin.delete('users/me/devices')).status).toBe(404)
    const withBody = await oak.asAdmin.request('DELETE', `users/${teacher.id}/devices`, { body: { except: [device.id] } })
    expect(withBody.status).toBe(422)
    expect(withBody.body.fields).toEqual([{ path: 'except', message: 'Unknown field' }])
    expect(await devicesOf(teacher.id)).toEqual([device.id])
  })
})

describe('[devices.user.remove] DELETE users/{id}/devices/{deviceId}', () => {
  it('lets a school admin remove one device of a pupil or teacher of their school; the others still work', async () => {
    const teacher = await staffWithAuthenticator(oak.school.id)
    const [lost, kept] = [await trustFor(teacher.id), await trustFor(teacher.id, SAFARI_ON_IPAD)]
    const answer = await oak.asAdmin.delete(`users/${teacher.id}/devices/${lost.id}`)
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual({ removed: 1 })
    expect(await devicesOf(teacher.id)).toEqual([kept.id])
    expect((await signInOn(teacher.username, lost.token)).body.mfaRequired).toBe('authenticator')
    expect((await signInOn(teacher.username, kept.token)).body.user.id).toBe(teacher.id)
    const pupilDevice = await trustFor(oak.pupils[0].id)
    expect((await oak.asAdmin.delete(`users/${oak.pupils[0].id}/devices/${pupilDevice.id}`)).body).toEqual({ removed: 1 })
  })

  it("is 404 for a device that is not that user's, removing nothing", async () => {
    const teacher = await staffWithAuthenticator(oak.school.id)
    const theirs = await trustFor(oak.teacher.id)
    const answer = await oak.asAdmin.delete(`users/${teacher.id}/devices/${theirs.id}`)
    expect(answer.status).toBe(404)
    expect(await devicesOf(oak.teacher.id)).toContain(theirs.id)
    expect((await oak.asAdmin.delete(`users/${teacher.id}/devices/999999`)).status).toBe(404)
  })

  it('refuses a school admin of another school (404), teachers and pupils (403), no one (401)', async () => {
    const teacher = await staffWithAuthenticator(oak.school.id)
    const device = await trustFor(teacher.id)
    expect((await elm.asAdmin.delete(`users/${teacher.id}/devices/${device.id}`)).status).toBe(404)
    expect((await oak.asTeacher.delete(`users/${teacher.id}/devices/${device.id}`)).status).toBe(403)
    expect((await (await fullSession(oak.pupils[0].id)).delete(`users/${teacher.id}/devices/${device.id}`)).status).toBe(403)
    expect((await server.api.delete(`users/${teacher.id}/devices/${device.id}`)).status).toBe(401)
    expect(await devicesOf(teacher.id)).toEqual([device.id])
  })

  it('is 404 for ids that are not ids (no such route), removing nothing', async () => {
    const teacher = await staffWithAuthenticator(oak.school.id)
    const device = await trustFor(teacher.id)
    const answer = await oak.asAdmin.delete(`users/${teacher.id}/devices/latest`)
    expect(answer.status).toBe(404)
    expect(answer.body.code).toBe('ROUTE_NOT_FOUND')
    expect(await devicesOf(teacher.id)).toEqual([device.id])
  })
})

describe('[devices.school_teachers] GET users/me/school/teachers/devices', () => {
  it("lists the devices of the admin's own school's teachers and admins, with whose each is, and no pupils' or other schools'", async () => {
    const { school, admin, teacher, pupils, asAdmin } = await makeSchoolWithPeople(server.payload, server.api)
    const teacherDevice = await trustFor(teacher.id)
    const adminDevice = await trustFor(admin.id, SAFARI_ON_IPAD)
    await trustFor(pupils[0].id)
    await trustFor(oak.teacher.id)
    const answer = await asAdmin.get('users/me/school/teachers/devices')
    expect(answer.status).toBe(200)
    expect(answer.body.totalDocs).toBe(2)
    const byId = Object.fromEntries(answer.body.docs.map((d: any) => [d.id, d]))
    expect(byId[teacherDevice.id]).toMatchObject({
      name: 'Chrome on Windows',
      user: { id: teacher.id, name: teacher.name, username: teacher.username, role: 'teacher' },
    })
    expect(byId[adminDevice.id]).toMatchObject({ name: 'Safari on iOS', user: { id: admin.id, role: 'school_admin' } })
    expect(school.id).not.toBe(oak.school.id)
  })

  it('refuses teachers and pupils (403) and no one (401); a superuser outside any school gets 404', async () => {
    expect((await oak.asTeacher.get('users/me/school/teachers/devices')).status).toBe(403)
    expect((await (await fullSession(oak.pupils[0].id)).get('users/me/school/teachers/devices')).status).toBe(403)
    expect((await server.api.get('users/me/school/teachers/devices')).status).toBe(401)
    expect((await (await signIn(server.api, support.username)).get('users/me/school/teachers/devices')).status).toBe(404)
  })

  it('is 422 for a bad page, limit or unknown query field', async () => {
    const queries: Record<string, string>[] = [{ page: 'first' }, { limit: '0' }, { school: String(elm.school.id) }]
    for (const query of queries) {
      expect((await oak.asAdmin.get('users/me/school/teachers/devices', { query })).status).toBe(422)
    }
  })
})
