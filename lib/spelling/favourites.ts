/**
 * Favourites (spec section 7.4): for oneself, and (school staff calls, section 6) for a teacher or pupil of the
 * caller's school, for one of its classes, or for all its teachers. A favourite set for someone lets them read
 * the list (lib/spelling/list-access.ts). Setting one twice changes nothing.
 *
 * Favourites are part of the lists' own rule, so they are kept through the lists' connection; whoever or
 * whatever a staff member favourites a list for is first checked to be of their school, on its connection.
 */
import { isStaffRole } from '../auth/types'
import { schoolDb, type Operation } from '../data/db'
import { tables, type RowOf } from '../data/schema'
import { raw, sql } from '../data/sql'
import { groupOfSchool, pupilsOfSchool, staffOfSchool } from '../school/context'
import { listBody, listsDb, readableList } from './list-access'
import { findLists, type ListQuery } from './lists'
import { likePattern, offsetOf, toPage } from './pages'
import { reachOf } from './reach'

/** Whom a favourite is for: oneself, or (staff) a teacher, a pupil, a class, or all the teachers of the school. */
export type FavouriteFor = 'teacher' | 'pupil' | 'group' | 'allteachers'

type Target = { column: 'user_id' | 'group_id' | 'all_teachers_of_id'; id: number; kind: 'user' | FavouriteFor }

async function setFavourite(op: Operation, listId: number, target: Target, on: boolean) {
  const list = await readableList(op, listId)
  const db = await listsDb(op)
  if (on) {
    await db.run(
      sql`INSERT INTO ${tables.list_favourites} (list_id, ${raw(target.column)}, school_id, set_by_id)
          VALUES (${listId}, ${target.id}, ${op.user.school?.id ?? null}, ${op.user.id}) ON CONFLICT DO NOTHING`,
    )
  } else {
    await db.run(sql`DELETE FROM ${tables.list_favourites} WHERE list_id = ${listId} AND ${raw(target.column)} = ${target.id}`)
  }
  return { list: listBody(list, op.user), favourite: on, for: { kind: target.kind, id: target.id } }
}

/** PUT / DELETE lists/{id}/favourite: the caller's own favourite of a list they can read. */
export const favouriteForMe = (op: Operation, listId: number, on: boolean) =>
  setFavourite(op, listId, { column: 'user_id', id: op.user.id, kind: 'user' }, on)

/**
 * PUT / DELETE lists/{id}/favourite/{teachers|pupils|group}/{id} and …/allteachers: a staff member's favourite
 * for someone or a class of their school (404 for anyone or any class not of it).
 */
export async function favouriteFor(op: Operation, kind: FavouriteFor, listId: number, otherId: number, on: boolean) {
  const db = await schoolDb(op)
  if (kind === 'allteachers') return setFavourite(op, listId, { column: 'all_teachers_of_id', id: db.schoolId, kind }, on)
  if (kind === 'group') await groupOfSchool(db, otherId)
  else if (kind === 'pupil') await pupilsOfSchool(db, [otherId])
  else await staffOfSchool(db, [otherId])
  return setFavourite(op, listId, { column: kind === 'group' ? 'group_id' : 'user_id', id: otherId, kind }, on)
}

type FavouriterRow = Pick<
  RowOf<typeof tables.list_favourites>,
  'id' | 'user_id' | 'group_id' | 'all_teachers_of_id' | 'set_by_id' | 'created_at'
> & {
  user_name: string | null
  user_role: string | null
  group_name: string | null
}

/**
 * GET lists/{id}/favouriters: who the list is a favourite of, as far as the caller may know: themselves, and
 * for staff their own school's people, classes and staff room (everyone's, for superusers).
 */
export async function favouritersOf(op: Operation, listId: number) {
  await readableList(op, listId)
  const everyone = op.user.role === 'superuser'
  const rows = await (
    await listsDb(op)
  ).rows<FavouriterRow>(
    sql`SELECT f.id, f.user_id, u.name AS user_name, u.role::text AS user_role, f.group_id, g.name AS group_name, f.all_teachers_of_id,
         f.set_by_id, f.created_at
       FROM ${tables.list_favourites} f LEFT JOIN ${tables.users} u ON u.id = f.user_id LEFT JOIN ${tables.groups} g ON g.id = f.group_id
       WHERE f.list_id = ${listId}
         AND (${everyone}::bool OR f.user_id = ${op.user.id} OR (${isStaffRole(op.user.role)}::bool AND f.school_id = ${op.user.school?.id ?? null}::int))
       ORDER BY f.id`,
  )
  const docs = rows.map((r) => ({
    id: r.id,
    kind: r.user_id ? 'user' : r.group_id ? 'group' : 'allteachers',
    user: r.user_id ? { id: r.user_id, name: r.user_name, role: r.user_role } : undefined,
    group: r.group_id ? { id: r.group_id, name: r.group_name } : undefined,
    school: r.all_teachers_of_id ?? undefined,
    setBy: r.set_by_id,
    createdAt: r.created_at,
  }))
  return { docs, totalDocs: docs.length }
}

/** GET users/me/lists/favourites: lists favourited for the caller, for a class they are in, or (staff) for all their school's teachers. */
export function myFavourites(op: Operation, query: ListQuery) {
  const staff = isStaffRole(op.user.role)
  return findLists(
    op,
    query,
    sql`EXISTS (SELECT 1 FROM ${tables.list_favourites} f WHERE f.list_id = l.id AND (f.user_id = ${op.user.id}
      OR (${staff}::bool AND f.all_teachers_of_id = ${op.user.school?.id ?? null}::int)
      OR f.group_id IN (SELECT r.parent_id FROM ${tables.groups_rels} r WHERE r.users_id = ${op.user.id})))`,
  )
}

type PersonFound = Pick<RowOf<typeof tables.users>, 'id' | 'name'> & { username: string | null; role: string }

/**
 * GET users/search?q=&role=: people of the caller's own school (everyone, for superusers) whose name, username
 * or school username contains `q`, by name: to favourite a list for. `role=teacher` includes school admins.
 */
export async function searchPeople(op: Operation, query: { q: string; role?: 'teacher' | 'pupil'; page: number; limit: number }) {
  const { db, within } = await reachOf(op, 'a superuser may favourite a list for anyone, in any school')
  const roles =
    query.role === 'pupil' ? ['pupil'] : query.role === 'teacher' ? ['teacher', 'school_admin'] : ['pupil', 'teacher', 'school_admin']
  const like = likePattern(query.q)
  const where = sql`u.role::text = ANY(${roles}::text[]) AND ${within('u.school_id')}
    AND (u.name ILIKE ${like} OR u.username ILIKE ${like} OR u.school_username ILIKE ${like})`
  const total = await db.one<{ count: number }>(sql`SELECT count(*)::int AS count FROM ${tables.users} u WHERE ${where}`)
  const rows = await db.rows<PersonFound>(
    sql`SELECT u.id, u.name, coalesce(u.username, u.school_username) AS username, u.role::text AS role FROM ${tables.users} u WHERE ${where}
        ORDER BY u.name, u.id LIMIT ${query.limit} OFFSET ${offsetOf(query.page, query.limit)}`,
  )
  return toPage(rows, total?.count ?? 0, query.page, query.limit)
}
