import { z } from 'zod'
import { input } from '../../lib/api/define-endpoint'
import { PUPIL_SORTS } from '../../lib/school/pupils'
import { STAGE_MAX, STAGE_MIN } from '../../lib/school/stages'
import { SCHOOL_USERNAME_PATTERN, SCHOOL_USERNAME_RULE } from '../../lib/school/usernames'
import * as ids from '../../lib/api/ids'
import { paging, ZCount, ZFlag, ZGroupRef, ZId, ZName, ZSearch, ZTime } from '../school/common.schema'

export const ZStage = z
  .number({ error: `A stage is a number from ${STAGE_MIN} to ${STAGE_MAX}` })
  .int(`A stage is a whole number`)
  .min(STAGE_MIN, `Stages run from ${STAGE_MIN} to ${STAGE_MAX}`)
  .max(STAGE_MAX, `Stages run from ${STAGE_MIN} to ${STAGE_MAX}`)
  .nullable()

export const ZSchoolUsername = z.string().trim().toLowerCase().regex(SCHOOL_USERNAME_PATTERN, SCHOOL_USERNAME_RULE)

const ZPassword = z.string().min(1, 'Give a password').max(256)

export const ZPupilListQuery = input({
  school_username: z.string().trim().min(1).max(40).optional(),
  q: ZSearch,
  group: ids.id('a class').optional(),
  unassigned: ZFlag.optional(),
  sort: z
    .enum(Object.keys(PUPIL_SORTS) as [keyof typeof PUPIL_SORTS], { error: `Sort by ${Object.keys(PUPIL_SORTS).join(', ')}` })
    .default('name'),
  ...paging(50),
})

export const ZNewPupil = input({
  name: ZName().optional(),
  school_username: ZSchoolUsername.optional(),
  password: ZPassword.optional(),
  stage_spelling: ZStage.optional(),
  stage_number: ZStage.optional(),
  groups: ids.idList('a class', 50).optional(),
})

const changes = {
  name: ZName().optional(),
  school_username: ZSchoolUsername.optional(),
  stage_spelling: ZStage.optional(),
  stage_number: ZStage.optional(),
  password: ZPassword.optional(),
  generatePassword: z.literal(true, { error: 'Send true to make a new password' }).optional(),
}
const onePassword = (v: { password?: string; generatePassword?: true }) => !(v.password !== undefined && v.generatePassword)

export const ZPupilChanges = input({
  ...changes,
  /** Spelling without time pressure or speed bonus (lib/school/pupil-settings.ts); one pupil at a time. */
  accuracyOnly: z.boolean({ error: 'Send true or false' }).optional(),
})
  .refine((v) => Object.values(v).some((x) => x !== undefined), { message: 'Give at least one thing to change' })
  .refine(onePassword, { message: 'Give a password or ask for one to be made, not both', path: ['password'] })

const ZBulkPupil = input({ id: ids.id('a pupil').optional(), groups: ids.idList('a class', 50).optional(), ...changes }).refine(
  onePassword,
  {
    message: 'Give a password or ask for one to be made, not both',
    path: ['password'],
  },
)

export const ZBulkPupils = input({
  pupils: z.array(ZBulkPupil).min(1, 'Give at least one pupil').max(500, 'At most 500 pupils at a time').optional(),
  csv: z.string().min(1, 'The file is empty').max(1_000_000).optional(),
  dryRun: z.boolean().optional(),
}).refine((v) => (v.pupils === undefined) !== (v.csv === undefined), { message: 'Send either pupils (a list) or csv (a file’s text)' })

/** A pupil as the school-management calls answer one (lib/school/views.ts `PupilView`). */
export const ZPupil = z.object({
  id: ZId,
  name: z.string().nullable(),
  school_username: z.string().nullable().describe('What the pupil signs in with, unique within the school'),
  school_id: ZId,
  stage_spelling: ZStage,
  stage_number: ZStage,
  experimental: z.boolean().describe('Experimental features on'),
  has_sign_in_key: z.boolean().describe('Whether a login-card sign-in key is live for this pupil'),
  groups: z.array(ZGroupRef).describe('The classes and subgroups the pupil is in, by name'),
  createdAt: ZTime,
})

/** A password just made for a pupil: answered this once, only its argon2id hash is kept. */
export const ZPupilPassword = z.string().describe('The password just made (two short words and a number, `sun-tree-42`), shown this once')

/** A pupil just written: with `password` when one was made for them. */
export const ZPupilWritten = ZPupil.extend({ password: ZPupilPassword.optional() })

/** A pupil just made, with the password made for them. */
export const ZPupilWithPassword = ZPupil.extend({ password: ZPupilPassword })

/** PUT users/me/school/pupils {pupils}: every pupil named or made, in the order given. */
export const ZPupilsUpserted = z.object({
  docs: z.array(ZPupilWritten),
  created: ZCount,
  updated: ZCount,
})

/** PUT users/me/school/pupils {csv, dryRun?}: what the import did (or, dry, would do). */
export const ZPupilsImported = z.object({
  rows: ZCount.describe('Pupil rows in the file'),
  created: ZCount,
  renamed: ZCount.describe('Existing pupils (matched by username) whose name changed'),
  addedToClass: ZCount.describe('Existing pupils added to the class their row names'),
  unchanged: ZCount,
  classesCreated: z.array(z.string()).describe('The classes made, by name as first written in the file'),
  dryRun: z.boolean(),
  docs: z.array(ZPupilWithPassword).describe('The pupils made, with their passwords; empty on a dry run'),
})
