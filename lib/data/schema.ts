/**
 * What the data layer knows of the database, all of it from the Drizzle schema Payload generates from our
 * collections (lib/data/generated-schema.ts, `npx payload generate:db-schema`): the tables and enums statements
 * name, the row types they read, and which tables hold school data.
 */
import { getTableConfig, type PgEnum, type PgTable } from '@payloadcms/db-postgres/drizzle/pg-core'
import * as generated from './generated-schema'

export * as tables from './generated-schema'

/** A Drizzle table of the generated schema (statements interpolate them). */
export const isTable = (value: unknown): value is PgTable =>
  typeof value === 'object' && value !== null && Symbol.for('drizzle:IsDrizzleTable') in value

/** A PostgreSQL enum type of the generated schema. */
export const isEnum = (value: unknown): value is PgEnum<[string, ...string[]]> =>
  typeof value === 'function' && 'enumName' in value && 'enumValues' in value

const exported: unknown[] = Object.values(generated)
const allTables = exported.filter(isTable)

/** Every table's name. */
export const TABLE_NAMES: ReadonlySet<string> = new Set(allTables.map((table) => getTableConfig(table).name))

/** Every enum type's name. */
export const ENUM_NAMES: ReadonlySet<string> = new Set(exported.filter(isEnum).map((e) => e.enumName))

/**
 * The tables that hold a school's data: those with a `school_id` column, and those whose rows belong to a row of
 * one of them (a foreign key to it: a class's members, a list's words, a pupil's sessions and devices). A
 * statement naming one of them through a school's connection must be limited to that school (lib/data/db.ts).
 */
export const SCHOOL_TABLES: ReadonlySet<string> = (() => {
  const configs = allTables.map((table) => getTableConfig(table))
  const owners = new Set(configs.filter((c) => c.columns.some((column) => column.name === 'school_id')).map((c) => c.name))
  const children = configs.filter((c) =>
    c.foreignKeys.some((fk) => {
      const foreign = getTableConfig(fk.reference().foreignTable).name
      return foreign !== c.name && owners.has(foreign)
    }),
  )
  return new Set([...owners, ...children.map((c) => c.name)])
})()

type Columns<T extends PgTable> = T['_']['columns']

/**
 * A table's row as plain SQL reads it: keyed by column name (`school_id`, not Drizzle's `school`), with
 * timestamps as the Date objects pg makes of them. `Pick<RowOf<typeof users>, 'id' | 'name'>`.
 */
export type RowOf<T extends PgTable> = {
  [K in keyof Columns<T> as Columns<T>[K]['_']['name']]: Columns<T>[K]['_']['columnType'] extends 'PgTimestampString' | 'PgTimestamp'
    ? Date | (Columns<T>[K]['_']['notNull'] extends true ? never : null)
    : T['$inferSelect'][K & keyof T['$inferSelect']]
}
