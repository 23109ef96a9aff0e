/**
 * The security headers every surface sends (helmet): a Content-Security-Policy per surface, nosniff, a strict
 * referrer policy, and no framing anywhere (frame-ancestors 'none' and X-Frame-Options: DENY), so that the
 * console and the player cannot be drawn inside another site's page.
 *
 * Only the Payload admin (Next) keeps 'unsafe-inline' for scripts: Next's app router writes its bootstrap as
 * inline scripts and offers no nonce without rendering every page dynamically. Everything else runs only
 * scripts served from our own origin, and places no request data in a page unescaped.
 */
import type { Request, RequestHandler, Response } from 'express'
import helmet from 'helmet'

type Directives = Record<string, string[]>

const BASE: Directives = {
  defaultSrc: ["'self'"],
  baseUri: ["'self'"],
  objectSrc: ["'none'"],
  frameAncestors: ["'none'"],
  formAction: ["'self'"],
  scriptSrc: ["'self'"],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'"],
  imgSrc: ["'self'", 'data:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  upgradeInsecureRequests: [],
}

const SURFACES = {
  /** JSON and word audio: nothing in an answer may run or be framed. */
  api: { defaultSrc: ["'none'"], objectSrc: ["'none'"], frameAncestors: ["'none'"], baseUri: ["'none'"], formAction: ["'none'"] },
  /** The account and access-token pages: their script and stylesheet are files of ours (lib/http/pages/). */
  pages: BASE,
  /** The marketing site: one script and one stylesheet of ours; pictures may come from the image host. */
  site: { ...BASE, imgSrc: ["'self'", 'data:', 'https:'] },
  /** react-admin: MUI writes its styles at run time; charts and QR codes are data: and blob: images. */
  console: { ...BASE, styleSrc: ["'self'", "'unsafe-inline'"], imgSrc: ["'self'", 'data:', 'blob:'] },
  /** The player: PixiJS decodes textures in blob: workers and draws with WebGL; word audio is ours. */
  player: {
    ...BASE,
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    mediaSrc: ["'self'", 'data:', 'blob:'],
    workerSrc: ["'self'", 'blob:'],
    connectSrc: ["'self'", 'data:', 'blob:'],
  },
  /**
   * The API reference page (/api/docs, endpoints/system/openapi.ts): Swagger UI's script and stylesheet from our
   * own origin; it fetches the document and makes the calls a reader tries out; its stylesheet draws icons as data: images.
   */
  apiDocs: { ...BASE, formAction: ["'none'"] },
  /** Payload's admin (Next): as far as Next allows. */
  admin: {
    ...BASE,
    scriptSrc: ["'self'", "'unsafe-inline'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
  },
} satisfies Record<string, Directives>

export type Surface = keyof typeof SURFACES

/** The headers helmet sends for one surface, and those it removes. */
function surfaceHeaders(surface: Surface, { https }: { https: boolean }) {
  const { upgradeInsecureRequests, ...rest } = SURFACES[surface] as Directives
  const middleware = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: https && upgradeInsecureRequests ? { ...rest, upgradeInsecureRequests } : rest,
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Sibling products (CORS_ORIGINS) call the API and may show its pictures: same-site, not same-origin.
    crossOriginResourcePolicy: { policy: 'same-site' },
    crossOriginEmbedderPolicy: false,
    hsts: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  })
  const headers: [string, string][] = []
  const removed: string[] = []
  const recorder = {
    setHeader: (name: string, value: string) => headers.push([name, String(value)]),
    removeHeader: (name: string) => removed.push(name),
  }
  middleware({} as Request, recorder as unknown as Response, () => {})
  return { headers, removed }
}

/**
 * The headers helmet sends for one surface, worked out once: they depend on nothing in the request, so every
 * answer gets the same list set in one pass (helmet's own middleware rebuilds them per request, a quarter of the
 * cost of `GET /api/health` in `npm run bench`). Plain-http development keeps working: upgrade-insecure-requests
 * and HSTS only over https.
 */
export function securityHeaders(surface: Surface, options: { https: boolean }): RequestHandler {
  const { headers, removed } = surfaceHeaders(surface, options)
  return (_req, res, next) => {
    for (const name of removed) res.removeHeader(name)
    for (const [name, value] of headers) res.setHeader(name, value)
    next()
  }
}

/** One surface's Content-Security-Policy, for a page served inside another surface (the API reference inside /api). */
export const contentSecurityPolicy = (surface: Surface, options: { https: boolean }) =>
  surfaceHeaders(surface, options).headers.find(([name]) => name.toLowerCase() === 'content-security-policy')![1]
