/**
 * Deleted users. Deleting a pupil or teacher is a soft delete (`users.deletedAt`, Payload's trash): they
 * cannot sign in, drop out of every list, keep their username and data, and can be recovered for
 * RETENTION_DAYS, after which they are purged for good. Staff see their school's deleted pupils; admins
 * see and recover deleted staff too.
 */
import { is } from '@payloadcms/db-postgres/drizzle'
import { getTableConfig, PgTable } from '@payloadcms/db-postgres/drizzle/pg-core'
import { commitTransaction, initTransaction, killTransaction, type Payload, type PayloadRequest } from 'payload'
import { AppError } from '../api/errors'
import { schoolDb, systemDb, type Operation, type SchoolDb, type SystemDb } from '../data/db'
import { tables, type RowOf } from '../data/schema'
import { join, raw, SCHOOL, sql, type Statement } from '../data/sql'
import { likePattern, offsetOf, toPage } from '../spelling/pages'
import { isSchoolAdmin, lockSchool } from './context'
import { normaliseSchoolUsername } from './usernames'

export const RETENTION_DAYS = 30
const DAY_MS = 86_400_000

export type DeletedUserView = {
  id: number
  name: string | null
  role: 'pupil' | 'teacher'
  username: string | null
  school_username: string | null
  email: string | null
  deletedAt: string
  /** When the user will be purged for good. */
  purgeAt: string
}

type DeletedRow = Pick<RowOf<typeof tables.users>, 'id' | 'name' | 'role' | 'username' | 'school_username' | 'email'> & { deleted_at: Date }

const DELETED_COLUMNS = raw('u.id, u.name, u.role, u.username, u.school_username, u.email, u.deleted_at')

const toView = (u: DeletedRow): DeletedUserView => ({
  id: u.id,
  name: u.name,
  role: u.role === 'pupil' ? 'pupil' : 'teacher',
  username: u.role === 'pupil' ? null : u.username,
  school_username: u.school_username,
  email: u.role === 'pupil' ? null : u.email,
  deletedAt: u.deleted_at.toISOString(),
  purgeAt: new Date(u.deleted_at.getTime() + RETENTION_DAYS * DAY_MS).toISOString(),
})

/** The caller's school's deleted users (`u`) whose deletion the caller may see and undo: pupils for teachers, everyone for admins. */
const deletedOfSchool = (op: Operation) =>
  sql`u.school_id = ${SCHOOL} AND u.deleted_at IS NOT NULL
    AND ${isSchoolAdmin(op.user) ? sql`u.role IN ('pupil', 'teacher', 'school_admin')` : sql`u.role = 'pupil'`}`

/** Purging removes users, and everything of theirs, from every table: no one school's connection can say that. */
const purgeDb = (op: { payload: Payload; req?: PayloadRequest }) =>
  systemDb(op, 'purging users already found to be deleted (of the caller’s school, or past retention): their rows in every table')

/**
 * Purges users deleted more than RETENTION_DAYS ago (of one school, or all), with every row that depends
 * on them (purgeUsers). Run when deleted users are listed; a scheduled job should call it daily (see README).
 */
export async function purgeExpiredUsers(op: { payload: Payload; req: PayloadRequest }, schoolId?: number) {
  const rows = await (
    await purgeDb(op)
  ).rows<{ id: number }>(
    sql`SELECT id FROM ${tables.users} WHERE deleted_at < now() - make_interval(days => ${RETENTION_DAYS})
        ${schoolId ? sql`AND school_id = ${schoolId}` : sql``}`,
  )
  if (!rows.length) return 0
  await purgeUsers(
    op,
    rows.map((r) => r.id),
  )
  return rows.length
}

/** A single-column foreign key onto a table: the table holding it, the column, and what its rows are. */
type Reference = { table: PgTable; name: string; column: string; notNull: boolean; rels: boolean; hasId: boolean }

/**
 * Every single-column foreign key, by the table it points at, read from the generated schema so that later
 * tables come along; in the order of the holding table's and the column's names.
 */
const REFERENCES: ReadonlyMap<string, Reference[]> = (() => {
  const byTarget = new Map<string, Reference[]>()
  const exported: unknown[] = Object.values(tables)
  for (const table of exported.filter((value): value is PgTable => is(value, PgTable))) {
    const config = getTableConfig(table)
    const names = new Set(config.columns.map((c) => c.name))
    for (const fk of config.foreignKeys) {
      const { columns, foreignTable } = fk.reference()
      if (columns.length !== 1) continue
      const target = getTableConfig(foreignTable).name
      byTarget.set(target, [
        ...(byTarget.get(target) ?? []),
        {
          table,
          name: config.name,
          column: columns[0].name,
          notNull: columns[0].notNull,
          rels: names.has('path') && names.has('parent_id'),
          hasId: names.has('id'),
        },
      ])
    }
  }
  for (const refs of byTarget.values()) refs.sort((a, b) => a.name.localeCompare(b.name) || a.column.localeCompare(b.column))
  return byTarget
})()

