/**
 * The marketing site in Express, mounted before Next (which now serves only Payload's admin). In order:
 *
 *   1. legacy static-page addresses answer a permanent 301 (routing/legacy-redirects.ts);
 *   2. `/` goes to the region a visitor chose before (the `i18n_redirected` cookie);
 *   3. the browser script and stylesheet (hashed, cached for a year), robots.txt and the sitemap;
 *   4. every other GET renders a page with React on the server (render.tsx), kept in the in-memory page
 *      cache per content version (cache/page-cache.ts), so the home page answers in milliseconds; the version
 *      is read from the database (cache/content-version.ts), so an editor's change shows on the next request
 *      of every server process;
 *   5. two small cookies tell the browser what only the server can see: whether a session cookie is
 *      present (it is HttpOnly) and the viewer's country from the CDN's header.
 */
import compression from 'compression'
import express, { type Request, type RequestHandler, type Response } from 'express'
import fs from 'node:fs'
import path from 'node:path'
import type { Payload } from 'payload'
import { extractToken, SESSION_COOKIE } from '../lib/auth/sessions'
import { poolDb } from '../lib/data/db'
import { readCookie } from '../lib/http/cookies'
import { countryFromHeaders, DEFAULT_SITE_LOCALE, isSiteLocale } from '../lib/locales/site-locales'
import { projectRoot } from '../lib/env'
import { siteContentVersion } from './cache/content-version'
import { cacheKey, PageCache, type CachedPage } from './cache/page-cache'
import { renderSitePage } from './render'
import { legacyRedirectTarget } from './routing/legacy-redirects'
import { robotsTxt, sitemapXml } from './views/crawlers'
import type { SiteAssets } from './views/document'

const SESSION_HINT_COOKIE = 'inkwell_session'
const COUNTRY_COOKIE = 'inkwell_country'
const LOCALE_COOKIE = 'i18n_redirected'

/** Where `npm run build:site` writes the browser script and stylesheet, and the address they are served at. */
const ASSETS_DIR = path.join(projectRoot, 'site/client/dist')
const ASSETS_PATH = '/site-assets'

/** Payload's admin and Next's own files; everything else on this server's catch-all is the site. */
const NEXT_PATHS = /^\/(admin|_next)(\/|$)/

const cookie = (req: Request, name: string) => readCookie(req.headers.cookie, name)

let assets: SiteAssets | undefined
/** The hashed script and stylesheet from the build's manifest; undefined until the site is built. */
function siteAssets(): SiteAssets | undefined {
  if (assets) return assets
  const manifestFile = path.join(ASSETS_DIR, '.vite/manifest.json')
  if (!fs.existsSync(manifestFile)) return undefined
  const entry = JSON.parse(fs.readFileSync(manifestFile, 'utf8'))['main.ts'] as { file: string; css?: string[] }
  return (assets = { script: `${ASSETS_PATH}/${entry.file}`, styles: (entry.css ?? []).map((file) => `${ASSETS_PATH}/${file}`) })
}

function setHints(req: Request, res: Response) {
  const session = cookie(req, SESSION_COOKIE)
  const hasSession = Boolean(session && session !== 'null')
  const hinted = cookie(req, SESSION_HINT_COOKIE) === '1'
  if (hasSession && !hinted) res.append('Set-Cookie', `${SESSION_HINT_COOKIE}=1; Path=/; SameSite=Lax`)
  if (!hasSession && hinted) res.append('Set-Cookie', `${SESSION_HINT_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`)
  const country = countryFromHeaders((name) => req.get(name))
  if (cookie(req, COUNTRY_COOKIE) !== country) res.append('Set-Cookie', `${COUNTRY_COOKIE}=${country}; Path=/; SameSite=Lax`)
}

export function siteMiddleware(payload: Payload, headers: RequestHandler) {
  const router = express.Router()
  const cache = new PageCache()
  const pages = poolDb(payload, 'the marketing site’s pages, which are no school’s')

  // The site's security headers (lib/http/security-headers.ts); Payload's admin sends its own.
  router.use((req, res, next) => (NEXT_PATHS.test(req.path) ? next() : headers(req, res, next)))
  router.use((req, res, next) => {
    const legacy = legacyRedirectTarget(req.path)
    if (legacy) return res.redirect(301, legacy + (req.originalUrl.match(/\?.*$/)?.[0] ?? ''))
    const chosen = cookie(req, LOCALE_COOKIE)
    if (req.path === '/' && chosen && chosen !== DEFAULT_SITE_LOCALE && isSiteLocale(chosen)) {
      return res.redirect(307, `/${chosen}${req.originalUrl.match(/\?.*$/)?.[0] ?? ''}`)
    }
    next()
  })
  // HTML shrinks to about a fifth gzipped, as the apps' bundles do to a third.
  router.use(compression())
  router.use(ASSETS_PATH, express.static(ASSETS_DIR, { index: false, immutable: true, maxAge: '1y', fallthrough: false }))
  router.get('/robots.txt', (_req, res) => {
    res.type('text/plain').send(robotsTxt())
  })
  router.get('/sitemap.xml', async (_req, res) => {
    res
      .type('application/xml')
      .set('Cache-Control', 'public, max-age=300')
      .send(await sitemapXml(payload))
  })

  router.use(async (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || NEXT_PATHS.test(req.path)) return next()
    const built = siteAssets()
    if (!built) {
      res.status(503).type('text/plain').send('The marketing site is not built yet: run npm run build')
      return
    }
    const url = new URL(req.originalUrl, 'http://site.invalid')
    const headers = new Headers(req.headers as Record<string, string>)
    const render = () => renderSitePage(payload, { url, headers, assets: built })
    // A visitor with a session may be shown pages for signed-in teachers: their answers are theirs alone,
    // never shared with a concurrent request nor kept.
    const personal = extractToken(headers) !== null
    const key = cacheKey(url)
    const version = await siteContentVersion(pages)
    const cached = personal ? undefined : cache.get(key, version)
    const page: CachedPage = cached ?? (personal ? await render() : await cache.load(key, version, render))

    setHints(req, res)
    res.set('X-Inkwell-Cache', cached ? 'HIT' : 'MISS')
    if (page.reference) res.set('X-Error-Reference', page.reference)
    if (page.location) return res.redirect(page.status, page.location)
    res.set('Cache-Control', page.private ? 'private, no-store' : 'no-cache')
    res.status(page.status).type('html').send(page.html)
  })
  return router
}
