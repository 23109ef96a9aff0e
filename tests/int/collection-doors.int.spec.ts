/**
 * The role × door matrix of Payload's collection REST (issue 11): for every collection slug of the running
 * config (Payload's own included), every role and every door, the answer matches the table below. A
 * collection without a row fails. Ids are real records of school A; refused writes change no row.
 *
 * Doors: GET /api/<slug>, GET /api/<slug>/{id}, POST /api/<slug>, PATCH and DELETE /api/<slug>/{id},
 * PATCH and DELETE /api/<slug>?where[id][equals]={id}. Where a catalogue call takes the same method and path
 * (POST users is registration, GET schools/{id} the school's view …) the door is answered by that call, and
 * its cell is checked the same way: whether the record of school A is seen, whether anything is written.
 */
import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { makeSchoolThroughApi, makeUser, signIn, signInPupil } from '../helpers/factories'
import type { Api, ApiAnswer } from '../helpers/http'
import { startTestServer, type OwnTestServer } from '../helpers/server'

const ROLES = ['anonymous', 'anonymousAccount', 'pupil', 'teacher', 'admin', 'otherAdmin', 'superuser'] as const
type Role = (typeof ROLES)[number]
/** Which records a role reads: none; its own; its school's; public ones (anonymous visitors); all. */
type Read = 'none' | 'own' | 'school' | 'public' | 'all'
/** Who may write: superusers; superusers, their own records only (this record is someone else's); nobody. */
type Who = 'superuser' | 'own' | 'none'
type Row = {
  read: Record<Role, Read>
  /** Where a door reads differently (a catalogue call on the path): the list, or one record by id. */
  list?: Partial<Record<Role, Read>>
  byId?: Partial<Record<Role, Read>>
  create: Who
  update: Who
  delete: Who
  /** Doors a catalogue call answers, with the roles it lets write (checked: only they change a row). */
  catalogue?: Partial<Record<'POST' | 'PATCH id' | 'DELETE id' | 'PATCH where' | 'DELETE where', Role[]>>
}

const SCHOOL_MEMBERS: Role[] = ['pupil', 'teacher', 'admin']
const superuserOnly: Row['read'] = {
  anonymous: 'none',
  anonymousAccount: 'none',
  pupil: 'none',
  teacher: 'none',
  admin: 'none',
  otherAdmin: 'none',
  superuser: 'all',
}
const nobody: Row['read'] = { ...superuserOnly, superuser: 'none' }
const school: Row['read'] = {
  anonymous: 'none',
  anonymousAccount: 'none',
  pupil: 'school',
  teacher: 'school',
  admin: 'school',
  otherAdmin: 'school',
  superuser: 'all',
}
const internal: Row = { read: superuserOnly, create: 'none', update: 'none', delete: 'superuser' }
const superusers: Row = { read: superuserOnly, create: 'superuser', update: 'superuser', delete: 'superuser' }

