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
 */
import type { AuthUser } from '../auth/types'
import { isStaffRole, STAFF_ROLES } from '../auth/types'
import { AppError } from '../api/errors'
import type { Sql } from '../data/connection'
import { audienceIncludes } from '../homework/audience'

export type ListRow = {
  id: number
  title: string
  description: string | null
  locale: string
  visibility: 'private' | 'school' | 'public'
  owner_id: number | null
  owner_name: string | null
  school_id: number | null
  scheme: string | null
  variant: string | null
  stage: number | null
  stage_name: string | null
  week: number | null
  suggested: boolean
  copied_from_id: number | null
  word_count: number
  created_at: Date
  updated_at: Date
}

export const LIST_COLUMNS = `l.id, l.title, l.description, l.locale::text AS locale, l.visibility::text AS visibility, l.owner_id,
  o.name AS owner_name, l.school_id, l.scheme, l.variant, l.stage::int AS stage, l.stage_name, l.week::int AS week, l.suggested,
  l.copied_from_id, (SELECT count(*)::int FROM list_words w WHERE w.list_id = l.id) AS word_count, l.created_at, l.updated_at`

export const LIST_FROM = `word_lists l LEFT JOIN users o ON o.id = l.owner_id`

/** Who is reading, as SQL expressions: bound parameters (readableParams), or the session user `me`. */
type Reader = { uid: string; school: string; staff: string; sup: string }

/**
 * The reader as the user view `me` of lib/auth/sessions (findSessionUserWith, readAlongside): for reads that
 * run with the session-token lookup (defineEndpoint's firstRead).
 */
export const readerIsMe: Reader = {
  uid: 'me.id',
  school: 'me.school_id',
  staff: `(me.role::text IN (${STAFF_ROLES.map((r) => `'${r}'`).join(', ')}))`,
  sup: `(me.role::text = 'superuser')`,
}

/**
 * SQL condition: the list `l` is one the user may read. The reader is either `readerIsMe` or parameters
 * $uid, $school (or null), $staff, $super numbered from `first` (readableParams).
 */
export function readableCondition(first: number | Reader): string {
  const { uid, school, staff, sup } =
    typeof first === 'number'
      ? { uid: `$${first}`, school: `$${first + 1}`, staff: `$${first + 2}::bool`, sup: `$${first + 3}::bool` }
      : first
  return `(l.deleted_at IS NULL AND (${sup} OR l.visibility = 'public' OR l.owner_id = ${uid}
    OR (${staff} AND l.school_id = ${school} AND l.visibility = 'school')
    OR EXISTS (SELECT 1 FROM list_favourites f WHERE f.list_id = l.id AND (f.user_id = ${uid}
      OR (${staff} AND f.all_teachers_of_id = ${school})
      OR f.group_id IN (SELECT r.parent_id FROM groups_rels r WHERE r.users_id = ${uid} AND r.path IN ('pupils', 'teachers'))))
    OR EXISTS (SELECT 1 FROM homework_items hi JOIN homework h ON h.id = hi.homework_id WHERE hi.product = 'spelling' AND hi.ref = l.id
      AND ((${staff} AND h.school_id = ${school}) OR ${audienceIncludes('h', uid)}))))`
}

export const readableParams = (user: AuthUser) => [user.id, user.school?.id ?? null, isStaffRole(user.role), user.role === 'superuser']

/** The list, if the user may read it; 404 otherwise. */
export async function readableList(sql: Sql, user: AuthUser, id: number): Promise<ListRow> {
  // Prepared once per connection: every game start and list page asks it.
  const { rows } = await sql.query<ListRow>({
    name: 'readable-list',
    text: `SELECT ${LIST_COLUMNS} FROM ${LIST_FROM} WHERE l.id = $1 AND ${readableCondition(2)}`,
    values: [id, ...readableParams(user)],
  })
  if (!rows[0]) throw new AppError('NOT_FOUND', { message: 'No such list' })
  return rows[0]
}

export function canEdit(user: AuthUser, list: Pick<ListRow, 'owner_id' | 'school_id' | 'visibility'>): boolean {
  if (user.role === 'superuser') return true
  if (list.visibility === 'public' || list.owner_id === null) return false
  if (list.owner_id === user.id) return true
  return user.role === 'school_admin' && user.school !== null && list.school_id === user.school.id
}

/** The list, if the user may change it: 404 if they cannot even read it, 403 if they can only read it. */
export async function editableList(sql: Sql, user: AuthUser, id: number): Promise<ListRow> {
  const list = await readableList(sql, user, id)
  if (!canEdit(user, list))
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
