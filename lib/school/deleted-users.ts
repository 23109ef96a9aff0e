/**
 * Deleted users. Deleting a pupil or teacher is a soft delete (`users.deletedAt`, Payload's trash): they
 * cannot sign in, drop out of every list, keep their username and data, and can be recovered for
 * RETENTION_DAYS, after which they are purged for good. Staff see their school's deleted pupils; admins
 * see and recover deleted staff too.
 */
import { AppError } from '../api/errors'
import type { Sql } from '../data/connection'
import { dbFor, isSchoolAdmin, lockSchool, schoolOf, type SchoolOperation } from './context'
import { normaliseSchoolUsername } from './usernames'
import { paged } from './views'

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

const toView = (u: any): DeletedUserView => ({
  id: u.id,
  name: u.name,
  role: u.role === 'pupil' ? 'pupil' : 'teacher',
  username: u.role === 'pupil' ? null : u.username,
  school_username: u.school_username,
  email: u.role === 'pupil' ? null : u.email,
  deletedAt: new Date(u.deleted_at).toISOString(),
  purgeAt: new Date(new Date(u.deleted_at).getTime() + RETENTION_DAYS * DAY_MS).toISOString(),
})

/** Whose deletion the caller may see and undo: pupils for teachers, everyone for admins. */
const scope = (op: SchoolOperation) => (isSchoolAdmin(op.user) ? `u.role IN ('pupil', 'teacher', 'school_admin')` : `u.role = 'pupil'`)

/**
 * Purges users deleted more than RETENTION_DAYS ago (of one school, or all), with every row that depends
 * on them (purgeUsers). Run when deleted users are listed; a scheduled job should call it daily (see README).
 */
export async function purgeExpiredUsers(db: Sql, schoolId?: number) {
  const { rows } = await db.query(
    `SELECT id FROM users WHERE deleted_at < now() - make_interval(days => $1) ${schoolId ? 'AND school_id = $2' : ''}`,
    schoolId ? [RETENTION_DAYS, schoolId] : [RETENTION_DAYS],
  )
  if (!rows.length) return 0
  await purgeUsers(
    db,
    rows.map((r: any) => r.id),
  )
  return rows.length
}

type Reference = { table: string; column: string; notNull: boolean; rels: boolean; hasId: boolean }

/** Every single-column foreign key onto `table`, found in the catalogue so that later tables come along. */
async function referencesTo(db: Sql, table: string): Promise<Reference[]> {
  const { rows } = await db.query(
    `SELECT cl.relname AS table, att.attname AS column, att.attnotnull AS not_null,
            EXISTS (SELECT 1 FROM pg_attribute a WHERE a.attrelid = cl.oid AND a.attname = 'path' AND NOT a.attisdropped)
              AND EXISTS (SELECT 1 FROM pg_attribute a WHERE a.attrelid = cl.oid AND a.attname = 'parent_id' AND NOT a.attisdropped) AS rels,
            EXISTS (SELECT 1 FROM pg_attribute a WHERE a.attrelid = cl.oid AND a.attname = 'id' AND NOT a.attisdropped) AS has_id
     FROM pg_constraint con
     JOIN pg_class cl ON cl.oid = con.conrelid
     JOIN pg_attribute att ON att.attrelid = con.conrelid AND att.attnum = con.conkey[1]
     WHERE con.contype = 'f' AND array_length(con.conkey, 1) = 1 AND con.confrelid = $1::regclass
       AND cl.relnamespace = current_schema()::regnamespace
     ORDER BY cl.relname, att.attname`,
    [table],
  )
  return rows.map((r: any) => ({
    table: r.table,
    column: r.column,
    notNull: Boolean(r.not_null),
    rels: Boolean(r.rels),
    hasId: Boolean(r.has_id),
  }))
}

/**
 * Deletes rows of `table` and everything that depends on them, found through the database's foreign keys:
 * a row that cannot exist without them (its reference is required, or it is a relationship row) is deleted
 * the same way, first; an optional reference is cleared (the row stays, anonymised). Call it inside the
 * request's transaction: it is all or nothing.
 */
async function purgeRows(db: Sql, table: string, ids: (number | string)[], depth = 0) {
  if (!ids.length) return
  if (depth > 8) throw new AppError('INTERNAL', { message: `Purging ${table}: dependencies nest too deep` })
  for (const ref of await referencesTo(db, table)) {
    const child = ident(ref.table)
    const column = ident(ref.column)
    if (ref.table === table && !ref.notNull) {
      await db.query(`UPDATE ${child} SET ${column} = NULL WHERE ${column} = ANY($1)`, [ids])
    } else if (ref.notNull || ref.rels) {
      if (ref.hasId && !ref.rels) {
        const { rows } = await db.query(`SELECT id FROM ${child} WHERE ${column} = ANY($1)`, [ids])
        await purgeRows(
          db,
          ref.table,
          rows.map((r: any) => r.id),
          depth + 1,
        )
      } else {
        await db.query(`DELETE FROM ${child} WHERE ${column} = ANY($1)`, [ids])
      }
    } else {
      await db.query(`UPDATE ${child} SET ${column} = NULL WHERE ${column} = ANY($1)`, [ids])
    }
  }
  await db.query(`DELETE FROM ${ident(table)} WHERE id = ANY($1)`, [ids])
}

