/**
 * What every school-management operation starts from: checks, on the caller's school connection
 * (`schoolDb`, lib/data/db.ts), that the records named in a request belong to that school. Records of another
 * school answer 404, exactly as records that do not exist, so ids reveal nothing across schools.
 */
import { AppError, type ErrorCode } from '../api/errors'
import { STAFF_ROLES, type AuthUser } from '../auth/types'
import type { SchoolDb, SystemDb } from '../data/db'
import { tables, type RowOf } from '../data/schema'
import { raw, SCHOOL, sql } from '../data/sql'

export const isSchoolAdmin = (user: AuthUser) => user.role === 'school_admin' || user.role === 'superuser'

export const unique = (ids: number[]) => [...new Set(ids)]

/**
 * Serialises the writes that pick school usernames or change a school's memberships, for the rest of the
 * transaction (two imports at once must not pick the same username). The caller's school; or, on a system
 * connection, the school named (a teacher asking to join one).
 */
export async function lockSchool(db: SchoolDb): Promise<void>
export async function lockSchool(db: SystemDb, schoolId: number): Promise<void>
export async function lockSchool(db: SchoolDb | SystemDb, schoolId?: number) {
  await db.run(sql`SELECT pg_advisory_xact_lock(4004, ${schoolId ?? SCHOOL})`)
}

const missing = (code: ErrorCode, kind: string, wanted: number[], found: { id: number }[]) => {
  const have = new Set(found.map((r) => r.id))
  const absent = unique(wanted).filter((id) => !have.has(id))
  return new AppError(code, { message: `No ${kind}${absent.length > 1 ? 's' : ''} with id ${absent.join(', ')} in your school` })
}

export type PupilRow = Pick<RowOf<typeof tables.users>, 'id' | 'name' | 'school_username' | 'deleted_at'>

/** The pupils with these ids, all of them of the caller's school (404 naming the rest otherwise); with `deleted`, its deleted pupils. */
export async function pupilsOfSchool(db: SchoolDb, ids: number[], { deleted = false } = {}): Promise<PupilRow[]> {
  if (ids.length === 0) return []
  const rows = await db.rows<PupilRow>(
    sql`SELECT id, name, school_username, deleted_at FROM ${tables.users}
        WHERE id = ANY(${ids}::int[]) AND school_id = ${SCHOOL} AND role = 'pupil' AND deleted_at IS ${raw(deleted ? 'NOT NULL' : 'NULL')}`,
  )
  if (rows.length !== unique(ids).length) throw missing('PUPIL_NOT_FOUND', deleted ? 'deleted pupil' : 'pupil', ids, rows)
  return rows
}

export type GroupRow = Pick<RowOf<typeof tables.groups>, 'id' | 'name' | 'parent_id'>

/** A class or subgroup of the caller's school (with `parentId`, a subgroup of that class). */
export async function groupOfSchool(db: SchoolDb, id: number, { parentId }: { parentId?: number } = {}): Promise<GroupRow> {
  const group = await db.one<GroupRow>(sql`SELECT id, name, parent_id FROM ${tables.groups} WHERE id = ${id} AND school_id = ${SCHOOL}`)
  if (!group || (parentId !== undefined && group.parent_id !== parentId)) {
    throw new AppError('CLASS_NOT_FOUND', {
      message: parentId !== undefined ? `No subgroup ${id} in class ${parentId}` : `No class with id ${id} in your school`,
    })
  }
  return group
}

const STAFF_ROLE_LIST = raw(STAFF_ROLES.map((role) => `'${role}'`).join(', '))

/** A membership row (alias `m`) that counts: not a join request still waiting for an admin. */
export const MEMBER = raw('m.pending IS NOT TRUE')

/** A school in a statement: the caller's (SCHOOL, on a school connection) or one named by id (on a system connection). */
export type SchoolRef = number | typeof SCHOOL

/** `u` belongs to the school: its pupils, and staff who manage it now or work there too (an approved membership). */
export const memberOf = (school: SchoolRef) =>
  sql`(u.school_id = ${school} OR EXISTS (SELECT 1 FROM ${tables.users_memberships} m WHERE m._parent_id = u.id AND m.school_id = ${school} AND ${MEMBER}))`

/** `u` is live staff of the school. */
export const staffOf = (school: SchoolRef) => sql`u.deleted_at IS NULL AND u.role IN (${STAFF_ROLE_LIST}) AND ${memberOf(school)}`

/** Whether staff member `u` is an admin of the school: by their role if they manage it now, else by their membership. */
export const adminOf = (school: SchoolRef) => sql`CASE WHEN u.school_id = ${school} THEN u.role = 'school_admin'
  ELSE coalesce((SELECT bool_or(m.admin) FROM ${tables.users_memberships} m WHERE m._parent_id = u.id AND m.school_id = ${school} AND ${MEMBER}), false) END`

/** The user in `column` is one of the caller's school's: its pupils' play (sessions, attempts) is the school's. */
export const userOfSchool = (column: string) => sql`${raw(column)} IN (SELECT id FROM ${tables.users} WHERE school_id = ${SCHOOL})`

export type StaffRow = Pick<RowOf<typeof tables.users>, 'id' | 'name' | 'email' | 'username' | 'school_id' | 'role'> & { admin: boolean }

/** The teachers (and admins) with these ids, all of them staff of the caller's school. */
export async function staffOfSchool(db: SchoolDb, ids: number[]): Promise<StaffRow[]> {
  if (ids.length === 0) return []
  const rows = await db.rows<StaffRow>(
    sql`SELECT u.id, u.name, u.email, u.username, u.school_id, u.role, ${adminOf(SCHOOL)} AS admin
        FROM ${tables.users} u WHERE u.id = ANY(${ids}::int[]) AND ${staffOf(SCHOOL)}`,
  )
  if (rows.length !== unique(ids).length) throw missing('TEACHER_NOT_FOUND', 'teacher', ids, rows)
  return rows
}
