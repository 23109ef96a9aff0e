/**
 * The tenancy sweep (tests/helpers/tenancy-sweep.ts) over the calls that reach people across schools: their
 * trusted devices, coins, relationships, the superuser calls on a user, user search, pupil sign-in by school
 * id, word audio and requests to join a school (the plan's `accounts` sweep, tests/helpers/tenancy-sweep-plan.ts).
 * School B's staff and pupils (and a superuser managing B, through users/me/school/…) call each with school
 * A's users, devices, ledger entries, words, school and join requests: 403 or 404, as for ids of nothing,
 * nothing of A mentioned or changed. Then A's pupils are refused every staff call, A's teachers every admin call and A's admins every
 * superuser call.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { endpoints } from '../../endpoints'
import type { EndpointExample } from '../../lib/api/define-endpoint'
import { createSession } from '../../lib/auth/sessions'
import { makeSchoolThroughApi, makeUser, signIn } from '../helpers/factories'
import { testServer, type TestServer } from '../helpers/server'
import {
  KEY_KINDS,
  MISSING_IDS,
  PARAM_KINDS,
  SEGMENT_KINDS,
  plannedCalls,
  requestFor,
  schoolSnapshot,
  Sweep,
  type Expectation,
  type SweepCall,
} from '../helpers/tenancy-sweep'

// What these calls' parameters and keys name (the ledger's `entry` only means a coin ledger entry here).
Object.assign(PARAM_KINDS, { deviceId: 'device' })
Object.assign(SEGMENT_KINDS, { dictionary: 'entry', requests: 'joinRequester' })
KEY_KINDS.unshift([/^entry$/, 'ledgerEntry'], [/^user_id$/, 'user'], [/^(school_id|schoolid)$/, 'school'])

const calls = plannedCalls(endpoints, 'accounts')

/** A valid request for calls whose endpoint declares no example; its ids are aimed at A's records by the driver. */
const EXAMPLES: Record<string, EndpointExample> = {
  'avatars.pupil.purchases.add': { body: { type: 'coins', amount: 5 } },
  'avatars.pupil.purchases.remove': { query: { entry: '1' } },
  'account.users.search': { query: { schoolid: '1' } },
  'superuser.imitateuser.start': { body: { user_id: 1 } },
  // A made-up username: a real pupil's wrong password would count towards that pupil's lock-out, by design.
  'auth.login_school': { body: { school_id: 1, school_username: 'nobody-of-this-school', password: 'not-the-password' } },
}

/**
 * Calls whose right answer to A's ids is not 403/404, and why. They must still mention nothing of A and
 * change nothing.
 */
const NOT_REFUSED: Record<string, string> = {
  'auth.login_school': 'anonymous pupil sign-in: a school id with a username it does not have is a failed sign-in (401)',
}

let server: TestServer
let a: Awaited<ReturnType<typeof makeSchoolThroughApi>>
let b: Awaited<ReturnType<typeof makeSchoolThroughApi>>
const sweep = new Sweep()

beforeAll(async () => {
  server = await testServer()
  a = await makeSchoolThroughApi(server, { pupils: 2, classes: 1 })
  b = await makeSchoolThroughApi(server, { pupils: 1, classes: 1 })
  // A trusted device of A's teacher (named so that an answer listing it mentions A), as POST users/me/devices makes it.
  const recent = server.api.as((await createSession(server.payload, undefined, { userId: a.teacher.id, passwordVerified: true })).token)
  const device = await recent.post('users/me/devices', { name: `Laptop ${a.marker}` })
  expect(device.status, device.text).toBe(201)
  const grant = await a.asTeacher.post(`users/me/school/pupils/${a.pupils[0].id}/avatarpurchases`, { type: 'coins', amount: 5 })
  expect(grant.status, grant.text).toBe(201)
  const word = await a.asTeacher.post('users/me/dictionary', { word: 'Oakwhistle', definition: `Mascot of ${a.marker}` })
  expect(word.status, word.text).toBe(201)
  // As if the word had audio, so that reaching it would answer 200 rather than "no audio".
  await server.query('UPDATE dictionary_words SET audio = $2 WHERE id = $1', [word.body.id, `dictionary/${word.body.id}/audio`])
  // A teacher who asked to join A with its code and waits for A's admins (users/me/school/teachers/requests/{id}).
  const requester = await makeUser(server.payload, 'teacher', { emailVerified: true, name: `Newcomer ${a.marker}` })
  const asked = await (await signIn(server.api, requester.username)).post('users/me/joinschool', { code: a.school.code })
  expect(asked.status, asked.text).toBe(200)
  expect(asked.body.pending).toBe(true)
  sweep.ids = {
    joinRequester: [requester.id],
    user: [a.teacher.id, a.admin.id, a.pupils[0].id],
    pupil: a.pupils.map((p) => p.id),
    teacher: [a.teacher.id, a.admin.id],
    group: a.groups.map((g) => g.id),
    school: [a.school.id],
    device: [device.body.device.id],
    ledgerEntry: [grant.body.id],
    entry: [word.body.id],
  }
  sweep.markers = { privateMarkers: [a.marker, a.school.code], publicMarkers: [a.publicMarker] }
  await sweep.cast(server, a, b, [
    'a teacher of school B',
    'a school admin of school B',
    'a pupil of school B',
    'a superuser managing school B',
    'a pupil of school A',
    'a teacher (not admin) of school A',
    'a school admin of school A',
  ])
  await sweep.begin(server.query, a.school.id)
})