/** Removes users for good: their sessions, devices, play, reports, purchases … go too; rows that only mention them lose the mention. */
export async function purgeUsers(db: Sql, ids: number[]) {
  const pool = db as Sql & { connect?: () => Promise<Sql & { release: () => void }>; totalCount?: number }
  if (typeof pool.connect !== 'function' || typeof pool.totalCount !== 'number') return purgeRows(db, 'users', ids)
  // Outside a request's transaction (listing deleted users reads): one of its own.
  const client = await pool.connect()
  try {
    await client.query('BEGIN')
    await purgeRows(client, 'users', ids)
    await client.query('COMMIT')
  } catch (err) {
    await client.query('ROLLBACK').catch(() => {})
    throw err
  } finally {
    client.release()
  }
}

async function deletedOfSchool(op: SchoolOperation, db: Sql, schoolId: number, ids: number[]) {
  const { rows } = await db.query(
    `SELECT u.* FROM users u WHERE u.id = ANY($1::int[]) AND u.school_id = $2 AND u.deleted_at IS NOT NULL AND ${scope(op)}`,
    [ids, schoolId],
  )
  if (rows.length !== new Set(ids).size) {
    const found = new Set(rows.map((r: any) => r.id))
    throw new AppError('NOT_FOUND', { message: `No deleted user with id ${ids.filter((id) => !found.has(id)).join(', ')} in your school` })
  }
  return rows
}

