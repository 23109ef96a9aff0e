/**
 * Next's proxy for the marketing site (Payload's admin, the API, the console and the player never come
 * here: see `config.matcher`). In order:
 *
 *   1. legacy static-page addresses answer a permanent 301 (app/(site)/routing/legacy-redirects.ts);
 *   2. `/` goes to the region a visitor chose before (the `i18n_redirected` cookie);
 *   3. the page's path is passed to the root layout (`x-inkwell-site-path`), which has no params;
 *   4. full-page GETs are served from the in-memory page cache, rendered once per content version
 *      through this same server (app/(site)/cache/page-cache.ts), so the home page answers in
 *      milliseconds and an editor's change still shows on the next request;
 *   5. two small cookies tell the browser what only the server can see: whether a session cookie is
 *      present (it is HttpOnly) and the viewer's country from the CDN's header.
 *
 * The 404 and error pages are rendered by the page itself and marked with the status they need
 * (`data-inkwell-status`), which the proxy answers with: thrown from a page, Next's notFound() renders
 * only an empty client-side shell on the server when, as here, the app has two root layouts.
 */
import { NextResponse, type NextRequest } from 'next/server'
import { siteContentVersion } from './collections/Pages/site-cache'
import { countryFromHeaders, DEFAULT_SITE_LOCALE, isSiteLocale } from './lib/locales/site-locales'
import { cacheKey, PRIVATE_PAGE_MARKER, renderSecret, SITE_PAGE_MARKER, sitePageCache, statusMarker, type CachedPage } from './app/(site)/cache/page-cache'
import { SITE_PATH_HEADER } from './app/(site)/routing/headers'
import { legacyRedirectTarget } from './app/(site)/routing/legacy-redirects'

const RENDER_HEADER = 'x-inkwell-site-render'
const SESSION_COOKIE = '_session-token_'
export const SESSION_HINT_COOKIE = 'inkwell_session'
export const COUNTRY_COOKIE = 'inkwell_country'
export const LOCALE_COOKIE = 'i18n_redirected'

/** Headers a cached answer must not repeat. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-encoding', 'content-length', 'date', 'set-cookie'])

export async function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl

  const legacy = legacyRedirectTarget(pathname)
  if (legacy) return NextResponse.redirect(new URL(legacy + search, request.nextUrl), 301)

  const chosen = request.cookies.get(LOCALE_COOKIE)?.value
  if (pathname === '/' && chosen && chosen !== DEFAULT_SITE_LOCALE && isSiteLocale(chosen) && !isRscRequest(request)) {
    return NextResponse.redirect(new URL(`/${chosen}${search}`, request.nextUrl), 307)
  }

  const headers = new Headers(request.headers)
  headers.set(SITE_PATH_HEADER, pathname)
  if (request.headers.get(RENDER_HEADER) === renderSecret()) return NextResponse.next({ request: { headers } })

  if ((request.method === 'GET' || request.method === 'HEAD') && isDocumentRequest(request)) {
    const page = await cachedPage(request)
    if (page) return withHints(request, pageResponse(page, request))
  }
  return withHints(request, NextResponse.next({ request: { headers } }))
}

const isRscRequest = (request: NextRequest) => request.headers.has('rsc') || request.headers.has('next-router-prefetch') || request.nextUrl.searchParams.has('_rsc')

/**
 * A request for a whole HTML page. Next takes the router's headers and `_rsc` off requests before the
 * proxy sees them, so client navigations (RSC payloads, fetched with `Accept: *\/*`) are told apart by
 * what they accept and, in browsers that say, by their destination.
 */
function isDocumentRequest(request: NextRequest) {
  if (isRscRequest(request)) return false
  const destination = request.headers.get('sec-fetch-dest')
  if (destination && destination !== 'document') return false
  return (request.headers.get('accept') ?? '').includes('text/html')
}

