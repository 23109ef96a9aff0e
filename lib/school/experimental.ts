/** Experimental features, switched on per user: for everyone at a school, its teachers, its pupils, a class's teachers or pupils, or one person. */
import { schoolDb, type Operation } from '../data/db'
import { tables } from '../data/schema'
import { SCHOOL, sql, type Statement } from '../data/sql'
import { groupOfSchool, pupilsOfSchool, staffOf, staffOfSchool } from './context'

export type ExperimentalScope =
  | { kind: 'school'; who: 'users' | 'teachers' | 'pupils' }
  | { kind: 'teacher' | 'pupil'; id: number }
  | { kind: 'group'; id: number; who: 'teachers' | 'pupils' }

const PUPILS = sql`(u.role = 'pupil' AND u.school_id = ${SCHOOL})`
const STAFF = sql`(${staffOf(SCHOOL)})`

/** Answers `{ enabled, updated }`: how many users now have the flag as asked. */
export async function setExperimental(op: Operation, scope: ExperimentalScope, enabled: boolean) {
  const db = await schoolDb(op)
  let who: Statement
  switch (scope.kind) {
    case 'school':
      who = scope.who === 'pupils' ? PUPILS : scope.who === 'teachers' ? STAFF : sql`(${PUPILS} OR ${STAFF})`
      break
    case 'pupil':
      await pupilsOfSchool(db, [scope.id])
      who = sql`u.id = ${scope.id} AND ${PUPILS}`
      break
    case 'teacher':
      await staffOfSchool(db, [scope.id])
      who = sql`u.id = ${scope.id} AND ${STAFF}`
      break
    case 'group':
      await groupOfSchool(db, scope.id)
      who = sql`${scope.who === 'pupils' ? PUPILS : STAFF}
        AND EXISTS (SELECT 1 FROM ${tables.groups_rels} r WHERE r.parent_id = ${scope.id} AND r.path = ${scope.who} AND r.users_id = u.id)`
      break
  }
  const updated = await db.run(
    sql`UPDATE ${tables.users} u SET experimental = ${enabled}, updated_at = now() WHERE u.deleted_at IS NULL AND ${who}`,
  )
  return { enabled, updated }
}
