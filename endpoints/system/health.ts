import { anyone } from '../../access'
import { AppError } from '../../lib/api/errors'
import { defineEndpoint } from '../../lib/api/define-endpoint'
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
    const pool = (payload.db as any).pool
    const timeout = new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), 2000).unref())
    try {
      await Promise.race([pool.query('SELECT 1'), timeout])
    } catch (err) {
      throw new AppError('SERVICE_UNAVAILABLE', { cause: err })
    }
    return { status: 'ok' }
  },
})
