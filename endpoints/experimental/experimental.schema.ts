import { z } from 'zod'
import { ZCount } from '../school/common.schema'

/** What every experimental-feature call answers. */
export const ZExperimentalSet = z.object({
  enabled: z.boolean(),
  updated: ZCount.describe('Users who now have the flag as asked'),
})
