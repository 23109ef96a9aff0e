import { schoolAdmin } from '../../access'
import { defineEndpoint } from '../../lib/api/define-endpoint'
import { updateMySchool } from '../../lib/school/schools'
import { ZSchoolChanges } from './school.schema'

/** PUT users/me/school {name?, account_region?, locale?, dfe_number?, settings?}: the admin's school, changed. */
export const schoolUpdate = defineEndpoint({
  id: 'school.update',
  method: 'put',
  path: 'users/me/school',
  access: schoolAdmin,
  body: ZSchoolChanges,
  example: { body: { name: 'Oakfield Primary Academy' } },
  handler: ({ payload, req, user, body }) => updateMySchool({ payload, req, user }, body),
})
