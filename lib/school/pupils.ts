/**
 * Pupils of the caller's school: list, create (one, generated or in bulk), update, delete, export,
 * stages and passwords. Users' collection access lets only superusers write users through Payload, so
 * these operations write with SQL on the caller's school connection (`schoolDb`), after checking that every
 * record named belongs to that school (lib/school/context.ts).
 */
import { createHash, randomInt } from 'node:crypto'
import type { Payload, PayloadRequest } from 'payload'
import { AppError, type FieldError } from '../api/errors'
import { passwordRecentlyVerified } from '../api/define-endpoint'
import { passwordProblem } from '../auth/password-policy'
import { hashPassword } from '../auth/passwords'
import { accountKey, clearThrottle } from '../auth/throttle'
import type { AuthUser } from '../auth/types'
import { toCsv } from '../csv'
import { schoolDb, systemDb, type Operation, type SchoolDb } from '../data/db'
import { tables, type RowOf } from '../data/schema'
import { join, named, raw, SCHOOL, sql, type Statement } from '../data/sql'
import { likePattern, offsetOf, toPage } from '../spelling/pages'
import { groupOfSchool, isSchoolAdmin, lockSchool, memberOf, pupilsOfSchool, unique } from './context'
import { addToGroups } from './group-members'
import { generatePupilPassword } from './pupil-passwords'
import { STAGE_MAX } from './stages'
import { displayNameForUsername, displayNames, freeSafeUsernames, normaliseSchoolUsername, usernameFromName } from './usernames'
import { PUPIL_COLUMNS, pupilViewsById, toPupilView, type PupilColumns, type PupilView } from './views'

export const PUPIL_SORTS = {
  name: 'u.name_sort ASC NULLS LAST, u.id ASC',
  '-name': 'u.name_sort DESC NULLS FIRST, u.id DESC',
  school_username: 'u.school_username ASC, u.id ASC',
  '-school_username': 'u.school_username DESC, u.id DESC',
  createdAt: 'u.created_at ASC, u.id ASC',
  '-createdAt': 'u.created_at DESC, u.id DESC',
  stage_spelling: 'u.stage_spelling ASC NULLS LAST, u.name_sort, u.id',
  '-stage_spelling': 'u.stage_spelling DESC NULLS LAST, u.name_sort, u.id',
  stage_number: 'u.stage_number ASC NULLS LAST, u.name_sort, u.id',
  '-stage_number': 'u.stage_number DESC NULLS LAST, u.name_sort, u.id',
  id: 'u.id ASC',
  '-id': 'u.id DESC',
} as const
export type PupilSort = keyof typeof PUPIL_SORTS

export type PupilListQuery = {
  page: number
  limit: number
  sort: PupilSort
  q?: string
  school_username?: string
  /** Only the pupils of this class or subgroup. */
  group?: number
  /** Only pupils in no class. */
  unassigned?: boolean
}

/** The school's live pupils (`users u`), as the list call filters them. */
const LIVE_PUPILS = sql`u.school_id = ${SCHOOL} AND u.role = 'pupil' AND u.deleted_at IS NULL`

type PupilListRow = PupilColumns & {
  total: number
  group_id: number | null
  group_name: string | null
  group_parent: number | null
}

