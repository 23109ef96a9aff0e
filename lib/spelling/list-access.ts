/**
 * Who may read and change a word list: the one place these rules live.
 *
 * - Read: superusers; everyone for public lists (scheme and suggested lists); the owner; the staff of the
 *   owner's school for lists shared with the school; whoever a list is set for through a favourite (a
 *   pupil or teacher by name, a class they belong to, or all teachers of their school); and, when it is set
 *   as homework (lib/homework), the pupils it is set for and the staff of the homework's school.
 * - Change: the owner; the school admin of the owner's school (a school's lists are the school's, so an admin
 *   can tidy up after a teacher who left); superusers, who alone change public and scheme lists.
 *
 * A list the caller may not read answers 404, so that ids of other schools' lists reveal nothing.
 *
 * Lists are not one school's data: public lists are everyone's, a home learner's lists are no school's, and
 * favourites and homework reach across. So lists are read and written through a system connection
 * (`listsDb`), and every read states the rule above (`readable`) for the caller.
 */
import type { AuthUser } from '../auth/types'
import { isStaffRole, STAFF_ROLES } from '../auth/types'
import { AppError } from '../api/errors'
import { systemDb, type Operation } from '../data/db'
import { tables, type RowOf } from '../data/schema'
import { named, raw, sql, type Fragment, type Statement } from '../data/sql'
import { audienceIncludes } from '../homework/audience'

export type ListRow = Pick<
  RowOf<typeof tables.word_lists>,
  | 'id'
  | 'title'
  | 'description'
  | 'locale'
  | 'visibility'
  | 'owner_id'
  | 'school_id'
  | 'scheme'
  | 'variant'
  | 'stage'
  | 'stage_name'
  | 'week'
  | 'suggested'
  | 'copied_from_id'
  | 'created_at'
  | 'updated_at'
> & { owner_name: string | null; word_count: number }

export const LIST_COLUMNS = sql`l.id, l.title, l.description, l.locale::text AS locale, l.visibility::text AS visibility, l.owner_id,
  o.name AS owner_name, l.school_id, l.scheme, l.variant, l.stage::int AS stage, l.stage_name, l.week::int AS week, l.suggested,
  l.copied_from_id, (SELECT count(*)::int FROM ${tables.list_words} w WHERE w.list_id = l.id) AS word_count, l.created_at, l.updated_at`

export const LIST_FROM = sql`${tables.word_lists} l LEFT JOIN ${tables.users} o ON o.id = l.owner_id`

/** The connection lists are read and written through: see above. */
export const listsDb = (op: Operation) =>
  systemDb(op, 'word lists cross schools (public lists, home learners’ lists, favourites, homework): every read states `readable`')

/** Who is reading, as SQL: the signed-in user (`readerOf`), or the session lookup's user view `me` (`readerIsMe`). */
export type Reader = {
  id: Statement | Fragment
  school: Statement | Fragment
  staff: Statement | Fragment
  superuser: Statement | Fragment
}

/**
 * The reader as the user view `me` of lib/auth/sessions (findSessionUserWith, readAlongside): for reads that
 * run with the session-token lookup (defineEndpoint's firstRead).
 */
export const readerIsMe: Reader = {
  id: raw('me.id'),
  school: raw('me.school_id'),
  staff: raw(`(me.role::text IN (${STAFF_ROLES.map((r) => `'${r}'`).join(', ')}))`),
  superuser: raw(`(me.role::text = 'superuser')`),
}

export const readerOf = (user: AuthUser): Reader => ({
  id: sql`${user.id}::int`,
  school: sql`${user.school?.id ?? null}::int`,
  staff: sql`${isStaffRole(user.role)}::bool`,
  superuser: sql`${user.role === 'superuser'}::bool`,
})

/** Condition: the list `l` is one `reader` may read. */
export function readable({ id, school, staff, superuser }: Reader): Statement {
  return sql`(l.deleted_at IS NULL AND (${superuser} OR l.visibility = 'public' OR l.owner_id = ${id}
    OR (${staff} AND l.school_id = ${school} AND l.visibility = 'school')
    OR EXISTS (SELECT 1 FROM ${tables.list_favourites} f WHERE f.list_id = l.id AND (f.user_id = ${id}
      OR (${staff} AND f.all_teachers_of_id = ${school})
      OR f.group_id IN (SELECT r.parent_id FROM ${tables.groups_rels} r WHERE r.users_id = ${id} AND r.path IN ('pupils', 'teachers'))))
    OR EXISTS (SELECT 1 FROM ${tables.homework_items} hi JOIN ${tables.homework} h ON h.id = hi.homework_id
      WHERE hi.product = 'spelling' AND hi.ref = l.id AND ((${staff} AND h.school_id = ${school}) OR ${audienceIncludes(raw('h'), id)}))))`
}

const noSuchList = () => new AppError('LIST_NOT_FOUND', { message: 'No such list' })

/** The list, if the user may read it; 404 otherwise. */
export async function readableList(op: Operation, id: number): Promise<ListRow> {
  const db = await listsDb(op)
  // Prepared once per connection: every list page asks it.
  const list = await db.one<ListRow>(
    named('readable-list')`SELECT ${LIST_COLUMNS} FROM ${LIST_FROM} WHERE l.id = ${id} AND ${readable(readerOf(op.user))}`,
  )
  if (!list) throw noSuchList()
  return list
}

export function canEdit(user: AuthUser, list: Pick<ListRow, 'owner_id' | 'school_id' | 'visibility'>): boolean {
  if (user.role === 'superuser') return true
  if (list.visibility === 'public' || list.owner_id === null) return false
  if (list.owner_id === user.id) return true
  return user.role === 'school_admin' && user.school !== null && list.school_id === user.school.id
}

/** The list, if the user may change it: 404 if they cannot even read it, 403 if they can only read it. */
export async function editableList(op: Operation, id: number): Promise<ListRow> {
  const list = await readableList(op, id)
  if (!canEdit(op.user, list))
    throw new AppError('FORBIDDEN', { message: 'Only the list’s owner, their school admin or a superuser can change it' })
  return list
}

/** A list as the API answers it. */
export function listBody(list: ListRow, user: AuthUser) {
  return {
    id: list.id,
    title: list.title,
    description: list.description,
    locale: list.locale,
    visibility: list.visibility,
    owner: list.owner_id ? { id: list.owner_id, name: list.owner_name } : null,
    school: list.school_id,
    scheme: list.scheme,
    variant: list.variant,
    stage: list.stage,
    stageName: list.stage_name,
    week: list.week,
    suggested: list.suggested,
    copiedFrom: list.copied_from_id,
    wordCount: list.word_count,
    canEdit: canEdit(user, list),
    createdAt: list.created_at,
    updatedAt: list.updated_at,
  }
}
