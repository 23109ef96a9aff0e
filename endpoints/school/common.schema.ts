/** Input pieces the school-management calls share: ids, id lists, flags and paging. */
import { z } from 'zod'
import { input } from '../../lib/api/define-endpoint'

export const ZId = (what: string) =>
  z.coerce
    .number({ error: `Must be ${what} id` })
    .int(`Must be ${what} id`)
    .positive(`Must be ${what} id`)

export const ZIdParams = (what: string) => input({ id: ZId(what) })

/** A list of ids in a body: `[1, 2]`. */
export const ZIds = (what: string, max = 2000) => z.array(z.number().int().positive(`Must be ${what} id`)).max(max, `At most ${max} at a time`)

/** A list of ids in a query string: `1,2,3`. */
export const ZIdList = (what: string) =>
  z
    .string()
    .regex(/^\d+(,\d+)*$/, `Give ${what} ids separated by commas`)
    .transform((s) => s.split(',').map(Number))
    .refine((ids) => ids.length <= 2000, 'At most 2000 at a time')

/** A yes/no in a query string. */
export const ZFlag = z.enum(['true', 'false', '1', '0'], { error: 'Use true or false' }).transform((v) => v === 'true' || v === '1')

/** Paging as Payload's lists take it. */
export const paging = (defaultLimit = 50) => ({
  page: z.coerce.number().int().min(1, 'Pages start at 1').default(1),
  limit: z.coerce.number().int().min(1).max(200, 'At most 200 a page').default(defaultLimit),
})

export const ZSearch = z.string().trim().min(1).max(100).optional()

export const ZName = (what = 'name') => z.string().trim().min(1, `Give a ${what}`).max(100, 'Use at most 100 characters')
