/** Crawlers may read the marketing site, not the apps; the sitemap lists every page in every locale. */
import { publicOrigin } from '../routing/alternates'

export const dynamic = 'force-dynamic'

export function GET() {
  const body = ['User-agent: *', 'Allow: /', 'Disallow: /admin', 'Disallow: /api/', 'Disallow: /console', 'Disallow: /play', 'Disallow: /auth/', 'Disallow: /login', 'Disallow: /logout', `Sitemap: ${publicOrigin()}/sitemap.xml`, ''].join('\n')
  return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
}
