import { describe, expect, it } from 'vitest'
import { anyone } from '../../access'
import { defineEndpoint, toRoutePath } from './define-endpoint'

describe('defineEndpoint', () => {
  it('turns catalogue paths into router paths', () => {
    expect(toRoutePath('users/{id}/devices/{deviceId}')).toBe('/users/:id/devices/:deviceId')
    expect(toRoutePath('adaptive_spelling/gamesession/')).toBe('/adaptive_spelling/gamesession')
    expect(toRoutePath('users/me')).toBe('/users/me')
  })
  it('refuses to register an endpoint without an access rule', () => {
    expect(() => defineEndpoint({ method: 'get', path: 'x', handler: () => ({}) } as any)).toThrow(/has no access rule/)
  })
  it('keeps the catalogue id, path and access rule for the coverage check', () => {
    const endpoint = defineEndpoint({ id: 'system.x', method: 'get', path: 'users/{id}/', access: anyone, handler: () => ({}) })
    expect(endpoint).toMatchObject({ catalogueId: 'system.x', apiPath: 'users/{id}', accessRule: 'anon', path: '/users/:id', method: 'get' })
  })
})
