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
import { schoolDb, systemDb, type Operation, type SchoolDb, type SystemDb } from '../data/db'
import { tables, type RowOf } from '../data/schema'
import { join, raw, SCHOOL, sql, type Statement } from '../data/sql'
import { renderEmail } from '../email/templates'
import { env } from '../env'
import { likePattern, offsetOf, toPage } from '../spelling/pages'
import { adminOf, lockSchool, memberOf, staffOf, staffOfSchool, type StaffRow } from './context'
import { membershipsOf, removeMembership, switchSchool, upsertMembership } from './memberships'
import { softDeleteUsers } from './pupils'
import type { TeacherView } from './views'

/** A teacher's columns for a view, from `users u`, as staff of the caller's school. */
const TEACHER_COLUMNS = sql`u.id, u.name, u.username, u.email, coalesce(u.experimental, false) AS experimental,
  coalesce(u.school_id = ${SCHOOL}, false) AS current, ${adminOf(SCHOOL)} AS admin`

async function teacherView(db: SchoolDb, id: number): Promise<TeacherView> {
  const [view] = await db.rows<TeacherView>(
    sql`SELECT ${TEACHER_COLUMNS} FROM ${tables.users} u WHERE u.id = ${id} AND ${memberOf(SCHOOL)}`,
  )
  return view
}

const TEACHER_SORTS = {
  name: 'lower(u.name) ASC NULLS LAST, u.id',
  '-name': 'lower(u.name) DESC NULLS LAST, u.id DESC',
  email: 'u.email, u.id',
  '-email': 'u.email DESC, u.id DESC',
} as const
export type TeacherSort = keyof typeof TEACHER_SORTS

