/**
 * Teachers of the caller's school: list, add, update, remove, admin flag, invitations by email.
 * Users' collection access keeps writes with superusers; these operations check the school themselves.
 */
import type { Payload, PayloadRequest } from 'payload'
import { emailService } from '../../services/email'
import { IMITATION_REFUSAL, passwordRecentlyVerified } from '../api/define-endpoint'
import { AppError, type FieldError } from '../api/errors'
import { startEmailChange } from '../auth/account-email'
import { findLiveToken, consumeToken, issueToken } from '../auth/one-time-tokens'
import { passwordProblem } from '../auth/password-policy'
import { hashPassword, verifyPassword } from '../auth/passwords'
import { startSession } from '../auth/sign-in'
import { accountKey, clearThrottle, reserveAttempt } from '../auth/throttle'
import { connectionFor, type Sql } from '../data/connection'
import { renderEmail } from '../email/templates'
import { env } from '../env'
import { dbFor, lockSchool, schoolOf, STAFF_OF_SCHOOL_SQL, staffOfSchool, type SchoolOperation, type StaffRow } from './context'
import { removeMembership, switchSchool, upsertMembership } from './memberships'
import { softDeleteUsers } from './pupils'
import { paged, type TeacherView } from './views'

const TEACHER_COLUMNS = (
  schoolParam: string,
) => `u.id, u.name, u.username, u.email, u.experimental, u.school_id = ${schoolParam} AS current,
  CASE WHEN u.school_id = ${schoolParam} THEN u.role = 'school_admin'
       ELSE coalesce((SELECT bool_or(m.admin) FROM users_memberships m WHERE m._parent_id = u.id AND m.school_id = ${schoolParam} AND m.pending IS NOT TRUE), false) END AS admin`

const toTeacherView = (r: any): TeacherView => ({
  id: r.id,
  name: r.name,
  username: r.username,
  email: r.email,
  admin: Boolean(r.admin),
  experimental: Boolean(r.experimental),
  current: Boolean(r.current),
})

async function teacherView(db: Sql, schoolId: number, id: number): Promise<TeacherView> {
  const { rows } = await db.query(`SELECT ${TEACHER_COLUMNS('$2')} FROM users u WHERE u.id = $1`, [id, schoolId])
  return toTeacherView(rows[0])
}

const TEACHER_SORTS = {
  name: 'lower(u.name) ASC NULLS LAST, u.id',
  '-name': 'lower(u.name) DESC NULLS LAST, u.id DESC',
  email: 'u.email, u.id',
  '-email': 'u.email DESC, u.id DESC',
} as const
export type TeacherSort = keyof typeof TEACHER_SORTS

