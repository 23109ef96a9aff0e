/**
 * The marketing site's addresses, as a browser requests them (Accept: text/html): every route in every
 * locale, the legacy redirects, errors, sign-in-only pages, hreflang, canonical links and the sitemap.
 */
import { describe, expect, inject, it } from 'vitest'
import { demoSchools, DEMO_STAFF_PASSWORD } from '../../seed/demo'

const baseUrl = inject('baseUrl')
const PREFIXES = ['', '/en-au', '/en-gb', '/en-ie', '/en-in', '/en-nz', '/en-us', '/en-za']
const ISO: Record<string, string> = {
  '': 'en-GB',
  '/en-au': 'en-AU',
  '/en-gb': 'en-GB',
  '/en-ie': 'en-IE',
  '/en-in': 'en-IN',
  '/en-nz': 'en-NZ',
  '/en-us': 'en-US',
  '/en-za': 'en-ZA',
}
const ROUTES = [
  '',
  '/about',
  '/assessment',
  '/book',
  '/books',
  '/browse',
  '/browse/phonics',
  '/browse/maths',
  '/bundles',
  '/comparison',
  '/core',
  '/curriculum-links',
  '/dfe-validated-phonics-programme',
  '/free-resources',
  '/intervention',
  '/logout',
  '/login',
  '/Pricing',
  '/pricing',
  '/remote',
  '/samples',
  '/sen',
  '/standards-alignment',
  '/summer-school',
  '/supplemental',
  '/synthetic-phonics-teaching-scheme',
  '/technology',
  '/training',
  '/world-nursery-rhyme-week',
  '/resource',
  '/resource/grapheme-mat',
]

const page = (path: string, headers: Record<string, string> = {}) =>
  fetch(baseUrl + path, { headers: { accept: 'text/html,application/xhtml+xml', ...headers }, redirect: 'manual' })

async function inBatches<T>(items: T[], size: number, run: (item: T) => Promise<void>) {
  for (let i = 0; i < items.length; i += size) await Promise.all(items.slice(i, i + size).map(run))
}

const linkHref = (html: string, rel: string, hreflang?: string) => {
  for (const [tag] of html.matchAll(/<link[^>]*>/g)) {
    if (!tag.includes(`rel="${rel}"`)) continue
    if (hreflang && !tag.includes(`hrefLang="${hreflang}"`) && !tag.includes(`hreflang="${hreflang}"`)) continue
    return /href="([^"]+)"/.exec(tag)?.[1] ?? null
  }
  return null
}

describe('every page exists in the default form and under every locale prefix', () => {
  it(`answers 200 for all ${ROUTES.length} routes under ${PREFIXES.length} prefixes, in the locale's language`, async () => {
    const failures: string[] = []
    await inBatches(
      PREFIXES.flatMap((prefix) => ROUTES.map((route) => ({ prefix, path: prefix + route || '/' }))),
      4,
      async ({ prefix, path }) => {
        const answer = await page(path)
        const html = await answer.text()
        if (answer.status !== 200) failures.push(`${path}: ${answer.status}`)
        else if (!html.includes(`<html lang="${ISO[prefix]}"`)) failures.push(`${path}: not in ${ISO[prefix]}`)
      },
    )
    expect(failures).toEqual([])
  }, 240_000)

  it('the home page is / and /{locale}, with the hero from the CMS', async () => {
    for (const path of ['/', '/en-gb', '/en-us', '/en-za']) {
      const html = await (await page(path)).text()
      expect(html).toContain('Every child a confident reader')
    }
  })

  it('an unknown locale reads the United Kingdom site, whose address is canonical', async () => {
    const answer = await page('/en-ca/pricing')
    expect(answer.status).toBe(200)
    const html = await answer.text()
    expect(html).toContain('<html lang="en-GB"')
    expect(new URL(linkHref(html, 'canonical')!).pathname).toBe('/pricing')
  })

  it('/Pricing and /pricing are the same page, /pricing the canonical one', async () => {
    const html = await (await page('/Pricing')).text()
    expect(new URL(linkHref(html, 'canonical')!).pathname).toBe('/pricing')
  })
})

describe('legacy static-page addresses redirect permanently', () => {
  const ROOT: Record<string, string> = {
    '/index.html': '/',
    '/teaching-resources.html': '/browse/',
    '/leagues.html': '/leagues/',
    '/about.html': '/about/',
    '/resources.html': '/resources',
    '/careers.html': '/careers',
    '/privacy.html': '/privacy',
  }
  const target = (prefix: string, to: string) => {
    if (to === '/') return `/${prefix}`
    if (to === '/leagues/' || to === '/about/') return `/${prefix}${to.slice(0, -1)}`
    return `/${prefix}${to}`
  }

  it('with 301 to the exact target of the table, at the root', async () => {
    for (const [from, to] of Object.entries(ROOT)) {
      const answer = await page(from)
      expect(answer.status, from).toBe(301)
      expect(new URL(answer.headers.get('location')!, baseUrl).pathname, from).toBe(to)
    }
  })

  it('and under /en, /en-gb, /en-au, /en-ie, /en-nz and /en-us, leagues and about without a trailing slash', async () => {
    for (const prefix of ['en', 'en-gb', 'en-au', 'en-ie', 'en-nz', 'en-us']) {
      for (const [from, to] of Object.entries(ROOT)) {
        const answer = await page(`/${prefix}${from}`)
        expect(answer.status, `/${prefix}${from}`).toBe(301)
        expect(new URL(answer.headers.get('location')!, baseUrl).pathname, `/${prefix}${from}`).toBe(target(prefix, to))
      }
    }
  })

  it('matching the address with its trailing slash removed', async () => {
    const hops: string[] = []
    let path = '/en-gb/teaching-resources.html/'
    for (let i = 0; i < 4; i++) {
      const answer = await page(path)
      hops.push(`${answer.status} ${path}`)
      if (answer.status < 300 || answer.status >= 400) break
      path = new URL(answer.headers.get('location')!, baseUrl).pathname
    }
    // One permanent redirect straight from the address with its slash to the table's target.
    expect(hops[0]).toBe('301 /en-gb/teaching-resources.html/')
    expect(hops.at(-1)).toMatch(/^200 \/en-gb\/browse\/?$/)
  })

  it('keeps the query string', async () => {
    const answer = await page('/about.html?utm_source=newsletter')
    expect(answer.headers.get('location')).toMatch(/\/about\/\?utm_source=newsletter$/)
  })
})

