/** Experimental features, switched on per user: for everyone at a school, its teachers, its pupils, a class's teachers or pupils, or one person. */
import type { Sql } from '../data/connection'
import { dbFor, groupOfSchool, pupilsOfSchool, schoolOf, STAFF_OF_SCHOOL_SQL, staffOfSchool, type SchoolOperation } from './context'

export type ExperimentalScope =
  | { kind: 'school'; who: 'users' | 'teachers' | 'pupils' }
  | { kind: 'teacher' | 'pupil'; id: number }
  | { kind: 'group'; id: number; who: 'teachers' | 'pupils' }

async function setFlag(db: Sql, where: string, values: unknown[], enabled: boolean) {
  const { rowCount } = await db.query(
    `UPDATE users u SET experimental = $${values.length + 1}, updated_at = now() WHERE u.deleted_at IS NULL AND ${where}`,
    [...values, enabled],
  )
  return rowCount ?? 0
}

/** Answers `{ enabled, updated }`: how many users now have the flag as asked. */
export async function setExperimental(op: SchoolOperation, scope: ExperimentalScope, enabled: boolean) {
  const schoolId = schoolOf(op.user)
  const db = await dbFor(op)
  const pupils = `(u.role = 'pupil' AND u.school_id = $1)`
  const staff = `(${STAFF_OF_SCHOOL_SQL('$1')})`
  let updated: number
  switch (scope.kind) {
    case 'school':
      updated = await setFlag(
        db,
        scope.who === 'pupils' ? pupils : scope.who === 'teachers' ? staff : `(${pupils} OR ${staff})`,
        [schoolId],
        enabled,
      )
      break
    case 'pupil':
      await pupilsOfSchool(db, schoolId, [scope.id])
      updated = await setFlag(db, 'u.id = $1', [scope.id], enabled)
      break
    case 'teacher':
      await staffOfSchool(db, schoolId, [scope.id])
      updated = await setFlag(db, 'u.id = $1', [scope.id], enabled)
      break
    case 'group': {
      await groupOfSchool(db, schoolId, scope.id)
      const inGroup = `EXISTS (SELECT 1 FROM groups_rels r WHERE r.parent_id = $2 AND r.path = '${scope.who}' AND r.users_id = u.id)`
      updated = await setFlag(db, `${scope.who === 'pupils' ? pupils : staff} AND ${inGroup}`, [schoolId, scope.id], enabled)
      break
    }
  }
  return { enabled, updated }
}
