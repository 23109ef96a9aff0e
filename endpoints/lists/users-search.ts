import { z } from 'zod'
import { teacher } from '../../access'
import { defineEndpoint, input } from '../../lib/api/define-endpoint'
import { connectionFor } from '../../lib/data/connection'
import { ZPage, likePattern, offsetOf, toPage } from '../../lib/spelling/pages'
import { pageOf } from '../school/common.schema'
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
  query: input({ ...ZPage, q: z.string().trim().max(100).default(''), role: z.enum(['teacher', 'pupil']).optional() }),
  response: pageOf(ZUserFound),
  description:
    'People of the caller’s own school (superusers: everyone) whose name, username or school username contains `q`, by name: to favourite a list for. `role=teacher` includes school admins.',
  handler: async ({ payload, req, user, query }) => {
    const sql = await connectionFor(payload, req)
    const roles =
      query.role === 'pupil' ? ['pupil'] : query.role === 'teacher' ? ['teacher', 'school_admin'] : ['pupil', 'teacher', 'school_admin']
    const where = `u.role::text = ANY($1::text[]) AND ($2::bool OR u.school_id = $3) AND (u.name ILIKE $4 OR u.username ILIKE $4 OR u.school_username ILIKE $4)`
    const values = [roles, user.role === 'superuser', user.school?.id ?? null, likePattern(query.q)]
    const total = await sql.query<{ count: number }>(`SELECT count(*)::int AS count FROM users u WHERE ${where}`, values)
    const { rows } = await sql.query(
      `SELECT u.id, u.name, coalesce(u.username, u.school_username) AS username, u.role::text AS role FROM users u WHERE ${where}
       ORDER BY u.name, u.id LIMIT ${query.limit} OFFSET ${offsetOf(query.page, query.limit)}`,
      values,
    )
    return toPage(rows, total.rows[0].count, query.page, query.limit)
  },
})
