/**
 * Staff may work at several schools. `users.school` is the one they manage now and their `role` says
 * whether they are its admin; `users_memberships` (the Users collection's `memberships` array) lists
 * every school they work at with its admin flag. Accounts made before memberships existed (or by other
 * code) count their current school as a membership. A membership asked for with a join code is `pending`
 * until one of the school's admins approves it: until then it counts for nothing (MEMBER_SQL).
 */
import { randomBytes } from 'node:crypto'
import { AppError } from '../api/errors'
import type { Sql } from '../data/connection'

/** Payload's array rows carry a string id; ObjectId-like, as Payload makes them. */
const rowId = () => randomBytes(12).toString('hex')

/** A membership row that counts: not a join request still waiting for an admin. `alias` is the table's alias. */
export const MEMBER_SQL = (alias: string) => `${alias}.pending IS NOT TRUE`

/** Makes the user a member (approved) of the school, with this admin flag. */
export async function upsertMembership(db: Sql, userId: number, schoolId: number, admin: boolean) {
  const { rowCount } = await db.query('UPDATE users_memberships SET admin = $3, pending = false WHERE _parent_id = $1 AND school_id = $2', [
    userId,
    schoolId,
    admin,
  ])
  if (!rowCount) {
    await db.query(
      `INSERT INTO users_memberships (_order, _parent_id, id, school_id, admin, pending)
       VALUES ((SELECT coalesce(max(_order), 0) + 1 FROM users_memberships WHERE _parent_id = $1), $1, $2, $3, $4, false)`,
      [userId, rowId(), schoolId, admin],
    )
  }
}

/** A join request: a pending, non-admin membership (nothing changes when the user already has a row for the school). Answers whether it is new. */
export async function requestMembership(db: Sql, userId: number, schoolId: number): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM users_memberships WHERE _parent_id = $1 AND school_id = $2', [userId, schoolId])
  if (rows.length) return false
  await db.query(
    `INSERT INTO users_memberships (_order, _parent_id, id, school_id, admin, pending)
     VALUES ((SELECT coalesce(max(_order), 0) + 1 FROM users_memberships WHERE _parent_id = $1), $1, $2, $3, false, true)`,
    [userId, rowId(), schoolId],
  )
  return true
}

export async function removeMembership(db: Sql, userId: number, schoolId: number) {
  await db.query('DELETE FROM users_memberships WHERE _parent_id = $1 AND school_id = $2', [userId, schoolId])
}

export type Membership = { id: number; name: string; admin: boolean; current: boolean }

/** Every school a user works at (their current one first). */
export async function membershipsOf(db: Sql, userId: number): Promise<Membership[]> {
  const { rows } = await db.query(
    `SELECT s.id, s.name,
            CASE WHEN s.id = u.school_id THEN u.role = 'school_admin' ELSE coalesce(bool_or(m.admin), false) END AS admin,
            s.id = u.school_id AS current
     FROM users u
     JOIN schools s ON s.id = u.school_id OR s.id IN (SELECT mm.school_id FROM users_memberships mm WHERE mm._parent_id = u.id AND ${MEMBER_SQL('mm')})
     LEFT JOIN users_memberships m ON m._parent_id = u.id AND m.school_id = s.id AND ${MEMBER_SQL('m')}
     WHERE u.id = $1
     GROUP BY s.id, s.name, u.school_id, u.role
     ORDER BY (s.id = u.school_id) DESC, lower(s.name), s.id`,
    [userId],
  )
  return rows.map((r: any) => ({ id: r.id, name: r.name, admin: Boolean(r.admin), current: Boolean(r.current) }))
}

/**
 * Makes `schoolId` the school a staff member manages; their role follows their admin flag there. The
 * school they leave stays a membership. Superusers may manage any school and stay superusers.
 */
export async function switchSchool(db: Sql, userId: number, schoolId: number) {
  const { rows } = await db.query('SELECT id, role, school_id FROM users WHERE id = $1 FOR UPDATE', [userId])
  const user = rows[0]
  if (!user) throw new AppError('NOT_FOUND')
  if (user.role === 'superuser') {
    await db.query('UPDATE users SET school_id = $2, updated_at = now() WHERE id = $1', [userId, schoolId])
    return
  }
  const memberships = await membershipsOf(db, userId)
  const target = memberships.find((m) => m.id === schoolId)
  if (!target) throw new AppError('NOT_FOUND', { message: `You do not work at school ${schoolId}` })
  if (user.school_id) await upsertMembership(db, userId, user.school_id, user.role === 'school_admin')
  await upsertMembership(db, userId, schoolId, target.admin)
  await db.query('UPDATE users SET school_id = $2, role = $3, updated_at = now() WHERE id = $1', [
    userId,
    schoolId,
    target.admin ? 'school_admin' : 'teacher',
  ])
}
