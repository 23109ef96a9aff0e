/** What the deleted-user calls answer. */
import { z } from 'zod'
import { ZCount, ZId, ZTime } from '../school/common.schema'

/** A user deleted softly (lib/school/deleted-users.ts `DeletedUserView`): recoverable until `purgeAt`. */
export const ZDeletedUser = z.object({
  id: ZId,
  name: z.string().nullable(),
  role: z.enum(['pupil', 'teacher']).describe('teacher for every member of staff, admins included'),
  username: z.string().nullable().describe('Staff only'),
  school_username: z.string().nullable().describe('Pupils only'),
  email: z.string().nullable().describe('Staff only'),
  deletedAt: ZTime,
  purgeAt: ZTime.describe('When the user is purged for good, 30 days after deletion'),
})

/** Users recovered: they sign in again, with their classes and data. */
export const ZRecovered = z.object({ recovered: ZCount, ids: z.array(ZId) })

/** A deleted user merged into a kept one: how many rows of each table and column moved. */
export const ZMerged = z.object({
  merged: ZId.describe('The deleted user, now purged'),
  into: ZId,
  moved: z.record(z.string(), ZCount).describe('Rows moved, by `table.column`'),
})
