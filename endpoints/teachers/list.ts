import { z } from 'zod'
import { teacher } from '../../access'
import { defineEndpoint, input } from '../../lib/api/define-endpoint'
import { listTeachers } from '../../lib/school/teachers'
import { paging, ZSearch } from '../school/common.schema'

/**
 * GET users/me/school/teachers?q=&sort=&page=&limit=: the school's staff, `{ docs: [{ id, name, username,
 * email, admin, experimental, current }], …paging }` (`current`: this is the school they manage now).
 */
export const teachersList = defineEndpoint({
  id: 'teachers.list',
  method: 'get',
  path: 'users/me/school/teachers',
  access: teacher,
  query: input({ q: ZSearch, sort: z.enum(['name', '-name', 'email', '-email']).default('name'), ...paging(50) }),
  example: { query: { sort: 'name' } },
  handler: ({ payload, req, user, query }) => listTeachers({ payload, req, user }, query),
})
