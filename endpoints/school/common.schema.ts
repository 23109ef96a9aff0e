/** Pieces the school-management calls share: input (ids, flags, paging) and the answers' building blocks. */
import { z } from 'zod'

/** A yes/no in a query string. */
export const ZFlag = z.enum(['true', 'false', '1', '0'], { error: 'Use true or false' }).transform((v) => v === 'true' || v === '1')

/** Paging as Payload's lists take it. */
export const paging = (defaultLimit = 50) => ({
  page: z.coerce.number().int().min(1, 'Pages start at 1').max(1_000_000, 'At most page 1000000').default(1),
  limit: z.coerce.number().int().min(1).max(200, 'At most 200 a page').default(defaultLimit),
})

export const ZSearch = z.string().trim().min(1).max(100).optional()

export const ZName = (what = 'name') => z.string().trim().min(1, `Give a ${what}`).max(100, 'Use at most 100 characters')

/** A record's id in an answer. */
export const ZId = z.number().int().min(1)

/** A count in an answer. */
export const ZCount = z.number().int().min(0)

/** A time in an answer. */
export const ZTime = z.iso.datetime().describe('ISO 8601 time (UTC)')

/**
 * Payload's list shape (lib/spelling/pages.ts `toPage`): one page of `doc`.
 * Payload's own collection lists add `pagingCounter`, `prevPage` and `nextPage`.
 */
export const pageOf = <T extends z.ZodType>(doc: T) =>
  z.object({
    docs: z.array(doc),
    totalDocs: ZCount.describe('Records on every page together'),
    limit: z.number().int().min(1).describe('Records a page'),
    page: z.number().int().min(1),
    totalPages: ZCount.describe('At least 1, except 0 for an empty list of Payload’s own collections'),
    hasNextPage: z.boolean(),
    hasPrevPage: z.boolean(),
  })

/** A page of Payload's own collection list (payload.find): `pageOf` and its counters. */
export const collectionPageOf = <T extends z.ZodType>(doc: T) =>
  pageOf(doc).extend({
    pagingCounter: z.number().int().describe('The position of the page’s first record, from 1'),
    prevPage: z.number().int().nullish(),
    nextPage: z.number().int().nullish(),
  })

/** A class or subgroup named in another record. */
export const ZGroupRef = z.object({
  id: ZId,
  name: z.string(),
  parent: ZId.nullable().describe('The class a subgroup belongs to; null for a class'),
})

/** What a delete answers: how many records went, and which. */
export const ZDeleted = z.object({ deleted: ZCount, ids: z.array(ZId) })

/** What an existence check answers. */
export const ZExists = z.object({ exists: z.boolean() })
