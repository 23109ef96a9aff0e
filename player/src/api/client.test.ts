import { describe, expect, it, vi } from 'vitest'
import { ApiError, createApiClient, withQuery } from './client'
import { myHomework, orderTasks, tasksOf } from './homework'
import { addressWithoutSignIn, readSignInLink } from './sign-in-link'
import { createTokenStore } from './token-store'

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } })

describe('the API client', () => {
  it('sends JSON with the Bearer token and reads the answer', async () => {
    const fetch = vi.fn(async (_url: string, _init?: RequestInit) => json(200, { ok: true }))
    const api = createApiClient({ fetch: fetch as unknown as typeof globalThis.fetch, token: () => 'tok' })
    await expect(api.post('lists/3/gameplay', { a: 1 })).resolves.toEqual({ ok: true })
    const [url, init] = fetch.mock.calls[0]
    expect(url).toBe('/api/lists/3/gameplay')
    expect(init?.method).toBe('POST')
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer tok')
    expect(init?.body).toBe('{"a":1}')
    expect(init?.credentials).toBe('omit')
  })

  it('turns error answers into ApiErrors with the code, fields and Retry-After', async () => {
    const api = createApiClient({
      fetch: (async () =>
        json(
          429,
          { error: 'Too many requests. Try again later.', code: 'RATE_LIMITED' },
          { 'Retry-After': '30' },
        )) as unknown as typeof fetch,
      token: () => null,
    })
    const error = await api.get('users/me').catch((e) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: 429, code: 'RATE_LIMITED', retryAfterS: 30, retryable: true })
  })

  it('reports an ended session once, and a network failure as NETWORK', async () => {
    const ended = vi.fn()
    const api = createApiClient({
      fetch: (async () => json(401, { error: 'Unauthorised', code: 'UNAUTHORISED' })) as unknown as typeof fetch,
      token: () => 't',
      onSessionEnded: ended,
    })
    await expect(api.get('users/me')).rejects.toMatchObject({ status: 401 })
    expect(ended).toHaveBeenCalledOnce()
    const offline = createApiClient({
      fetch: (async () => Promise.reject(new TypeError('Failed to fetch'))) as unknown as typeof fetch,
      token: () => null,
    })
    await expect(offline.get('x')).rejects.toMatchObject({ status: 0, code: 'NETWORK' })
  })

  it('answers undefined for 204 and leaves out empty query values', async () => {
    const api = createApiClient({ fetch: (async () => new Response(null, { status: 204 })) as unknown as typeof fetch, token: () => null })
    await expect(api.delete('auth')).resolves.toBeUndefined()
    expect(withQuery('users/me/lists/scheme', { stage: undefined, limit: 5 })).toBe('users/me/lists/scheme?limit=5')
  })
})

describe('the token store', () => {
  it('keeps the token under `token` and forgets the site’s user with it', () => {
    const data = new Map<string, string>([['user', '{}']])
    const storage = {
      getItem: (k: string) => data.get(k) ?? null,
      setItem: (k: string, v: string) => void data.set(k, v),
      removeItem: (k: string) => void data.delete(k),
    }
    const store = createTokenStore(storage)
    store.set('abc')
    expect(data.get('token')).toBe('abc')
    expect(store.get()).toBe('abc')
    store.clear()
    expect(store.get()).toBeNull()
    expect(data.has('user')).toBe(false)
  })

  it('falls back to memory when storage throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('blocked')
      },
      setItem: () => {
        throw new Error('blocked')
      },
      removeItem: () => {
        throw new Error('blocked')
      },
    }
    const store = createTokenStore(broken)
    store.set('abc')
    expect(store.get()).toBe('abc')
  })
})

describe('sign-in links', () => {
  it('reads a login card key from the hash and an access token from the query', () => {
    expect(readSignInLink('#key=abc123', '')).toEqual({ kind: 'key', key: 'abc123' })
    expect(readSignInLink('', '?access_token=t1&lang=en-US')).toEqual({ kind: 'access-token', token: 't1' })
    expect(readSignInLink('', '?lang=en-US')).toBeNull()
  })

  it('removes them from the address, keeping the rest', () => {
    expect(addressWithoutSignIn('/play/', '#key=abc', '?lang=en-US')).toBe('/play/?lang=en-US')
    expect(addressWithoutSignIn('/play/', '', '?access_token=t&renderer=canvas')).toBe('/play/?renderer=canvas')
  })
})

describe('homework', () => {
  const homework = (id: number, items: unknown[], extra: Record<string, unknown> = {}) => ({
    id,
    title: `Homework ${id}`,
    notes: null,
    setBy: { id: 3, name: 'James Brown' },
    startsAt: '2030-01-01T00:00:00.000Z',
    dueAt: '2030-01-20T23:59:59.999Z',
    status: 'open',
    items,
    complete: false,
    ...extra,
  })
  const spelling = (id: number, ref: number, settings: Record<string, unknown>, complete = false) => ({
    id,
    product: 'spelling',
    ref,
    settings,
    title: `List ${ref}`,
    wordCount: 10,
    locale: 'en_GB',
    deleted: false,
    progress: { started: complete, complete, completedAt: null },
  })

  it('makes a task of each spelling list set, with the level the teacher chose', () => {
    expect(
      tasksOf(homework(3, [spelling(7, 40, { difficulty: 3, test: false }), { id: 8, product: 'number', ref: 2, settings: {} }])),
    ).toEqual([
      {
        homeworkId: 3,
        itemId: 7,
        homeworkTitle: 'Homework 3',
        notes: null,
        setBy: 'James Brown',
        list: { id: 40, title: 'List 40', locale: 'en_GB', wordCount: 10 },
        difficulty: 3,
        test: false,
        gameType: null,
        startsAt: '2030-01-01T00:00:00.000Z',
        dueAt: '2030-01-20T23:59:59.999Z',
        done: false,
      },
    ])
    expect(tasksOf(homework(4, [spelling(9, 41, { difficulty: 9, test: true })]))[0]).toMatchObject({ difficulty: null, test: true })
    expect(tasksOf({ title: 'no id' })).toEqual([])
    expect(tasksOf(homework(5, [{ ...spelling(10, 42, {}), deleted: true }]))).toEqual([])
  })

  it('puts what is still to do first, soonest due first', () => {
    const tasks = [
      ...tasksOf(homework(1, [spelling(1, 1, {})], { dueAt: '2030-02-01T00:00:00Z' })),
      ...tasksOf(homework(2, [spelling(2, 1, {})], { dueAt: '2030-01-12T00:00:00Z' })),
      ...tasksOf(homework(3, [spelling(3, 1, {}, true)], { dueAt: '2030-01-11T00:00:00Z' })),
    ]
    expect(orderTasks(tasks).map((t) => t.homeworkId)).toEqual([2, 1, 3])
  })

  it('has no homework section without a school or without the homework calls', async () => {
    for (const [status, code] of [
      [404, 'ROUTE_NOT_FOUND'],
      [403, 'FORBIDDEN'],
    ] as const) {
      const api = createApiClient({ fetch: (async () => json(status, { error: 'x', code })) as unknown as typeof fetch, token: () => 't' })
      await expect(myHomework(api)).resolves.toEqual({ available: false, tasks: [] })
    }
  })
})
