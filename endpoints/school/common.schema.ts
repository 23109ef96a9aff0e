/** Input pieces the school-management calls share: ids, id lists, flags and paging. */
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
