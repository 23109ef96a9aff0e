import { describe, expect, it } from 'vitest'
import { cacheKey, PageCache, type CachedPage } from './page-cache'

const page = (status = 200, isPrivate = false): CachedPage => ({ status, html: '<p>page</p>', private: isPrivate })

describe('the page cache', () => {
  it('keys pages by path and the query a page may read, ignoring the one-time token and tracking', () => {
    expect(cacheKey(new URL('http://x.test/pricing?access_token=a&utm_source=b'))).toBe('/pricing')
    expect(cacheKey(new URL('http://x.test/login?redirect=%2Fa&b=1'))).toBe('/login?b=1&redirect=%2Fa')
  })
  it('forgets everything when the content version changes', async () => {
    const cache = new PageCache()
    await cache.load('/a', 'v1', async () => page())
    expect(cache.get('/a', 'v1')).toBeDefined()
    expect(cache.get('/a', 'v2')).toBeUndefined()
  })
  it('keeps only plain 200 pages', async () => {
    const cache = new PageCache()
    await cache.load('/missing', 'v1', async () => page(404))
    await cache.load('/mine', 'v1', async () => page(200, true))
    expect(cache.size).toBe(0)
  })
  it('renders a page once however many ask at the same moment', async () => {
    const cache = new PageCache()
    let renders = 0
    const render = async () => {
      renders++
      await new Promise((r) => setTimeout(r, 10))
      return page()
    }
    await Promise.all([cache.load('/a', 'v1', render), cache.load('/a', 'v1', render), cache.load('/a', 'v1', render)])
    expect(renders).toBe(1)
  })
  it('holds a bounded number of pages, the least recently used leaving first', async () => {
    const cache = new PageCache(2)
    await cache.load('/a', 'v1', async () => page())
    await cache.load('/b', 'v1', async () => page())
    cache.get('/a', 'v1')
    await cache.load('/c', 'v1', async () => page())
    expect(cache.get('/b', 'v1')).toBeUndefined()
    expect(cache.get('/a', 'v1')).toBeDefined()
  })
})
