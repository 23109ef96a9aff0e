import { z } from 'zod'
import { anyone } from '../../access'
import { defineEndpoint, input } from '../../lib/api/define-endpoint'
import { EXISTENCE_CHECKS_PER_WINDOW, takeAllowance } from '../../lib/auth/throttle'
import { schoolExists } from '../../lib/school/schools'
import * as ids from '../../lib/api/ids'
import { ZExists } from './common.schema'

const ZCode = z.string().trim().min(1).max(20)

/** POST schools/existence {schoolId?, code?}: `{ exists }`, whether a school has this id (and this code, when both are given). */
export const schoolExistenceCheck = defineEndpoint({
  id: 'school.existence.check',
  method: 'post',
  path: 'schools/existence',
  access: anyone,
  transaction: false,
  description:
    'Whether a school has this id, this join code, or (both given) both. Anyone may ask; the checks are throttled per source (429), since an answer tells whether a code is real.',
  response: ZExists,
  body: input({ schoolId: ids.id('a school').optional(), code: ZCode.optional() }).refine(
    (v) => v.schoolId !== undefined || v.code !== undefined,
    {
      message: 'Give a school id or a code',
    },
  ),
  example: { body: { schoolId: 1 } },
  handler: async ({ payload, body }) => {
    // Answers whether a join code is real: throttled per source (counted in the database, across processes).
    await takeAllowance(payload, 'school-existence', EXISTENCE_CHECKS_PER_WINDOW)
    return schoolExists({ payload }, body)
  },
})

/** GET schools/existence?code=: `{ exists }`. */
export const schoolExistenceByCode = defineEndpoint({
  id: 'school.existence.by_code',
  method: 'get',
  path: 'schools/existence',
  access: anyone,
  query: input({ code: ZCode }),
  description: 'Whether a school has this join code (case does not matter). Anyone may ask; throttled per source (429).',
  response: ZExists,
  example: { query: { code: 'NOSUCHCODE' } },
  handler: async ({ payload, query }) => {
    await takeAllowance(payload, 'school-existence', EXISTENCE_CHECKS_PER_WINDOW)
    return schoolExists({ payload }, query)
  },
})