/** One page of the school's pupils with their classes (GET users/me/school/pupils, and a class's pupils). */
export async function listPupils(op: Operation, query: PupilListQuery) {
  const db = await schoolDb(op)
  if (query.group !== undefined) await groupOfSchool(db, query.group)
  const conditions: Statement[] = [LIVE_PUPILS]
  if (query.school_username) conditions.push(sql`u.school_username = ${normaliseSchoolUsername(query.school_username)}`)
  if (query.q) {
    const like = likePattern(query.q)
    conditions.push(sql`(u.name ILIKE ${like} OR u.school_username ILIKE ${like})`)
  }
  if (query.group !== undefined)
    conditions.push(
      sql`EXISTS (SELECT 1 FROM ${tables.groups_rels} r WHERE r.parent_id = ${query.group} AND r.path = 'pupils' AND r.users_id = u.id)`,
    )
  if (query.unassigned)
    conditions.push(sql`NOT EXISTS (SELECT 1 FROM ${tables.groups_rels} r WHERE r.path = 'pupils' AND r.users_id = u.id)`)
  const filter = join(conditions, ' AND ')
  const order = raw(PUPIL_SORTS[query.sort])
  // One round trip, planned once per connection: the page in index order (name_sort or id), the total,
  // and each pupil's classes as extra rows (a flat join measured cheaper than aggregating per pupil).
  // Never the whole school.
  const page = sql`WITH page AS (
       SELECT ${PUPIL_COLUMNS}, u.name_sort FROM ${tables.users} u WHERE ${filter} ORDER BY ${order}
       LIMIT ${query.limit} OFFSET ${offsetOf(query.page, query.limit)}
     )
     SELECT u.*, (SELECT count(*)::int FROM ${tables.users} u WHERE ${filter}) AS total, g.id AS group_id, g.name AS group_name,
       g.parent_id AS group_parent
     FROM page u
     LEFT JOIN ${tables.groups_rels} r ON r.users_id = u.id AND r.path = 'pupils'
     LEFT JOIN ${tables.groups} g ON g.id = r.parent_id
     ORDER BY ${order}, g.name, g.id`
  const rows = await db.rows(
    named(`inkwell-pupils-${createHash('sha1').update(page.text).digest('hex').slice(0, 16)}`)<PupilListRow>`${page}`,
  )
  const docs: PupilView[] = []
  for (const row of rows) {
    let pupil = docs[docs.length - 1]
    if (!pupil || pupil.id !== row.id) docs.push((pupil = toPupilView(row, [])))
    if (row.group_id !== null && row.group_name !== null && !pupil.groups.some((g) => g.id === row.group_id))
      pupil.groups.push({ id: row.group_id, name: row.group_name, parent: row.group_parent })
  }
  // A page past the end has no rows to carry the total.
  const total = rows.length
    ? rows[0].total
    : (await db.rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM ${tables.users} u WHERE ${filter}`))[0].n
  return toPage(docs, total, query.page, query.limit)
}

export async function getPupil(op: Operation, id: number): Promise<PupilView> {
  const db = await schoolDb(op)
  await pupilsOfSchool(db, [id])
  return (await pupilViewsById(db, [id]))[0]
}

/** Every school username of the school, deleted pupils' included (they keep theirs for 30 days). */
export async function takenUsernames(db: SchoolDb): Promise<Set<string>> {
  const rows = await db.rows<{ school_username: string }>(
    sql`SELECT school_username FROM ${tables.users} WHERE school_id = ${SCHOOL} AND school_username IS NOT NULL`,
  )
  return new Set(rows.map((r) => r.school_username))
}

export type NewPupil = {
  name: string
  schoolUsername: string
  passwordHash: string | null
  stageSpelling?: number | null
  stageNumber?: number | null
}

/**
 * Inserts pupils in one statement (generate and import make hundreds at once); the columns not named
 * take the defaults Payload gave the table. Callers have locked the school and checked the usernames.
 */
export async function insertPupils(db: SchoolDb, pupils: NewPupil[]): Promise<number[]> {
  if (pupils.length === 0) return []
  const rows = await db.rows<{ id: number; school_username: string }>(
    sql`INSERT INTO ${tables.users} (name, name_sort, role, school_id, school_username, password_hash, password_changed_at, stage_spelling,
          stage_number, locale, updated_at, created_at)
        SELECT p.name, lower(p.name), 'pupil', ${SCHOOL}, p.username, p.hash, CASE WHEN p.hash IS NULL THEN NULL ELSE now() END, p.spelling,
          p.number, (SELECT locale FROM ${tables.schools} WHERE id = ${SCHOOL}), now(), now()
        FROM unnest(${pupils.map((p) => p.name)}::text[], ${pupils.map((p) => p.schoolUsername)}::text[], ${pupils.map((p) => p.passwordHash)}::text[],
          ${pupils.map((p) => p.stageSpelling ?? null)}::int[], ${pupils.map((p) => p.stageNumber ?? null)}::int[])
          WITH ORDINALITY AS p(name, username, hash, spelling, number, ord)
        ORDER BY p.ord
        RETURNING id, school_username`,
  )
  const idOf = new Map(rows.map((r) => [r.school_username, r.id]))
  return pupils.map((p) => idOf.get(p.schoolUsername)!)
}

/** Hashes passwords a few at a time (argon2id takes tens of milliseconds and memory each). */
export async function hashAll(passwords: (string | null)[]): Promise<(string | null)[]> {
  const out: (string | null)[] = new Array(passwords.length).fill(null)
  let next = 0
  const worker = async () => {
    while (next < passwords.length) {
      const i = next++
      const password = passwords[i]
      out[i] = password === null ? null : await hashPassword(password)
    }
  }
  await Promise.all(Array.from({ length: Math.min(4, passwords.length) }, worker))
  return out
}

const passwordField = (path: string, password: string, context: (string | null | undefined)[]): FieldError | null => {
  const problem = passwordProblem(password, 'pupil', context)
  return problem ? { path, message: problem } : null
}

export type PupilInput = {
  name?: string
  school_username?: string
  password?: string
  stage_spelling?: number | null
  stage_number?: number | null
  /** Classes (or subgroups) to put the new pupil in. */
  groups?: number[]
}

/** The answer for a pupil whose password was just made: shown this once, never stored readable. */
export type PupilWithPassword = PupilView & { password?: string }

/** POST users/me/school/pupils: one pupil; a password is made for them unless one is given. */
export async function createPupil(op: Operation, input: PupilInput): Promise<PupilWithPassword> {
  const db = await schoolDb(op)
  const generated = input.password === undefined ? generatePupilPassword() : undefined
  const password = input.password ?? generated!
  const problem = passwordField('password', password, [input.name, input.school_username])
  if (problem) throw new AppError('INVALID_DATA', { fields: [problem] })
  const [hash] = await hashAll([password])
  await lockSchool(db)
  for (const id of unique(input.groups ?? [])) await groupOfSchool(db, id)
  const taken = await takenUsernames(db)
  const username = input.school_username ? normaliseSchoolUsername(input.school_username) : freeSafeUsernames(taken, 1)[0]
  if (input.school_username && taken.has(username)) {
    throw new AppError('INVALID_DATA', { fields: [{ path: 'school_username', message: 'Another pupil of your school has this username' }] })
  }
  const [id] = await insertPupils(db, [
    {
      name: input.name?.trim() || displayNameForUsername(username),
      schoolUsername: username,
      passwordHash: hash,
      stageSpelling: input.stage_spelling,
      stageNumber: input.stage_number,
    },
  ])
  await addToGroups(db, unique(input.groups ?? []), [id])
  const [view] = await pupilViewsById(db, [id])
  return generated ? { ...view, password: generated } : view
}

/** POST users/me/school/pupils/generate {amount}: pupils with safe-word usernames, names and passwords. */
export async function generatePupils(
  op: Operation,
  { amount, group, stage_spelling, stage_number }: { amount: number; group?: number; stage_spelling?: number; stage_number?: number },
) {
  const db = await schoolDb(op)
  const passwords = Array.from({ length: amount }, generatePupilPassword)
  const hashes = await hashAll(passwords)
  await lockSchool(db)
  if (group !== undefined) await groupOfSchool(db, group)
  const usernames = freeSafeUsernames(await takenUsernames(db), amount)
  const ids = await insertPupils(
    db,
    usernames.map((username, i) => ({
      name: displayNameForUsername(username),
      schoolUsername: username,
      passwordHash: hashes[i],
      stageSpelling: stage_spelling,
      stageNumber: stage_number,
    })),
  )
  if (group !== undefined) await addToGroups(db, [group], ids)
  const views = await pupilViewsById(db, ids)
  return { docs: views.map((v, i) => ({ ...v, password: passwords[i] })), totalDocs: views.length }
}

export type PupilChanges = {
  name?: string
  school_username?: string
  stage_spelling?: number | null
  stage_number?: number | null
  /** A new password chosen by the teacher. */
  password?: string
  /** Make a new password (answered once). */
  generatePassword?: boolean
}

/**
 * Applies changes to pupils already checked to be of the school. Setting a password signs the pupil out
 * everywhere and lifts the sign-in throttle, so a locked-out pupil can sign in again at once.
 */
async function applyPupilChanges(db: SchoolDb, payload: Payload, changes: (PupilChanges & { id: number })[]): Promise<Map<number, string>> {
  const generated = new Map<number, string>()
  const passwords = changes.map((c) => {
    if (c.password !== undefined) return c.password
    if (c.generatePassword) {
      const password = generatePupilPassword()
      generated.set(c.id, password)
      return password
    }
    return null
  })
  const hashes = await hashAll(passwords)
  for (const [i, change] of changes.entries()) {
    const sets: Statement[] = []
    if (change.name !== undefined) sets.push(sql`name = ${change.name.trim()}`, sql`name_sort = ${change.name.trim().toLowerCase()}`)
    if (change.school_username !== undefined) sets.push(sql`school_username = ${normaliseSchoolUsername(change.school_username)}`)
    if (change.stage_spelling !== undefined) sets.push(sql`stage_spelling = ${change.stage_spelling}`)
    if (change.stage_number !== undefined) sets.push(sql`stage_number = ${change.stage_number}`)
    const hash = hashes[i]
    if (hash) sets.push(sql`password_hash = ${hash}`, sql`password_changed_at = now()`)
    if (sets.length === 0) continue
    await db.run(
      sql`UPDATE ${tables.users} SET ${join(sets, ', ')}, updated_at = now() WHERE id = ${change.id} AND school_id = ${SCHOOL} AND role = 'pupil'`,
    )
    if (hash) {
      await signOut(db, [change.id])
      await clearThrottle(payload, accountKey(change.id))
    }
  }
  return generated
}

/** Checks new usernames against the school's and each other; field errors carry `pathOf(index)`. */
async function usernameProblems(db: SchoolDb, changes: { id?: number; school_username?: string }[], pathOf: (i: number) => string) {
  const fields: FieldError[] = []
  const wanted = changes.map((c) => (c.school_username === undefined ? undefined : normaliseSchoolUsername(c.school_username)))
  const given = wanted.filter((u): u is string => u !== undefined)
  if (given.length === 0) return fields
  const rows = await db.rows<{ id: number; school_username: string }>(
    sql`SELECT id, school_username FROM ${tables.users} WHERE school_id = ${SCHOOL} AND school_username = ANY(${given}::text[])`,
  )
  const owner = new Map(rows.map((r) => [r.school_username, r.id]))
  const seen = new Map<string, number>()
  wanted.forEach((username, i) => {
    if (username === undefined) return
    const holder = owner.get(username)
    if (holder !== undefined && holder !== changes[i].id)
      fields.push({ path: pathOf(i), message: 'Another pupil of your school has this username' })
    else if (seen.has(username)) fields.push({ path: pathOf(i), message: `The same username as item ${seen.get(username)! + 1}` })
    seen.set(username, i)
  })
  return fields
}

/** PUT users/me/school/pupils/{id}. */
export async function updatePupil(op: Operation, id: number, changes: PupilChanges): Promise<PupilWithPassword> {
  const db = await schoolDb(op)
  const [pupil] = await pupilsOfSchool(db, [id])
  const fields: FieldError[] = []
  if (changes.password !== undefined) {
    const problem = passwordField('password', changes.password, [
      changes.name ?? pupil.name,
      changes.school_username ?? pupil.school_username,
    ])
    if (problem) fields.push(problem)
  }
  await lockSchool(db)
  fields.push(...(await usernameProblems(db, [{ id, school_username: changes.school_username }], () => 'school_username')))
  if (fields.length) throw new AppError('INVALID_DATA', { fields })
  const generated = await applyPupilChanges(db, op.payload, [{ ...changes, id }])
  const [view] = await pupilViewsById(db, [id])
  return generated.has(id) ? { ...view, password: generated.get(id) } : view
}

export type BulkPupil = PupilChanges & { id?: number; groups?: number[] }

/**
 * PUT users/me/school/pupils {pupils: [...]}: creates those without an id and updates those with one, all
 * or nothing. Every item is checked before anything is written; problems come back together as field
 * errors (`pupils.3.school_username`).
 */
export async function upsertPupils(op: Operation, items: BulkPupil[]) {
  const db = await schoolDb(op)
  const ids = items.flatMap((item) => (item.id === undefined ? [] : [item.id]))
  const existing = await pupilsOfSchool(db, unique(ids))
  for (const groupId of unique(items.flatMap((item) => item.groups ?? []))) await groupOfSchool(db, groupId)
  const fields: FieldError[] = []
  const seenIds = new Set<number>()
  items.forEach((item, i) => {
    if (item.id !== undefined) {
      if (seenIds.has(item.id)) fields.push({ path: `pupils.${i}.id`, message: 'This pupil is already in the list' })
      seenIds.add(item.id)
    }
    if (item.password !== undefined) {
      const pupil = existing.find((p) => p.id === item.id)
      const problem = passwordField(`pupils.${i}.password`, item.password, [
        item.name ?? pupil?.name,
        item.school_username ?? pupil?.school_username,
      ])
      if (problem) fields.push(problem)
    }
  })
  await lockSchool(db)
  fields.push(...(await usernameProblems(db, items, (i) => `pupils.${i}.school_username`)))
  if (fields.length) throw new AppError('INVALID_DATA', { fields })

  const updates = items.flatMap((item) => (item.id === undefined ? [] : [{ ...item, id: item.id }]))
  const generated = await applyPupilChanges(db, op.payload, updates)
  const creations = items.filter((item) => item.id === undefined)
  const newPasswords = creations.map((c) => c.password ?? generatePupilPassword())
  const hashes = await hashAll(newPasswords)
  const taken = await takenUsernames(db)
  for (const c of creations) if (c.school_username) taken.add(normaliseSchoolUsername(c.school_username))
  const madeNames = freeSafeUsernames(taken, creations.filter((c) => !c.school_username).length)
  const newIds = await insertPupils(
    db,
    creations.map((c, i) => {
      const username = c.school_username ? normaliseSchoolUsername(c.school_username) : madeNames.shift()!
      return {
        name: c.name?.trim() || displayNameForUsername(username),
        schoolUsername: username,
        passwordHash: hashes[i],
        stageSpelling: c.stage_spelling,
        stageNumber: c.stage_number,
      }
    }),
  )
  creations.forEach((c, i) => {
    if (c.password === undefined) generated.set(newIds[i], newPasswords[i])
  })
  let createdIndex = 0
  const allIds = items.map((item) => item.id ?? newIds[createdIndex++])
  for (const [i, item] of items.entries()) if (item.groups?.length) await addToGroups(db, unique(item.groups), [allIds[i]])
  const views = await pupilViewsById(db, allIds)
  return {
    docs: views.map((v) => (generated.has(v.id) ? { ...v, password: generated.get(v.id) } : v)),
    created: newIds.length,
    updated: updates.length,
  }
}

/** The words a teacher types to confirm deleting every pupil of the school. */
export const DELETE_ALL_CONFIRMATION = 'delete all pupils'

/**
 * DELETE users/me/school/pupils {pupilIds}: soft-deletes pupils (recoverable for 30 days, see
 * deleted-users.ts), signs them out and retires their login-card keys. `*` deletes every pupil of the
 * school: school admins only, with a recently checked password and the confirmation words.
 */
export async function deletePupils(op: Operation, { pupilIds, confirm }: { pupilIds: number[] | '*'; confirm?: string }) {
  const db = await schoolDb(op)
  let ids: number[]
  if (pupilIds === '*') {
    if (!isSchoolAdmin(op.user)) throw new AppError('FORBIDDEN', { message: 'Only a school admin can delete every pupil' })
    // The same rule as `recentPassword` endpoints, for this one form of the call.
    if (!passwordRecentlyVerified(op.user)) throw new AppError('PASSWORD_REVERIFICATION_REQUIRED')
    if (confirm?.trim().toLowerCase() !== DELETE_ALL_CONFIRMATION) {
      throw new AppError('INVALID_DATA', { fields: [{ path: 'confirm', message: `Type “${DELETE_ALL_CONFIRMATION}” to confirm` }] })
    }
    ids = (await db.rows<{ id: number }>(sql`SELECT u.id FROM ${tables.users} u WHERE ${LIVE_PUPILS}`)).map((r) => r.id)
  } else {
    ids = (await pupilsOfSchool(db, unique(pupilIds))).map((p) => p.id)
  }
  await softDeleteUsers(db, ids)
  return { deleted: ids.length, ids }
}

/** Signs users of the school out everywhere. */
async function signOut(db: SchoolDb, ids: number[]) {
  await db.run(
    sql`DELETE FROM ${tables.sessions} s USING ${tables.users} u WHERE s.user_id = u.id AND u.id = ANY(${ids}::int[]) AND ${memberOf(SCHOOL)}`,
  )
}

/** Marks users of the school deleted, signs them out and retires their sign-in keys. */
export async function softDeleteUsers(db: SchoolDb, ids: number[]) {
  if (ids.length === 0) return
  await db.run(
    sql`UPDATE ${tables.users} u SET deleted_at = now(), sign_in_key_hash = NULL, updated_at = now()
        WHERE u.id = ANY(${ids}::int[]) AND ${memberOf(SCHOOL)}`,
  )
  await signOut(db, ids)
}

/** GET users/me/school/pupils/csv?pupilIds=: chosen pupils (all without pupilIds) with usernames and the school id. */
export async function pupilsCsv(op: Operation, pupilIds: number[] | undefined): Promise<{ filename: string; csv: string }> {
  const db = await schoolDb(op)
  const ids = pupilIds
    ? (await pupilsOfSchool(db, unique(pupilIds))).map((p) => p.id)
    : (await db.rows<{ id: number }>(sql`SELECT u.id FROM ${tables.users} u WHERE ${LIVE_PUPILS} ORDER BY u.name_sort, u.id`)).map(
        (r) => r.id,
      )
  const views = await pupilViewsById(db, pupilIds ? unique(pupilIds) : ids)
  const rows = views.map((p) => [
    p.school_id,
    p.name,
    p.school_username,
    p.groups.map((g) => g.name).join('; '),
    p.stage_spelling,
    p.stage_number,
  ])
  return {
    filename: `pupils-school-${db.schoolId}.csv`,
    csv: toCsv(['school_id', 'name', 'username', 'classes', 'stage_spelling', 'stage_number'], rows),
  }
}

/** How long after one end-of-year move up another needs `force`. */
export const INCREMENT_GUARD_DAYS = 180

/** POST users/me/school/incrementstages: every pupil of the school moves up one stage in each subject. */
export async function incrementStages(op: Operation, { force = false }: { force?: boolean }) {
  const db = await schoolDb(op)
  const school = await db.one<Pick<RowOf<typeof tables.schools>, 'stages_incremented_at'>>(
    sql`SELECT stages_incremented_at FROM ${tables.schools} WHERE id = ${SCHOOL} FOR UPDATE`,
  )
  const last = school?.stages_incremented_at ?? null
  if (last && !force && Date.now() - last.getTime() < INCREMENT_GUARD_DAYS * 86_400_000) {
    throw new AppError('CONFLICT', {
      message: `Stages were moved up on ${last.toISOString().slice(0, 10)}; send force: true to move them up again`,
    })
  }
  const updated = await db.run(
    // LEAST ignores NULLs, so a pupil without a stage would jump to the top: keep NULL as NULL.
    sql`UPDATE ${tables.users} u
        SET stage_spelling = CASE WHEN stage_spelling IS NULL THEN NULL ELSE LEAST(${STAGE_MAX}::int, stage_spelling + 1) END,
            stage_number = CASE WHEN stage_number IS NULL THEN NULL ELSE LEAST(${STAGE_MAX}::int, stage_number + 1) END, updated_at = now()
        WHERE ${LIVE_PUPILS} AND (stage_spelling IS NOT NULL OR stage_number IS NOT NULL)`,
  )
  const [stamped] = await db.rows<{ stages_incremented_at: Date }>(
    sql`UPDATE ${tables.schools} SET stages_incremented_at = now(), updated_at = now() WHERE id = ${SCHOOL} RETURNING stages_incremented_at`,
  )
  return { updated, stagesIncrementedAt: stamped.stages_incremented_at.toISOString() }
}

/**
 * GET users/exists: whether a username or email is in use (by anyone: they are unique across schools), or
 * (signed-in staff only) whether a pupil of their school has this school username.
 */
export async function identifierExists(
  op: { payload: Payload; req: PayloadRequest; user: AuthUser | null },
  query: { username?: string; email?: string; school_username?: string },
) {
  if (query.username !== undefined || query.email !== undefined) {
    const db = await systemDb(op, 'usernames and emails are unique across every school')
    const found = await db.one(
      query.username !== undefined
        ? sql`SELECT 1 FROM ${tables.users} WHERE lower(username) = lower(${query.username.trim()}) LIMIT 1`
        : sql`SELECT 1 FROM ${tables.users} WHERE lower(email) = lower(${query.email!.trim()}) LIMIT 1`,
    )
    return { exists: found !== undefined }
  }
  const { user } = op
  if (!user?.school || !['teacher', 'school_admin', 'superuser'].includes(user.role)) {
    throw new AppError('INVALID_DATA', {
      fields: [
        { path: 'query.school_username', message: 'Sign in as a teacher to check school usernames (they are unique within a school)' },
      ],
    })
  }
  const db = await schoolDb({ ...op, user })
  const found = await db.one(
    sql`SELECT 1 FROM ${tables.users} WHERE school_id = ${SCHOOL} AND school_username = ${normaliseSchoolUsername(query.school_username!)} LIMIT 1`,
  )
  return { exists: found !== undefined }
}

/** Hands out new passwords to pupils already checked to be of the school: `[{ …pupil, password }]`. */
export async function resetPasswords(db: SchoolDb, payload: Payload, ids: number[]) {
  const generated = await applyPupilChanges(
    db,
    payload,
    ids.map((id) => ({ id, generatePassword: true })),
  )
  const views = await pupilViewsById(db, ids)
  return views.map((v) => ({
    id: v.id,
    name: v.name,
    school_username: v.school_username,
    school_id: v.school_id,
    password: generated.get(v.id)!,
  }))
}

/** GET users/displayname?amount=: pseudonymous display names (`Brave Otter`) no pupil of the school has. */
export async function suggestDisplayNames(op: Operation, amount: number) {
  const db = await schoolDb(op)
  const rows = await db.rows<{ name: string }>(
    sql`SELECT name FROM ${tables.users} WHERE school_id = ${SCHOOL} AND role = 'pupil' AND name IS NOT NULL`,
  )
  return { names: displayNames(amount, new Set(rows.map((r) => r.name)), (below) => randomInt(0, below)) }
}

/** GET users/generate?name=: a free school username, from the name when given (`adal`), else from the safe word list. */
export async function suggestUsername(op: Operation, name: string | undefined) {
  return { username: usernameFromName(name, await takenUsernames(await schoolDb(op))) }
}
