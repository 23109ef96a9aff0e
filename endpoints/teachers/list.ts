import { z } from 'zod'
import { teacher } from '../../access'
import { defineEndpoint, input } from '../../lib/api/define-endpoint'
import { listTeachers } from '../../lib/school/teachers'
import { pageOf, paging, ZSearch } from '../school/common.schema'
import { ZTeacher } from './teachers.schema'

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
  description:
    'A page of the school’s staff (those who manage it now and those who work there too), by name or email; `q` searches name, email and username.',
  response: pageOf(ZTeacher),
  handler: ({ payload, req, user, query }) => listTeachers({ payload, req, user }, query),
})
