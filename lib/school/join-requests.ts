/**
 * Join requests: a teacher who enters a school's join code (POST users/me/joinschool) gets a pending
 * membership (`users_memberships.pending`), which counts for nothing (they see nothing of the school and
 * cannot manage it) until one of the school's admins approves it. The admins are emailed about each
 * request, list them, approve them (the teacher becomes a plain teacher of the school) or refuse them
 * (the request is dropped).
 */
import { emailService } from '../../services/email'
import { AppError } from '../api/errors'
import { schoolDb, systemDb, type Operation, type SchoolDb, type SystemDb } from '../data/db'
import { tables, type RowOf } from '../data/schema'
import { SCHOOL, sql } from '../data/sql'
import { renderEmail } from '../email/templates'
import { env } from '../env'
import { toPage, offsetOf } from '../spelling/pages'
import { adminOf, lockSchool, staffOf } from './context'
import { upsertMembership } from './memberships'

type Person = Pick<RowOf<typeof tables.users>, 'id' | 'name' | 'username' | 'email'>

export type JoinRequestView = Person

/**
 * Emails every admin of the school that this teacher asks to join it. On the system connection the join runs
 * on: the teacher is not (yet) staff of the school.
 */
export async function notifyAdminsOfJoinRequest(db: SystemDb, schoolId: number, teacherId: number) {
  const school = await db.one<Pick<RowOf<typeof tables.schools>, 'name' | 'locale'>>(
    sql`SELECT name, locale FROM ${tables.schools} WHERE id = ${schoolId}`,
  )
  const teacher = await db.one<Person>(sql`SELECT id, name, email, username FROM ${tables.users} WHERE id = ${teacherId}`)
  if (!school || !teacher) return
  const admins = await db.rows<Person>(
    sql`SELECT u.id, u.name, u.username, u.email FROM ${tables.users} u WHERE ${staffOf(schoolId)} AND ${adminOf(schoolId)} ORDER BY u.id`,
  )
  for (const admin of admins) {
    if (!admin.email) continue
    emailService().sendLater(
      renderEmail('teacher_join_request', {
        to: admin.email,
        name: admin.name,
        locale: school.locale,
        values: {
          schoolName: school.name,
          teacherName: teacher.name || teacher.username || teacher.email || '',
          teacherEmail: teacher.email ?? '',
          link: `${env.publicUrl}/console/`,
        },
      }),
    )
  }
}

/** Staff (`u`) waiting for approval to join the caller's school, with their request (`m`). */
const PENDING = sql`FROM ${tables.users} u JOIN ${tables.users_memberships} m ON m._parent_id = u.id AND m.school_id = ${SCHOOL} AND m.pending
  WHERE u.deleted_at IS NULL AND u.role IN ('teacher', 'school_admin')`

/** GET users/me/school/teachers/requests: the teachers waiting for approval, oldest request first. */
export async function listJoinRequests(op: Operation, query: { page: number; limit: number }) {
  const db = await schoolDb(op)
  const [[count], docs] = await Promise.all([
    db.rows<{ n: number }>(sql`SELECT count(*)::int AS n ${PENDING}`),
    db.rows<JoinRequestView>(
      sql`SELECT u.id, u.name, u.username, u.email ${PENDING} ORDER BY m._order, u.id LIMIT ${query.limit} OFFSET ${offsetOf(query.page, query.limit)}`,
    ),
  ])
  return toPage(docs, count.n, query.page, query.limit)
}

async function pendingRequest(db: SchoolDb, userId: number) {
  const request = await db.one<Pick<RowOf<typeof tables.users>, 'id' | 'school_id'>>(
    sql`SELECT u.id, u.school_id ${PENDING} AND u.id = ${userId}`,
  )
  if (!request) throw new AppError('NOT_FOUND', { message: `No request to join your school from user ${userId}` })
  return request
}

/**
 * PUT users/me/school/teachers/requests/{id}: approves the request; the teacher is a (non-admin) teacher
 * of the school from now on, and manages it when they had no school. Answers `{ id, approved: true }`.
 */
export async function approveJoinRequest(op: Operation, userId: number) {
  const db = await schoolDb(op)
  await lockSchool(db)
  const request = await pendingRequest(db, userId)
  await upsertMembership(await systemDb(op, 'approving a request to join the caller’s school, found above'), userId, db.schoolId, false)
  if (!request.school_id)
    await db.run(
      sql`UPDATE ${tables.users} SET school_id = ${SCHOOL}, role = 'teacher', updated_at = now() WHERE id = ${userId} AND school_id IS NULL`,
    )
  return { id: userId, approved: true }
}

/** DELETE users/me/school/teachers/requests/{id}: refuses the request; `{ id, refused: true }`. */
export async function refuseJoinRequest(op: Operation, userId: number) {
  const db = await schoolDb(op)
  await lockSchool(db)
  await pendingRequest(db, userId)
  await db.run(sql`DELETE FROM ${tables.users_memberships} WHERE _parent_id = ${userId} AND school_id = ${SCHOOL} AND pending`)
  return { id: userId, refused: true }
}
