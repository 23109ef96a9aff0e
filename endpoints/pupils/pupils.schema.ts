import { z } from 'zod'
import { input } from '../../lib/api/define-endpoint'
import { PUPIL_SORTS } from '../../lib/school/pupils'
import { STAGE_MAX, STAGE_MIN } from '../../lib/school/stages'
import { SCHOOL_USERNAME_PATTERN, SCHOOL_USERNAME_RULE } from '../../lib/school/usernames'
import * as ids from '../../lib/api/ids'
import { paging, ZFlag, ZName, ZSearch } from '../school/common.schema'

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
