/**
 * Seeds the marketing site's pages from marketing-content/: en-gb's copy, plus a copy for each locale
 * whose regional wording differs (the others read en-gb's through Payload's fallback). Finds each page
 * by slug and creates only what is missing, so an editor's changes survive a second seed.
 */
import type { Payload } from 'payload'
import { MARKETING_PAGES } from '../marketing-content'
import { localisedCopies } from '../marketing-content/render'

export async function seedMarketing({ payload }: { payload: Payload }) {
  let created = 0
  for (const source of MARKETING_PAGES) {
    const existing = await payload.find({
      collection: 'pages',
      where: { slug: { equals: source.slug } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
      pagination: false,
    })
    if (existing.docs.length) continue
    const { base, regional } = localisedCopies(source)
    const doc = await payload.create({
      collection: 'pages',
      locale: 'en-gb',
      depth: 0,
      overrideAccess: true,
      data: {
        slug: source.slug,
        requiresSignIn: source.requiresSignIn ?? false,
        resourceCategory: source.resourceCategory,
        ...base,
      } as any,
    })
    for (const [locale, copy] of Object.entries(regional)) {
      await payload.update({ collection: 'pages', id: doc.id, locale: locale as any, depth: 0, overrideAccess: true, data: copy as any })
    }
    created++
  }
  return { created }
}
