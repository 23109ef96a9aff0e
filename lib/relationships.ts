/** How the caller stands to another user (spec section 6), for the users they may know about. */
import { AppError } from './api/errors'
import { systemDb, type Operation, type SystemDb } from './data/db'
import { tables, type RowOf } from './data/schema'
import { sql } from './data/sql'
import { computeRelationship, type RelationshipParty } from './roles'

type PartyRow = Pick<RowOf<typeof tables.users>, 'id' | 'school_id' | 'role'> & { class_ids: number[] }

async function party(db: SystemDb, userId: number): Promise<RelationshipParty | null> {
  const row = await db.one(
    sql<PartyRow>`SELECT u.id, u.school_id, u.role,
        COALESCE(array_agg(r.parent_id) FILTER (WHERE r.parent_id IS NOT NULL), '{}') AS class_ids
      FROM ${tables.users} u LEFT JOIN ${tables.groups_rels} r ON r.users_id = u.id
      WHERE u.id = ${userId} GROUP BY u.id`,
  )
  if (!row) return null
  const staff = row.role === 'teacher' || row.role === 'school_admin'
  return { id: row.id, schoolId: row.school_id, teacher: staff, admin: row.role === 'school_admin', classIds: row.class_ids }
}

/**
 * The caller's relationship to another user: themselves, a user of their own school, or (a superuser, unless
 * `schoolOnly`) anyone. Anyone else is not theirs to know about: the same 404 as for no user at all.
 */
export async function relationshipTo(op: Operation, otherId: number, schoolOnly: boolean) {
  const { user } = op
  // Both users are read wherever they are (the caller may have no school); who may see whom is decided below.
  const db = await systemDb(op, 'a relationship between two users, whose schools are compared before anything is answered')
  const [subject, object] = await Promise.all([party(db, user.id), party(db, otherId)])
  const visible =
    subject &&
    object &&
    (object.id === subject.id ||
      (subject.schoolId !== null && subject.schoolId === object.schoolId) ||
      (!schoolOnly && user.role === 'superuser'))
  if (!subject || !object || !visible) throw new AppError('NOT_FOUND', { message: `No user with id ${otherId}` })
  return computeRelationship(subject, object)
}
