import { z } from 'zod'
import { input } from '../../lib/api/define-endpoint'
import { ACCOUNT_REGIONS, FONT_PREFERENCES } from '../../collections/Schools'
import { SSO_PROVIDERS } from '../../services/sso-tenants'
import { ZName } from './common.schema'

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
