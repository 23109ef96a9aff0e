import { authenticated } from '../../access'
import { created, defineEndpoint } from '../../lib/api/define-endpoint'
import { createSchool } from '../../lib/school/schools'
import { ZNewSchool, ZSchool } from './school.schema'

/** POST users/me/school {name, account_region?, locale?, dfe_number?, settings?}: 201 the school; the teacher becomes its admin. */
export const schoolCreate = defineEndpoint({
  id: 'school.create',
  method: 'post',
  path: 'users/me/school',
  access: authenticated,
  body: ZNewSchool,
  description:
    'A teacher without a school creates one and becomes its admin (a teacher who has a school already: 409; join another with its code instead); a superuser creates one and manages it. The region defaults to GB.',
  response: { status: 201, schema: ZSchool },
  example: { body: { name: 'Oakfield Primary School', account_region: 'GB', locale: 'en_GB' } },
  handler: async ({ payload, req, user, body }) => created(await createSchool({ payload, req, user }, body)),
})
