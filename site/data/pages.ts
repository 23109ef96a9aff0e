/** Reads the pages collection through Payload's Local API (the server's own instance). */
import type { Payload } from 'payload'
import type { SiteLocale } from '../../lib/locales/site-locales'

export type LinkData = { label?: string | null; href?: string | null } | null | undefined

export type BlockData = { id?: string | null; blockType: string; blockName?: string | null; [field: string]: any }

export type PageDoc = {
  id: number
  slug: string
  title: string
  description: string
  requiresSignIn?: boolean | null
  resourceCategory?: string | null
  layout?: BlockData[] | null
}

export type ResourceSummary = Pick<PageDoc, 'slug' | 'title' | 'description' | 'requiresSignIn' | 'resourceCategory'>

/** One page in one locale (falling back to en-gb's fields), or null. */
export async function findPage(payload: Payload, slug: string, locale: SiteLocale): Promise<PageDoc | null> {
  const { docs } = await payload.find({
    collection: 'pages' as any,
    where: { slug: { equals: slug } },
    locale: locale as any,
    fallbackLocale: 'en-gb' as any,
    depth: 0,
    limit: 1,
    pagination: false,
  })
  return (docs[0] as unknown as PageDoc) ?? null
}

/** Resource pages (`resource/…`), optionally of one category, in title order. */
export async function listResources(payload: Payload, locale: SiteLocale, category?: string | null): Promise<ResourceSummary[]> {
  const where: any = { slug: { like: 'resource/' } }
  const { docs } = await payload.find({
    collection: 'pages' as any,
    where: category ? { and: [where, { resourceCategory: { equals: category } }] } : where,
    locale: locale as any,
    fallbackLocale: 'en-gb' as any,
    depth: 0,
    pagination: false,
    sort: 'title',
    select: { slug: true, title: true, description: true, requiresSignIn: true, resourceCategory: true } as any,
  })
  return (docs as unknown as ResourceSummary[]).filter((doc) => doc.slug.startsWith('resource/'))
}

/** Every public page's slug, for the sitemap. */
export async function listPublicSlugs(payload: Payload): Promise<{ slug: string; updatedAt: string }[]> {
  const { docs } = await payload.find({
    collection: 'pages' as any,
    where: { requiresSignIn: { not_equals: true } },
    depth: 0,
    pagination: false,
    sort: 'slug',
    select: { slug: true, updatedAt: true } as any,
  })
  return docs as unknown as { slug: string; updatedAt: string }[]
}

/** Whether a request carries a live session (for pages that need one); Payload runs Inkwell's auth strategy. */
export async function isSignedIn(payload: Payload, headers: Headers): Promise<boolean> {
  try {
    const { user } = await payload.auth({ headers })
    return Boolean(user)
  } catch {
    return false
  }
}
