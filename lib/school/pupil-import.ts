/**
 * Importing pupils from a CSV file with the columns name, class and (optionally) username. Every row is
 * checked before anything is written, every problem is reported with the file's line number, nothing is
 * imported unless all rows are good, and importing the same file again changes nothing:
 *
 * - a row with a username is the pupil with that school username (made if there is none);
 * - a row without one is the pupil of that name in that class (made if there is none);
 * - classes are found by name, case-insensitively, and made when missing;
 * - pupils are added to the class named (they stay in any other classes they are in).
 *
 * `planPupilImport` is pure; `importPupils` reads the school, plans, and applies the plan.
 */
import { AppError, type FieldError } from '../api/errors'
import { CsvSyntaxError, parseCsv, type CsvRecord } from '../csv'
import { schoolDb, type Operation } from '../data/db'
import { tables } from '../data/schema'
import { SCHOOL, sql } from '../data/sql'
import { lockSchool } from './context'
import { addToGroups } from './group-members'
import { generatePupilPassword } from './pupil-passwords'
import { hashAll, insertPupils, takenUsernames } from './pupils'
import { freeSafeUsernames, normaliseSchoolUsername, SCHOOL_USERNAME_PATTERN, SCHOOL_USERNAME_RULE } from './usernames'
import { pupilViewsById } from './views'

export const MAX_IMPORT_ROWS = 1000
export const MAX_NAME_LENGTH = 100

const COLUMN_NAMES: Record<'name' | 'class' | 'username', string[]> = {
  name: ['name', 'pupil', 'pupil name', 'full name', 'student', 'student name'],
  class: ['class', 'class name', 'group', 'form', 'grade'],
  username: ['username', 'school username', 'school_username', 'login'],
}

export type ExistingPupil = { id: number; name: string | null; school_username: string | null; deleted: boolean; classIds: number[] }
export type ExistingClass = { id: number; name: string }
export type SchoolState = { pupils: ExistingPupil[]; classes: ExistingClass[] }

export type ImportRow = { line: number; name: string; className: string; username?: string }

export type ImportPlan = {
  rows: number
  /** Classes to make, by name as first written in the file. */
  newClasses: string[]
  /** Pupils to make (usernames given in the file, or to be made from the safe word list). */
  create: { line: number; name: string; className: string; username?: string }[]
  /** Existing pupils whose name changes (matched by username). */
  rename: { line: number; id: number; name: string }[]
  /** Existing pupils to add to a class (by class name). */
  addToClass: { line: number; id: number; className: string }[]
  unchanged: number
}

const clean = (value: string | undefined) => (value ?? '').replace(/\s+/g, ' ').trim()
const key = (value: string) => clean(value).toLowerCase()

/** Reads the rows of the file, or the problems with its shape (paths `rows.<line>.<column>`). */
export function readImportRows(csv: string): { rows: ImportRow[]; problems: FieldError[] } {
  let records: CsvRecord[]
  try {
    records = parseCsv(csv)
  } catch (err) {
    if (err instanceof CsvSyntaxError)
      return { rows: [], problems: [{ path: `rows.${err.line}`, message: err.message.replace(/^Line \d+: /, '') }] }
    throw err
  }
  const [header, ...data] = records
  if (!header) return { rows: [], problems: [{ path: 'csv', message: 'The file is empty' }] }
  const headings = header.fields.map(key)
  const column = (name: keyof typeof COLUMN_NAMES) => headings.findIndex((h) => COLUMN_NAMES[name].includes(h))
  const nameAt = column('name')
  const classAt = column('class')
  const usernameAt = column('username')
  if (nameAt < 0 || classAt < 0) {
    return {
      rows: [],
      problems: [{ path: `rows.${header.line}`, message: 'The first row must name the columns: name, class and (optionally) username' }],
    }
  }
  if (data.length === 0) return { rows: [], problems: [{ path: 'csv', message: 'The file has no pupils after its first row' }] }
  if (data.length > MAX_IMPORT_ROWS)
    return { rows: [], problems: [{ path: 'csv', message: `Import at most ${MAX_IMPORT_ROWS} pupils at a time` }] }
  const rows = data.map((record) => {
    const username = usernameAt >= 0 ? clean(record.fields[usernameAt]) : ''
    return {
      line: record.line,
      name: clean(record.fields[nameAt]),
      className: clean(record.fields[classAt]),
      ...(username ? { username: normaliseSchoolUsername(username) } : {}),
    }
  })
  return { rows, problems: [] }
}

