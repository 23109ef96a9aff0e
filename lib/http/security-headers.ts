/**
 * The security headers every surface sends (helmet): a Content-Security-Policy per surface, nosniff, a strict
 * referrer policy, and no framing anywhere (frame-ancestors 'none' and X-Frame-Options: DENY), so that the
 * console and the player cannot be drawn inside another site's page.
 *
 * Only the Payload admin (Next) keeps 'unsafe-inline' for scripts: Next's app router writes its bootstrap as
 * inline scripts and offers no nonce without rendering every page dynamically. Everything else runs only
 * scripts served from our own origin, and places no request data in a page unescaped.
 */
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
  /** Payload's admin (Next): as far as Next allows. */
  admin: {
    ...BASE,
    scriptSrc: ["'self'", "'unsafe-inline'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
  },
} satisfies Record<string, Directives>

export type Surface = keyof typeof SURFACES

/** helmet for one surface. Plain-http development keeps working: upgrade-insecure-requests only over https. */
export function securityHeaders(surface: Surface, { https }: { https: boolean }) {
  const { upgradeInsecureRequests, ...rest } = SURFACES[surface] as Directives
  return helmet({
    contentSecurityPolicy: { useDefaults: false, directives: https && upgradeInsecureRequests ? { ...rest, upgradeInsecureRequests } : rest },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Sibling products (CORS_ORIGINS) call the API and may show its pictures: same-site, not same-origin.
    crossOriginResourcePolicy: { policy: 'same-site' },
    crossOriginEmbedderPolicy: false,
    hsts: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  })
}
