import { describe, expect, it } from 'vitest'
import type { Sql } from './connection'
import { SchoolDb, SystemDb } from './db'
import { SCHOOL_TABLES, TABLE_NAMES, tables } from './schema'
import { join, named, raw, SCHOOL, sql } from './sql'

/** A connection that records what it is asked and answers nothing. */
const recorder = () => {
  const calls: { text: unknown; values: unknown }[] = []
  const connection: Sql = {
    query: async (text, values) => {
      calls.push({ text, values })
      return { rows: [], rowCount: 0 }
    },
  }
  return { calls, connection }
}

describe('the schema', () => {
  it('knows every table and which hold school data', () => {
    expect(TABLE_NAMES).toContain('users')
    // A school's own row counts: through a school's connection, only that school's row is read.
    const schoolData = [
      'schools',
      'users',
      'groups',
      'groups_rels',
      'homework',
      'homework_items',
      'spelling_sessions',
      'list_words',
      'sessions',
    ]
    for (const table of schoolData) expect(SCHOOL_TABLES).toContain(table)
    for (const table of ['pages', 'throttles', 'emails', 'payload_migrations']) expect(SCHOOL_TABLES).not.toContain(table)
  })
})

describe('sql', () => {
  it('turns values into parameters and tables into quoted names', () => {
    const statement = sql`SELECT id FROM ${tables.users} WHERE id = ${7} AND name = ${"x'; DROP TABLE users; --"}`
    expect(statement.text).toBe('SELECT id FROM "users" WHERE id = $1 AND name = $2')
    expect(statement.values).toEqual([7, "x'; DROP TABLE users; --"])
    expect([...statement.tables]).toEqual(['users'])
  })
  it('refuses a table or enum named in the text, where the layer cannot see it', () => {
    expect(() => sql`SELECT id FROM users WHERE id = ${1}`).toThrow(/through the generated schema/)
    expect(() => sql`SELECT 1 FROM ${tables.groups} g JOIN groups_rels r ON r.parent_id = g.id`).toThrow(/groups_rels/)
    expect(() => sql`SELECT ${'x'}::enum_users_role`).toThrow(/enum_users_role/)
    expect(sql`SELECT ${'pupil'}::${tables.enum_users_role}`.text).toBe('SELECT $1::"enum_users_role"')
  })
  it('nests statements, renumbering their parameters, and joins conditions', () => {
    const conditions = join([sql`a = ${1}`, sql`b = ${2}`, sql`school_id = ${SCHOOL}`], ' AND ')
    const statement = sql`SELECT 1 FROM ${tables.groups} WHERE ${conditions} AND c = ${3} ORDER BY ${raw('name')}`
    expect(statement.text).toBe('SELECT 1 FROM "groups" WHERE a = $1 AND b = $2 AND school_id = $3 AND c = $4 ORDER BY name')
    expect(statement.school).toBe(true)
    expect(join([], ' AND ').text).toBe('')
  })
})

describe('SchoolDb', () => {
  it('binds the caller’s school wherever the statement names SCHOOL', async () => {
    const { calls, connection } = recorder()
    await new SchoolDb(connection, 42).rows(sql`SELECT id FROM ${tables.users} WHERE id = ${5} AND school_id = ${SCHOOL}`)
    expect(calls).toEqual([{ text: 'SELECT id FROM "users" WHERE id = $1 AND school_id = $2', values: [5, 42] }])
  })
  it('refuses a statement on school data with its school filter removed, before it reaches the database', async () => {
    const { calls, connection } = recorder()
    const db = new SchoolDb(connection, 42)
    // The pupils lookup of lib/school/context.ts without its `AND school_id = ${SCHOOL}`.
    const unfiltered = sql`SELECT id, name FROM ${tables.users} WHERE id = ANY(${[1, 2]}::int[]) AND role = 'pupil' AND deleted_at IS NULL`
    await expect(db.rows(unfiltered)).rejects.toThrow(/users that is not limited to the caller's school/)
    const child = sql`SELECT users_id FROM ${tables.groups_rels} WHERE parent_id = ${3}`
    await expect(db.rows(child)).rejects.toThrow(/groups_rels/)
    expect(calls).toEqual([])
  })
  it('lets statements on tables no school owns through', async () => {
    const { calls, connection } = recorder()
    await new SchoolDb(connection, 42).rows(sql`SELECT id FROM ${tables.pages} WHERE id = ${1}`)
    expect(calls).toHaveLength(1)
  })
  it('prepares named statements once per connection', async () => {
    const { calls, connection } = recorder()
    await new SchoolDb(connection, 9).one(named('pupil-by-id')`SELECT id FROM ${tables.users} WHERE id = ${1} AND school_id = ${SCHOOL}`)
    expect(calls[0].text).toEqual({ name: 'pupil-by-id', text: 'SELECT id FROM "users" WHERE id = $1 AND school_id = $2', values: [1, 9] })
  })
})

describe('SystemDb', () => {
  it('cannot be handed a statement meant for one school', async () => {
    const { connection } = recorder()
    await expect(new SystemDb(connection, 'test').rows(sql`SELECT 1 FROM ${tables.users} WHERE school_id = ${SCHOOL}`)).rejects.toThrow(
      /cannot name the caller's school/,
    )
  })
})
