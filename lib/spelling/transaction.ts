/**
 * One transaction on one pooled connection, for the hot attempt path: the same single transaction that
 * `defineEndpoint` opens for writes, without Payload's transaction bookkeeping around it (measured in
 * `npm run bench`). Nothing here calls the Local API, so nothing needs Payload's transaction id.
 */
import type { Payload } from 'payload'
import type { Sql } from '../db/sql'

export async function inTransaction<T>(payload: Payload, work: (sql: Sql) => Promise<T>): Promise<T> {
  const client = await (payload.db as any).pool.connect()
  try {
    await client.query('BEGIN')
    const result = await work(client)
    await client.query('COMMIT')
    return result
  } catch (err) {
    await client.query('ROLLBACK').catch(() => {})
    throw err
  } finally {
    client.release()
  }
}
