import { describe, expect, it } from 'vitest'
import { anyone } from '../../access'
import { bySpecificity, defineEndpoint, toRoutePath } from './define-endpoint'

describe('defineEndpoint', () => {
  it('turns catalogue paths into router paths', () => {
    expect(toRoutePath('users/{id}/devices/{deviceId}')).toBe('/users/:id/devices/:deviceId')
    expect(toRoutePath('adaptive_spelling/gamesession/')).toBe('/adaptive_spelling/gamesession')
    expect(toRoutePath('users/me')).toBe('/users/me')
  })
  it('numbers a parameter name the catalogue repeats', () => {
    expect(toRoutePath('lists/{id}/favourite/teachers/{id}')).toBe('/lists/:id/favourite/teachers/:id2')
  })
  it('puts fixed segments ahead of parameters in the same place, keeping the order otherwise', () => {
    const routes = [
      '/users/:id',
      '/users/me/school/pupils/:id',
      '/users/me',
      '/users/me/school/pupils/experimental',
      '/lists/:id/words',
    ].map((path) => ({ path }))
    expect(bySpecificity(routes).map((r) => r.path)).toEqual([
      '/users/me',
      '/users/me/school/pupils/experimental',
      '/users/me/school/pupils/:id',
      '/users/:id',
      '/lists/:id/words',
    ])
    const same = [
      { path: '/a/:x', n: 1 },
      { path: '/a/:y', n: 2 },
    ]
    expect(bySpecificity(same).map((r) => r.n)).toEqual([1, 2])
  })
  it('refuses to register an endpoint without an access rule', () => {
    expect(() => defineEndpoint({ method: 'get', path: 'x', handler: () => ({}) } as any)).toThrow(/has no access rule/)
  })
  it('keeps the catalogue id, path and access rule for the coverage check', () => {
    const endpoint = defineEndpoint({ id: 'system.x', method: 'get', path: 'users/{id}/', access: anyone, handler: () => ({}) })
    expect(endpoint).toMatchObject({
      catalogueId: 'system.x',
      apiPath: 'users/{id}',
      accessRule: 'anon',
      path: '/users/:id',
      method: 'get',
    })
  })
})
