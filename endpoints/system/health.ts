import { anyone } from '../../access'
import { AppError } from '../../lib/api/errors'
import { defineEndpoint } from '../../lib/api/define-endpoint'

/** Answers 200 once the database answers, 503 otherwise (within two seconds). Outside the catalogue. */
export const health = defineEndpoint({
  method: 'get',
  path: 'health',
  access: anyone,
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
