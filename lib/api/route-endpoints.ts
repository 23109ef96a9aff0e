/**
 * Payload's router looks for an endpoint only on the collection named by the first path segment
 * (`/api/users/...`) and otherwise among the root endpoints. This places every endpoint where the router
 * will look, ahead of Payload's default collection endpoints so that catalogue paths win.
 */
import type { CollectionConfig, Endpoint } from 'payload'
import { bySpecificity, toRoutePath, type ApiEndpoint } from './define-endpoint'

/**
 * What a route answers, whatever its parameters are called: `GET lists/{}` for both `lists/{id}` and
 * `lists/{listId}`, which would otherwise both register and the second never be reached.
 */
export const routeKey = (endpoint: { method: string; apiPath: string }) =>
  `${endpoint.method.toUpperCase()} ${endpoint.apiPath.replace(/\{[^}]*\}/g, '{}')}`

export function routeEndpoints(collections: CollectionConfig[], endpoints: ApiEndpoint[]) {
  const root: Endpoint[] = []
  const seen = new Set<string>()
  const bySlug = new Map(collections.map((c) => [c.slug, c]))
  for (const endpoint of bySpecificity(endpoints)) {
    const key = routeKey(endpoint)
    if (seen.has(key)) throw new Error(`Two endpoints answer ${key}`)
    seen.add(key)
    const [first] = endpoint.apiPath.split('/')
    const collection = bySlug.get(first)
    if (collection) {
      const path = toRoutePath(endpoint.apiPath).slice(first.length + 1) || '/'
      const endpoints = Array.isArray(collection.endpoints) ? collection.endpoints : []
      collection.endpoints = [...endpoints, { ...endpoint, path }]
    } else {
      root.push(endpoint)
    }
  }
  return { collections, rootEndpoints: root }
}