export async function listTeachers(op: Operation, query: { page: number; limit: number; sort: TeacherSort; q?: string }) {
  const db = await schoolDb(op)
  const where: Statement[] = [staffOf(SCHOOL)]
  if (query.q) {
    const like = likePattern(query.q)
    where.push(sql`(u.name ILIKE ${like} OR u.email ILIKE ${like} OR u.username ILIKE ${like})`)
  }
  const filter = join(where, ' AND ')
  const [[count], docs] = await Promise.all([
    db.rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM ${tables.users} u WHERE ${filter}`),
    db.rows<TeacherView>(
      sql`SELECT ${TEACHER_COLUMNS} FROM ${tables.users} u WHERE ${filter} ORDER BY ${raw(TEACHER_SORTS[query.sort])}
          LIMIT ${query.limit} OFFSET ${offsetOf(query.page, query.limit)}`,
    ),
  ])
  return toPage(docs, count.n, query.page, query.limit)
}

/** Usernames and emails are unique across every school: who holds one is looked up on a system connection. */
const identityDb = (op: { payload: Payload; req?: PayloadRequest }) => systemDb(op, 'usernames and emails are unique across every school')

/** A username for a new staff account: the email's local part, numbered when taken. */
async function freeUsername(db: SystemDb, email: string) {
  const base =
    email
      .split('@')[0]
      .toLowerCase()
      .replace(/[^a-z0-9._-]/g, '')
      .slice(0, 30) || 'teacher'
  const rows = await db.rows<{ u: string }>(
    sql`SELECT lower(username) AS u FROM ${tables.users} WHERE lower(username) LIKE ${`${base.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`,
  )
  const taken = new Set(rows.map((r) => r.u))
  if (!taken.has(base)) return base
  for (let i = 2; ; i++) if (!taken.has(`${base}${i}`)) return `${base}${i}`
}

async function identityProblems(db: SystemDb, { email, username, exceptId }: { email?: string; username?: string; exceptId?: number }) {
  const fields: FieldError[] = []
  if (email !== undefined) {
    const holder = await db.one(
      sql`SELECT id FROM ${tables.users} WHERE lower(email) = lower(${email}) AND id IS DISTINCT FROM ${exceptId ?? null}`,
    )
    if (holder) fields.push({ path: 'email', message: 'An account already uses this email: invite them instead' })
  }
  if (username !== undefined) {
    const holder = await db.one(
      sql`SELECT id FROM ${tables.users} WHERE lower(username) = lower(${username}) AND id IS DISTINCT FROM ${exceptId ?? null}`,
    )
    if (holder) fields.push({ path: 'username', message: 'This username is taken' })
  }
  return fields
}

/** A staff member's memberships are theirs across schools (lib/school/memberships.ts). */
const membershipDb = (op: Operation) => systemDb(op, 'the memberships of staff of the caller’s school (checked by staffOfSchool)')

export type NewTeacher = { name: string; email: string; username?: string; password: string; admin?: boolean }

/** POST users/me/school/teachers: an admin makes a teacher account with a password they pass on. */
export async function createTeacher(op: Operation, input: NewTeacher): Promise<TeacherView> {
  const db = await schoolDb(op)
  const identities = await identityDb(op)
  const email = input.email.trim().toLowerCase()
  const fields = await identityProblems(identities, { email, username: input.username })
  const problem = passwordProblem(input.password, 'teacher', [input.name, email, input.username])
  if (problem) fields.push({ path: 'password', message: problem })
  if (fields.length) throw new AppError('INVALID_DATA', { fields })
  await lockSchool(db)
  const teacher = await op.payload.create({
    collection: 'users',
    data: {
      name: input.name.trim(),
      email,
      // A username the admin chose is that one or none (taken meanwhile: 409); otherwise one made from the email.
      username: input.username ? input.username.toLowerCase() : await freeUsername(identities, email),
      role: input.admin ? 'school_admin' : 'teacher',
      school: db.schoolId,
      passwordHash: await hashPassword(input.password),
      passwordChangedAt: new Date().toISOString(),
    },
    req: op.req,
    overrideAccess: true, // users are written by operations; the school is the admin's own
    depth: 0,
  })
  const id = Number(teacher.id)
  await upsertMembership(await membershipDb(op), id, db.schoolId, Boolean(input.admin))
  return teacherView(db, id)
}

/**
 * PATCH users/me/school/teachers/{id} {name?, email?, username?}. An admin never sets a colleague's email
 * directly (with the address goes the account: a password reset is mailed there): a new email goes through
 * the same proof as a self-service change (a link to the new address, then the old address confirms;
 * lib/auth/account-email.ts) and the answer carries it as `pendingEmail`. Staff who also work at another
 * school are refused (403): only they change their email.
 */
export async function updateTeacher(op: Operation, id: number, changes: { name?: string; email?: string; username?: string }) {
  const db = await schoolDb(op)
  const [staff] = await staffOfSchool(db, [id])
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
    if ((await membershipsOf(await membershipDb(op), id)).some((school) => school.id !== db.schoolId))
      throw new AppError('FORBIDDEN', {
        message: 'This teacher also works at another school: only they can change their username and email',
      })
  }
  const fields = await identityProblems(await identityDb(op), { email: newEmail, username: newUsername, exceptId: id })
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
    const [who] = await db.rows<Pick<RowOf<typeof tables.users>, 'name' | 'locale'>>(
      sql`SELECT u.name, u.locale FROM ${tables.users} u WHERE u.id = ${id} AND ${memberOf(SCHOOL)}`,
    )
    await startEmailChange(op.payload, op.req, { id, name: who.name, locale: who.locale }, newEmail)
  }
  return { ...(await teacherView(db, id)), pendingEmail: newEmail ?? null }
}

