/**
 * Statements, written as tagged templates: `sql<Row>\`SELECT id FROM ${tables.users} WHERE school_id = ${SCHOOL}\``.
 * Values become parameters ($1, $2, …), never text. Tables and enum types are named through the generated
 * schema (`${tables.users}`, `${tables.enum_users_role}`), so a statement knows which tables it touches; a table
 * named in the text instead is refused when the statement is first built. `SCHOOL` stands for the caller's school,
 * bound by the school connection that runs the statement (lib/data/db.ts).
 */
import { getTableName } from '@payloadcms/db-postgres/drizzle'
import { ENUM_NAMES, isEnum, isTable, TABLE_NAMES } from './schema'

/** The caller's school, in a statement: the school connection that runs it supplies the value. */
export const SCHOOL: unique symbol = Symbol('the caller’s school')

declare const rowType: unique symbol

export type Statement<Row = unknown> = {
  readonly text: string
  /** The parameters; SCHOOL where the caller's school goes. */
  readonly values: readonly unknown[]
  /** The tables the statement names. */
  readonly tables: ReadonlySet<string>
  /** Whether the statement is limited to the caller's school (names SCHOOL). */
  readonly school: boolean
  /** Prepared once per connection under this name (hot paths): see `named`. */
  readonly name?: string
  readonly [rowType]?: Row
}

/** Trusted SQL text placed as it is (a column list shared by several statements, a sort order chosen from a fixed set). */
export type Fragment = { readonly fragment: string }
export const raw = (text: string): Fragment => ({ fragment: text })

type Part = unknown

const isStatement = (value: unknown): value is Statement =>
  typeof value === 'object' && value !== null && 'text' in value && 'values' in value && 'tables' in value
const isFragment = (value: unknown): value is Fragment => typeof value === 'object' && value !== null && 'fragment' in value

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`

/** A table or enum type named in a statement's own text (`FROM users`), found when a call site first builds it. */
const NAMED_IN_TEXT = /\b(?:from|join|update|into|table|exists)\s+"?([a-z_][a-z0-9_]*)"?|::"?([a-z_][a-z0-9_]*)"?/gi
const checkedSites = new WeakSet<TemplateStringsArray>()

function checkText(strings: TemplateStringsArray) {
  if (checkedSites.has(strings)) return
  for (const piece of strings) {
    for (const match of piece.matchAll(NAMED_IN_TEXT)) {
      const name = (match[1] ?? match[2]).toLowerCase()
      if (TABLE_NAMES.has(name) || ENUM_NAMES.has(name)) {
        throw new Error(`Name ${name} through the generated schema (\${tables.${name}}), not in the statement's text: ${strings.join('…')}`)
      }
    }
  }
  checkedSites.add(strings)
}

function build(strings: readonly string[], parts: readonly Part[], name?: string): Statement {
  let text = strings[0]
  const values: unknown[] = []
  const tables = new Set<string>()
  let school = false
  parts.forEach((part, i) => {
    if (isTable(part)) {
      // getTableName, not getTableConfig: the config is rebuilt on each call (a tenth of a millisecond for users).
      const table = getTableName(part)
      tables.add(table)
      text += quote(table)
    } else if (isEnum(part)) {
      text += quote(part.enumName)
    } else if (isFragment(part)) {
      text += part.fragment
    } else if (isStatement(part)) {
      // A nested statement: its parameters renumbered after ours.
      const offset = values.length
      text += part.text.replace(/\$(\d+)/g, (_, n: string) => `$${Number(n) + offset}`)
      values.push(...part.values)
      part.tables.forEach((t) => tables.add(t))
      school ||= part.school
    } else {
      if (part === SCHOOL) school = true
      values.push(part)
      text += `$${values.length}`
    }
    text += strings[i + 1]
  })
  return { text, values, tables, school, name }
}

export function sql<Row = unknown>(strings: TemplateStringsArray, ...parts: Part[]): Statement<Row> {
  checkText(strings)
  return build(strings, parts) as Statement<Row>
}

/** A statement prepared once per connection under `name`: for the hot paths. */
export const named =
  (name: string) =>
  <Row = unknown>(strings: TemplateStringsArray, ...parts: Part[]): Statement<Row> => {
    checkText(strings)
    return build(strings, parts, name) as Statement<Row>
  }

/** Statements joined with a separator (`AND`, `,`), for conditions built from optional filters. */
export function join(statements: Statement[], separator: string): Statement {
  if (statements.length === 0) return build([''], [])
  const strings = ['', ...statements.slice(1).map(() => separator), '']
  return build(strings, statements)
}