/** The declared table: one row per collection slug. */
const TABLE: Record<string, Row> = {
  users: {
    read: { ...school, anonymousAccount: 'own', pupil: 'own' },
    // GET users is the superusers' search (account.users.search).
    list: { anonymousAccount: 'none', pupil: 'none', teacher: 'none', admin: 'none', otherAdmin: 'none' },
    create: 'none',
    update: 'superuser',
    delete: 'superuser',
    // POST users is registration (teachers and parents sign up): a new account, never a write to another.
    catalogue: { POST: ['anonymous', 'anonymousAccount', 'pupil', 'teacher', 'admin', 'otherAdmin', 'superuser'] },
  },
  schools: {
    read: school,
    // GET schools/{id} is the school's view for its staff (school.get): pupils are refused.
    byId: { pupil: 'none' },
    create: 'superuser',
    update: 'superuser',
    delete: 'superuser',
    // PATCH schools/{id} is school.patch: the school's admin changes its settings (unknown fields are refused).
    catalogue: { 'PATCH id': ['admin', 'superuser'] },
  },
  // Staff only: a pupil reads no class's members through this door.
  groups: { read: { ...school, pupil: 'none' }, create: 'superuser', update: 'superuser', delete: 'superuser' },
  sessions: internal,
  devices: internal,
  'one-time-tokens': internal,
  throttles: { read: nobody, create: 'none', update: 'none', delete: 'none' },
  'audit-log': { read: superuserOnly, create: 'none', update: 'none', delete: 'none' },
  emails: internal,
  'error-reports': internal,
  'avatar-purchases': internal,
  pages: {
    read: { anonymous: 'public', anonymousAccount: 'all', pupil: 'all', teacher: 'all', admin: 'all', otherAdmin: 'all', superuser: 'all' },
    create: 'superuser',
    update: 'superuser',
    delete: 'superuser',
  },
  'dictionary-words': superusers,
  'word-lists': superusers,
  'list-words': superusers,
  'list-favourites': superusers,
  'list-reports': superusers,
  'spelling-sessions': internal,
  'spelling-attempts': internal,
  homework: {
    read: superuserOnly,
    // GET homework and homework/{id} are the catalogue's: the school's staff read its homework, pupils their
    // own, a superuser the school they manage (none here).
    list: { teacher: 'school', admin: 'school', superuser: 'none' },
    byId: { teacher: 'school', admin: 'school', superuser: 'none' },
    create: 'superuser',
    update: 'superuser',
    delete: 'superuser',
    // POST homework sets homework (staff; this body is refused); DELETE homework/{id} and DELETE homework {ids}
    // are the staff's deletes of their school's homework (a foreign id is 404).
    catalogue: {
      POST: ['teacher', 'admin', 'superuser'],
      'DELETE id': ['teacher', 'admin', 'superuser'],
      'DELETE where': ['teacher', 'admin', 'superuser'],
    },
  },
  'homework-items': superusers,
  'homework-sets': superusers,
  'payload-locked-documents': superusers,
  // The admin's own preferences: superusers, each their own (this record is a teacher's: nobody reads or
  // changes it). GET and DELETE payload-preferences/{key} take a key, not an id: the superuser's own by that key.
  'payload-preferences': {
    read: { ...nobody, superuser: 'own' },
    byId: { superuser: 'own' },
    create: 'superuser',
    update: 'own',
    delete: 'own',
  },
  // Payload's migrations table: no route at all.
  'payload-migrations': { read: nobody, create: 'none', update: 'none', delete: 'none' },
  'payload-kv': { read: nobody, create: 'none', update: 'none', delete: 'none' },
}

let server: OwnTestServer
let a: Awaited<ReturnType<typeof makeSchoolThroughApi>>
let b: Awaited<ReturnType<typeof makeSchoolThroughApi>>
let as: Record<Role, Api>
let superuserId: number
let cells = 0

beforeAll(async () => {
  server = await startTestServer()
  a = await makeSchoolThroughApi(server, { pupils: 2 })
  b = await makeSchoolThroughApi(server, { pupils: 1 })
  const su = await makeUser(server.payload, 'superuser')
  superuserId = su.id
  const anon = await server.api.post('authanon')
  expect(anon.status).toBe(201)
  as = {
    anonymous: server.api,
    anonymousAccount: server.api.as(anon.body.token),
    pupil: await signInPupil(server.api, a.school.id, a.pupils[0].school_username, a.pupils[0].password),
    teacher: a.asTeacher,
    admin: a.asAdmin,
    otherAdmin: b.asAdmin,
    superuser: await signIn(server.api, su.username),
  }
}, 120_000)
afterAll(async () => {
  console.log(`collection doors: ${cells} cells checked`)
  await server?.close()
})

const unique = () => randomBytes(4).toString('hex')
const create = async (collection: string, data: Record<string, unknown>) =>
  ((await server.payload.create({ collection: collection as any, data: data as any, overrideAccess: true, depth: 0 })) as any).id as number

