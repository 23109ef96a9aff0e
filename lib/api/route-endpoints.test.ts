import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { anyone } from '../../access'
import { defineEndpoint } from './define-endpoint'
import { routeEndpoints } from './route-endpoints'

const endpointsDir = path.resolve(__dirname, '../../endpoints')
const handler = () => ({})

describe('routeEndpoints', () => {
  it('refuses two calls on the same path whatever their parameters are called', () => {
    const a = defineEndpoint({ method: 'get', path: 'lists/{id}', access: anyone, handler })
    const b = defineEndpoint({ method: 'get', path: 'lists/{listId}', access: anyone, handler })
    expect(() => routeEndpoints([], [a, b])).toThrow('Two endpoints answer GET lists/{}')
  })
  it('lets the same path through with another method', () => {
    const a = defineEndpoint({ method: 'get', path: 'lists/{id}', access: anyone, handler })
    const b = defineEndpoint({ method: 'delete', path: 'lists/{listId}', access: anyone, handler })
    expect(routeEndpoints([], [a, b]).rootEndpoints).toHaveLength(2)
  })
})

describe('the endpoints folder', () => {
  const areas = fs
    .readdirSync(endpointsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
  const index = fs.readFileSync(path.join(endpointsDir, 'index.ts'), 'utf8')

  it('gives every area its own index.ts', () => {
    expect(areas.filter((area) => !fs.existsSync(path.join(endpointsDir, area, 'index.ts')))).toEqual([])
  })
  it('only spreads the areas, in alphabetical order', () => {
    const spread = [...index.matchAll(/from '\.\/([^']+)'/g)].map((m) => m[1])
    expect(spread).toEqual([...areas].sort())
    expect(index).not.toMatch(/defineEndpoint|\.query\(/)
  })
})
