import { teacher } from '../../access'
import { defineEndpoint } from '../../lib/api/define-endpoint'
import { getSchool, updateSchool } from '../../lib/school/schools'
import { schoolAdmin } from '../../access'
import * as ids from '../../lib/api/ids'
import { ZSchool, ZSchoolChanges } from './school.schema'

/** GET schools/{id}: the caller's school (any school for superusers); the join code only for its admins. */
export const schoolGet = defineEndpoint({
  id: 'school.get',
  method: 'get',
  path: 'schools/{id}',
  access: teacher,
  params: ids.idParams('a school'),
  description:
    'The caller’s own school (superusers: any school); another school answers 404, as one that does not exist. `code` is null except for the school’s admins and superusers.',
  response: ZSchool,
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
  description:
    'Changes the school’s details, as PUT users/me/school, naming the school: its admins change their own school (another answers 404), superusers any school. Only superusers set `sso_tenants` (others: 403). Answers the school.',
  response: ZSchool,
  handler: ({ payload, req, user, params, body }) => updateSchool({ payload, req, user }, params.id, body),
})
