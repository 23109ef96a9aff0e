import SwaggerParser from '@apidevtools/swagger-parser'
import { beforeAll, describe, expect, it } from 'vitest'
import { endpoints } from '../../endpoints'
import { declaresItsAnswer, openApiPath, type OpenApiDocument } from '../../lib/api/openapi'
import { testServer, type TestServer } from '../helpers/server'

let server: TestServer
let document: OpenApiDocument

beforeAll(async () => {
  server = await testServer()
  const answer = await server.api.get<OpenApiDocument>('openapi.json')
  expect(answer.status).toBe(200)
  document = answer.body
})

describe('the published API contract (GET /api/openapi.json, /api/docs)', () => {
  it('is a valid OpenAPI 3.1 document, kept by the client until it changes', async () => {
    expect(document.openapi).toBe('3.1.0')
    await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeTruthy()
    const first = await server.api.get('openapi.json')
    const again = await server.api.get('openapi.json', { headers: { 'If-None-Match': first.headers.get('etag')! } })
    expect(again.status).toBe(304)
  })

  it('documents every routed call with the schema of its successful answer', () => {
    const lacking = endpoints
      .filter((endpoint) => {
        const operation = document.paths[openApiPath(endpoint)]?.[endpoint.method]
        return !operation || !declaresItsAnswer(endpoint.response) || !operation.responses[endpoint.response!.status]
      })
      .map((endpoint) => `${endpoint.method.toUpperCase()} ${endpoint.apiPath}${endpoint.catalogueId ? ` [${endpoint.catalogueId}]` : ''}`)
    expect(lacking, `${lacking.length} of ${endpoints.length} routed calls declare no response:\n${lacking.join('\n')}`).toEqual([])
  })

  it('serves the reference page under its own policy, with every file it names from this origin', async () => {
    const page = await server.api.get('docs')
    expect(page.status).toBe(200)
    expect(page.headers.get('content-type')).toMatch(/^text\/html/)
    const policy = page.headers.get('content-security-policy')!
    expect(policy).toContain("script-src 'self'")
    expect(policy).not.toMatch(/script-src[^;]*unsafe/)
    expect(policy).toContain("frame-ancestors 'none'")
    const files = [...page.text.matchAll(/(?:src|href)="\/api\/(docs\/[^"]+)"/g)].map((m) => m[1])
    expect(files).toHaveLength(4)
    for (const file of files) {
      const [path, query] = file.split('?')
      const answer = await server.api.get(path, { query: Object.fromEntries(new URLSearchParams(query)) })
      expect(answer.status, file).toBe(200)
      expect(answer.headers.get('content-type'), file).toMatch(/^text\/(css|javascript)/)
      expect(answer.headers.get('cache-control'), file).toContain('immutable')
    }
    expect((await server.api.get('docs/swagger-ui.css')).headers.get('cache-control')).toBe('no-cache')
    expect((await server.api.get('docs/secrets.txt')).status).toBe(422)
  })
})
