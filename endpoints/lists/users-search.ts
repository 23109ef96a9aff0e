import { z } from 'zod'
import { teacher } from '../../access'
import { defineEndpoint, input } from '../../lib/api/define-endpoint'
import { searchPeople } from '../../lib/spelling/favourites'
import { pageOf, paging } from '../school/common.schema'
import { ZUserFound } from './lists.schema'

/**
 * GET users/search?q=&role=teacher|pupil: people of the caller's own school by name or username, to favourite a
 * list for (superusers search everyone). `{ docs: [{ id, name, username, role }] }` in Payload's list shape.
 */
export const searchSchoolUsers = defineEndpoint({
  id: 'lists.user_search',
  method: 'get',
  path: 'users/search',
  access: teacher,
  query: input({ ...paging(25), q: z.string().trim().max(100).default(''), role: z.enum(['teacher', 'pupil']).optional() }),
  response: pageOf(ZUserFound),
  description:
    'People of the caller’s own school (superusers: everyone) whose name, username or school username contains `q`, by name: to favourite a list for. `role=teacher` includes school admins.',
  handler: ({ payload, req, user, query }) => searchPeople({ payload, req, user }, query),
})
