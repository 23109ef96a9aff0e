import { describe, expect, it } from 'vitest'
import { Schools } from '../collections/Schools'
import { normaliseSsoTenants, normaliseTenant, validateSsoTenants } from './sso-tenants'

describe('a school’s tenant at a sign-in provider', () => {
  it('is one lower-cased host label for subdomain providers', () => {
    expect(normaliseTenant('wonde', ' Oakfield ')).toBe('oakfield')
    expect(normaliseTenant('clever', 'district-7')).toBe('district-7')
    for (const bad of [
      '',
      '-oak',
      'oak-',
      'oak.field',
      'oak_field',
      'oak/field',
      'oak:80',
      'a'.repeat(64),
      'ok%2e',
      '127.0.0.1',
      undefined,
      7,
    ]) {
      expect(normaliseTenant('wonde', bad), String(bad)).toBeNull()
    }
  })
  it('is a lower-cased host name (never an address, port, path or user) for Snapplify', () => {
    expect(normaliseTenant('snapplify', 'Oakfield.Example.ORG')).toBe('oakfield.example.org')
    for (const bad of [
      'oakfield',
      '127.0.0.1',
      '10.0.0.1',
      'oak..field.org',
      'oakfield.org.',
      '.oakfield.org',
      'oakfield.org:8080',
      'oakfield.org/x',
      'me@oakfield.org',
      '[::1]',
      `${'a'.repeat(63)}.${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.org`,
    ]) {
      expect(normaliseTenant('snapplify', bad), bad).toBeNull()
    }
  })
  it('is validated as provider → tenant, after lower-casing', () => {
    expect(validateSsoTenants(null)).toBe(true)
    expect(validateSsoTenants({})).toBe(true)
    expect(validateSsoTenants(normaliseSsoTenants({ wonde: 'Oakfield', snapplify: 'Oakfield.Example.org' }))).toBe(true)
    expect(validateSsoTenants({ wonde: 'Oakfield' })).toMatch(/lower-case subdomain/)
    expect(validateSsoTenants({ snapplify: 'https://evil.example' })).toMatch(/domain/)
    expect(validateSsoTenants({ myspace: 'x' })).toMatch(/Unknown sign-in provider/)
    expect(validateSsoTenants(['wonde'])).toMatch(/object/)
    expect(validateSsoTenants({ wonde: null })).toMatch(/subdomain/)
  })
})

describe('the schools collection’s ssoTenants field', () => {
  const field = Schools.fields.find((f) => 'name' in f && f.name === 'ssoTenants') as any
  const as = (role: string, school?: number) => ({
    req: { user: { id: 1, role, school: school ? { id: school } : null } },
    doc: { id: 7 },
    id: 7,
  })
  it('is read by superusers and the school’s own admins only', () => {
    expect(field.access.read(as('superuser'))).toBe(true)
    expect(field.access.read(as('school_admin', 7))).toBe(true)
    expect(field.access.read(as('school_admin', 8))).toBe(false)
    expect(field.access.read(as('teacher', 7))).toBe(false)
    expect(field.access.read(as('pupil', 7))).toBe(false)
  })
  it('is written by superusers only', () => {
    for (const op of ['create', 'update']) {
      expect(field.access[op](as('superuser')), op).toBe(true)
      for (const role of ['school_admin', 'teacher', 'pupil']) expect(field.access[op](as(role, 7)), `${op} as ${role}`).toBe(false)
    }
  })
})
