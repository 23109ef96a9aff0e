import { schoolAdmin } from '../../access'
import { defineEndpoint } from '../../lib/api/define-endpoint'
import { updateMySchool } from '../../lib/school/schools'
import { ZSchool, ZSchoolChanges } from './school.schema'

/** PUT users/me/school {name?, account_region?, locale?, dfe_number?, settings?}: the admin's school, changed. */
export const schoolUpdate = defineEndpoint({
  id: 'school.update',
  method: 'put',
  path: 'users/me/school',
  access: schoolAdmin,
  body: ZSchoolChanges,
  description:
    'Changes the details of the school the admin manages now: name, region, locale, DfE number, settings. Only superusers set `sso_tenants` (others: 403). Answers the school.',
  response: ZSchool,
  example: { body: { name: 'Oakfield Primary Academy' } },
  handler: ({ payload, req, user, body }) => updateMySchool({ payload, req, user }, body),
})
