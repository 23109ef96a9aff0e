/**
 * Join requests: a teacher who enters a school's join code (POST users/me/joinschool) gets a pending
 * membership (`users_memberships.pending`), which counts for nothing (they see nothing of the school and
 * cannot manage it) until one of the school's admins approves it. The admins are emailed about each
 * request, list them, approve them (the teacher becomes a plain teacher of the school) or refuse them
 * (the request is dropped).
 */
import { emailService } from '../../services/email'
import { AppError } from '../api/errors'
import type { Sql } from '../data/connection'
import { renderEmail } from '../email/templates'
import { env } from '../env'
import { dbFor, lockSchool, schoolOf, STAFF_OF_SCHOOL_SQL, type SchoolOperation } from './context'
import { upsertMembership } from './memberships'
import { paged } from './views'

export type JoinRequestView = { id: number; name: string | null; username: string | null; email: string | null }

/** The school's admins (those who manage it now as admin, and admins through a membership). */
async function adminsOf(db: Sql, schoolId: number): Promise<{ id: number; name: string | null; email: string | null }[]> {
  const { rows } = await db.query(
    `SELECT u.id, u.name, u.email FROM users u
     WHERE ${STAFF_OF_SCHOOL_SQL('$1')}
       AND CASE WHEN u.school_id = $1 THEN u.role = 'school_admin'
                ELSE EXISTS (SELECT 1 FROM users_memberships m WHERE m._parent_id = u.id AND m.school_id = $1 AND m.admin AND m.pending IS NOT TRUE) END
     ORDER BY u.id`,
    [schoolId],
  )
  return rows
}

/** Emails every admin of the school that this teacher asks to join it. */
export async function notifyAdminsOfJoinRequest(op: SchoolOperation, schoolId: number, teacherId: number) {
  const db = await dbFor(op)
  const { rows: schools } = await db.query('SELECT name, locale FROM schools WHERE id = $1', [schoolId])
  const { rows: teachers } = await db.query('SELECT name, email, username FROM users WHERE id = $1', [teacherId])
  const teacher = teachers[0]
  for (const admin of await adminsOf(db, schoolId)) {
    if (!admin.email) continue
    emailService().sendLater(
      renderEmail('teacher_join_request', {
        to: admin.email,
        name: admin.name,
        locale: schools[0].locale,
        values: {
          schoolName: schools[0].name,
          teacherName: teacher.name || teacher.username || teacher.email,
          teacherEmail: teacher.email ?? '',
          link: `${env.publicUrl}/console/`,
        },
      }),
    )
  }
}

const PENDING_SQL = `FROM users u JOIN users_memberships m ON m._parent_id = u.id AND m.school_id = $1 AND m.pending
  WHERE u.deleted_at IS NULL AND u.role IN ('teacher', 'school_admin')`

/** GET users/me/school/teachers/requests: the teachers waiting for approval, oldest request first. */
export async function listJoinRequests(op: SchoolOperation, query: { page: number; limit: number }) {
  const schoolId = schoolOf(op.user)
  const db = await dbFor(op)
  const [count, page] = await Promise.all([
    db.query(`SELECT count(*)::int AS n ${PENDING_SQL}`, [schoolId]),
    db.query(
      `SELECT u.id, u.name, u.username, u.email ${PENDING_SQL} ORDER BY m._order, u.id LIMIT ${query.limit} OFFSET ${(query.page - 1) * query.limit}`,
      [schoolId],
    ),
  ])
  const docs: JoinRequestView[] = page.rows.map((r: any) => ({ id: r.id, name: r.name, username: r.username, email: r.email }))
  return paged(docs, count.rows[0].n, query.page, query.limit)
}

async function pendingRequest(db: Sql, schoolId: number, userId: number) {
  const { rows } = await db.query(`SELECT u.id, u.school_id ${PENDING_SQL} AND u.id = $2`, [schoolId, userId])
  if (!rows[0]) throw new AppError('NOT_FOUND', { message: `No request to join your school from user ${userId}` })
  return rows[0] as { id: number; school_id: number | null }
}

/**
 * PUT users/me/school/teachers/requests/{id}: approves the request; the teacher is a (non-admin) teacher
 * of the school from now on, and manages it when they had no school. Answers `{ id, approved: true }`.
 */
export async function approveJoinRequest(op: SchoolOperation, userId: number) {
  const schoolId = schoolOf(op.user)
  const db = await dbFor(op)
  await lockSchool(db, schoolId)
  const request = await pendingRequest(db, schoolId, userId)
  await upsertMembership(db, userId, schoolId, false)
  if (!request.school_id)
    await db.query("UPDATE users SET school_id = $2, role = 'teacher', updated_at = now() WHERE id = $1", [userId, schoolId])
  return { id: userId, approved: true }
}

/** DELETE users/me/school/teachers/requests/{id}: refuses the request; `{ id, refused: true }`. */
export async function refuseJoinRequest(op: SchoolOperation, userId: number) {
  const schoolId = schoolOf(op.user)
  const db = await dbFor(op)
  await lockSchool(db, schoolId)
  await pendingRequest(db, schoolId, userId)
  await db.query('DELETE FROM users_memberships WHERE _parent_id = $1 AND school_id = $2 AND pending', [userId, schoolId])
  return { id: userId, refused: true }
}
