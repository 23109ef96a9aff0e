/** The avatar ledger: what a user owns and how many coins they have left (collections/AvatarPurchases.ts). */
import type { Payload, PayloadRequest } from 'payload'
import { systemDb } from '../data/db'
import { tables, type RowOf } from '../data/schema'
import { sql } from '../data/sql'

export type LedgerEntry = { id: number; type: string; key: string | null; amount: number; createdAt: string }

type Request = { payload: Payload; req: PayloadRequest }

/**
 * A user's own ledger (any user has one, with or without a school), or a pupil's that the caller checked is of their
 * school (endpoints/avatars/pupil.ts): the entries are the user's, whichever school they are in.
 */
const ledgerDb = (op: Request) => systemDb(op, 'a user’s coin ledger: their own, or a pupil of the caller’s school, checked first')

export async function ledgerOf(op: Request, userId: number) {
  const db = await ledgerDb(op)
  const rows = await db.rows(
    // numeric arrives as text: read as float8, a number.
    sql<Pick<RowOf<typeof tables.avatar_purchases>, 'id' | 'type' | 'key' | 'amount' | 'created_at'>>`SELECT id, type, key,
      amount::float8 AS amount, created_at
    FROM ${tables.avatar_purchases} WHERE user_id = ${userId} ORDER BY created_at DESC, id DESC`,
  )
  const docs: LedgerEntry[] = rows.map((r) => ({
    id: r.id,
    type: r.type,
    key: r.key,
    amount: r.amount,
    createdAt: r.created_at.toISOString(),
  }))
  const balance = docs.reduce((sum, e) => sum + e.amount, 0)
  const owned = docs.flatMap((e) => (e.key ? [{ type: e.type, key: e.key }] : []))
  return { balance, owned, docs }
}

/** Holds the user's ledger until the request's transaction ends, so two purchases cannot both spend the same coins. */
export async function lockLedger(op: Request, userId: number) {
  await (await ledgerDb(op)).run(sql`SELECT pg_advisory_xact_lock(${userId})`)
}

export const ownedSet = (owned: { type: string; key: string }[]) => new Set(owned.map((o) => `${o.type}:${o.key}`))