describe('errors', () => {
  it('an unknown page shows "This page could not be found" with status 404 and a way home', async () => {
    for (const path of ['/no-such-page', '/en-us/no-such-page', '/resource/not-a-resource', '/browse/astronomy', '/resource/Bad%20Key!']) {
      const answer = await page(path)
      expect(answer.status, path).toBe(404)
      const html = await answer.text()
      expect(html).toContain('This page could not be found')
      expect(html).toContain('Back to the home page')
    }
  })

  it('the 404 page keeps the visitor’s region', async () => {
    const html = await (await page('/en-za/no-such-page')).text()
    expect(html).toContain('<html lang="en-ZA"')
    expect(html).toMatch(/href="\/en-za"[^>]*>Back to the home page/)
  })
})

describe('pages for signed-in teachers', () => {
  const protectedPath = '/en-gb/resource/teacher-planning-pack'

  it('send visitors without a session to the Login route, and back after signing in', async () => {
    for (const cookie of [undefined, '_session-token_=null']) {
      const answer = await page(protectedPath, cookie ? { cookie } : {})
      expect(answer.status).toBe(307)
      const location = new URL(answer.headers.get('location')!, baseUrl)
      expect(location.pathname).toBe('/en-gb/login')
      expect(location.searchParams.get('redirect')).toBe(protectedPath)
    }
    const login = await (await page(`/en-gb/login?redirect=${encodeURIComponent(protectedPath)}`)).text()
    expect(login).toContain('Sign in to continue')
    expect(login).toContain(`data-login-return="${protectedPath}"`)
  })

  it('show the page to a signed-in teacher', async () => {
    const teacher = demoSchools[0].teachers[0]
    const signIn = await fetch(`${baseUrl}/api/auth`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: teacher.username, password: DEMO_STAFF_PASSWORD }),
    })
    const { token } = await signIn.json()
    const answer = await page(protectedPath, { cookie: `_session-token_=${token}` })
    expect(answer.status).toBe(200)
    expect(await answer.text()).toContain('Teacher planning pack')
  })
})

describe('search engines', () => {
  it('every page names its canonical address and its alternates in every locale', async () => {
    const html = await (await page('/en-gb/about')).text()
    expect(new URL(linkHref(html, 'canonical')!).pathname).toBe('/about')
    const alternates = {
      'en-GB': '/about',
      'en-AU': '/en-au/about',
      'en-IE': '/en-ie/about',
      'en-IN': '/en-in/about',
      'en-NZ': '/en-nz/about',
      'en-US': '/en-us/about',
      'en-ZA': '/en-za/about',
      'x-default': '/about',
    }
    for (const [hreflang, path] of Object.entries(alternates))
      expect(new URL(linkHref(html, 'alternate', hreflang)!).pathname, hreflang).toBe(path)
    const us = await (await page('/en-us/about')).text()
    expect(new URL(linkHref(us, 'canonical')!).pathname).toBe('/en-us/about')
  })

  it('the sitemap lists every public page in every locale, with alternates', async () => {
    const answer = await fetch(`${baseUrl}/sitemap.xml`)
    expect(answer.headers.get('content-type')).toContain('xml')
    const xml = await answer.text()
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname)
    for (const path of ['/', '/en-us', '/en-za', '/pricing', '/en-za/pricing', '/en-au/resource/grapheme-mat', '/browse/phonics'])
      expect(locs).toContain(path)
    expect(locs).not.toContain('/resource/teacher-planning-pack')
    expect(xml).toContain('hreflang="x-default"')
    const robots = await (await fetch(`${baseUrl}/robots.txt`)).text()
    expect(robots).toMatch(/Sitemap: .*\/sitemap\.xml/)
  })
})

describe('what the server tells the browser', () => {
  it('/ opens the region the visitor chose before (i18n_redirected)', async () => {
    const answer = await page('/', { cookie: 'i18n_redirected=en-us' })
    expect(answer.status).toBe(307)
    expect(new URL(answer.headers.get('location')!, baseUrl).pathname).toBe('/en-us')
    expect((await page('/', { cookie: 'i18n_redirected=en-gb' })).status).toBe(200)
  })

  it('the viewer’s country comes from the CDN’s header, GB by default', async () => {
    const za = await page('/about', { 'cf-ipcountry': 'ZA' })
    expect(za.headers.getSetCookie().join('\n')).toContain('inkwell_country=ZA')
    const none = await page('/about')
    expect(none.headers.getSetCookie().join('\n')).toContain('inkwell_country=GB')
  })

  it('the pages are server-rendered: the content is in the HTML', async () => {
    const html = await (await page('/en-us/pricing')).text()
    expect(html).toContain('Simple prices for every classroom')
    expect(html).toMatch(/\$62\.50/)
  })
})
