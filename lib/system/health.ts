/** Whether the database answers, for load balancers and uptime checks (GET health). */
import type { Payload } from 'payload'
import { poolDb } from '../data/db'
import { sql } from '../data/sql'

/** Longer than a healthy database ever takes, and short enough that a check of a stalled one is answered in time. */
const HEALTH_TIMEOUT_MS = 2000

/** Resolves once the database answers a trivial statement on the pool; rejects when it fails or takes over two seconds. */
export async function databaseAnswers(payload: Payload): Promise<void> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`The database did not answer within ${HEALTH_TIMEOUT_MS} ms`)), HEALTH_TIMEOUT_MS)
    timer.unref()
  })
  try {
    await Promise.race([
      poolDb(payload, 'the health check, which asks the database itself, not any school’s data').one(sql`SELECT 1`),
      timeout,
    ])
  } finally {
    clearTimeout(timer)
  }
}
