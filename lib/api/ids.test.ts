import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { anyone } from '../../access'
import { controlCharacterErrors, defineEndpoint, input, MULTILINE_FIELDS } from './define-endpoint'
import { id, idList, idListQuery, idParam, idParams, MAX_ID } from './ids'
import { NON_RECORD_PARAMS } from './tenancy-coverage'

const run = (
  endpoint: ReturnType<typeof defineEndpoint>,
  { params = {}, query = {}, body }: { params?: any; query?: any; body?: unknown },
) =>
  endpoint.run({
    routeParams: params,
    query,
    headers: new Headers({ 'content-type': 'application/json' }),
    text: async () => (body === undefined ? '' : JSON.stringify(body)),
    payload: { db: {} },
  } as any)

describe('ids: every id is checked against PostgreSQL integer, the type of every serial id column', () => {
  it('takes ids from 1 to 2,147,483,647 in a body or query, as numbers or digits', () => {
    expect(id('a pupil').parse(1)).toBe(1)
    expect(id('a pupil').parse(MAX_ID)).toBe(MAX_ID)
    expect(id('a pupil').parse('42')).toBe(42)
    for (const bad of [0, -1, 1.5, MAX_ID + 1, 1e20, '99999999999999999999', 'abc', '', null, true, [1], {}]) {
      const result = id('a pupil').safeParse(bad)
      expect(result.success, `accepted ${JSON.stringify(bad)}`).toBe(false)
      expect(result.error!.issues[0].message).toBe('Must be a pupil id')
    }
  })
  it('checks every id of a list, in a body and in a query string', () => {
    expect(idList('a pupil').parse([1, 2])).toEqual([1, 2])
    expect(idList('a pupil').safeParse([1, MAX_ID + 1]).success).toBe(false)
    expect(idList('a pupil', 2).safeParse([1, 2, 3]).success).toBe(false)
    expect(idListQuery('pupil').parse('1,2')).toEqual([1, 2])
    expect(idListQuery('pupil').safeParse('99999999999999999999').success).toBe(false)
    expect(idListQuery('pupil').safeParse('0').success).toBe(false)
    expect(idListQuery('pupil').safeParse('1,,2').success).toBe(false)
  })
  it('marks path ids, so that routes match digits only', () => {
    const endpoint = defineEndpoint({
      method: 'get',
      path: 'things/{id}/parts/{part}',
      access: anyone,
      params: input({ id: idParam('a thing'), part: z.string() }),
      handler: () => ({}),
    })
    expect(Object.keys(endpoint.paramPatterns)).toEqual(['id'])
    expect(endpoint.paramPatterns.id.test('12')).toBe(true)
    expect(endpoint.paramPatterns.id.test('timestablescompetency')).toBe(false)
    expect(idParams('a thing').parse({ id: '7' })).toEqual({ id: 7 })
  })
})