/** Plans an import against the school as it is; problems (every one, by line) instead of a plan when any row is wrong. */
export function planPupilImport(rows: ImportRow[], school: SchoolState): { plan: ImportPlan; problems: FieldError[] } {
  const problems: FieldError[] = []
  const problem = (line: number, column: string, message: string) => problems.push({ path: `rows.${line}.${column}`, message })

  const classByName = new Map(school.classes.map((c) => [key(c.name), c]))
  const byUsername = new Map(school.pupils.filter((p) => p.school_username).map((p) => [p.school_username!, p]))
  const activeByNameAndClass = new Map<string, ExistingPupil[]>()
  for (const pupil of school.pupils) {
    if (pupil.deleted || !pupil.name) continue
    for (const classId of pupil.classIds) {
      const k = `${key(pupil.name)}\u0000${classId}`
      activeByNameAndClass.set(k, [...(activeByNameAndClass.get(k) ?? []), pupil])
    }
  }

  const plan: ImportPlan = { rows: rows.length, newClasses: [], create: [], rename: [], addToClass: [], unchanged: 0 }
  const newClassNames = new Map<string, string>()
  const usernameLine = new Map<string, number>()
  const nameClassLine = new Map<string, number>()

  for (const row of rows) {
    let ok = true
    const fail = (column: string, message: string) => {
      ok = false
      problem(row.line, column, message)
    }
    if (!row.name) fail('name', 'Give the pupil’s name')
    else if (row.name.length > MAX_NAME_LENGTH) fail('name', `Use at most ${MAX_NAME_LENGTH} characters`)
    if (!row.className) fail('class', 'Give the pupil’s class')
    else if (row.className.length > MAX_NAME_LENGTH) fail('class', `Use at most ${MAX_NAME_LENGTH} characters`)
    if (row.username !== undefined) {
      if (!SCHOOL_USERNAME_PATTERN.test(row.username)) fail('username', SCHOOL_USERNAME_RULE)
      else if (usernameLine.has(row.username)) fail('username', `The same username as line ${usernameLine.get(row.username)}`)
      else if (byUsername.get(row.username)?.deleted)
        fail('username', 'This username belongs to a deleted pupil: recover them, or choose another username')
      if (!usernameLine.has(row.username)) usernameLine.set(row.username, row.line)
    }
    if (!ok) continue

    const existingClass = classByName.get(key(row.className))
    if (!existingClass && !newClassNames.has(key(row.className))) newClassNames.set(key(row.className), row.className)

    if (row.username !== undefined) {
      const pupil = byUsername.get(row.username)
      if (!pupil) {
        plan.create.push({ line: row.line, name: row.name, className: row.className, username: row.username })
        continue
      }
      const renamed = pupil.name !== row.name
      const moved = !existingClass || !pupil.classIds.includes(existingClass.id)
      if (renamed) plan.rename.push({ line: row.line, id: pupil.id, name: row.name })
      if (moved) plan.addToClass.push({ line: row.line, id: pupil.id, className: row.className })
      if (!renamed && !moved) plan.unchanged++
      continue
    }

    const nameClass = `${key(row.name)}\u0000${key(row.className)}`
    if (nameClassLine.has(nameClass)) {
      problem(row.line, 'name', `The same name and class as line ${nameClassLine.get(nameClass)}: give each of them a username`)
      continue
    }
    nameClassLine.set(nameClass, row.line)
    const matches = existingClass ? (activeByNameAndClass.get(`${key(row.name)}\u0000${existingClass.id}`) ?? []) : []
    if (matches.length > 1)
      problem(row.line, 'name', `${matches.length} pupils in ${existingClass!.name} have this name: add their usernames to tell them apart`)
    else if (matches.length === 1) plan.unchanged++
    else plan.create.push({ line: row.line, name: row.name, className: row.className })
  }
  plan.newClasses = [...newClassNames.values()]
  return { plan, problems }
}

