/**
 * Which homework a caller reaches. Staff reach their school's homework (another school's answers 404, like
 * one that does not exist); they may change it when they are one of its teachers or set it, or are the
 * school's admin (or a superuser managing the school). Pupils reach the homework they are set, once it has
 * started, and change nothing.
 */
import { AppError } from '../api/errors'
import type { AuthUser } from '../auth/types'
import type { SchoolDb } from '../data/db'
import { tables, type RowOf } from '../data/schema'
import { raw, SCHOOL, sql } from '../data/sql'
import { isSchoolAdmin, unique } from '../school/context'
import { audienceIncludes } from './audience'

export type HomeworkRow = Pick<
  RowOf<typeof tables.homework>,
  'id' | 'title' | 'notes' | 'school_id' | 'set_by_id' | 'set_id' | 'starts_at' | 'due_at' | 'created_at' | 'updated_at'
>

export const HOMEWORK_COLUMNS = raw(
  'h.id, h.title, h.notes, h.school_id, h.set_by_id, h.set_id, h.starts_at, h.due_at, h.created_at, h.updated_at',
)

const notFound = (ids: number[]) => new AppError('HOMEWORK_NOT_FOUND', { message: `No homework with id ${ids.join(', ')} in your school` })

/** Homework of the caller's school by id, all of them (404 naming the rest otherwise), in the order of `ids`. */
export async function homeworkOfSchool(db: SchoolDb, ids: number[], { lock = false } = {}): Promise<HomeworkRow[]> {
  const wanted = unique(ids)
  const rows = await db.rows<HomeworkRow>(
    sql`SELECT ${HOMEWORK_COLUMNS} FROM ${tables.homework} h WHERE h.id = ANY(${wanted}::int[]) AND h.school_id = ${SCHOOL}
        ORDER BY h.id ${raw(lock ? 'FOR UPDATE' : '')}`,
  )
  if (rows.length !== wanted.length) throw notFound(wanted.filter((id) => !rows.some((r) => r.id === id)))
  return wanted.map((id) => rows.find((r) => r.id === id)!)
}

/** Whether the caller may change this homework (it is of their school: checked before). */
async function canChange(db: SchoolDb, user: AuthUser, homework: Pick<HomeworkRow, 'id' | 'set_by_id'>): Promise<boolean> {
  if (isSchoolAdmin(user) || homework.set_by_id === user.id) return true
  const teacher = await db.one(
    sql`SELECT 1 FROM ${tables.homework_rels} r JOIN ${tables.homework} h ON h.id = r.parent_id AND h.school_id = ${SCHOOL}
        WHERE r.parent_id = ${homework.id} AND r.path = 'teachers' AND r.users_id = ${user.id}`,
  )
  return teacher !== undefined
}

/** The homework, of the caller's school and theirs to change: 404, then 403. */
export async function changeableHomework(db: SchoolDb, user: AuthUser, ids: number[]): Promise<HomeworkRow[]> {
  const rows = await homeworkOfSchool(db, ids, { lock: true })
  for (const row of rows) {
    if (!(await canChange(db, user, row))) {
      throw new AppError('FORBIDDEN', { message: `Only the teachers of “${row.title}” and your school’s admins can change it` })
    }
  }
  return rows
}

/** A homework a pupil has been set and that has started; 404 otherwise. */
export async function homeworkOfPupil(db: SchoolDb, user: AuthUser, id: number): Promise<HomeworkRow> {
  const row = await db.one<HomeworkRow>(
    sql`SELECT ${HOMEWORK_COLUMNS} FROM ${tables.homework} h
        WHERE h.id = ${id} AND h.school_id = ${SCHOOL} AND h.starts_at <= now() AND ${audienceIncludes(raw('h'), user.id)}`,
  )
  if (!row) throw notFound([id])
  return row
}

export const isPupil = (user: AuthUser) => user.role === 'pupil'
