/** What the avatar calls answer: the avatar itself, and a user's ledger of coins and items. */
import { z } from 'zod'
import { ZId, ZTime } from '../school/common.schema'

/** PUT users/me/avatar: the avatar as stored. */
export const ZAvatar = z.object({
  avatar: z.string().describe('The avatar as JSON text: parts and colours, as checked and stored'),
  avatar_hash: z.string().describe('A hash of the avatar, for caching its images'),
})

/** A user's coins and items (lib/avatar/ledger.ts `ledgerOf`). */
export const ZLedger = z.object({
  balance: z.number().int().describe('Coins left: the sum of every entry’s amount'),
  owned: z.array(z.object({ type: z.string(), key: z.string() })).describe('Items bought or given: an avatar part and its item'),
  docs: z
    .array(
      z.object({
        id: ZId,
        type: z.string().describe('The part of an item bought, or `coins`, `reward` or `correction` for coins given by staff'),
        key: z.string().nullable().describe('The item bought; null for coins given'),
        amount: z.number().int().describe('Coins: negative when spent, positive when given'),
        createdAt: ZTime,
      }),
    )
    .describe('Every entry, newest first'),
})

/** POST users/me/school/pupils/{id}/avatarpurchases: the new entry's id and the pupil's ledger. */
export const ZLedgerGrant = ZLedger.extend({ id: ZId.describe('The entry just made') })
