/** Reads the pages collection through Payload's local API (the server's own instance, shared in-process). */
import config from '@payload-config'
import { getPayload } from 'payload'
import { cache } from 'react'
import type { SiteLocale } from '../../../lib/locales/site-locales'

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

const payload = () => getPayload({ config })

/** One page in one locale (falling back to en-gb's fields), or null. Deduplicated within a request. */
export const findPage = cache(async (slug: string, locale: SiteLocale): Promise<PageDoc | null> => {
  const { docs } = await (await payload()).find({
    collection: 'pages' as any,
    where: { slug: { equals: slug } },
    locale: locale as any,
    fallbackLocale: 'en-gb' as any,
    depth: 0,
    limit: 1,
    pagination: false,
  })
  return (docs[0] as unknown as PageDoc) ?? null
})

/** Resource pages (`resource/…`), optionally of one category, in title order. */
export const listResources = cache(async (locale: SiteLocale, category?: string | null): Promise<ResourceSummary[]> => {
  const where: any = { slug: { like: 'resource/' } }
  const { docs } = await (await payload()).find({
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
})

/** Every public page's slug, for the sitemap. */
export async function listPublicSlugs(): Promise<{ slug: string; updatedAt: string }[]> {
  const { docs } = await (await payload()).find({
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
export async function isSignedIn(headers: Headers): Promise<boolean> {
  try {
    const { user } = await (await payload()).auth({ headers })
    return Boolean(user)
  } catch {
    return false
  }
}