/** The cached page, or a fresh render of it; null when this server cannot be reached (render in place). */
async function cachedPage(request: NextRequest): Promise<(CachedPage & { hit: boolean }) | null> {
  const key = cacheKey(request.nextUrl)
  const cache = sitePageCache()
  const version = siteContentVersion()
  const hit = cache.get(key, version)
  if (hit) return { ...hit, hit: true }
  try {
    const page = await cache.load(key, version, () => renderThroughServer(request, key))
    return page && { ...page, hit: false }
  } catch (err) {
    console.warn(`site: could not render ${key} through the server, rendering in place:`, (err as Error).message, (err as Error).cause ?? '')
    return null
  }
}

async function renderThroughServer(request: NextRequest, key: string): Promise<CachedPage> {
  // This server's own port: the Host header's when it names one, else the port it was started on.
  const port = /:(\d+)$/.exec(request.headers.get('host') ?? '')?.[1] || process.env.PORT || '3000'
  const forwarded: Record<string, string> = { [RENDER_HEADER]: renderSecret(), 'accept-encoding': 'identity', accept: 'text/html' }
  const cookie = request.headers.get('cookie')
  if (cookie) forwarded.cookie = cookie
  const answer = await fetch(`http://127.0.0.1:${port}${key}`, { headers: forwarded, redirect: 'manual', cache: 'no-store' })
  const body = new Uint8Array(await answer.arrayBuffer())
  const headers = [...answer.headers.entries()].filter(([name]) => !HOP_BY_HOP.has(name.toLowerCase()))
  const isHtml = (answer.headers.get('content-type') ?? '').includes('text/html')
  const text = isHtml ? new TextDecoder().decode(body) : ''
  // The 404 and error views ask for their status; private pages (they depend on who asks) and anything
  // but a marketing-site page (another part of the app Next serves) stay out of the cache.
  const sitePage = isHtml && text.includes(SITE_PAGE_MARKER)
  const status = (sitePage && answer.status === 200 && statusMarker(text)) || answer.status
  const isPrivate = !sitePage || text.includes(PRIVATE_PAGE_MARKER)
  return { status, headers, body, private: isPrivate }
}

function pageResponse(page: CachedPage & { hit: boolean }, request: NextRequest) {
  const headers = new Headers(page.headers)
  headers.set('x-inkwell-cache', page.hit ? 'HIT' : 'MISS')
  // A page that redirected (sign-in needed) says where to in a path; the answer from here needs a URL.
  const location = headers.get('location')
  if (location) headers.set('location', new URL(location, request.nextUrl).toString())
  // Next compresses the answer for browsers that accept it (it drops a Content-Encoding set here, so a
  // body gzipped once and kept could not be sent as such).
  const body = request.method === 'HEAD' ? null : (page.body as BodyInit)
  return new NextResponse(body, { status: page.status, headers })
}

function withHints<T extends Response>(request: NextRequest, response: T): T {
  const session = request.cookies.get(SESSION_COOKIE)?.value
  const hasSession = Boolean(session && session !== 'null')
  const hinted = request.cookies.get(SESSION_HINT_COOKIE)?.value === '1'
  if (hasSession && !hinted) response.headers.append('Set-Cookie', `${SESSION_HINT_COOKIE}=1; Path=/; SameSite=Lax`)
  if (!hasSession && hinted) response.headers.append('Set-Cookie', `${SESSION_HINT_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`)
  const country = countryFromHeaders((name) => request.headers.get(name))
  if (request.cookies.get(COUNTRY_COOKIE)?.value !== country) response.headers.append('Set-Cookie', `${COUNTRY_COOKIE}=${country}; Path=/; SameSite=Lax`)
  return response
}

export const config = {
  // Everything but Next's own files, the API, Payload's admin, the console, the player, the auth site and
  // files with an extension (legacy .html addresses excepted).
  matcher: ['/((?!_next/|api/|api$|admin|console|play|auth/|auth$|.*\\.(?:svg|png|jpg|ico|txt|xml|js|css|map|json|webmanifest)$).*)'],
}