/** A record of school A (or of its people) in each collection, made as the system. */
async function makeRecord(slug: string): Promise<number> {
  const list = () => create('word-lists', { title: `List ${unique()}`, owner: a.teacher.id, school: a.school.id, visibility: 'school' })
  const homework = () =>
    create('homework', {
      title: `HW ${unique()}`,
      school: a.school.id,
      setBy: a.teacher.id,
      startsAt: new Date().toISOString(),
      dueAt: new Date(Date.now() + 864e5).toISOString(),
    })
  const session = async () =>
    create('spelling-sessions', {
      user: a.pupils[0].id,
      school: a.school.id,
      list: await list(),
      difficulty: 1,
      seed: 1,
      words: [],
      startedAt: new Date().toISOString(),
    })
  const expires = new Date(Date.now() + 864e5).toISOString()
  switch (slug) {
    case 'users':
      return create('users', { name: `Pupil ${unique()}`, role: 'pupil', school: a.school.id, schoolUsername: `p${unique()}` })
    case 'schools':
      return create('schools', { name: `School ${unique()}`, code: `C${unique().toUpperCase()}` })
    case 'groups':
      return create('groups', { name: `Class ${unique()}`, school: a.school.id })
    case 'sessions':
      return create('sessions', { user: a.teacher.id, tokenHash: unique() + unique(), expiresAt: expires })
    case 'devices':
      return create('devices', { user: a.teacher.id, tokenHash: unique() + unique(), name: 'Laptop' })
    case 'one-time-tokens':
      return create('one-time-tokens', { kind: 'test', tokenHash: unique() + unique(), user: a.teacher.id, expiresAt: expires })
    case 'throttles':
      return create('throttles', { key: `test:${unique()}`, failures: 1 })
    case 'audit-log':
      return create('audit-log', { actor: superuserId, subject: a.teacher.id, action: 'GET users/me', status: 200 })
    case 'emails':
      return create('emails', { to: a.teacher.email, subject: 'Hello', text: 'secret link' })
    case 'error-reports':
      return create('error-reports', { message: 'boom', user: a.teacher.id })
    case 'avatar-purchases':
      return create('avatar-purchases', { user: a.pupils[0].id, type: 'hat', amount: 5 })
    case 'pages':
      return create('pages', { slug: `test-${unique()}`, title: 'Page', description: 'A page' })
    case 'dictionary-words':
      return create('dictionary-words', { word: `zz${unique()}`, school: a.school.id, createdBy: a.teacher.id })
    case 'word-lists':
      return list()
    case 'list-words':
      return create('list-words', { list: await list(), word: 'ship' })
    case 'list-favourites':
      return create('list-favourites', { list: await list(), user: a.teacher.id, school: a.school.id, setBy: a.teacher.id })
    case 'list-reports':
      return create('list-reports', { kind: 'list', list: await list(), reporter: a.teacher.id, school: a.school.id, reason: 'typo' })
    case 'spelling-sessions':
      return session()
    case 'spelling-attempts':
      return create('spelling-attempts', {
        session: await session(),
        user: a.pupils[0].id,
        listWord: 1,
        word: 'ship',
        typed: 'ship',
        correct: true,
        timeMs: 2000,
        points: 10,
      })
    case 'homework':
      return homework()
    case 'homework-items':
      return create('homework-items', { homework: await homework(), product: 'spelling', ref: await list(), settings: {} })
    case 'homework-sets':
      return create('homework-sets', { name: `Set ${unique()}`, school: a.school.id, setBy: a.teacher.id })
    case 'payload-locked-documents':
      return create('payload-locked-documents', {
        document: { relationTo: 'groups', value: a.groups[0].id },
        user: { relationTo: 'users', value: a.teacher.id },
      })
    case 'payload-preferences': {
      // Payload sets a preference's user from the request's user.
      const user = { ...(await server.payload.findByID({ collection: 'users', id: a.teacher.id, depth: 0 })), collection: 'users' }
      const doc = await server.payload.create({
        collection: 'payload-preferences',
        data: { key: `k${unique()}`, value: { columns: [] } } as any,
        user: user as any,
        overrideAccess: true,
        depth: 0,
      })
      return doc.id as number
    }
    case 'payload-migrations':
      return create('payload-migrations', { name: `m${unique()}`, batch: 1 })
    case 'payload-kv':
      return create('payload-kv', { key: `k${unique()}`, data: { a: 1 } })
    default:
      throw new Error(`no record factory for ${slug}: add one with its row in TABLE`)
  }
}

