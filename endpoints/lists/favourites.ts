/**
 * Favourites (spec section 7.4): for oneself, and (school staff calls, section 6) for a teacher or pupil of the
 * caller's school, for one of its classes, or for all its teachers. A favourite set for pupils lets them read
 * the list. Setting one twice changes nothing.
 */
import { authenticated, teacher } from '../../access'
import { defineEndpoint, input, type ApiEndpoint } from '../../lib/api/define-endpoint'
import { AppError } from '../../lib/api/errors'
import type { AuthUser } from '../../lib/auth/types'
import { connectionFor, type Sql } from '../../lib/data/connection'
import { listBody, readableList } from '../../lib/spelling/list-access'
import { findLists } from '../../lib/spelling/lists'
import { allOf, ZFavourite, ZFavouriter, ZListId, ZListPage, ZListQuery } from './lists.schema'
import * as ids from '../../lib/api/ids'

type Target = {
  column: 'user_id' | 'group_id' | 'all_teachers_of_id'
  id: number
  kind: 'user' | 'teacher' | 'pupil' | 'group' | 'allteachers'
}

async function schoolPerson(sql: Sql, user: AuthUser, id: number, roles: string[], what: string) {
  const { rows } = await sql.query(`SELECT id FROM users WHERE id = $1 AND school_id = $2 AND role::text = ANY($3::text[])`, [
    id,
    user.school?.id ?? null,
    roles,
  ])
  if (!rows[0]) throw new AppError('NOT_FOUND', { message: `No such ${what} at your school` })
}

async function setFavourite(sql: Sql, user: AuthUser, listId: number, target: Target, on: boolean) {
  const list = await readableList(sql, user, listId)
  if (on) {
    await sql.query(
      `INSERT INTO list_favourites (list_id, ${target.column}, school_id, set_by_id) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING`,
      [listId, target.id, user.school?.id ?? null, user.id],
    )
  } else {
    await sql.query(`DELETE FROM list_favourites WHERE list_id = $1 AND ${target.column} = $2`, [listId, target.id])
  }
  return { list: listBody(list, user), favourite: on, for: { kind: target.kind, id: target.id } }
}

const ZListAndOtherId = input({ id: ids.idParam('a list'), id2: ids.idParam('a teacher, pupil or class').optional() })

function staffTarget(kind: 'teacher' | 'pupil' | 'group' | 'allteachers') {
  return async (sql: Sql, user: AuthUser, listId: number, otherId: number): Promise<{ listId: number; target: Target }> => {
    if (!user.school && user.role !== 'superuser')
      throw new AppError('FORBIDDEN', { message: 'Favourites for others are set by school staff' })
    if (kind === 'allteachers') {
      if (!user.school) throw new AppError('FORBIDDEN', { message: 'You have no school' })
      return { listId, target: { column: 'all_teachers_of_id', id: user.school.id, kind } }
    }
    if (kind === 'group') {
      const { rows } = await sql.query(`SELECT id FROM groups WHERE id = $1 AND school_id = $2`, [otherId, user.school?.id ?? null])
      if (!rows[0]) throw new AppError('NOT_FOUND', { message: 'No such class at your school' })
      return { listId, target: { column: 'group_id', id: otherId, kind } }
    }
    await schoolPerson(sql, user, otherId, kind === 'teacher' ? ['teacher', 'school_admin'] : ['pupil'], kind)
    return { listId, target: { column: 'user_id', id: otherId, kind } }
  }
}

const WHOM = {
  teacher: 'a teacher of the caller’s school',
  pupil: 'a pupil of the caller’s school',
  group: 'a class of the caller’s school (its pupils and teachers)',
  allteachers: 'every teacher of the caller’s school',
}

function favouriteCalls(kind: 'teacher' | 'pupil' | 'group' | 'allteachers', suffix: string, ids: [string, string]): ApiEndpoint[] {
  const apiPath = `lists/{id}/favourite/${suffix}`
  const resolve = staffTarget(kind)
  return (['put', 'delete'] as const).map((method, i) =>
    defineEndpoint({
      id: ids[i],
      method,
      path: apiPath,
      access: teacher,
      // The catalogue names both ids `{id}`; the route numbers the second one `id2`.
      params: ZListAndOtherId,
      response: ZFavourite,
      description: `${method === 'put' ? 'Sets' : 'Removes'} the list as a favourite of ${WHOM[kind]}: for school staff, on a list they can read; someone or a class not of their school answers 404. Whoever a list is a favourite of may read it. Setting it twice, or removing one that is not there, changes nothing.`,
      handler: async ({ payload, req, user, params }) => {
        const sql = await connectionFor(payload, req)
        const { listId, target } = await resolve(sql, user, params.id, params.id2 ?? 0)
        return setFavourite(sql, user, listId, target, method === 'put')
      },
    }),
  )
}

