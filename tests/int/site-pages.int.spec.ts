/**
 * The marketing site's pages collection over HTTP, with the site itself on the same server:
 * who may change pages, edits showing on the next request per region, the seed, and errors.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedMarketing } from '../../seed/marketing'
import { startServer, type RunningServer } from '../../server'
import { makeSchool, makeUser, signIn } from '../helpers/factories'
import { Api } from '../helpers/http'
import { createTestDatabase } from '../helpers/server'
import { startTcpProxy } from '../helpers/tcp-proxy'

let server: RunningServer
let proxy: Awaited<ReturnType<typeof startTcpProxy>>
let api: Api
let staff: Api
let teacher: Api

beforeAll(async () => {
  const database = await createTestDatabase()
  const url = new URL(database.url)
  proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port) })
  url.port = String(proxy.port)
  server = await startServer({ databaseUrl: url.toString(), push: false, port: 0, host: '127.0.0.1' })
  await seedMarketing({ payload: server.payload })
  api = new Api(server.url)
  staff = await signIn(api, (await makeUser(server.payload, 'superuser')).username)
  teacher = await signIn(api, (await makeUser(server.payload, 'teacher', { school: (await makeSchool(server.payload)).id })).username)
}, 120_000)

afterAll(async () => {
  await server?.close()
  await proxy?.close()
})

const visit = async (path: string) => {
  const answer = await fetch(server.url + path, { headers: { accept: 'text/html' } })
  return { status: answer.status, html: await answer.text(), cache: answer.headers.get('x-inkwell-cache') }
}
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ''
const pageId = async (slug: string) =>
  (await api.get('pages', { query: { 'where[slug][equals]': slug, depth: '0' } })).body.docs[0].id as number

describe('who may change the marketing site', () => {
  it('anyone can read its pages', async () => {
    const answer = await api.get('pages', { query: { 'where[slug][equals]': 'pricing', locale: 'en-us' } })
    expect(answer.status).toBe(200)
    expect(answer.body.docs[0]).toMatchObject({ slug: 'pricing', title: 'Pricing' })
  })

  it('a teacher cannot change a page; staff can', async () => {
    const id = await pageId('samples')
    expect((await teacher.patch(`pages/${id}`, { title: 'Free stuff' })).status).toBe(403)
    expect((await api.patch(`pages/${id}`, { title: 'Free stuff' })).status).toBe(403)
    const answer = await staff.patch(`pages/${id}`, { title: 'Free samples for your class' })
    expect(answer.status).toBe(200)
  })

  it('a page’s address must be lower-case words', async () => {
    const answer = await staff.post('pages', { slug: 'Bad Slug!', title: 'x', description: 'x' })
    expect(answer.status).toBe(400)
  })
})

describe('an edit shows on the next request', () => {
  it('in the region edited, and only there when that region has its own wording', async () => {
    expect((await visit('/en-us/pricing')).html).toContain('Simple prices for every classroom')
    expect((await visit('/en-us/pricing')).cache).toBe('HIT')
    const id = await pageId('pricing')
    const answer = await staff.patch(`pages/${id}?locale=en-us`, { title: 'Pricing for US schools' })
    expect(answer.status).toBe(200)
    const us = await visit('/en-us/pricing')
    expect(titleOf(us.html)).toContain('Pricing for US schools')
    expect(titleOf((await visit('/pricing')).html)).toMatch(/^Pricing ·/)
  })

  it('in every region that reads the United Kingdom’s wording', async () => {
    expect(titleOf((await visit('/en-ie/world-nursery-rhyme-week')).html)).toContain('World Nursery Rhyme Week')
    const id = await pageId('world-nursery-rhyme-week')
    expect((await staff.patch(`pages/${id}`, { title: 'Nursery Rhyme Week 2026' })).status).toBe(200)
    for (const path of ['/world-nursery-rhyme-week', '/en-ie/world-nursery-rhyme-week', '/en-us/world-nursery-rhyme-week']) {
      expect(titleOf((await visit(path)).html), path).toContain('Nursery Rhyme Week 2026')
    }
  })

  it('a page deleted in the admin is gone on the next request', async () => {
    const created = await staff.post('pages', {
      slug: 'leagues',
      title: 'Spelling leagues',
      description: 'Termly spelling leagues between schools.',
      layout: [{ blockType: 'hero', heading: 'Spelling leagues' }],
    })
    expect(created.status).toBe(201)
    expect((await visit('/leagues')).status).toBe(200)
    expect((await staff.delete(`pages/${created.body.doc.id}`)).status).toBe(200)
    expect((await visit('/leagues')).status).toBe(404)
  })
})

describe('the seed', () => {
  it('seeding again creates nothing and keeps what editors changed', async () => {
    const { created } = await seedMarketing({ payload: server.payload })
    expect(created).toBe(0)
    const samples = await api.get(`pages/${await pageId('samples')}`)
    expect(samples.body.title).toBe('Free samples for your class')
  })

  it('stores regional wording only where it differs: US and South African copies of the home page, none for nursery rhymes', async () => {
    const home = await pageId('home')
    const all = (await api.get(`pages/${home}`, { query: { locale: 'all' } })).body
    expect(Object.keys(all.title)).toEqual(expect.arrayContaining(['en-gb', 'en-us', 'en-za']))
    expect(all.description['en-us']).toMatch(/students/)
    const rhymes = (await api.get(`pages/${await pageId('world-nursery-rhyme-week')}`, { query: { locale: 'all' } })).body
    expect(Object.keys(rhymes.title)).toEqual(['en-gb'])
  })
})

describe('when the database goes away', () => {
  it('a page not yet rendered answers 500 with "Error", pages already rendered are still served', async () => {
    expect((await visit('/technology')).status).toBe(200)
    await proxy.cut()
    try {
      const broken = await visit('/training')
      expect(broken.status).toBe(500)
      expect(broken.html).toContain('<h1>Error</h1>')
      expect(broken.html).not.toContain('<h1>This page could not be found</h1>')
      const cached = await visit('/technology')
      expect(cached.status).toBe(200)
      expect(cached.cache).toBe('HIT')
    } finally {
      await proxy.restore()
    }
  })
})