/** A body a superuser may create (only where the table lets superusers create). */
async function createBody(slug: string): Promise<Record<string, unknown>> {
  const listId = () => makeRecord('word-lists')
  switch (slug) {
    case 'schools':
      return { name: `New ${unique()}` }
    case 'groups':
      return { name: 'New class', school: a.school.id }
    case 'pages':
      return { slug: `new-${unique()}`, title: 'New', description: 'New page' }
    case 'dictionary-words':
      return { word: `new${unique()}` }
    case 'word-lists':
      return { title: 'New list' }
    case 'list-words':
      return { list: await listId(), word: 'new' }
    case 'list-favourites':
      return { list: await listId(), user: a.teacher.id }
    case 'list-reports':
      return { kind: 'list', list: await listId(), reporter: a.teacher.id }
    case 'homework':
      return { title: 'New', school: a.school.id, startsAt: new Date().toISOString(), dueAt: new Date(Date.now() + 864e5).toISOString() }
    case 'homework-items':
      return { homework: await makeRecord('homework'), product: 'spelling', ref: 1 }
    case 'homework-sets':
      return { name: 'New set', school: a.school.id }
    case 'payload-locked-documents':
      return { globalSlug: `g${unique()}`, user: { relationTo: 'users', value: superuserId } }
    case 'payload-preferences':
      return { key: `k${unique()}`, value: { a: 1 } }
    default:
      return {}
  }
}

/** What an attacker would write: another school, roles, billing, the join code, titles. */
const HOSTILE = () => ({
  name: 'pwned',
  title: 'pwned',
  role: 'superuser',
  school: b.school.id,
  code: `PWN${unique().toUpperCase()}`,
  subscribedUntil: '2099-01-01T00:00:00.000Z',
  message: 'pwned',
  key: 'pwned',
  word: 'pwned',
  amount: 1000,
})

const tableOf = (slug: string) => slug.replace(/-/g, '_')
async function snapshot(slug: string): Promise<string> {
  const table = tableOf(slug)
  const parts: string[] = []
  for (const t of [table, `${table}_rels`, `${table}_locales`]) {
    const [exists] = await server.query('SELECT to_regclass($1) AS r', [t])
    if (!exists.r) continue
    const [row] = await server.query(
      `SELECT count(*)::int AS n, md5(coalesce(string_agg(x::text, ',' ORDER BY x::text), '')) AS h FROM ${t} x`,
    )
    parts.push(`${t}:${row.n}:${row.h}`)
  }
  return parts.join(' ')
}

const seesRecord = (level: Read, role: Role) =>
  level === 'all' || level === 'public' || (level === 'school' && SCHOOL_MEMBERS.includes(role))
const ok = (answer: ApiAnswer) => answer.status >= 200 && answer.status < 300
const refused = (answer: ApiAnswer) => answer.status >= 400 && answer.status < 500
const idsIn = (answer: ApiAnswer): number[] => (Array.isArray(answer.body?.docs) ? answer.body.docs.map((d: any) => d.id) : [])

describe('every collection has a row in the table', () => {
  it('the running config’s slugs are exactly the table’s', () => {
    const slugs = server.payload.config.collections.map((c) => c.slug).sort()
    expect(slugs).toEqual(Object.keys(TABLE).sort())
  })
})

