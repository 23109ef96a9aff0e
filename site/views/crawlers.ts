/** What search engines read: robots.txt (the marketing site, not the apps) and the sitemap of every public page in every locale. */
import type { Payload } from 'payload'
import { SITE_LOCALES } from '../../lib/locales/site-locales'
import { listPublicSlugs } from '../data/pages'
import { alternatePaths, canonicalPath, publicOrigin } from '../routing/alternates'

export function robotsTxt(): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin',
    'Disallow: /api/',
    'Disallow: /console',
    'Disallow: /play',
    'Disallow: /auth/',
    'Disallow: /login',
    'Disallow: /logout',
    `Sitemap: ${publicOrigin()}/sitemap.xml`,
    '',
  ].join('\n')
}

const escape = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;')

/** Every public page in en-gb's default form and under the six prefixes, each with its hreflang alternates. */
export async function sitemapXml(payload: Payload): Promise<string> {
  const origin = publicOrigin()
  const entries: string[] = []
  for (const { slug, updatedAt } of await listPublicSlugs(payload)) {
    const path = slug === 'home' ? '/' : `/${slug}`
    const alternates = Object.entries(alternatePaths(path))
      .map(([hreflang, href]) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escape(origin + href)}"/>`)
      .join('')
    for (const locale of SITE_LOCALES) {
      entries.push(
        `<url><loc>${escape(origin + canonicalPath(locale, path))}</loc><lastmod>${new Date(updatedAt).toISOString()}</lastmod>${alternates}</url>`,
      )
    }
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`
}
