/**
 * Every collection, Payload's own included, declares read, create, update and delete access explicitly, and
 * the internal ones answer nobody but superusers. A new collection (or one Payload adds in an upgrade)
 * without declared access fails here.
 */
import type { SanitizedConfig } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { inkwellConfig } from '../lib/payload-config'
import { allCollections } from '.'
import { INTERNAL_SLUGS, PAYLOAD_COLLECTION_ACCESS, whereProblems } from './rest-guard'

const OPS = ['read', 'create', 'update', 'delete'] as const
let config: SanitizedConfig

beforeAll(async () => {
  // Building the config connects to nothing; the database is only reached when Payload is initialised.
  config = await inkwellConfig({ databaseUrl: 'postgres://nobody@127.0.0.1:1/none', push: false })
}, 60_000)

const school = { id: 7, name: 'S', accountRegion: 'GB', fontPreference: null }
const roles = {
  anonymous: null,
  anonymousAccount: { id: 1, role: 'anonymous', school: null },
  pupil: { id: 2, role: 'pupil', school },
  teacher: { id: 3, role: 'teacher', school },
  schoolAdmin: { id: 4, role: 'school_admin', school },
  otherAdmin: { id: 5, role: 'school_admin', school: { ...school, id: 8 } },
  superuser: { id: 6, role: 'superuser', school: null },
}
const call = (fn: any, user: unknown, extra: Record<string, unknown> = {}) =>
  fn({ req: { user, payload: {}, t: (s: string) => s }, ...extra })

describe('every collection declares its access', () => {
  it('each of ours names read, create, update and delete', () => {
    for (const collection of allCollections) {
      for (const op of OPS) expect(typeof collection.access?.[op], `${collection.slug}.access.${op}`).toBe('function')
    }
  })

  it('after Payload adds its own collections, every access rule is one declared by us (none of Payload’s defaults)', () => {
    const ours = new Map(allCollections.map((c) => [c.slug, c]))
    for (const collection of config.collections) {
      const declared = ours.get(collection.slug)?.access ?? PAYLOAD_COLLECTION_ACCESS[collection.slug]
      expect(declared, `${collection.slug} has no declared access (add it to its collection or to PAYLOAD_COLLECTION_ACCESS)`).toBeDefined()
      for (const op of OPS) expect(collection.access[op], `${collection.slug}.access.${op}`).toBe(declared![op])
    }
  })

  it('Payload’s internal collections are the ones we know of', () => {
    const payloads = config.collections.map((c) => c.slug).filter((slug) => slug.startsWith('payload-'))
    expect(payloads.sort()).toEqual(Object.keys(PAYLOAD_COLLECTION_ACCESS).sort())
  })

  it('internal collections answer nobody but superusers, for every operation', async () => {
    for (const slug of INTERNAL_SLUGS) {
      const collection = config.collections.find((c) => c.slug === slug)
      expect(collection, slug).toBeDefined()
      for (const op of OPS) {
        for (const [role, user] of Object.entries(roles)) {
          if (role === 'superuser') continue
          expect(await call(collection!.access[op], user), `${slug}.${op} as ${role}`).toBe(false)
        }
      }
    }
  })

  it('every endpoint Payload answers itself sits behind the collection-REST guard', () => {
    for (const collection of config.collections) {
      for (const endpoint of collection.endpoints || []) {
        if ('run' in endpoint) continue
        expect((endpoint as any).custom?.restGuard, `${collection.slug} ${endpoint.method} ${endpoint.path}`).toBe(true)
      }
    }
  })
})