const column = (name: string) => raw(`"${name.replace(/"/g, '""')}"`)

/**
 * Deletes rows of `table` and everything that depends on them, found through the foreign keys: a row that
 * cannot exist without them (its reference is required, or it is a relationship row) is deleted the same
 * way, first; an optional reference is cleared (the row stays, anonymised). Run it in a transaction: it is
 * all or nothing.
 */
async function purgeRows(db: SystemDb, table: PgTable, ids: (number | string)[], depth = 0) {
  if (!ids.length) return
  const name = getTableConfig(table).name
  if (depth > 8) throw new AppError('INTERNAL', { message: `Purging ${name}: dependencies nest too deep` })
  for (const ref of REFERENCES.get(name) ?? []) {
    const child = ref.table
    const col = column(ref.column)
    if ((ref.name === name && !ref.notNull) || !(ref.notNull || ref.rels)) {
      await db.run(sql`UPDATE ${child} SET ${col} = NULL WHERE ${col} = ANY(${ids})`)
    } else if (ref.hasId && !ref.rels) {
      const rows = await db.rows<{ id: number | string }>(sql`SELECT id FROM ${child} WHERE ${col} = ANY(${ids})`)
      await purgeRows(
        db,
        child,
        rows.map((r) => r.id),
        depth + 1,
      )
    } else {
      await db.run(sql`DELETE FROM ${child} WHERE ${col} = ANY(${ids})`)
    }
  }
  await db.run(sql`DELETE FROM ${table} WHERE id = ANY(${ids})`)
}

/**
 * Removes users for good: their sessions, devices, play, reports, purchases … go too; rows that only mention
 * them lose the mention. In the request's transaction, or (a read, which has none) in one of its own.
 */
export async function purgeUsers(op: { payload: Payload; req: PayloadRequest }, ids: number[]) {
  const started = await initTransaction(op.req)
  try {
    await purgeRows(await purgeDb(op), tables.users, ids)
    if (started) await commitTransaction(op.req)
  } catch (err) {
    if (started) await killTransaction(op.req)
    throw err
  }
}

async function deletedUsers(op: Operation, db: SchoolDb, ids: number[]) {
  const rows = await db.rows<DeletedRow>(
    sql`SELECT ${DELETED_COLUMNS} FROM ${tables.users} u WHERE u.id = ANY(${ids}::int[]) AND ${deletedOfSchool(op)}`,
  )
  if (rows.length !== new Set(ids).size) {
    const found = new Set(rows.map((r) => r.id))
    throw new AppError('NOT_FOUND', { message: `No deleted user with id ${ids.filter((id) => !found.has(id)).join(', ')} in your school` })
  }
  return rows
}

