import { anyone } from '../../access'
import { AppError } from '../../lib/api/errors'
import { defineEndpoint } from '../../lib/api/define-endpoint'
import { databaseAnswers } from '../../lib/system/health'
import { ZHealth } from './system.schema'

/** GET health (outside the catalogue). */
export const health = defineEndpoint({
  method: 'get',
  path: 'health',
  access: anyone,
  response: ZHealth,
  description:
    'Outside the catalogue. 200 once the database answers; 503 `SERVICE_UNAVAILABLE` when it does not, within two seconds. For load balancers and uptime checks.',
  handler: async ({ payload }) => {
    try {
      await databaseAnswers(payload)
    } catch (err) {
      throw new AppError('SERVICE_UNAVAILABLE', { cause: err })
    }
    return { status: 'ok' }
  },
})