/** PUT and DELETE lists/{id}/favourite: the caller's own favourite. */
export const [favouriteMine, unfavouriteMine] = (['put', 'delete'] as const).map((method) =>
  defineEndpoint({
    id: method === 'put' ? 'lists.favourite.add' : 'lists.favourite.remove',
    method,
    path: 'lists/{id}/favourite',
    access: authenticated,
    params: ZListId,
    response: ZFavourite,
    description:
      'The caller’s own favourite of a list they can read. Setting it twice, or removing one that is not there, changes nothing.',
    handler: async ({ payload, req, user, params }) =>
      setFavourite(await connectionFor(payload, req), user, params.id, { column: 'user_id', id: user.id, kind: 'user' }, method === 'put'),
  }),
)

export const staffFavouriteEndpoints: ApiEndpoint[] = [
  ...favouriteCalls('teacher', 'teachers/{id}', ['lists.favourite.teacher.add', 'lists.favourite.teacher.remove']),
  ...favouriteCalls('pupil', 'pupils/{id}', ['lists.favourite.pupil.add', 'lists.favourite.pupil.remove']),
  ...favouriteCalls('allteachers', 'allteachers', ['lists.favourite.allteachers.add', 'lists.favourite.allteachers.remove']),
  ...favouriteCalls('group', 'group/{id}', ['lists.favourite.group.add', 'lists.favourite.group.remove']),
]

/**
 * GET lists/{id}/favouriters: who the list is a favourite of, as far as the caller may know: their own school's
 * people, classes and staff room (everyone's, for superusers). `{ docs: [{ kind, user?, group?, school?, setBy }] }`.
 */
export const favouriters = defineEndpoint({
  id: 'lists.favouriters',
  method: 'get',
  path: 'lists/{id}/favouriters',
  access: authenticated,
  params: ZListId,
  response: allOf(ZFavouriter),
  description:
    'Who the list is a favourite of, as far as the caller may know: themselves, and for staff their school’s people, classes and staff room; superusers see everyone’s.',
  handler: async ({ payload, req, user, params }) => {
    const sql = await connectionFor(payload, req)
    await readableList(sql, user, params.id)
    const everyone = user.role === 'superuser'
    const staff = user.role === 'teacher' || user.role === 'school_admin'
    const { rows } = await sql.query(
      `SELECT f.id, f.user_id, u.name AS user_name, u.role::text AS user_role, f.group_id, g.name AS group_name, f.all_teachers_of_id, f.set_by_id, f.created_at
       FROM list_favourites f LEFT JOIN users u ON u.id = f.user_id LEFT JOIN groups g ON g.id = f.group_id
       WHERE f.list_id = $1 AND ($2::bool OR f.user_id = $3 OR ($4::bool AND f.school_id = $5))
       ORDER BY f.id`,
      [params.id, everyone, user.id, staff, user.school?.id ?? null],
    )
    const docs = rows.map((r: any) => ({
      id: r.id,
      kind: r.user_id ? 'user' : r.group_id ? 'group' : 'allteachers',
      user: r.user_id ? { id: r.user_id, name: r.user_name, role: r.user_role } : undefined,
      group: r.group_id ? { id: r.group_id, name: r.group_name } : undefined,
      school: r.all_teachers_of_id ?? undefined,
      setBy: r.set_by_id,
      createdAt: r.created_at,
    }))
    return { docs, totalDocs: docs.length }
  },
})

/** GET users/me/lists/favourites: lists favourited for the caller, their classes, or (staff) all their school's teachers. */
export const myFavourites = defineEndpoint({
  id: 'lists.me.favourites',
  method: 'get',
  path: 'users/me/lists/favourites',
  access: authenticated,
  query: ZListQuery,
  response: ZListPage,
  description:
    'Lists favourited for the caller, for a class they are in, or (staff) for all their school’s teachers; filtered, sorted and paged as GET lists.',
  handler: async ({ payload, req, user, query }) =>
    findLists(await connectionFor(payload, req), user, query, {
      where: `EXISTS (SELECT 1 FROM list_favourites f WHERE f.list_id = l.id AND (f.user_id = $1
        OR ($2::bool AND f.all_teachers_of_id = $3)
        OR f.group_id IN (SELECT r.parent_id FROM groups_rels r WHERE r.users_id = $1)))`,
      params: [user.id, user.role === 'teacher' || user.role === 'school_admin', user.school?.id ?? null],
    }),
})