const aimed = (call: SweepCall, ids = sweep.ids) => requestFor({ ...call, example: call.example ?? EXAMPLES[call.label] }, ids)
const acrossSchools = (call: SweepCall, namesVictim: boolean): Expectation =>
  NOT_REFUSED[call.label] ? 'no-mention' : namesVictim ? 'refused' : 'no-mention'
/** Calls any signed-in user (or anyone) may make; the rest are for staff. */
const forEveryone = (call: SweepCall) => ['anon', 'user', 'anyone', 'authenticated'].includes(call.role)

describe('accounts tenancy sweep: school B against school A’s ids', () => {
  it('covers the plan’s calls', () => {
    expect(calls.length).toBeGreaterThanOrEqual(17)
  })
  for (const actor of ['a teacher of school B', 'a school admin of school B', 'a pupil of school B', 'a superuser managing school B']) {
    describe(actor, () => {
      for (const call of calls) {
        // A superuser may reach any user through the calls that name one (devices, relationships, the superuser
        // calls, search): theirs by design. Only users/me/school/… must keep them to the school they manage.
        if (actor.startsWith('a superuser') && !call.path.startsWith('users/me/school/')) continue
        // A's ids must be answered as ids of nothing are (no different refusal that tells A's records exist).
        const missing = aimed(call, MISSING_IDS)
        it(call.label, () =>
          sweep.probe(actor, call, acrossSchools, aimed(call), missing.namesVictim && !NOT_REFUSED[call.label] ? { missing } : {}),
        )
      }
    })
  }
})

describe('accounts role sweep: school A’s own ids', () => {
  describe('a pupil of school A is refused every staff call', () => {
    for (const call of calls.filter((c) => !forEveryone(c)))
      it(call.label, () => sweep.probe('a pupil of school A', call, () => 'forbidden', aimed(call)))
  })
  describe('a teacher of school A who is not an admin is refused every admin call', () => {
    for (const call of calls.filter((c) => ['schooladmin', 'superuser'].includes(c.role)))
      it(call.label, () => sweep.probe('a teacher (not admin) of school A', call, () => 'forbidden', aimed(call)))
  })
  describe('a school admin of school A is refused every superuser call', () => {
    for (const call of calls.filter((c) => c.role === 'superuser'))
      it(call.label, () => sweep.probe('a school admin of school A', call, () => 'forbidden', aimed(call)))
  })
})

describe('the sweep’s snapshot of school A', () => {
  it('changes with any column of any of A’s rows, not with B’s, and comes back when the row does', async () => {
    const snapshot = () => schoolSnapshot(server.query, a.school.id)
    const before = await snapshot()
    await server.query(`UPDATE users SET name = name || '!' WHERE id = $1`, [b.pupils[0].id])
    expect(await snapshot()).toBe(before)
    await server.query(`UPDATE avatar_purchases SET amount = amount + 1 WHERE id = $1`, [sweep.ids.ledgerEntry[0]])
    expect(await snapshot()).not.toBe(before)
    await server.query(`UPDATE avatar_purchases SET amount = amount - 1 WHERE id = $1`, [sweep.ids.ledgerEntry[0]])
    expect(await snapshot()).toBe(before)
    await server.query(`UPDATE users SET updated_at = updated_at + interval '1 millisecond' WHERE id = $1`, [a.pupils[1].id])
    expect(await snapshot()).not.toBe(before)
  })
})