describe('defineEndpoint: bad input is refused before any handler runs', () => {
  const seen: unknown[] = []
  const endpoint = defineEndpoint({
    method: 'post',
    path: 'things/{id}',
    access: anyone,
    transaction: false,
    params: idParams('a thing'),
    query: input({ q: z.string().optional() }),
    body: input({
      name: z.string().optional(),
      reason: z.string().optional(),
      other: idList('a thing').optional(),
      deep: z.any().optional(),
    }).optional(),
    handler: ({ params, body }) => {
      seen.push({ params, body })
      return { ok: true }
    },
  })
  it('answers an id beyond PostgreSQL integer in the path 404 NOT_FOUND, a segment that is no id ROUTE_NOT_FOUND', async () => {
    const big = await run(endpoint, { params: { id: '2147483648' } })
    expect(big.status).toBe(404)
    expect(JSON.parse(big.body as string).code).toBe('NOT_FOUND')
    for (const value of ['0', '99999999999999999999'])
      expect(JSON.parse((await run(endpoint, { params: { id: value } })).body as string).code).toBe('NOT_FOUND')
    for (const value of ['abc', '-1', '1.5'])
      expect(JSON.parse((await run(endpoint, { params: { id: value } })).body as string).code).toBe('ROUTE_NOT_FOUND')
    expect((await run(endpoint, { params: { id: '2147483647' } })).status).toBe(200)
  })
  it('answers an id beyond PostgreSQL integer in a body 422, naming the field', async () => {
    const answer = await run(endpoint, { params: { id: '1' }, body: { other: [2147483648] } })
    expect(answer.status).toBe(422)
    expect(JSON.parse(answer.body as string).fields).toEqual([{ path: 'other.0', message: 'Must be a thing id' }])
  })
  it('refuses a NUL byte or other control character in any string with 422 INVALID_DATA naming the field', async () => {
    const cases: [Parameters<typeof run>[1], string][] = [
      [{ params: { id: '1' }, body: { name: 'jbrown\u0000' } }, 'name'],
      [{ params: { id: '1' }, body: { name: 'a\u001bb' } }, 'name'],
      [{ params: { id: '1' }, body: { name: 'two\nlines' } }, 'name'],
      [{ params: { id: '1' }, body: { reason: 'nul \u0000 here\n' } }, 'reason'],
      [{ params: { id: '1' }, body: { deep: { list: ['ok', 'b\u0085ad'] } } }, 'deep.list.1'],
      [{ params: { id: '1' }, body: { ['k\u0000']: 1 } }, 'k\\u0000'],
      [{ params: { id: '1' }, query: { q: '\u0000' } }, 'query.q'],
      [{ params: { id: '1' }, query: { q: 'a\tb' } }, 'query.q'],
    ]
    for (const [request, field] of cases) {
      const answer = await run(endpoint, request)
      expect(answer.status, JSON.stringify(request)).toBe(422)
      const body = JSON.parse(answer.body as string)
      expect(body.code).toBe('INVALID_DATA')
      expect(body.fields[0]).toEqual({ path: field, message: 'Must not contain control characters' })
    }
    expect(seen).toEqual([{ params: { id: 2147483647 }, body: undefined }])
  })
  it('refuses half a surrogate pair (not text; PostgreSQL refuses it in JSON) with 422 naming the field', async () => {
    for (const bad of ['\ud800', 'a\udc00b', '🐝\ud83d']) {
      const answer = await run(endpoint, { params: { id: '1' }, body: { name: bad } })
      expect(answer.status, JSON.stringify(bad)).toBe(422)
      expect(JSON.parse(answer.body as string).fields).toEqual([{ path: 'name', message: 'Must be valid text' }])
    }
  })
  it('lets multi-line fields hold tab, newline and carriage return, and emoji anywhere', async () => {
    expect(MULTILINE_FIELDS).toContain('reason')
    const answer = await run(endpoint, { params: { id: '1' }, body: { reason: 'line one\r\n\tline two 🐝', name: 'Zoë 🐝' } })
    expect(answer.status).toBe(200)
  })
  it('refuses a body nested deeper than any input of ours without overflowing the stack', async () => {
    let deep: unknown = 'x'
    for (let i = 0; i < 100_000; i++) deep = { a: deep }
    expect(controlCharacterErrors({ body: { deep } }, new Set())).toEqual([
      { path: 'deep' + '.a'.repeat(31), message: 'Nested too deeply' },
    ])
  })
})

describe('every path parameter of every endpoint is an id of the shared schema, or a named kind of text', () => {
  it('so that a new endpoint cannot take an id in its path without the range check and the route pattern', async () => {
    const { endpoints } = await import('../../endpoints')
    const unchecked = endpoints.flatMap((endpoint) =>
      [...endpoint.path.matchAll(/:(\w+)/g)]
        .map((m) => m[1])
        .filter((name) => !endpoint.paramPatterns[name] && !NON_RECORD_PARAMS.includes(name))
        .map((name) => `${endpoint.method.toUpperCase()} ${endpoint.apiPath} {${name}}`),
    )
    expect(unchecked).toEqual([])
    expect(endpoints.filter((e) => Object.keys(e.paramPatterns).length).length).toBeGreaterThan(100)
  }, 30_000) // loads every endpoint module: seconds on a busy machine
})
