import { z } from 'zod'
import { teacher } from '../../access'
import { defineEndpoint, input } from '../../lib/api/define-endpoint'
import { schoolUsers } from '../../lib/school/schools'
import { pageOf, paging, ZSearch } from './common.schema'
import { ZSchoolUser } from './school.schema'

/**
 * GET users/me/school/users?q=&role=: everyone at the caller's school, `{ docs: [{ id, name, role
 * (pupil|teacher), username, school_username, email }], …paging }` (pupils have no username or email here).
 */
export const schoolUsersList = defineEndpoint({
  id: 'school.users',
  method: 'get',
  path: 'users/me/school/users',
  access: teacher,
  query: input({ q: ZSearch, role: z.enum(['pupil', 'staff']).optional(), ...paging() }),
  description:
    'Everyone at the caller’s school, pupils and staff, by name (`q` searches name, school username, username and email; `role` keeps pupils or staff). Deleted users are left out.',
  response: pageOf(ZSchoolUser),
  example: { query: { q: 'a' } },
  handler: ({ payload, req, user, query }) => schoolUsers({ payload, req, user }, query),
})
