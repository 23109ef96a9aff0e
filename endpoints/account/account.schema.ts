/** What the account calls answer (their input schemas sit beside each endpoint and in register/parent-learner.schema.ts). */
import { z } from 'zod'
import { ROLES } from '../../lib/roles'
import { ZRenewedSession, ZSessionUser } from '../auth/auth.schema'
import { ZId, ZTime } from '../school/common.schema'

/** GET users/me. */
export const ZMe = ZRenewedSession.extend({
  token: z
    .string()
    .nullable()
    .describe('The token the request sent in its Authorization header; null when the HttpOnly session cookie authenticated it'),
  collection: z.literal('users').describe('For Payload’s admin'),
})

/** PUT users/me. */
export const ZProfileUpdated = z.object({
  user: ZSessionUser,
  pendingEmail: z
    .string()
    .nullable()
    .describe('A new address waiting to be verified by its link; the account keeps its old one until then'),
})

/** The settings a user keeps with their account; absent keys have their defaults. */
export const ZSettings = z.object({
  settings: z
    .looseObject({
      fontPreference: z.enum(['default', 'dyslexic']).optional(),
      soundOn: z.boolean().optional(),
      musicOn: z.boolean().optional(),
      reducedMotion: z.boolean().optional(),
    })
    .describe(
      'The settings stored (null in a change puts one back to its default, and it is left out); keys other products keep are answered as stored',
    ),
})

/** POST users/me/sendverifyemail. */
export const ZVerificationEmail = z.object({
  sent: z.boolean().describe('false when the address was already verified (nothing is sent)'),
  email: z.string(),
  emailVerified: z.boolean(),
})

/** Each email-change call answers where the change stands. */
export const ZEmailChange = z.object({
  status: z
    .enum(['verified', 'awaiting_confirmation', 'changed', 'denied'])
    .describe(
      '`verified`: the account’s own address is verified; `awaiting_confirmation`: the new address is proved and the old one has been asked to confirm; `changed`: the new address is the account’s; `denied`: the old address refused the change',
    ),
  email: z.string().nullable().describe('The account’s address after this step (the new one once `changed`)'),
})

/** PATCH users/me/anon-upgrade. */
export const ZAnonUpgradePending = z.object({
  status: z.literal('pending'),
  email: z.string().describe('Where the code and link were sent'),
  expiresAt: ZTime.describe('When the code and link stop working'),
})

/**
 * A users collection document in Payload's form (GET users, the superusers' search). Secrets (password hash,
 * second-factor secrets, backup codes, sign-in key hash) are never in it.
 */
const ZRelation = z.union([ZId, z.looseObject({ id: ZId })]).describe('An id, or the record at `depth` 1 or more')
export const ZUserRecord = z.looseObject({
  id: ZId,
  name: z.string().nullish(),
  username: z.string().nullish(),
  email: z.string().nullish(),
  role: z.enum(ROLES),
  school: ZRelation.nullish(),
  schoolUsername: z.string().nullish(),
  createdAt: ZTime,
  updatedAt: ZTime,
})
