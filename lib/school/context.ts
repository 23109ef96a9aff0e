/**
 * What every school-management operation starts from: the caller's school, the request's database
 * connection, and checks that the records named in a request belong to that school. Records of another
 * school answer 404, exactly as records that do not exist, so ids reveal nothing across schools.
 */
import type { Payload, PayloadRequest } from 'payload'
import { AppError } from '../api/errors'
import type { AuthUser } from '../auth/types'
import { connectionFor, type Sql } from '../data/connection'

export type { Operation as SchoolOperation } from '../data/db'
export { schoolOf } from '../data/db'

export const dbFor = (op: { payload: Payload; req: PayloadRequest }) => connectionFor(op.payload, op.req)

export const isSchoolAdmin = (user: AuthUser) => user.role === 'school_admin' || user.role === 'superuser'

/**
 * Serialises the writes that pick school usernames or change a school's memberships, for the rest of the
 * transaction (two imports at once must not pick the same username).
 */
export async function lockSchool(db: Sql, schoolId: number) {
  await db.query('SELECT pg_advisory_xact_lock(4004, $1)', [schoolId])
}

const missing = (kind: string, wanted: number[], found: { id: number }[]) => {
  const have = new Set(found.map((r) => r.id))
  const absent = [...new Set(wanted)].filter((id) => !have.has(id))
  return new AppError('NOT_FOUND', { message: `No ${kind}${absent.length > 1 ? 's' : ''} with id ${absent.join(', ')} in your school` })
}

export type PupilRow = { id: number; name: string | null; school_username: string | null; deleted_at: Date | null }

/** The pupils with these ids, all of them of this school (404 naming the rest otherwise). */
export async function pupilsOfSchool(db: Sql, schoolId: number, ids: number[], { deleted = false } = {}): Promise<PupilRow[]> {
  if (ids.length === 0) return []
  const { rows } = await db.query<PupilRow>(
    `SELECT id, name, school_username, deleted_at FROM users
     WHERE id = ANY($1::int[]) AND school_id = $2 AND role = 'pupil' AND deleted_at IS ${deleted ? 'NOT NULL' : 'NULL'}`,
    [ids, schoolId],
  )
  if (rows.length !== new Set(ids).size) throw missing(deleted ? 'deleted pupil' : 'pupil', ids, rows)
  return rows
}

export type GroupRow = { id: number; name: string; parent_id: number | null; school_id: number }

/** A class or subgroup of this school (with `parentId`, a subgroup of that class). */
export async function groupOfSchool(db: Sql, schoolId: number, id: number, { parentId }: { parentId?: number } = {}): Promise<GroupRow> {
  const { rows } = await db.query<GroupRow>('SELECT id, name, parent_id, school_id FROM groups WHERE id = $1 AND school_id = $2', [
    id,
    schoolId,
  ])
  const group = rows[0]
  if (!group || (parentId !== undefined && group.parent_id !== parentId)) {
    throw new AppError('NOT_FOUND', {
      message: parentId !== undefined ? `No subgroup ${id} in class ${parentId}` : `No class with id ${id} in your school`,
    })
  }
  return group
}

/** Staff of a school: those who manage it now and those who work there too (users_memberships). */
export const STAFF_OF_SCHOOL_SQL = (schoolParam: string) => `
  u.deleted_at IS NULL AND u.role IN ('teacher', 'school_admin')
  AND (u.school_id = ${schoolParam} OR EXISTS (SELECT 1 FROM users_memberships m WHERE m._parent_id = u.id AND m.school_id = ${schoolParam} AND m.pending IS NOT TRUE))`

export type StaffRow = {
  id: number
  name: string | null
  email: string | null
  username: string | null
  school_id: number | null
  role: string
  admin: boolean
}

/** The teachers (and admins) with these ids, all of them staff of this school. */
export async function staffOfSchool(db: Sql, schoolId: number, ids: number[]): Promise<StaffRow[]> {
  if (ids.length === 0) return []
  const { rows } = await db.query<StaffRow>(
    `SELECT u.id, u.name, u.email, u.username, u.school_id, u.role,
            CASE WHEN u.school_id = $2 THEN u.role = 'school_admin'
                 ELSE coalesce((SELECT bool_or(m.admin) FROM users_memberships m WHERE m._parent_id = u.id AND m.school_id = $2 AND m.pending IS NOT TRUE), false) END AS admin
     FROM users u WHERE u.id = ANY($1::int[]) AND ${STAFF_OF_SCHOOL_SQL('$2')}`,
    [ids, schoolId],
  )
  if (rows.length !== new Set(ids).size) throw missing('teacher', ids, rows)
  return rows
}

export const unique = (ids: number[]) => [...new Set(ids)]

/** One pupil of the school the caller manages now (superusers too: users/me/school/… is that school's); 404 as for no pupil at all otherwise. */
export async function pupilOfCallersSchool(db: Sql, user: AuthUser, pupilId: number): Promise<{ id: number; school_id: number }> {
  const { rows } = await db.query<{ id: number; school_id: number }>("SELECT id, school_id FROM users WHERE id = $1 AND role = 'pupil'", [
    pupilId,
  ])
  const pupil = rows[0]
  if (!pupil || pupil.school_id !== user.school?.id)
    throw new AppError('NOT_FOUND', { message: `No pupil with id ${pupilId} in your school` })
  return pupil
}
