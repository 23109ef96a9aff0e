/** The avatar ledger: what a user owns and how many coins they have left (collections/AvatarPurchases.ts). */
import type { Payload, PayloadRequest } from 'payload'
import { connectionFor } from '../../lib/data/connection'
import { schoolDb, type Operation } from '../../lib/data/db'
import { pupilsOfSchool } from '../../lib/school/context'

export type LedgerEntry = { id: number; type: string; key: string | null; amount: number; createdAt: string }

export async function ledgerOf(payload: Payload, req: PayloadRequest, userId: number) {
  const { rows } = await (
    await connectionFor(payload, req)
  ).query('SELECT id, type, key, amount, created_at FROM avatar_purchases WHERE user_id = $1 ORDER BY created_at DESC, id DESC', [userId])
  const docs: LedgerEntry[] = rows.map((r: any) => ({
    id: r.id,
    type: r.type,
    key: r.key,
    amount: Number(r.amount),
    createdAt: new Date(r.created_at).toISOString(),
  }))
  const balance = docs.reduce((sum, e) => sum + e.amount, 0)
  const owned = docs.filter((e) => e.key).map((e) => ({ type: e.type, key: e.key! }))
  return { balance, owned, docs }
}

export const ownedSet = (owned: { type: string; key: string }[]) => new Set(owned.map((o) => `${o.type}:${o.key}`))

/** A pupil of the caller's school (staff may manage only their own school's pupils). */
export const pupilOfMySchool = async (op: Operation, pupilId: number) => pupilsOfSchool(await schoolDb(op), [pupilId])