/**
 * PUT users/me/school/pupils {csv, dryRun?}: imports (or, with dryRun, only checks) a CSV file of pupils.
 * New pupils get generated passwords, answered once with them.
 */
export async function importPupils(op: Operation, { csv, dryRun = false }: { csv: string; dryRun?: boolean }) {
  const db = await schoolDb(op)
  const { rows, problems: shapeProblems } = readImportRows(csv)
  if (shapeProblems.length) throw new AppError('INVALID_DATA', { fields: shapeProblems })

  await lockSchool(db)
  const state: SchoolState = {
    pupils: await db.rows<ExistingPupil>(
      sql`SELECT u.id, u.name, u.school_username, u.deleted_at IS NOT NULL AS deleted,
            coalesce(array_agg(r.parent_id) FILTER (WHERE r.parent_id IS NOT NULL), '{}') AS "classIds"
          FROM ${tables.users} u LEFT JOIN ${tables.groups_rels} r ON r.users_id = u.id AND r.path = 'pupils'
          WHERE u.school_id = ${SCHOOL} AND u.role = 'pupil' GROUP BY u.id`,
    ),
    classes: await db.rows<ExistingClass>(
      sql`SELECT id, name FROM ${tables.groups} WHERE school_id = ${SCHOOL} AND parent_id IS NULL ORDER BY id`,
    ),
  }
  const { plan, problems } = planPupilImport(rows, state)
  if (problems.length)
    throw new AppError('INVALID_DATA', {
      message: `${problems.length} problem${problems.length > 1 ? 's' : ''} in the file: nothing was imported`,
      fields: problems,
    })
  const summary = {
    rows: plan.rows,
    created: plan.create.length,
    renamed: plan.rename.length,
    addedToClass: plan.addToClass.length,
    unchanged: plan.unchanged,
    classesCreated: plan.newClasses,
  }
  if (dryRun) return { ...summary, dryRun: true, docs: [] }

  const classId = new Map(state.classes.map((c) => [c.name.trim().toLowerCase(), c.id]))
  for (const name of plan.newClasses) {
    const group = await op.payload.create({
      collection: 'groups',
      data: { name, school: db.schoolId },
      req: op.req,
      overrideAccess: true, // a class of the caller's own school
      depth: 0,
    })
    classId.set(name.toLowerCase(), Number(group.id))
  }
  const idOfClass = (name: string) => classId.get(name.trim().toLowerCase())!

  for (const rename of plan.rename)
    await db.run(
      sql`UPDATE ${tables.users} SET name = ${rename.name}, name_sort = ${rename.name.toLowerCase()}, updated_at = now()
          WHERE id = ${rename.id} AND school_id = ${SCHOOL}`,
    )
  for (const add of plan.addToClass) await addToGroups(db, [idOfClass(add.className)], [add.id])

  const passwords = plan.create.map(() => generatePupilPassword())
  const hashes = await hashAll(passwords)
  const taken = await takenUsernames(db)
  for (const c of plan.create) if (c.username) taken.add(c.username)
  const made = freeSafeUsernames(taken, plan.create.filter((c) => !c.username).length)
  const newPupils = plan.create.map((c, i) => ({ name: c.name, schoolUsername: c.username ?? made.shift()!, passwordHash: hashes[i] }))
  const ids = await insertPupils(db, newPupils)
  const byClass = new Map<number, number[]>()
  plan.create.forEach((c, i) => byClass.set(idOfClass(c.className), [...(byClass.get(idOfClass(c.className)) ?? []), ids[i]]))
  for (const [groupId, pupilIds] of byClass) await addToGroups(db, [groupId], pupilIds)

  const views = await pupilViewsById(db, ids)
  return { ...summary, dryRun: false, docs: views.map((v, i) => ({ ...v, password: passwords[i] })) }
}
