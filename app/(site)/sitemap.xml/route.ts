/** The sitemap: every public page in every locale (en-gb's default form and the six prefixes), with hreflang alternates. */
import { SITE_LOCALES } from '../../../lib/locales/site-locales'
import { listPublicSlugs } from '../data/pages'
import { alternatePaths, canonicalPath, publicOrigin } from '../routing/alternates'

export const dynamic = 'force-dynamic'

const escape = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;')

export async function GET() {
  const origin = publicOrigin()
  const pages = await listPublicSlugs()
  const entries: string[] = []
  for (const { slug, updatedAt } of pages) {
    const path = slug === 'home' ? '/' : `/${slug}`
    const alternates = Object.entries(alternatePaths(path))
      .map(([hreflang, href]) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escape(origin + href)}"/>`)
      .join('')
    for (const locale of SITE_LOCALES) {
      entries.push(`<url><loc>${escape(origin + canonicalPath(locale, path))}</loc><lastmod>${new Date(updatedAt).toISOString()}</lastmod>${alternates}</url>`)
    }
  }
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`
  return new Response(xml, { headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=300' } })
}
