import { z } from 'zod'
import { anyone } from '../../access'
import { defineEndpoint, input } from '../../lib/api/define-endpoint'
import { EXISTENCE_CHECKS_PER_WINDOW, takeAllowance } from '../../lib/auth/throttle'
import { sqlFor } from '../../lib/db/sql'
import { schoolExists } from '../../lib/school/schools'
import * as ids from '../../lib/api/ids'

const ZCode = z.string().trim().min(1).max(20)

/** POST schools/existence {schoolId?, code?}: `{ exists }`, whether a school has this id (and this code, when both are given). */
export const schoolExistenceCheck = defineEndpoint({
  id: 'school.existence.check',
  method: 'post',
  path: 'schools/existence',
  access: anyone,
  transaction: false,
  body: input({ schoolId: ids.id('a school').optional(), code: ZCode.optional() }).refine(
    (v) => v.schoolId !== undefined || v.code !== undefined,
    {
      message: 'Give a school id or a code',
    },
  ),
  example: { body: { schoolId: 1 } },
  handler: async ({ payload, body }) => {
    // Answers whether a join code is real: throttled per source (counted in the database, across processes).
    await takeAllowance((payload.db as any).pool, 'school-existence', EXISTENCE_CHECKS_PER_WINDOW)
    return schoolExists(await sqlFor(payload), body)
  },
})

/** GET schools/existence?code=: `{ exists }`. */
export const schoolExistenceByCode = defineEndpoint({
  id: 'school.existence.by_code',
  method: 'get',
  path: 'schools/existence',
  access: anyone,
  query: input({ code: ZCode }),
  example: { query: { code: 'NOSUCHCODE' } },
  handler: async ({ payload, query }) => {
    await takeAllowance((payload.db as any).pool, 'school-existence', EXISTENCE_CHECKS_PER_WINDOW)
    return schoolExists(await sqlFor(payload), query)
  },
})
