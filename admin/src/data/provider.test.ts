import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { createDataProvider, filterToQuery, joinHubs } from './provider'
import { fakeBrowser, jsonResponse } from '../testing/fakeBrowser'

const page = <T>(docs: T[], extra: Record<string, unknown> = {}) => ({
  docs,
  totalDocs: docs.length,
  limit: 25,
  page: 1,
  totalPages: 1,
  hasNextPage: false,
  hasPrevPage: false,
  ...extra,
})

let browser: ReturnType<typeof fakeBrowser>
const provider = createDataProvider({ resources: { pupils: { path: 'users/me/school/pupils' } } })

beforeEach(() => {
  browser = fakeBrowser()
})
afterEach(() => {
  vi.unstubAllGlobals()
})

describe('getList', () => {
  it('asks the API for one page, sorted and filtered in Payload form', async () => {
    browser.respond(jsonResponse(page([{ id: 1, name: 'Oak class' }], { totalDocs: 31, page: 2, limit: 10 })))

    const result = await provider.getList('groups', {
      pagination: { page: 2, perPage: 10 },
      sort: { field: 'name', order: 'DESC' },
      filter: { q: 'oak', year: 3, id: [1, 2], 'name@like': 'Oa', archived: '' },
    })

    const [call] = browser.calls
    expect(call.method).toBe('GET')
    expect(call.url.pathname).toBe('/api/groups')
    const params = call.url.searchParams
    expect(params.get('page')).toBe('2')
    expect(params.get('limit')).toBe('10')
    expect(params.get('sort')).toBe('-name')
    expect(params.get('q')).toBe('oak')
    expect(params.get('where[year][equals]')).toBe('3')
    expect(params.get('where[id][in]')).toBe('1,2')
    expect(params.get('where[name][like]')).toBe('Oa')
    expect([...params.keys()].some((key) => key.includes('archived'))).toBe(false)

    expect(result).toEqual({ data: [{ id: 1, name: 'Oak class' }], total: 31 })
  })

  it('sorts ascending without a minus sign and leaves out an empty where', async () => {
    browser.respond(jsonResponse(page([])))
    await provider.getList('groups', { pagination: { page: 1, perPage: 25 }, sort: { field: 'name', order: 'ASC' }, filter: {} })
    const params = browser.calls[0].url.searchParams
    expect(params.get('sort')).toBe('name')
    expect([...params.keys()].some((key) => key.startsWith('where'))).toBe(false)
  })

  it('uses the mapped path for a resource that is not at /api/{resource}', async () => {
    browser.respond(jsonResponse(page([])))
    await provider.getList('pupils', { pagination: { page: 1, perPage: 25 }, sort: { field: 'id', order: 'ASC' }, filter: {} })
    expect(browser.calls[0].url.pathname).toBe('/api/users/me/school/pupils')
  })

  it('reads a page without totalDocs as page info, and a bare array as one page', async () => {
    browser.respond(jsonResponse({ docs: [{ id: 1 }], hasNextPage: true, hasPrevPage: false }), jsonResponse([{ id: 1 }, { id: 2 }]))
    const params = { pagination: { page: 1, perPage: 1 }, sort: { field: 'id', order: 'ASC' as const }, filter: {} }
    expect(await provider.getList('words', params)).toEqual({ data: [{ id: 1 }], pageInfo: { hasNextPage: true, hasPreviousPage: false } })
    expect(await provider.getList('words', params)).toEqual({ data: [{ id: 1 }, { id: 2 }], total: 2 })
  })
})

describe('request headers', () => {
  it('sends credentials, the client headers and the stored token', async () => {
    browser.storage.setItem('token', 'abc.def')
    browser.respond(jsonResponse({ id: 7, name: 'Ada' }))
    await provider.getOne('teachers', { id: 7 })
    const [call] = browser.calls
    expect(call.credentials).toBe('include')
    expect(call.headers.get('X-Client-Type')).toBe('console')
    expect(call.headers.get('X-Client-Version')).toBe('0.1.0')
    expect(call.headers.get('Authorization')).toBe('Bearer abc.def')
  })

  it('sends no Authorization header without a stored token', async () => {
    browser.respond(jsonResponse({ id: 7 }))
    await provider.getOne('teachers', { id: 7 })
    expect(browser.calls[0].headers.has('Authorization')).toBe(false)
  })
})