export async function listTeachers(op: SchoolOperation, query: { page: number; limit: number; sort: TeacherSort; q?: string }) {
  const schoolId = schoolOf(op.user)
  const db = await dbFor(op)
  const values: unknown[] = [schoolId]
  let filter = STAFF_OF_SCHOOL_SQL('$1')
  if (query.q) {
    values.push(`%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)
    filter += ` AND (u.name ILIKE $2 OR u.email ILIKE $2 OR u.username ILIKE $2)`
  }
  const [count, page] = await Promise.all([
    db.query(`SELECT count(*)::int AS n FROM users u WHERE ${filter}`, values),
    db.query(
      `SELECT ${TEACHER_COLUMNS('$1')} FROM users u WHERE ${filter} ORDER BY ${TEACHER_SORTS[query.sort]} LIMIT ${query.limit} OFFSET ${(query.page - 1) * query.limit}`,
      values,
    ),
  ])
  return paged(page.rows.map(toTeacherView), count.rows[0].n, query.page, query.limit)
}

/** A username for a new staff account: the email's local part, numbered when taken. */
async function freeUsername(db: Sql, email: string) {
  const base =
    email
      .split('@')[0]
      .toLowerCase()
      .replace(/[^a-z0-9._-]/g, '')
      .slice(0, 30) || 'teacher'
  const { rows } = await db.query(`SELECT lower(username) AS u FROM users WHERE lower(username) LIKE $1`, [
    `${base.replace(/[\\%_]/g, (c) => `\\${c}`)}%`,
  ])
  const taken = new Set(rows.map((r: any) => r.u))
  if (!taken.has(base)) return base
  for (let i = 2; ; i++) if (!taken.has(`${base}${i}`)) return `${base}${i}`
}

async function identityProblems(db: Sql, { email, username, exceptId }: { email?: string; username?: string; exceptId?: number }) {
  const fields: FieldError[] = []
  if (email !== undefined) {
    const { rows } = await db.query('SELECT id FROM users WHERE lower(email) = lower($1) AND id IS DISTINCT FROM $2', [
      email,
      exceptId ?? null,
    ])
    if (rows.length) fields.push({ path: 'email', message: 'An account already uses this email: invite them instead' })
  }
  if (username !== undefined) {
    const { rows } = await db.query('SELECT id FROM users WHERE lower(username) = lower($1) AND id IS DISTINCT FROM $2', [
      username,
      exceptId ?? null,
    ])
    if (rows.length) fields.push({ path: 'username', message: 'This username is taken' })
  }
  return fields
}

export type NewTeacher = { name: string; email: string; username?: string; password: string; admin?: boolean }

/** POST users/me/school/teachers: an admin makes a teacher account with a password they pass on. */
export async function createTeacher(op: SchoolOperation, input: NewTeacher): Promise<TeacherView> {
  const schoolId = schoolOf(op.user)
  const db = await dbFor(op)
  const email = input.email.trim().toLowerCase()
  const fields = await identityProblems(db, { email, username: input.username })
  const problem = passwordProblem(input.password, 'teacher', [input.name, email, input.username])
  if (problem) fields.push({ path: 'password', message: problem })
  if (fields.length) throw new AppError('INVALID_DATA', { fields })
  await lockSchool(db, schoolId)
  const teacher = await op.payload.create({
    collection: 'users',
    data: {
      name: input.name.trim(),
      email,
      // A username the admin chose is that one or none (taken meanwhile: 409); otherwise one made from the email.
      username: input.username ? input.username.toLowerCase() : await freeUsername(db, email),
      role: input.admin ? 'school_admin' : 'teacher',
      school: schoolId,
      passwordHash: await hashPassword(input.password),
      passwordChangedAt: new Date().toISOString(),
    } as any,
    req: op.req,
    overrideAccess: true, // users are written by operations; the school is the admin's own
    depth: 0,
  })
  await upsertMembership(db, teacher.id as number, schoolId, Boolean(input.admin))
  return teacherView(db, schoolId, teacher.id as number)
}

/**
 * PATCH users/me/school/teachers/{id} {name?, email?, username?}. An admin never sets a colleague's email
 * directly (with the address goes the account: a password reset is mailed there): a new email goes through
 * the same proof as a self-service change (a link to the new address, then the old address confirms;
 * lib/auth/account-email.ts) and the answer carries it as `pendingEmail`. Staff who also work at another
 * school are refused (403): only they change their email.
 */
export async function updateTeacher(op: SchoolOperation, id: number, changes: { name?: string; email?: string; username?: string }) {
  const schoolId = schoolOf(op.user)
  const db = await dbFor(op)
  const [staff] = await staffOfSchool(db, schoolId, [id])
  const email = changes.email?.trim().toLowerCase()
  const newEmail = email !== undefined && email !== (staff.email ?? '').toLowerCase() ? email : undefined
  const username = changes.username?.toLowerCase()
  const newUsername = username !== undefined && username !== (staff.username ?? '').toLowerCase() ? username : undefined
  // A username or an email is a credential: changed as a self-service change would be (a password checked in the
  // last minutes, never while imitating), and never for staff who also work at another school, whose account
  // this school does not own.
  if (newEmail !== undefined || newUsername !== undefined) {
    if (op.user.session.imitator) throw new AppError('FORBIDDEN', { message: IMITATION_REFUSAL })
    if (!passwordRecentlyVerified(op.user)) throw new AppError('PASSWORD_REVERIFICATION_REQUIRED')
    const { rows: elsewhere } = await db.query(
      `SELECT 1 FROM users u WHERE u.id = $1 AND ((u.school_id IS NOT NULL AND u.school_id <> $2)
         OR EXISTS (SELECT 1 FROM users_memberships m WHERE m._parent_id = u.id AND m.school_id <> $2 AND m.pending IS NOT TRUE))`,
      [id, schoolId],
    )
    if (elsewhere.length)
      throw new AppError('FORBIDDEN', {
        message: 'This teacher also works at another school: only they can change their username and email',
      })
  }
  const fields = await identityProblems(db, { email: newEmail, username: newUsername, exceptId: id })
  if (fields.length) throw new AppError('INVALID_DATA', { fields })
  const data: Record<string, unknown> = {}
  if (changes.name !== undefined) data.name = changes.name.trim()
  if (newUsername !== undefined) data.username = newUsername
  if (Object.keys(data).length)
    await op.payload.update({
      collection: 'users',
      id,
      data,
      req: op.req,
      overrideAccess: true /* staff of the admin's school, checked above */,
      depth: 0,
    })
  if (newEmail !== undefined) {
    const { rows } = await db.query('SELECT name, locale FROM users WHERE id = $1', [id])
    await startEmailChange(op.payload, op.req, { id, name: rows[0].name, locale: rows[0].locale }, newEmail)
  }
  return { ...(await teacherView(db, schoolId, id)), pendingEmail: newEmail ?? null }
}

async function admins(db: Sql, schoolId: number): Promise<number[]> {
  const { rows } = await db.query(`SELECT u.id FROM users u WHERE ${STAFF_OF_SCHOOL_SQL('$1')}`, [schoolId])
  const staff = await staffOfSchool(
    db,
    schoolId,
    rows.map((r: any) => r.id),
  )
  return staff.filter((s) => s.admin).map((s) => s.id)
}

/** Sets whether a teacher is an admin of this school; the school always keeps one admin. */
export async function setTeacherAdmin(op: SchoolOperation, id: number, admin: boolean) {
  const schoolId = schoolOf(op.user)
  const db = await dbFor(op)
  await lockSchool(db, schoolId)
  const [teacher] = await staffOfSchool(db, schoolId, [id])
  if (!admin && teacher.admin && (await admins(db, schoolId)).length <= 1) {
    throw new AppError('CONFLICT', { message: 'A school needs at least one admin: make someone else admin first' })
  }
  await setAdminFlag(db, teacher, schoolId, admin)
  return teacherView(db, schoolId, id)
}

async function setAdminFlag(db: Sql, teacher: StaffRow, schoolId: number, admin: boolean) {
  await upsertMembership(db, teacher.id, schoolId, admin)
  if (teacher.school_id === schoolId)
    await db.query('UPDATE users SET role = $2, updated_at = now() WHERE id = $1', [teacher.id, admin ? 'school_admin' : 'teacher'])
}

/**
 * DELETE users/me/school/teachers/{id}: a teacher who also works at another school just leaves this one;
 * otherwise their account is deleted (soft: recoverable from deleted users for 30 days).
 */
export async function removeTeacher(op: SchoolOperation, id: number) {
  const schoolId = schoolOf(op.user)
  const db = await dbFor(op)
  if (id === op.user.id) throw new AppError('CONFLICT', { message: 'You cannot remove yourself: ask another admin' })
  await lockSchool(db, schoolId)
  const [teacher] = await staffOfSchool(db, schoolId, [id])
  if (teacher.admin && (await admins(db, schoolId)).length <= 1)
    throw new AppError('CONFLICT', { message: 'A school needs at least one admin' })
  const { rows } = await db.query(
    'SELECT DISTINCT school_id FROM users_memberships WHERE _parent_id = $1 AND school_id <> $2 AND pending IS NOT TRUE UNION SELECT school_id FROM users WHERE id = $1 AND school_id <> $2',
    [id, schoolId],
  )
  const elsewhere = rows.map((r: any) => r.school_id).filter(Boolean)
  // Off this school's classes either way.
  await db.query(
    `DELETE FROM groups_rels r USING groups g WHERE r.parent_id = g.id AND g.school_id = $1 AND r.path = 'teachers' AND r.users_id = $2`,
    [schoolId, id],
  )
  if (elsewhere.length) {
    if (teacher.school_id === schoolId) await switchSchool(db, id, elsewhere[0])
    await removeMembership(db, id, schoolId)
    return { id, removed: true, accountDeleted: false }
  }
  await softDeleteUsers(db, [id])
  return { id, removed: true, accountDeleted: true }
}

export const INVITE_LIFETIME_MS = 7 * 86_400_000

/** POST users/me/school/teachers/invite {email}: an email with a one-time code to join this school. */
export async function inviteTeacher(op: SchoolOperation, rawEmail: string) {
  const schoolId = schoolOf(op.user)
  const db = await dbFor(op)
  const email = rawEmail.trim().toLowerCase()
  const { rows } = await db.query(`SELECT u.id FROM users u WHERE lower(u.email) = $1 AND ${STAFF_OF_SCHOOL_SQL('$2')}`, [email, schoolId])
  if (rows.length) throw new AppError('CONFLICT', { message: 'This teacher already works at your school' })
  const { rows: schools } = await db.query('SELECT name, locale FROM schools WHERE id = $1', [schoolId])
  const { secret, expiresAt } = await issueToken(op.payload, op.req, {
    kind: 'teacher_invite',
    data: { schoolId, email, invitedBy: op.user.id },
    ttlMs: INVITE_LIFETIME_MS,
  })
  emailService().sendLater(
    renderEmail('teacher_invite', {
      to: email,
      locale: schools[0].locale,
      values: {
        schoolName: schools[0].name,
        inviterName: op.user.name ?? 'A colleague',
        code: secret,
        link: `${env.publicUrl}/console/invite?code=${encodeURIComponent(secret)}`,
      },
    }),
  )
  return { invited: email, expiresAt: expiresAt.toISOString() }
}

const INVALID_INVITE = 'This invitation is not valid any more: ask for a new one'

/**
 * POST users/teacherinvite {code, password, name?}: accepts an invitation and signs in. Someone new gets a
 * teacher account with this password; someone who already has a staff account with the invited email
 * proves it with their password and joins the school as well. Runs outside a transaction, as sign-in does.
 */
export async function acceptTeacherInvite(
  payload: Payload,
  req: PayloadRequest,
  { code, password, name }: { code: string; password: string; name?: string },
) {
  const invite = await findLiveToken(payload, undefined, 'teacher_invite', code)
  if (!invite) throw new AppError('NOT_FOUND', { message: INVALID_INVITE })
  const { schoolId, email } = invite.data as { schoolId: number; email: string }
  const db = await connectionFor(payload)
  const { rows: schools } = await db.query('SELECT id FROM schools WHERE id = $1', [schoolId])
  if (!schools[0]) throw new AppError('NOT_FOUND', { message: INVALID_INVITE })
  const { rows } = await db.query('SELECT id, role, school_id, password_hash, deleted_at FROM users WHERE lower(email) = $1', [email])
  const existing = rows[0]
  let userId: number
  if (existing) {
    if (existing.deleted_at || !['teacher', 'school_admin'].includes(existing.role)) {
      throw new AppError('CONFLICT', { message: 'The invited email belongs to an account that cannot join a school as a teacher' })
    }
    // The try is counted before the password is checked, so tries in parallel check no more passwords (lib/auth/throttle.ts).
    const key = accountKey(existing.id)
    const attemptsRemaining = await reserveAttempt(payload, key)
    if (!(await verifyPassword(existing.password_hash, password))) {
      throw new AppError('INVALID_CREDENTIALS', {
        authHint: 'login',
        attemptsRemaining,
        message: 'You already have an account: enter its password',
      })
    }
    await clearThrottle(payload, key)
    await consumeToken(payload, undefined, 'teacher_invite', code, INVALID_INVITE)
    userId = existing.id
    if (existing.school_id) {
      await upsertMembership(db, userId, existing.school_id, existing.role === 'school_admin')
      await upsertMembership(db, userId, schoolId, false)
      await switchSchool(db, userId, schoolId)
    } else {
      await db.query("UPDATE users SET school_id = $2, role = 'teacher', updated_at = now() WHERE id = $1", [userId, schoolId])
      await upsertMembership(db, userId, schoolId, false)
    }
  } else {
    const problem = passwordProblem(password, 'teacher', [name, email])
    if (problem) throw new AppError('INVALID_DATA', { fields: [{ path: 'password', message: problem }] })
    await consumeToken(payload, undefined, 'teacher_invite', code, INVALID_INVITE)
    const created = await payload.create({
      collection: 'users',
      data: {
        name: name?.trim() || email.split('@')[0],
        email,
        username: await freeUsername(db, email),
        role: 'teacher',
        school: schoolId,
        passwordHash: await hashPassword(password),
        passwordChangedAt: new Date().toISOString(),
        // They opened the email the code came in.
        emailVerified: true,
      } as any,
      overrideAccess: true, // the invitation, issued by staff of this school, is the permission
      depth: 0,
    })
    userId = created.id as number
    await upsertMembership(db, userId, schoolId, false)
  }
  return startSession({ payload, req, userId, passwordVerified: true })
}
