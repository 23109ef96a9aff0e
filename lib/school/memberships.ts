/**
 * Staff may work at several schools. `users.school` is the one they manage now and their `role` says
 * whether they are its admin; `users_memberships` (the Users collection's `memberships` array) lists
 * every school they work at with its admin flag. Accounts made before memberships existed (or by other
 * code) count their current school as a membership. A membership asked for with a join code is `pending`
 * until one of the school's admins approves it: until then it counts for nothing (MEMBER).
 *
 * A person's memberships span schools, so these run on a system connection: callers have decided that the
 * caller may change this person's memberships (their own, or a colleague's at the caller's school).
 */
import { randomBytes } from 'node:crypto'
import { AppError } from '../api/errors'
import type { SystemDb } from '../data/db'
import { tables, type RowOf } from '../data/schema'
import { sql } from '../data/sql'
import { MEMBER } from './context'

/** Payload's array rows carry a string id; ObjectId-like, as Payload makes them. */
const rowId = () => randomBytes(12).toString('hex')

const insertMembership = (userId: number, schoolId: number, admin: boolean, pending: boolean) =>
  sql`INSERT INTO ${tables.users_memberships} (_order, _parent_id, id, school_id, admin, pending)
      VALUES ((SELECT coalesce(max(_order), 0) + 1 FROM ${tables.users_memberships} WHERE _parent_id = ${userId}), ${userId}, ${rowId()},
              ${schoolId}, ${admin}, ${pending})`

/** Makes the user a member (approved) of the school, with this admin flag. */
export async function upsertMembership(db: SystemDb, userId: number, schoolId: number, admin: boolean) {
  const updated = await db.run(
    sql`UPDATE ${tables.users_memberships} SET admin = ${admin}, pending = false WHERE _parent_id = ${userId} AND school_id = ${schoolId}`,
  )
  if (!updated) await db.run(insertMembership(userId, schoolId, admin, false))
}

/** A join request: a pending, non-admin membership (nothing changes when the user already has a row for the school). Answers whether it is new. */
export async function requestMembership(db: SystemDb, userId: number, schoolId: number): Promise<boolean> {
  const existing = await db.one(sql`SELECT 1 FROM ${tables.users_memberships} WHERE _parent_id = ${userId} AND school_id = ${schoolId}`)
  if (existing) return false
  await db.run(insertMembership(userId, schoolId, false, true))
  return true
}

export async function removeMembership(db: SystemDb, userId: number, schoolId: number) {
  await db.run(sql`DELETE FROM ${tables.users_memberships} WHERE _parent_id = ${userId} AND school_id = ${schoolId}`)
}

export type Membership = { id: number; name: string; admin: boolean; current: boolean }

/** Every school a user works at (their current one first). */
export async function membershipsOf(db: SystemDb, userId: number): Promise<Membership[]> {
  return db.rows<Membership>(
    sql`SELECT s.id, s.name,
               CASE WHEN s.id = u.school_id THEN u.role = 'school_admin' ELSE coalesce(bool_or(m.admin), false) END AS admin,
               coalesce(s.id = u.school_id, false) AS current
        FROM ${tables.users} u
        JOIN ${tables.schools} s ON s.id = u.school_id
          OR s.id IN (SELECT m.school_id FROM ${tables.users_memberships} m WHERE m._parent_id = u.id AND ${MEMBER})
        LEFT JOIN ${tables.users_memberships} m ON m._parent_id = u.id AND m.school_id = s.id AND ${MEMBER}
        WHERE u.id = ${userId}
        GROUP BY s.id, s.name, u.school_id, u.role
        ORDER BY (s.id = u.school_id) DESC, lower(s.name), s.id`,
  )
}

/**
 * Makes `schoolId` the school a staff member manages; their role follows their admin flag there. The
 * school they leave stays a membership. Superusers may manage any school and stay superusers.
 */
export async function switchSchool(db: SystemDb, userId: number, schoolId: number) {
  const user = await db.one<Pick<RowOf<typeof tables.users>, 'id' | 'role' | 'school_id'>>(
    sql`SELECT id, role, school_id FROM ${tables.users} WHERE id = ${userId} FOR UPDATE`,
  )
  if (!user) throw new AppError('NOT_FOUND')
  if (user.role === 'superuser') {
    await db.run(sql`UPDATE ${tables.users} SET school_id = ${schoolId}, updated_at = now() WHERE id = ${userId}`)
    return
  }
  const target = (await membershipsOf(db, userId)).find((m) => m.id === schoolId)
  if (!target) throw new AppError('NOT_FOUND', { message: `You do not work at school ${schoolId}` })
  if (user.school_id) await upsertMembership(db, userId, user.school_id, user.role === 'school_admin')
  await upsertMembership(db, userId, schoolId, target.admin)
  await db.run(
    sql`UPDATE ${tables.users} SET school_id = ${schoolId}, role = ${target.admin ? 'school_admin' : 'teacher'}, updated_at = now()
        WHERE id = ${userId}`,
  )
}