export async function listDeletedUsers(op: Operation, query: { q?: string; page: number; limit: number }) {
  const db = await schoolDb(op)
  await purgeExpiredUsers(op, db.schoolId)
  const where: Statement[] = [deletedOfSchool(op)]
  if (query.q) {
    const like = likePattern(query.q)
    where.push(sql`(u.name ILIKE ${like} OR u.school_username ILIKE ${like} OR u.username ILIKE ${like} OR u.email ILIKE ${like})`)
  }
  const filter = join(where, ' AND ')
  const [[count], page] = await Promise.all([
    db.rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM ${tables.users} u WHERE ${filter}`),
    db.rows<DeletedRow>(
      sql`SELECT ${DELETED_COLUMNS} FROM ${tables.users} u WHERE ${filter} ORDER BY u.deleted_at DESC, u.id DESC
          LIMIT ${query.limit} OFFSET ${offsetOf(query.page, query.limit)}`,
    ),
  ])
  return toPage(page.map(toView), count.n, query.page, query.limit)
}

async function restore(db: SchoolDb, ids: number[]) {
  if (ids.length)
    await db.run(
      sql`UPDATE ${tables.users} SET deleted_at = NULL, updated_at = now() WHERE id = ANY(${ids}::int[]) AND school_id = ${SCHOOL}`,
    )
}

/** POST users/me/school/users/deleted/recover {userIds}: they can sign in again, with their classes and data. */
export async function recoverUsers(op: Operation, userIds: number[]) {
  const db = await schoolDb(op)
  const ids = (await deletedUsers(op, db, [...new Set(userIds)])).map((r) => r.id)
  await restore(db, ids)
  return { recovered: ids.length, ids }
}

/** POST users/me/school/users/deleted/recover/all. */
export async function recoverAllUsers(op: Operation) {
  const db = await schoolDb(op)
  await purgeExpiredUsers(op, db.schoolId)
  const ids = (await db.rows<{ id: number }>(sql`SELECT u.id FROM ${tables.users} u WHERE ${deletedOfSchool(op)}`)).map((r) => r.id)
  await restore(db, ids)
  return { recovered: ids.length, ids }
}

/** PATCH users/me/school/users/deleted/{id} {name?, school_username?}: e.g. free a username before recovering someone else. */
export async function updateDeletedUser(op: Operation, id: number, changes: { name?: string; school_username?: string | null }) {
  const db = await schoolDb(op)
  const [user] = await deletedUsers(op, db, [id])
  await lockSchool(db)
  if (changes.school_username) {
    if (user.role !== 'pupil')
      throw new AppError('INVALID_DATA', { fields: [{ path: 'school_username', message: 'Only pupils have school usernames' }] })
    const taken = await db.one(
      sql`SELECT 1 FROM ${tables.users} WHERE school_id = ${SCHOOL} AND school_username = ${normaliseSchoolUsername(changes.school_username)}
          AND id <> ${id}`,
    )
    if (taken)
      throw new AppError('INVALID_DATA', {
        fields: [{ path: 'school_username', message: 'Another pupil of your school has this username' }],
      })
  }
  const sets: Statement[] = []
  if (changes.name !== undefined) sets.push(sql`name = ${changes.name.trim()}`, sql`name_sort = ${changes.name.trim().toLowerCase()}`)
  if (changes.school_username !== undefined)
    sets.push(sql`school_username = ${changes.school_username === null ? null : normaliseSchoolUsername(changes.school_username)}`)
  if (sets.length)
    await db.run(sql`UPDATE ${tables.users} SET ${join(sets, ', ')}, updated_at = now() WHERE id = ${id} AND school_id = ${SCHOOL}`)
  const [updated] = await db.rows<DeletedRow>(
    sql`SELECT ${DELETED_COLUMNS} FROM ${tables.users} u WHERE u.id = ${id} AND u.school_id = ${SCHOOL}`,
  )
  return toView(updated)
}

/**
 * Tables whose rows stay with the deleted user when merging: sign-in state, history of who did what, and
 * Payload's own bookkeeping.
 */
const NOT_MERGED = new Set([
  'sessions',
  'one_time_tokens',
  'devices',
  'audit_log',
  'users_memberships',
  'payload_locked_documents_rels',
  'payload_preferences_rels',
])

/** Every column (other than in NOT_MERGED tables) that references users.id, from the generated schema so later tables come along. */
const USER_REFERENCES = (REFERENCES.get('users') ?? []).filter((ref) => !NOT_MERGED.has(ref.name))

/**
 * PATCH users/me/school/users/deleted/merge {deletedUserId, intoUserId}: a pupil deleted by mistake and
 * made again (or a duplicate) is merged into the one kept: everything that belongs to the deleted user
 * (class memberships, coins, play history …) moves to the kept one, then the deleted user is purged.
 */
export async function mergeDeletedUser(op: Operation, { deletedUserId, intoUserId }: { deletedUserId: number; intoUserId: number }) {
  const db = await schoolDb(op)
  const [from] = await deletedUsers(op, db, [deletedUserId])
  const into = await db.one<Pick<RowOf<typeof tables.users>, 'id' | 'role'>>(
    sql`SELECT u.id, u.role FROM ${tables.users} u WHERE u.id = ${intoUserId} AND u.school_id = ${SCHOOL} AND u.deleted_at IS NULL
        AND ${isSchoolAdmin(op.user) ? sql`u.role IN ('pupil', 'teacher', 'school_admin')` : sql`u.role = 'pupil'`}`,
  )
  if (!into) throw new AppError('NOT_FOUND', { message: `No user with id ${intoUserId} in your school` })
  if ((from.role === 'pupil') !== (into.role === 'pupil')) {
    throw new AppError('INVALID_DATA', {
      fields: [{ path: 'intoUserId', message: 'Merge a pupil into a pupil, or a teacher into a teacher' }],
    })
  }
  await lockSchool(db)
  // Both users are the caller's school's (checked above); their rows are found in every table that names a user.
  const everywhere = await systemDb(op, 'merging two users of the caller’s school (checked above): their rows in every table')
  const moved: Record<string, number> = {}
  for (const ref of USER_REFERENCES) {
    const col = column(ref.column)
    if (ref.rels) {
      // A membership both users have would be there twice.
      await everywhere.run(
        sql`DELETE FROM ${ref.table} t WHERE t.${col} = ${deletedUserId}
            AND EXISTS (SELECT 1 FROM ${ref.table} o WHERE o.parent_id = t.parent_id AND o.path = t.path AND o.${col} = ${intoUserId})`,
      )
    }
    const count = await everywhere.run(sql`UPDATE ${ref.table} SET ${col} = ${intoUserId} WHERE ${col} = ${deletedUserId}`)
    if (count) moved[`${ref.name}.${ref.column}`] = count
  }
  await purgeUsers(op, [deletedUserId])
  return { merged: deletedUserId, into: intoUserId, moved }
}

/** DELETE users/deleted/{id} (superusers): purge a deleted user now. */
export async function purgeDeletedUser(op: Operation, id: number) {
  const deleted = await (await purgeDb(op)).one(sql`SELECT id FROM ${tables.users} WHERE id = ${id} AND deleted_at IS NOT NULL`)
  if (!deleted) throw new AppError('NOT_FOUND', { message: `No deleted user with id ${id}` })
  await purgeUsers(op, [id])
  return { purged: id }
}