describe('field access', () => {
  const field = (slug: string, path: string) => {
    let fields: any[] = config.collections.find((c) => c.slug === slug)!.fields
    let found: any
    for (const name of path.split('.')) {
      found = fields.find((f) => f.name === name)
      fields = found?.fields ?? []
    }
    return found
  }

  it('nobody reads or writes password hashes and second-factor secrets through the API, superusers included', async () => {
    for (const path of [
      'passwordHash',
      'signInKeyHash',
      'security.totpSecret',
      'security.totpPendingSecret',
      'security.totpLastStep',
      'security.backupCodes',
    ]) {
      for (const op of ['read', 'create', 'update']) {
        for (const [role, user] of Object.entries(roles))
          expect(await call(field('users', path).access?.[op], user), `${path}.${op} as ${role}`).toBe(false)
      }
    }
  })

  it('people’s other fields are written by superusers only', async () => {
    for (const path of [
      'role',
      'school',
      'memberships',
      'permissions',
      'tester',
      'email',
      'username',
      'emailVerified',
      'security',
      'parent',
    ]) {
      for (const op of ['create', 'update']) {
        for (const [role, user] of Object.entries(roles))
          expect(await call(field('users', path).access?.[op], user), `${path}.${op} as ${role}`).toBe(role === 'superuser')
      }
    }
  })

  it('a school’s join code is read by its admins and superusers only', async () => {
    const code = field('schools', 'code').access.read
    const doc = { id: 7 }
    const readers = Object.entries(roles)
      .filter(([, user]) => call(code, user, { doc, id: 7 }) === true)
      .map(([role]) => role)
    expect(readers).toEqual(['schoolAdmin', 'superuser'])
    // Filtering on it (no document): superusers only.
    expect(call(code, roles.schoolAdmin)).toBe(false)
  })

  it('only a school’s settings are the admin’s to write; billing, code and creator are superusers’', async () => {
    const admin = roles.schoolAdmin
    for (const name of ['name', 'accountRegion', 'locale', 'settings', 'dfeNumber'])
      expect(field('schools', name).access?.update, name).toBeUndefined()
    for (const name of ['code', 'subscribedUntil', 'stagesIncrementedAt', 'createdBy']) {
      expect(await call(field('schools', name).access.update, admin, { doc: { id: 7 }, id: 7 }), name).toBe(false)
      expect(await call(field('schools', name).access.create, admin), name).toBe(false)
      expect(await call(field('schools', name).access.update, roles.superuser), name).toBe(true)
    }
  })
})

describe('where and sort', () => {
  it('accepts real fields with values of their kind', () => {
    expect(
      whereProblems(
        config,
        'users',
        { and: [{ role: { equals: 'pupil' } }, { school: { in: '1,2' } }, { 'school.name': { like: 'Oak' } }] },
        '-name',
      ),
    ).toEqual([])
    expect(whereProblems(config, 'groups', { createdAt: { greater_than: '2025-01-01' }, id: { exists: 'true' } })).toEqual([])
    expect(whereProblems(config, 'users', { 'memberships.school': { equals: '3' }, 'security.totpEnabled': { equals: 'true' } })).toEqual(
      [],
    )
    // What Payload's admin sends: lists in bracket form, trash, nested and/or with numeric keys.
    expect(
      whereProblems(config, 'users', { id: { in: ['1', '2'] }, name: { in: { 0: 'a', 25: 'b' } }, deletedAt: { exists: 'false' } }),
    ).toEqual([])
    expect(whereProblems(config, 'users', { or: { 0: { and: { 0: { name: { like: 'x' } } } } } }, 'createdAt')).toEqual([])
  })
  it('refuses unknown fields and operators, ids out of range and values of the wrong kind', () => {
    expect(whereProblems(config, 'users', { a: '1' })).toHaveLength(1)
    expect(whereProblems(config, 'users', { name: 'x' })).toHaveLength(1)
    expect(whereProblems(config, 'users', { name: { bogus: 'x' } })).toHaveLength(1)
    expect(whereProblems(config, 'groups', { id: { equals: 'abc' } })).toHaveLength(1)
    expect(whereProblems(config, 'groups', { id: { equals: '2147483648' } })).toHaveLength(1)
    expect(whereProblems(config, 'groups', { id: { in: '1,abc' } })).toHaveLength(1)
    expect(whereProblems(config, 'groups', { id: { in: { 0: '1', 1: 'abc' } } })).toHaveLength(1)
    expect(whereProblems(config, 'groups', { name: { equals: { nested: 'x' } } })).toHaveLength(1)
    expect(whereProblems(config, 'groups', { school: { equals: '99999999999' } })).toHaveLength(1)
    expect(whereProblems(config, 'groups', { createdAt: { less_than: 'soon' } })).toHaveLength(1)
    expect(whereProblems(config, 'groups', { or: { 0: { nosuch: { equals: 1 } } } })).toHaveLength(1)
    expect(whereProblems(config, 'groups', undefined, 'nosuchfield')).toHaveLength(1)
    let deep: any = { id: { equals: '1' } }
    for (let i = 0; i < 20; i++) deep = { and: [deep] }
    expect(whereProblems(config, 'groups', deep).length).toBeGreaterThan(0)
  })
})
