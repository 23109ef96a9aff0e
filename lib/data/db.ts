/**
 * The one way to school data. `schoolDb(op)` is a connection limited to the caller's school: every statement it
 * runs that names a school's table (lib/data/schema.ts SCHOOL_TABLES) must name `SCHOOL`, and gets the caller's
 * school for it, so a query cannot forget the school, and one that tries is refused before it reaches the
 * database. `systemDb(op, why)` is for what is not one school's (sign-in before anyone is known, throttles, the
 * dictionary, a superuser's cross-school work), said out loud at each use. Both run on the request's
 * transaction when it has one (lib/data/connection.ts).
 */
import type { Payload, PayloadRequest } from 'payload'
import { AppError } from '../api/errors'
import type { AuthUser } from '../auth/types'
import { connectionFor, poolOf, type Sql } from './connection'
import { SCHOOL_TABLES } from './schema'
import { SCHOOL, type Statement } from './sql'

/** What an operation is given: the request (for its transaction), and the signed-in caller. */
export type Operation = { payload: Payload; req: PayloadRequest; user: AuthUser }

class Db {
  constructor(
    protected readonly connection: Sql,
    private readonly boundSchool: number | null,
  ) {}

  protected prepare(statement: Statement): { text: string; values: unknown[]; name?: string } {
    const values = statement.school ? statement.values.map((v) => (v === SCHOOL ? this.boundSchool : v)) : [...statement.values]
    return statement.name ? { name: statement.name, text: statement.text, values } : { text: statement.text, values }
  }

  async rows<Row>(statement: Statement<Row>): Promise<Row[]> {
    const { name, text, values } = this.prepare(statement)
    return (await this.connection.query<Row>(name ? { name, text, values } : text, name ? undefined : values)).rows
  }

  /** The first row, or undefined. */
  async one<Row>(statement: Statement<Row>): Promise<Row | undefined> {
    return (await this.rows(statement))[0]
  }

  /** How many rows a write changed. */
  async run(statement: Statement): Promise<number> {
    const { name, text, values } = this.prepare(statement)
    return (await this.connection.query(name ? { name, text, values } : text, name ? undefined : values)).rowCount ?? 0
  }
}

/** A connection limited to one school. */
export class SchoolDb extends Db {
  constructor(
    connection: Sql,
    readonly schoolId: number,
  ) {
    super(connection, schoolId)
  }

  protected override prepare(statement: Statement) {
    if (!statement.school) {
      const schoolTables = [...statement.tables].filter((table) => SCHOOL_TABLES.has(table))
      if (schoolTables.length) {
        throw new Error(`A statement on ${schoolTables.join(', ')} that is not limited to the caller's school: ${statement.text}`)
      }
    }
    return super.prepare(statement)
  }
}

/** A connection for what is not one school's; `why` says what, for the reader (and the reviewer). */
export class SystemDb extends Db {
  constructor(
    connection: Sql,
    readonly why: string,
  ) {
    super(connection, null)
  }

  protected override prepare(statement: Statement) {
    if (statement.school) throw new Error(`A system statement cannot name the caller's school: ${statement.text}`)
    return super.prepare(statement)
  }
}

/** The school the caller manages now; staff without one (and superusers who have not chosen one) get 403. */
export function schoolOf(user: AuthUser): number {
  if (!user.school) {
    throw new AppError('FORBIDDEN', {
      message: user.role === 'superuser' ? 'Choose a school to manage first (POST users/me/manageschool)' : 'Create or join a school first',
    })
  }
  return user.school.id
}

/** The caller's school's data, on the request's transaction. */
export async function schoolDb(op: Operation): Promise<SchoolDb> {
  return new SchoolDb(await connectionFor(op.payload, op.req), schoolOf(op.user))
}

/** Data that is no one school's, on the request's transaction when there is a request. */
export async function systemDb(op: { payload: Payload; req?: PayloadRequest }, why: string): Promise<SystemDb> {
  return new SystemDb(await connectionFor(op.payload, op.req), why)
}

/** Outside any request (the session lookup, throttles, start-up): the pool. */
export const poolDb = (payload: Payload, why: string) => new SystemDb(poolOf(payload), why)
