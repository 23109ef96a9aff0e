import { z } from 'zod'
import { input } from '../../lib/api/define-endpoint'
import { ACCOUNT_REGIONS, FONT_PREFERENCES } from '../../collections/Schools'
import { SSO_PROVIDERS } from '../../services/sso-tenants'
import { collectionPageOf, ZCount, ZId, ZName, ZTime } from './common.schema'

const fields = {
  name: ZName('school name'),
  account_region: z.enum(ACCOUNT_REGIONS, { error: `Choose one of ${ACCOUNT_REGIONS.join(', ')}` }).optional(),
  locale: z
    .string()
    .regex(/^[a-z]{2}_[A-Z]{2}$/, 'Use a locale like en_GB')
    .optional(),
  dfe_number: z
    .string()
    .trim()
    .regex(/^\d{6,7}$/, 'A DfE number (URN) has 6 or 7 digits')
    .nullable()
    .optional(),
  settings: input({ fontPreference: z.enum(FONT_PREFERENCES, { error: 'Choose default or dyslexic' }).nullable().optional() }).optional(),
}

export const ZNewSchool = input(fields)
export const ZSchoolChanges = input({
  ...fields,
  name: fields.name.optional(),
  /** The school's tenant at each identity provider (superusers only): `{ wonde: 'oakfield' }`; null clears them. */
  sso_tenants: z
    .partialRecord(z.enum(SSO_PROVIDERS, { error: `Choose providers from ${SSO_PROVIDERS.join(', ')}` }), z.string().trim().min(1).max(253))
    .nullable()
    .optional(),
}).refine((v) => Object.values(v).some((x) => x !== undefined), {
  message: 'Give at least one thing to change',
})

const ZAccountRegion = z.enum(ACCOUNT_REGIONS)

/** A school as the school-management calls answer it (lib/school/views.ts `schoolView`). */
export const ZSchool = z.object({
  id: ZId,
  name: z.string(),
  code: z
    .string()
    .nullable()
    .describe('The join code, a credential: null except for the school’s admins and superusers, and when nobody may join by code'),
  account_region: ZAccountRegion,
  locale: z.string().nullable().describe('The school’s locale, such as en_GB'),
  dfe_number: z.string().nullable().describe('The school’s DfE number (URN) in England, when it has one'),
  subscribed: z.boolean().describe('Whether a paid subscription is current'),
  settings: z.object({ fontPreference: z.enum(FONT_PREFERENCES).nullable() }),
  counts: z.object({ pupils: ZCount, teachers: ZCount, groups: ZCount.describe('Classes (subgroups not counted)') }),
  stagesIncrementedAt: ZTime.nullable().describe('The last end-of-year move up of every pupil’s stages'),
})

/** What anyone searching schools sees of one: never codes or people. */
export const ZSchoolSummary = ZSchool.pick({ id: true, name: true, account_region: true, locale: true, dfe_number: true })

/** A school as Payload's collection list answers it (GET schools without a search), under the collection's read rules. */
export const ZSchoolRecord = z.object({
  id: ZId,
  name: z.string(),
  code: z.string().nullish().describe('The join code: present only for the school’s admins and superusers'),
  accountRegion: ZAccountRegion,
  locale: z.string().nullish(),
  settings: z.object({ fontPreference: z.string().nullish() }).nullish(),
  dfeNumber: z.string().nullish(),
  subscribedUntil: ZTime.nullish(),
  stagesIncrementedAt: ZTime.nullish(),
  createdBy: z
    .union([ZId, z.looseObject({ id: ZId })])
    .nullish()
    .describe('The user who created it: an id, or the user at depth 1 and more'),
  ssoTenants: z.record(z.string(), z.string()).nullish().describe('Present only for the school’s admins and superusers'),
  createdAt: ZTime,
  updatedAt: ZTime,
})

/** Payload's own list answer. */
export const ZSchoolRecordPage = collectionPageOf(ZSchoolRecord)

/** A school the caller works at (GET users/me/schools). */
export const ZMembership = z.object({
  id: ZId,
  name: z.string(),
  admin: z.boolean().describe('Whether the caller is an admin of this school'),
  current: z.boolean().describe('Whether this is the school the caller manages now'),
})

/** A school's join code, as made (null once deleted). */
export const ZSchoolCode = z.object({ id: ZId, code: z.string() })

/** POST users/me/joinschool: a request waiting for the school's admins, or (staff of the school already) the school, switched to. */
export const ZJoinAnswer = z.discriminatedUnion('pending', [
  z.object({ id: ZId, name: z.string(), joined: z.literal(false), pending: z.literal(true) }),
  ZSchool.extend({ joined: z.literal(false), pending: z.literal(false) }),
])

/** Someone at the caller's school, for search boxes (pupils have no username or email here). */
export const ZSchoolUser = z.object({
  id: ZId,
  name: z.string().nullable(),
  role: z.enum(['pupil', 'teacher']).describe('teacher for every member of staff, admins included'),
  username: z.string().nullable(),
  school_username: z.string().nullable(),
  email: z.string().nullable(),
})
