/**
 * Plain SQL for narrow, hot or locking queries, on the connection of the request's transaction when it has
 * one (so it sees and takes part in the same writes), else on the pool.
 */
import type { Payload, PayloadRequest } from 'payload'

/** A named statement is prepared once per connection: for the hot paths, where planning each call costs more than running it. */
export type NamedStatement = { name: string; text: string; values: unknown[] }

export type Sql = {
  query: <Row = any>(text: string | NamedStatement, values?: unknown[]) => Promise<{ rows: Row[]; rowCount: number | null }>
}

export async function sqlFor(payload: Payload, req?: PayloadRequest): Promise<Sql> {
  const pool = (payload.db as any).pool
  const id = req?.transactionID ? await req.transactionID : undefined
  // Payload's postgres adapter keeps each transaction's drizzle object; its session holds the pg client.
  const client = id !== undefined ? (payload.db as any).sessions?.[id]?.db?.session?.client : undefined
  return client ?? pool
}