/** How many admins the caller's school has. */
async function adminCount(db: SchoolDb): Promise<number> {
  const [{ n }] = await db.rows<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM ${tables.users} u WHERE ${staffOf(SCHOOL)} AND ${adminOf(SCHOOL)}`,
  )
  return n
}

/** Sets whether a teacher is an admin of this school; the school always keeps one admin. */
export async function setTeacherAdmin(op: Operation, id: number, admin: boolean) {
  const db = await schoolDb(op)
  await lockSchool(db)
  const [teacher] = await staffOfSchool(db, [id])
  if (!admin && teacher.admin && (await adminCount(db)) <= 1) {
    throw new AppError('CONFLICT', { message: 'A school needs at least one admin: make someone else admin first' })
  }
  await setAdminFlag(op, db, teacher, admin)
  return teacherView(db, id)
}

async function setAdminFlag(op: Operation, db: SchoolDb, teacher: StaffRow, admin: boolean) {
  await upsertMembership(await membershipDb(op), teacher.id, db.schoolId, admin)
  if (teacher.school_id === db.schoolId)
    await db.run(
      sql`UPDATE ${tables.users} SET role = ${admin ? 'school_admin' : 'teacher'}, updated_at = now() WHERE id = ${teacher.id} AND school_id = ${SCHOOL}`,
    )
}

/**
 * DELETE users/me/school/teachers/{id}: a teacher who also works at another school just leaves this one;
 * otherwise their account is deleted (soft: recoverable from deleted users for 30 days).
 */
export async function removeTeacher(op: Operation, id: number) {
  const db = await schoolDb(op)
  if (id === op.user.id) throw new AppError('CONFLICT', { message: 'You cannot remove yourself: ask another admin' })
  await lockSchool(db)
  const [teacher] = await staffOfSchool(db, [id])
  if (teacher.admin && (await adminCount(db)) <= 1) throw new AppError('CONFLICT', { message: 'A school needs at least one admin' })
  const memberships = await membershipDb(op)
  const elsewhere = (await membershipsOf(memberships, id)).filter((school) => school.id !== db.schoolId)
  // Off this school's classes either way.
  await db.run(
    sql`DELETE FROM ${tables.groups_rels} r USING ${tables.groups} g
        WHERE r.parent_id = g.id AND g.school_id = ${SCHOOL} AND r.path = 'teachers' AND r.users_id = ${id}`,
  )
  if (elsewhere.length) {
    if (teacher.school_id === db.schoolId) await switchSchool(memberships, id, elsewhere[0].id)
    await removeMembership(memberships, id, db.schoolId)
    return { id, removed: true, accountDeleted: false }
  }
  await softDeleteUsers(db, [id])
  return { id, removed: true, accountDeleted: true }
}

export const INVITE_LIFETIME_MS = 7 * 86_400_000

/** POST users/me/school/teachers/invite {email}: an email with a one-time code to join this school. */
export async function inviteTeacher(op: Operation, rawEmail: string) {
  const db = await schoolDb(op)
  const email = rawEmail.trim().toLowerCase()
  if (await db.one(sql`SELECT u.id FROM ${tables.users} u WHERE lower(u.email) = ${email} AND ${staffOf(SCHOOL)}`))
    throw new AppError('CONFLICT', { message: 'This teacher already works at your school' })
  const [school] = await db.rows<Pick<RowOf<typeof tables.schools>, 'name' | 'locale'>>(
    sql`SELECT name, locale FROM ${tables.schools} WHERE id = ${SCHOOL}`,
  )
  const { secret, expiresAt } = await issueToken(op.payload, op.req, {
    kind: 'teacher_invite',
    data: { schoolId: db.schoolId, email, invitedBy: op.user.id },
    ttlMs: INVITE_LIFETIME_MS,
  })
  emailService().sendLater(
    renderEmail('teacher_invite', {
      to: email,
      locale: school.locale,
      values: {
        schoolName: school.name,
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
  const db = await systemDb({ payload }, 'the invitation, issued by staff of the school, says which school and whose email')
  if (!(await db.one(sql`SELECT id FROM ${tables.schools} WHERE id = ${schoolId}`)))
    throw new AppError('NOT_FOUND', { message: INVALID_INVITE })
  const existing = await db.one<Pick<RowOf<typeof tables.users>, 'id' | 'role' | 'school_id' | 'password_hash' | 'deleted_at'>>(
    sql`SELECT id, role, school_id, password_hash, deleted_at FROM ${tables.users} WHERE lower(email) = ${email}`,
  )
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
      await db.run(sql`UPDATE ${tables.users} SET school_id = ${schoolId}, role = 'teacher', updated_at = now() WHERE id = ${userId}`)
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
      },
      overrideAccess: true, // the invitation, issued by staff of this school, is the permission
      depth: 0,
    })
    userId = Number(created.id)
    await upsertMembership(db, userId, schoolId, false)
  }
  return startSession({ payload, req, userId, passwordVerified: true })
}
