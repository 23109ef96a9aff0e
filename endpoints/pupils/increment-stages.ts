import { z } from 'zod'
import { schoolAdmin } from '../../access'
import { defineEndpoint, input } from '../../lib/api/define-endpoint'
import { incrementStages } from '../../lib/school/pupils'
import { ZCount, ZTime } from '../school/common.schema'

/**
 * POST users/me/school/incrementstages {force?}: the end-of-year move up: every pupil's stages go up one
 * (the top stage stays); `{ updated, stagesIncrementedAt }`. Within 180 days of the last one it needs force.
 */
export const pupilsIncrementStages = defineEndpoint({
  id: 'pupils.incrementstages',
  method: 'post',
  path: 'users/me/school/incrementstages',
  access: schoolAdmin,
  body: input({ force: z.boolean().optional() }).optional(),
  example: { body: { force: false } },
  description:
    'The end-of-year move up: every pupil’s spelling and number stages go up one (the top stage stays, no stage stays none). Within 180 days of the last move up it answers 409 unless `force: true`.',
  response: z.object({ updated: ZCount.describe('Pupils whose stages moved'), stagesIncrementedAt: ZTime }),
  handler: ({ payload, req, user, body }) => incrementStages({ payload, req, user }, body ?? {}),
})