describe('single records', () => {
  it('reads a record whether or not it is wrapped in { doc }', async () => {
    browser.respond(jsonResponse({ id: 'a/b', name: 'Plain' }), jsonResponse({ doc: { id: 3, name: 'Wrapped' } }))
    expect(await provider.getOne('pupils', { id: 'a/b' })).toEqual({ data: { id: 'a/b', name: 'Plain' } })
    expect(browser.calls[0].url.pathname).toBe('/api/users/me/school/pupils/a%2Fb')
    expect(await provider.getOne('pupils', { id: 3 })).toEqual({ data: { id: 3, name: 'Wrapped' } })
  })

  it('creates with POST and a JSON body', async () => {
    browser.respond(jsonResponse({ doc: { id: 9, name: 'Beech' }, message: 'Created' }, 201))
    const result = await provider.create('groups', { data: { name: 'Beech' } })
    const [call] = browser.calls
    expect(call.method).toBe('POST')
    expect(call.url.pathname).toBe('/api/groups')
    expect(call.headers.get('Content-Type')).toBe('application/json')
    expect(call.body).toEqual({ name: 'Beech' })
    expect(result).toEqual({ data: { id: 9, name: 'Beech' } })
  })

  it('updates with PATCH to the record path', async () => {
    browser.respond(jsonResponse({ doc: { id: 9, name: 'Birch' } }))
    const result = await provider.update('groups', { id: 9, data: { name: 'Birch' }, previousData: { id: 9, name: 'Beech' } })
    expect(browser.calls[0].method).toBe('PATCH')
    expect(browser.calls[0].url.pathname).toBe('/api/groups/9')
    expect(browser.calls[0].body).toEqual({ name: 'Birch' })
    expect(result).toEqual({ data: { id: 9, name: 'Birch' } })
  })

  it('deletes with DELETE, and falls back to the previous record on an empty answer', async () => {
    browser.respond(new Response(null, { status: 204 }))
    const result = await provider.delete('groups', { id: 9, previousData: { id: 9, name: 'Birch' } })
    expect(browser.calls[0].method).toBe('DELETE')
    expect(browser.calls[0].url.pathname).toBe('/api/groups/9')
    expect(result).toEqual({ data: { id: 9, name: 'Birch' } })
  })

  it('updates and deletes many one record at a time', async () => {
    browser.respond(jsonResponse({ doc: { id: 1 } }), jsonResponse({ doc: { id: 2 } }), jsonResponse({ doc: { id: 1 } }))
    expect(await provider.updateMany('groups', { ids: [1, 2], data: { archived: true } })).toEqual({ data: [1, 2] })
    expect(await provider.deleteMany('groups', { ids: [1] })).toEqual({ data: [1] })
    expect(browser.calls.map((call) => `${call.method} ${call.url.pathname}`)).toEqual([
      'PATCH /api/groups/1',
      'PATCH /api/groups/2',
      'DELETE /api/groups/1',
    ])
  })
})

describe('references', () => {
  it('gets many records by id with one `in` query', async () => {
    browser.respond(jsonResponse(page([{ id: 1 }, { id: 2 }])))
    const result = await provider.getMany('schools', { ids: [1, 2] })
    const params = browser.calls[0].url.searchParams
    expect(params.get('where[id][in]')).toBe('1,2')
    expect(params.get('limit')).toBe('2')
    expect(result).toEqual({ data: [{ id: 1 }, { id: 2 }] })
  })

  it('gets the records that point at another record', async () => {
    browser.respond(jsonResponse(page([{ id: 5, group: 3 }])))
    const result = await provider.getManyReference('pupils', {
      target: 'group',
      id: 3,
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'name', order: 'ASC' },
      filter: { q: 'sam' },
    })
    const params = browser.calls[0].url.searchParams
    expect(params.get('where[group][equals]')).toBe('3')
    expect(params.get('q')).toBe('sam')
    expect(result).toEqual({ data: [{ id: 5, group: 3 }], total: 1 })
  })
})

