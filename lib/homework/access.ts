/**
 * Which homework a caller reaches. Staff reach their school's homework (another school's answers 404, like
 * one that does not exist); they may change it when they are one of its teachers or set it, or are the
 * school's admin (or a superuser managing the school). Pupils reach the homework they are set, once it has
 * started, and change nothing.
 */
import { AppError } from '../api/errors'
import type { AuthUser } from '../auth/types'
import type { Sql } from '../data/connection'
import { isSchoolAdmin, schoolOf } from '../school/context'
import { audienceIncludes } from './audience'

export type HomeworkRow = {
  id: number
  title: string
  notes: string | null
  school_id: number
  set_by_id: number | null
  set_id: number | null
  starts_at: Date
  due_at: Date
  created_at: Date
  updated_at: Date
}

export const HOMEWORK_COLUMNS =
  'h.id, h.title, h.notes, h.school_id, h.set_by_id, h.set_id, h.starts_at, h.due_at, h.created_at, h.updated_at'

const notFound = (ids: number[]) => new AppError('NOT_FOUND', { message: `No homework with id ${ids.join(', ')} in your school` })

/** Homework of the caller's school by id, all of them (404 naming the rest otherwise), in the order of `ids`. */
export async function homeworkOfSchool(db: Sql, user: AuthUser, ids: number[], { lock = false } = {}): Promise<HomeworkRow[]> {
  const schoolId = schoolOf(user)
  const wanted = [...new Set(ids)]
  const { rows } = await db.query<HomeworkRow>(
    `SELECT ${HOMEWORK_COLUMNS} FROM homework h WHERE h.id = ANY($1::int[]) AND h.school_id = $2 ORDER BY h.id ${lock ? 'FOR UPDATE' : ''}`,
    [wanted, schoolId],
  )
  if (rows.length !== wanted.length) throw notFound(wanted.filter((id) => !rows.some((r) => r.id === id)))
  return wanted.map((id) => rows.find((r) => r.id === id)!)
}

/** Whether the caller may change this homework (it is of their school: checked before). */
export async function canChange(db: Sql, user: AuthUser, homework: Pick<HomeworkRow, 'id' | 'set_by_id'>): Promise<boolean> {
  if (isSchoolAdmin(user) || homework.set_by_id === user.id) return true
  const { rows } = await db.query(`SELECT 1 FROM homework_rels WHERE parent_id = $1 AND path = 'teachers' AND users_id = $2`, [
    homework.id,
    user.id,
  ])
  return rows.length > 0
}

/** The homework, of the caller's school and theirs to change: 404, then 403. */
export async function changeableHomework(db: Sql, user: AuthUser, ids: number[]): Promise<HomeworkRow[]> {
  const rows = await homeworkOfSchool(db, user, ids, { lock: true })
  for (const row of rows) {
    if (!(await canChange(db, user, row))) {
      throw new AppError('FORBIDDEN', { message: `Only the teachers of “${row.title}” and your school’s admins can change it` })
    }
  }
  return rows
}

/** A homework a pupil has been set and that has started; 404 otherwise. */
export async function homeworkOfPupil(db: Sql, user: AuthUser, id: number): Promise<HomeworkRow> {
  const { rows } = await db.query<HomeworkRow>(
    `SELECT ${HOMEWORK_COLUMNS} FROM homework h WHERE h.id = $1 AND h.school_id = $2 AND h.starts_at <= now() AND ${audienceIncludes('h', '$3::int')}`,
    [id, user.school?.id ?? null, user.id],
  )
  if (!rows[0]) throw notFound([id])
  return rows[0]
}

export const isPupil = (user: AuthUser) => user.role === 'pupil'
