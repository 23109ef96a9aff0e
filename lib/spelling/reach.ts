/**
 * How far a caller reaches into data kept per school that superusers look after for every school (list
 * reports to moderate, people to favourite a list for, the dictionary's school words): superusers reach every
 * school, through a system connection that says why; anyone else their own school, through their school's
 * connection; and someone without a school none.
 */
import { schoolDb, systemDb, type Operation, type SchoolDb, type SystemDb } from '../data/db'
import { raw, SCHOOL, sql, type Statement } from '../data/sql'

export type Reach = {
  db: SchoolDb | SystemDb
  /** The condition that a row's school column (`r.school_id`) is within reach. */
  within: (column: string) => Statement
}

/** `superuserWhy` says what superusers reach every school for. */
export async function reachOf(op: Operation, superuserWhy: string): Promise<Reach> {
  if (op.user.role === 'superuser') return { db: await systemDb(op, superuserWhy), within: () => sql`true` }
  if (!op.user.school) return { db: await systemDb(op, 'a caller without a school reaches no school’s data'), within: () => sql`false` }
  return { db: await schoolDb(op), within: (column) => sql`${raw(column)} = ${SCHOOL}` }
}