describe('errors', () => {
  it('turns a 422 into field errors a react-admin form shows', async () => {
    browser.respond(
      jsonResponse(
        {
          error: 'Some fields are not valid',
          code: 'VALIDATION_FAILED',
          reference: 'ref-123',
          fields: [
            { path: 'name', message: 'A class with this name already exists' },
            { path: 'teacher.email', message: 'Not an email address' },
          ],
        },
        422,
      ),
    )
    const error = await provider.create('groups', { data: { name: 'Oak' } }).catch((caught) => caught)
    expect(error.message).toBe('Failed - Invalid data')
    expect(error.status).toBe(422)
    expect(error.body.errors).toEqual({
      name: 'A class with this name already exists',
      'teacher.email': 'Not an email address',
      root: { serverError: 'Some fields are not valid' },
    })
    expect(error.body.code).toBe('VALIDATION_FAILED')
    expect(error.body.reference).toBe('ref-123')
  })

  it("shows the server's message for other errors, with the catalogue's wording as fallback", async () => {
    browser.respond(
      jsonResponse({ error: 'You cannot see pupils of another school', code: 'FORBIDDEN' }, 403),
      jsonResponse({}, 429, { 'X-RateLimit-Remaining': '0', 'X-RateLimit-Reset': '30' }),
      jsonResponse({}, 401),
      jsonResponse({ error: 'Something went wrong', reference: 'ref-9' }, 500),
    )
    const forbidden = await provider.getOne('pupils', { id: 1 }).catch((caught) => caught)
    expect([forbidden.status, forbidden.message]).toEqual([403, 'You cannot see pupils of another school'])
    const limited = await provider.getOne('pupils', { id: 1 }).catch((caught) => caught)
    expect([limited.status, limited.message]).toEqual([429, 'Too many requests. Try again later.'])
    expect(limited.body.rateLimit).toEqual({ remaining: 0, reset: 30 })
    const unauthorised = await provider.getOne('pupils', { id: 1 }).catch((caught) => caught)
    expect([unauthorised.status, unauthorised.message]).toEqual([401, 'Unauthorised'])
    const failed = await provider.getOne('pupils', { id: 1 }).catch((caught) => caught)
    expect([failed.status, failed.message, failed.body.reference]).toEqual([500, 'Something went wrong', 'ref-9'])
  })

  it('treats a 200 answer carrying an error field as a failure', async () => {
    browser.respond(jsonResponse({ error: 'Import failed', message: 'row 3 has no name' }))
    const error = await provider.getOne('imports', { id: 1 }).catch((caught) => caught)
    expect(error.message).toBe('Import failed: row 3 has no name')
  })

  it('reports an unreachable server and a non-JSON answer with translatable keys', async () => {
    browser.respond(
      new TypeError('Failed to fetch'),
      new Response('<!doctype html><html></html>', { status: 200, headers: { 'Content-Type': 'text/html' } }),
    )
    const offline = await provider.getOne('groups', { id: 1 }).catch((caught) => caught)
    expect([offline.status, offline.message]).toEqual([0, 'errors.network'])
    const html = await provider.getOne('groups', { id: 1 }).catch((caught) => caught)
    expect(html.message).toBe('errors.unexpected_response')
  })
})

describe('filterToQuery', () => {
  it('maps q, operators, lists and equality, dropping cleared inputs', () => {
    expect(
      filterToQuery({ q: 'x', role: 'teacher', 'created_at@greater_than': '2026-01-01', ids: ['a', 'b'], name: '', gone: undefined }),
    ).toEqual({
      q: 'x',
      where: { role: { equals: 'teacher' }, created_at: { greater_than: '2026-01-01' }, ids: { in: ['a', 'b'] } },
    })
    expect(filterToQuery({})).toEqual({})
  })
})

describe('joinHubs', () => {
  const lists = { resources: { lists: { path: 'users/me/lists' } }, methods: { countLists: () => 3 } }
  const classes = { resources: { classes: { path: 'users/me/school/groups' } }, methods: { countClasses: () => 2 } }

  it("serves every hub's resources and calls from one provider, each hub's wrapper around the generic methods", async () => {
    const joined = joinHubs([
      lists,
      { ...classes, wrap: (base) => ({ ...base, getOne: async (resource, params) => ({ data: { id: params.id, resource } as never }) }) },
    ])
    expect([joined.countLists(), joined.countClasses()]).toEqual([3, 2])
    expect((await joined.getOne('classes', { id: 4 })).data).toEqual({ id: 4, resource: 'classes' })
    browser.respond(jsonResponse(page([])))
    await joined.getList('lists', { pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'ASC' }, filter: {} })
    expect(browser.calls[0].url.pathname).toBe('/api/users/me/lists')
  })

  it('refuses two hubs claiming one resource or one call', () => {
    expect(() => joinHubs([lists, { resources: { lists: {} }, methods: {} }])).toThrow('Two hubs map the resource lists')
    expect(() => joinHubs([lists, { resources: {}, methods: { countLists: () => 4 } }])).toThrow('already has a call countLists')
    expect(() => joinHubs([{ resources: {}, methods: { getList: () => [] } }])).toThrow('already has a call getList')
  })
})
