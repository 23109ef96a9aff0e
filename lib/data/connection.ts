/**
 * The request's database connection: the client of its transaction when it has one (so a statement sees and
 * takes part in the same writes), else the pool. Only the data layer (lib/data/) takes connections; the rest
 * of the code reads and writes through `schoolDb` and `systemDb` (lib/data/db.ts).
 */
import type { Payload, PayloadRequest } from 'payload'
import type { Pool, PoolClient } from 'pg'

/** A named statement is prepared once per connection: for the hot paths, where planning each call costs more than running it. */
export type NamedStatement = { name: string; text: string; values: unknown[] }

/** A pg pool or client, as far as the data layer uses one. */
export type Sql = {
  query: <Row = Record<string, unknown>>(
    text: string | NamedStatement,
    values?: unknown[],
  ) => Promise<{ rows: Row[]; rowCount: number | null }>
}

/** What Payload's postgres adapter keeps and does not type: its pool, and each transaction's drizzle session and pg client. */
type AdapterInternals = {
  pool: Pool
  sessions?: Record<string | number, { db?: { session?: { client?: PoolClient } } } | undefined>
}

const internals = (payload: Payload) => payload.db as unknown as AdapterInternals

/** The pool, for what runs outside any request's transaction (sign-in, throttles, the session lookup). */
export const poolOf = (payload: Payload): Sql => internals(payload).pool

/**
 * The connection a request's statements must use. A request whose transaction cannot be found fails loudly:
 * falling back to the pool (as Payload's own lookup does) would let a write escape its transaction.
 */
export async function connectionFor(payload: Payload, req?: PayloadRequest): Promise<Sql> {
  const id = req?.transactionID ? await req.transactionID : undefined
  if (id === undefined) return poolOf(payload)
  const client = internals(payload).sessions?.[id]?.db?.session?.client
  if (!client) throw new Error(`The request's transaction ${String(id)} is not open: its statements would run outside it`)
  return client
}