describe('role × door matrix of the collection REST', () => {
  for (const slug of Object.keys(TABLE)) {
    it(`[collections.${slug}] every role at every door`, async () => {
      const row = TABLE[slug]
      const problems: string[] = []
      // For schools, the record under test is school A itself.
      const record = slug === 'schools' ? a.school.id : await makeRecord(slug)
      const note = (role: Role, door: string, answer: ApiAnswer, expected: string) =>
        problems.push(`${role} ${door} → ${answer.status} (expected ${expected}): ${answer.text.slice(0, 160)}`)
      for (const role of ROLES) {
        const api = as[role]
        const noServerError = (door: string, answer: ApiAnswer) => {
          cells++
          if (answer.status >= 500) note(role, door, answer, '< 500')
        }
        // Reads.
        const listLevel = row.list?.[role] ?? row.read[role]
        const list = await api.get(slug, { query: { limit: '200' } })
        noServerError('GET list', list)
        if (seesRecord(listLevel, role)) {
          if (!ok(list) || !idsIn(list).includes(record)) note(role, 'GET list', list, `200 with record ${record}`)
        } else if (!refused(list) && idsIn(list).includes(record)) note(role, 'GET list', list, `4xx or a list without record ${record}`)
        const byIdLevel = row.byId?.[role] ?? row.read[role]
        const one = await api.get(`${slug}/${record}`)
        noServerError('GET id', one)
        if (slug === 'payload-preferences' && role === 'superuser') {
          // A key lookup among the superuser's own preferences: none by this name.
          if (!ok(one) || one.body?.value !== null) note(role, 'GET id', one, '200 with no value')
        } else if (seesRecord(byIdLevel, role) ? !ok(one) : !refused(one))
          note(role, 'GET id', one, seesRecord(byIdLevel, role) ? '200' : '4xx')
        if (byIdLevel === 'own' && slug === 'users') {
          const me = (await api.get('users/me')).body?.user?.id
          const own = await api.get(`users/${me}`, { query: { depth: '0' } })
          noServerError('GET own id', own)
          if (!ok(own)) note(role, 'GET own id', own, '200')
        }
        // Writes: allowed ones succeed; refused ones answer 4xx and change no row.
        const writes: [string, keyof NonNullable<Row['catalogue']>, Who, () => Promise<ApiAnswer>][] = [
          [
            'POST',
            'POST',
            row.create,
            async () => api.post(slug, role === 'superuser' ? await createBody(slug) : { ...HOSTILE(), ...(await createBody(slug)) }),
          ],
          ['PATCH id', 'PATCH id', row.update, () => api.patch(`${slug}/${record}`, role === 'superuser' ? {} : HOSTILE())],
          [
            'PATCH where',
            'PATCH where',
            row.update,
            () => api.patch(slug, role === 'superuser' ? {} : HOSTILE(), { query: { 'where[id][equals]': String(record) } }),
          ],
        ]
        if (role === 'superuser' || row.catalogue?.['DELETE id']?.includes(role) || row.catalogue?.['DELETE where']?.includes(role)) {
          // Deletes that may succeed go to records made for them, so that the record under test stays.
          const spareWhere = await makeRecord(slug)
          const spareId = await makeRecord(slug)
          writes.push([
            'DELETE where',
            'DELETE where',
            row.delete,
            () => api.delete(slug, { query: { 'where[id][equals]': String(spareWhere) } }),
          ])
          writes.push(['DELETE id', 'DELETE id', row.delete, () => api.delete(`${slug}/${spareId}`)])
        } else {
          writes.push([
            'DELETE where',
            'DELETE where',
            row.delete,
            () => api.delete(slug, { query: { 'where[id][equals]': String(record) } }),
          ])
          writes.push(['DELETE id', 'DELETE id', row.delete, () => api.delete(`${slug}/${record}`)])
        }
        for (const [door, key, who, send] of writes) {
          const catalogue = row.catalogue?.[key]
          const before = await snapshot(slug)
          const answer = await send()
          noServerError(door, answer)
          const after = await snapshot(slug)
          if (catalogue) {
            // A catalogue call: only the roles it lets in may change anything.
            if (!catalogue.includes(role) && after !== before) note(role, door, answer, 'no row changed')
            continue
          }
          const allowed = who === 'superuser' && role === 'superuser'
          if (who === 'own' && role === 'superuser') {
            // Someone else's record: not found, refused, or a bulk write that matches nothing.
            if (after !== before) note(role, door, answer, 'no row changed')
          } else if (allowed) {
            if (!ok(answer)) note(role, door, answer, '2xx')
          } else {
            if (!refused(answer)) note(role, door, answer, '4xx')
            if (after !== before) note(role, door, answer, 'no row changed')
          }
        }
      }
      expect(problems.join('\n')).toBe('')
    })
  }
})
