import { teacher } from '../../access'
import { defineEndpoint } from '../../lib/api/define-endpoint'
import { getSchool, updateSchool } from '../../lib/school/schools'
import { schoolAdmin } from '../../access'
import * as ids from '../../lib/api/ids'
import { ZSchoolChanges } from './school.schema'

/** GET schools/{id}: the caller's school (any school for superusers); the join code only for its admins. */
export const schoolGet = defineEndpoint({
  id: 'school.get',
  method: 'get',
  path: 'schools/{id}',
  access: teacher,
  params: ids.idParams('a school'),
  handler: ({ payload, req, user, params }) => getSchool({ payload, req, user }, params.id),
})

/** PATCH schools/{id}: as PUT users/me/school, naming the school (superusers: any school). */
export const schoolPatch = defineEndpoint({
  id: 'school.patch',
  method: 'patch',
  path: 'schools/{id}',
  access: schoolAdmin,
  params: ids.idParams('a school'),
  body: ZSchoolChanges,
  example: { body: { settings: { fontPreference: 'dyslexic' } } },
  handler: ({ payload, req, user, params, body }) => updateSchool({ payload, req, user }, params.id, body),
})