export async function listDeletedUsers(op: SchoolOperation, query: { q?: string; page: number; limit: number }) {
  const schoolId = schoolOf(op.user)
  const db = await dbFor(op)
  await purgeExpiredUsers(db, schoolId)
  const values: unknown[] = [schoolId]
  let filter = `u.school_id = $1 AND u.deleted_at IS NOT NULL AND ${scope(op)}`
  if (query.q) {
    values.push(`%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)
    filter += ` AND (u.name ILIKE $2 OR u.school_username ILIKE $2 OR u.username ILIKE $2 OR u.email ILIKE $2)`
  }
  const [count, page] = await Promise.all([
    db.query(`SELECT count(*)::int AS n FROM users u WHERE ${filter}`, values),
    db.query(
      `SELECT u.* FROM users u WHERE ${filter} ORDER BY u.deleted_at DESC, u.id DESC LIMIT ${query.limit} OFFSET ${(query.page - 1) * query.limit}`,
      values,
    ),
  ])
  return paged(page.rows.map(toView), count.rows[0].n, query.page, query.limit)
}

async function restore(db: Sql, ids: number[]) {
  if (ids.length) await db.query('UPDATE users SET deleted_at = NULL, updated_at = now() WHERE id = ANY($1::int[])', [ids])
}

/** POST users/me/school/users/deleted/recover {userIds}: they can sign in again, with their classes and data. */
export async function recoverUsers(op: SchoolOperation, userIds: number[]) {
  const schoolId = schoolOf(op.user)
  const db = await dbFor(op)
  const rows = await deletedOfSchool(op, db, schoolId, [...new Set(userIds)])
  await restore(
    db,
    rows.map((r: any) => r.id),
  )
  return { recovered: rows.length, ids: rows.map((r: any) => r.id) }
}

/** POST users/me/school/users/deleted/recover/all. */
export async function recoverAllUsers(op: SchoolOperation) {
  const schoolId = schoolOf(op.user)
  const db = await dbFor(op)
  await purgeExpiredUsers(db, schoolId)
  const { rows } = await db.query(`SELECT u.id FROM users u WHERE u.school_id = $1 AND u.deleted_at IS NOT NULL AND ${scope(op)}`, [
    schoolId,
  ])
  const ids = rows.map((r: any) => r.id)
  await restore(db, ids)
  return { recovered: ids.length, ids }
}

/** PATCH users/me/school/users/deleted/{id} {name?, school_username?}: e.g. free a username before recovering someone else. */
export async function updateDeletedUser(op: SchoolOperation, id: number, changes: { name?: string; school_username?: string | null }) {
  const schoolId = schoolOf(op.user)
  const db = await dbFor(op)
  const [user] = await deletedOfSchool(op, db, schoolId, [id])
  await lockSchool(db, schoolId)
  if (changes.school_username) {
    if (user.role !== 'pupil')
      throw new AppError('INVALID_DATA', { fields: [{ path: 'school_username', message: 'Only pupils have school usernames' }] })
    const { rows } = await db.query('SELECT 1 FROM users WHERE school_id = $1 AND school_username = $2 AND id <> $3', [
      schoolId,
      normaliseSchoolUsername(changes.school_username),
      id,
    ])
    if (rows.length)
      throw new AppError('INVALID_DATA', {
        fields: [{ path: 'school_username', message: 'Another pupil of your school has this username' }],
      })
  }
  const sets: string[] = []
  const values: unknown[] = [id]
  if (changes.name !== undefined) {
    values.push(changes.name.trim(), changes.name.trim().toLowerCase())
    sets.push(`name = $${values.length - 1}`, `name_sort = $${values.length}`)
  }
  if (changes.school_username !== undefined) {
    values.push(changes.school_username === null ? null : normaliseSchoolUsername(changes.school_username))
    sets.push(`school_username = $${values.length}`)
  }
  if (sets.length) await db.query(`UPDATE users SET ${sets.join(', ')}, updated_at = now() WHERE id = $1`, values)
  const { rows } = await db.query('SELECT * FROM users WHERE id = $1', [id])
  return toView(rows[0])
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

/** Every column (other than in NOT_MERGED tables) that references users.id, found in the catalogue so later tables come along. */
async function userReferences(db: Sql): Promise<{ table: string; column: string; relsTable: boolean }[]> {
  const { rows } = await db.query(
    `SELECT cl.relname AS table, att.attname AS column,
            EXISTS (SELECT 1 FROM pg_attribute a WHERE a.attrelid = cl.oid AND a.attname = 'path' AND NOT a.attisdropped)
              AND EXISTS (SELECT 1 FROM pg_attribute a WHERE a.attrelid = cl.oid AND a.attname = 'parent_id' AND NOT a.attisdropped) AS rels
     FROM pg_constraint con
     JOIN pg_class cl ON cl.oid = con.conrelid
     JOIN pg_attribute att ON att.attrelid = con.conrelid AND att.attnum = ANY(con.conkey)
     WHERE con.contype = 'f' AND con.confrelid = 'users'::regclass AND cl.relnamespace = current_schema()::regnamespace`,
  )
  return rows
    .filter((r: any) => !NOT_MERGED.has(r.table))
    .map((r: any) => ({ table: r.table, column: r.column, relsTable: Boolean(r.rels) }))
}

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`

/**
 * PATCH users/me/school/users/deleted/merge {deletedUserId, intoUserId}: a pupil deleted by mistake and
 * made again (or a duplicate) is merged into the one kept: everything that belongs to the deleted user
 * (class memberships, coins, play history …) moves to the kept one, then the deleted user is purged.
 */
export async function mergeDeletedUser(op: SchoolOperation, { deletedUserId, intoUserId }: { deletedUserId: number; intoUserId: number }) {
  const schoolId = schoolOf(op.user)
  const db = await dbFor(op)
  const [from] = await deletedOfSchool(op, db, schoolId, [deletedUserId])
  const { rows } = await db.query(
    `SELECT u.id, u.role FROM users u WHERE u.id = $1 AND u.school_id = $2 AND u.deleted_at IS NULL AND ${scope(op)}`,
    [intoUserId, schoolId],
  )
  const into = rows[0]
  if (!into) throw new AppError('NOT_FOUND', { message: `No user with id ${intoUserId} in your school` })
  if ((from.role === 'pupil') !== (into.role === 'pupil')) {
    throw new AppError('INVALID_DATA', {
      fields: [{ path: 'intoUserId', message: 'Merge a pupil into a pupil, or a teacher into a teacher' }],
    })
  }
  await lockSchool(db, schoolId)
  const moved: Record<string, number> = {}
  for (const ref of await userReferences(db)) {
    const table = ident(ref.table)
    const column = ident(ref.column)
    if (ref.relsTable) {
      // A membership both users have would be there twice.
      await db.query(
        `DELETE FROM ${table} t WHERE t.${column} = $1 AND EXISTS (SELECT 1 FROM ${table} o WHERE o.parent_id = t.parent_id AND o.path = t.path AND o.${column} = $2)`,
        [deletedUserId, intoUserId],
      )
    }
    const { rowCount } = await db.query(`UPDATE ${table} SET ${column} = $2 WHERE ${column} = $1`, [deletedUserId, intoUserId])
    if (rowCount) moved[`${ref.table}.${ref.column}`] = rowCount
  }
  await purgeUsers(db, [deletedUserId])
  return { merged: deletedUserId, into: intoUserId, moved }
}

/** DELETE users/deleted/{id} (superusers): purge a deleted user now. */
export async function purgeDeletedUser(op: SchoolOperation, id: number) {
  const db = await dbFor(op)
  const { rows } = await db.query('SELECT id FROM users WHERE id = $1 AND deleted_at IS NOT NULL', [id])
  if (!rows[0]) throw new AppError('NOT_FOUND', { message: `No deleted user with id ${id}` })
  await purgeUsers(db, [id])
  return { purged: id }
}
