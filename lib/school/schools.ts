/**
 * Schools: create, read, update, search, join by code, the schools a teacher works at and which one they
 * manage, and join codes. A join code lets a teacher join a school as staff, so it is a credential: only
 * the school's admins (and superusers) see or change it.
 */
import { randomInt } from 'node:crypto'
import { AppError } from '../api/errors'
import type { AuthUser } from '../auth/types'
import type { Sql } from '../data/connection'
import { JOIN_TRIES_PER_WINDOW, takeAllowance } from '../auth/throttle'
import { dbFor, lockSchool, schoolOf, type SchoolOperation } from './context'
import { notifyAdminsOfJoinRequest } from './join-requests'
import { membershipsOf, requestMembership, switchSchool, upsertMembership } from './memberships'
import { paged, schoolView, type SchoolSummary, type SchoolView } from './views'

/** No 0/O, 1/I/L: codes are read aloud and typed. */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'
export const CODE_LENGTH = 8
export const JOIN_CODE_PATTERN = /^[A-Z0-9]{4,20}$/

export const newJoinCode = () => Array.from({ length: CODE_LENGTH }, () => CODE_ALPHABET[randomInt(0, CODE_ALPHABET.length)]).join('')

async function freeJoinCode(db: Sql) {
  for (;;) {
    const code = newJoinCode()
    const { rows } = await db.query('SELECT 1 FROM schools WHERE upper(code) = $1', [code])
    if (!rows.length) return code
  }
}

/** Staff who are not its admins see a school without its join code. */
const forViewer = (view: SchoolView, user: AuthUser): SchoolView =>
  user.role === 'superuser' || (user.role === 'school_admin' && user.school?.id === view.id) ? view : { ...view, code: null }

export type SchoolInput = {
  name?: string
  account_region?: string
  locale?: string
  dfe_number?: string | null
  settings?: { fontPreference?: string | null }
  sso_tenants?: Record<string, string> | null
}

const schoolData = (input: SchoolInput) => {
  const data: Record<string, unknown> = {}
  if (input.name !== undefined) data.name = input.name.trim()
  if (input.account_region !== undefined) data.accountRegion = input.account_region
  if (input.locale !== undefined) data.locale = input.locale
  if (input.dfe_number !== undefined) data.dfeNumber = input.dfe_number
  if (input.settings?.fontPreference !== undefined) data.settings = { fontPreference: input.settings.fontPreference }
  if (input.sso_tenants !== undefined) data.ssoTenants = input.sso_tenants
  return data
}

/**
 * POST users/me/school: a teacher without a school creates one and becomes its admin; a superuser creates
 * one and manages it.
 */
export async function createSchool(op: SchoolOperation, input: SchoolInput & { name: string }) {
  const { user } = op
  if (user.role !== 'superuser' && user.role !== 'teacher')
    throw new AppError('FORBIDDEN', { message: 'Only teachers can create a school' })
  if (user.role === 'teacher' && user.school)
    throw new AppError('CONFLICT', { message: 'You already have a school: join another with its code instead' })
  const db = await dbFor(op)
  const school = await op.payload.create({
    collection: 'schools',
    data: { accountRegion: 'GB', ...schoolData(input), code: await freeJoinCode(db), createdBy: user.id } as any,
    req: op.req,
    overrideAccess: true, // any teacher without a school may create one (checked above)
    depth: 0,
  })
  const schoolId = school.id as number
  if (user.role === 'superuser') await db.query('UPDATE users SET school_id = $2, updated_at = now() WHERE id = $1', [user.id, schoolId])
  else {
    await db.query("UPDATE users SET school_id = $2, role = 'school_admin', updated_at = now() WHERE id = $1", [user.id, schoolId])
    await upsertMembership(db, user.id, schoolId, true)
  }
  return (await schoolView(db, schoolId))!
}

export async function getSchool(op: SchoolOperation, id: number) {
  const { user } = op
  // Another school's records are answered as not existing.
  if (user.role !== 'superuser' && user.school?.id !== id) throw new AppError('NOT_FOUND', { message: `No school with id ${id}` })
  const view = await schoolView(await dbFor(op), id)
  if (!view) throw new AppError('NOT_FOUND', { message: `No school with id ${id}` })
  return forViewer(view, user)
}

/** PUT users/me/school and PATCH schools/{id}: the school's admins (or a superuser) change its details. */
export async function updateSchool(op: SchoolOperation, id: number, input: SchoolInput) {
  const { user } = op
  if (user.role !== 'superuser' && user.school?.id !== id) throw new AppError('NOT_FOUND', { message: `No school with id ${id}` })
  // Which identity-provider tenants vouch for a school's people is Inkwell's to say (services/sso-tenants.ts).
  if (input.sso_tenants !== undefined && user.role !== 'superuser')
    throw new AppError('FORBIDDEN', { message: "Only Inkwell staff set a school's sign-in providers" })
  const db = await dbFor(op)
  if (!(await schoolView(db, id))) throw new AppError('NOT_FOUND', { message: `No school with id ${id}` })
  await op.payload.update({ collection: 'schools', id, data: schoolData(input), req: op.req, user, overrideAccess: false, depth: 0 })
  return forViewer((await schoolView(db, id))!, user)
}

export const updateMySchool = (op: SchoolOperation, input: SchoolInput) => updateSchool(op, schoolOf(op.user), input)

/**
 * POST users/me/joinschool {code}: a teacher with a verified email asks to join a school as a (non-admin)
 * teacher. The join code alone is not enough: the membership is pending, and the teacher sees nothing of
 * the school, until one of its admins approves it (join requests, lib/school/join-requests.ts); the admins
 * are emailed. Someone already on the staff just switches to it. Tries are throttled per source, since an
 * answer tells whether a code is real.
 */
export async function joinSchool(op: SchoolOperation, code: string) {
  const { user } = op
  if (user.role !== 'teacher' && user.role !== 'school_admin')
    throw new AppError('FORBIDDEN', { message: 'Only teachers can join a school' })
  await takeAllowance(op.payload, 'join-school', JOIN_TRIES_PER_WINDOW)
  const db = await dbFor(op)
  const { rows: me } = await db.query('SELECT email_verified FROM users WHERE id = $1', [user.id])
  if (!me[0]?.email_verified) throw new AppError('FORBIDDEN', { message: 'Verify your email address before asking to join a school' })
  const { rows } = await db.query('SELECT id, name FROM schools WHERE upper(code) = upper($1)', [code.trim()])
  if (!rows[0]) throw new AppError('NOT_FOUND', { message: 'No school has this code' })
  const schoolId = rows[0].id as number
  const already = (await membershipsOf(db, user.id)).find((m) => m.id === schoolId)
  if (already) {
    await switchSchool(db, user.id, schoolId)
    const view = (await schoolView(db, schoolId))!
    return { ...view, code: already.admin ? view.code : null, joined: false, pending: false }
  }
  await lockSchool(db, schoolId)
  if (await requestMembership(db, user.id, schoolId)) await notifyAdminsOfJoinRequest(op, schoolId, user.id)
  return { id: schoolId, name: rows[0].name as string, joined: false, pending: true }
}

/** GET users/me/schools: every school the caller works at, with whether they are its admin and which one they manage now. */
export async function mySchools(op: SchoolOperation) {
  const docs = await membershipsOf(await dbFor(op), op.user.id)
  return paged(docs, docs.length, 1, Math.max(1, docs.length))
}

/** POST users/me/manageschool {schoolId}: switch the school managed now (superusers: any school). */
export async function manageSchool(op: SchoolOperation, schoolId: number) {
  const db = await dbFor(op)
  const exists = await schoolView(db, schoolId)
  if (!exists || (op.user.role !== 'superuser' && !(await membershipsOf(db, op.user.id)).some((m) => m.id === schoolId))) {
    throw new AppError('NOT_FOUND', { message: `No school with id ${schoolId} among yours` })
  }
  await switchSchool(db, op.user.id, schoolId)
  const admin = op.user.role === 'superuser' || (await membershipsOf(db, op.user.id)).find((m) => m.id === schoolId)?.admin
  return admin ? exists : { ...exists, code: null }
}

/**
 * GET schools?q&subscribed&dfe_schools: find a school by name (to ask its admin for a join code). Answers
 * only what identifies a school, never codes or people. `subscribed` keeps schools with a current paid
 * subscription; `dfe_schools` keeps schools with a DfE number.
 */
export async function searchSchools(
  op: SchoolOperation,
  query: { q?: string; subscribed?: boolean; dfe_schools?: boolean; page: number; limit: number },
) {
  const db = await dbFor(op)
  const where: string[] = ['true']
  const values: unknown[] = []
  if (query.q) {
    values.push(`%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)
    where.push(`(s.name ILIKE $${values.length} OR s.dfe_number = $${values.length + 1})`)
    values.push(query.q.trim())
  }
  if (query.subscribed !== undefined)
    where.push(query.subscribed ? 's.subscribed_until > now()' : '(s.subscribed_until IS NULL OR s.subscribed_until <= now())')
  if (query.dfe_schools) where.push('s.dfe_number IS NOT NULL')
  const filter = where.join(' AND ')
  const [count, page] = await Promise.all([
    db.query(`SELECT count(*)::int AS n FROM schools s WHERE ${filter}`, values),
    db.query(
      `SELECT s.id, s.name, s.account_region, s.locale, s.dfe_number FROM schools s WHERE ${filter}
       ORDER BY lower(s.name), s.id LIMIT ${query.limit} OFFSET ${(query.page - 1) * query.limit}`,
      values,
    ),
  ])
  const docs: SchoolSummary[] = page.rows.map((s: any) => ({
    id: s.id,
    name: s.name,
    account_region: s.account_region,
    locale: s.locale,
    dfe_number: s.dfe_number,
  }))
  return paged(docs, count.rows[0].n, query.page, query.limit)
}

/** POST users/me/school/code (and superuser/schools/{id}/generatecode): a new join code; the old one stops working. */
export async function newSchoolCode(op: SchoolOperation, schoolId: number) {
  const db = await dbFor(op)
  const { rows } = await db.query('SELECT id FROM schools WHERE id = $1 FOR UPDATE', [schoolId])
  if (!rows[0]) throw new AppError('NOT_FOUND', { message: `No school with id ${schoolId}` })
  const code = await freeJoinCode(db)
  await db.query('UPDATE schools SET code = $2, updated_at = now() WHERE id = $1', [schoolId, code])
  return { id: schoolId, code }
}

/** DELETE users/me/school/code: nobody can join by code until a new one is made. */
export async function deleteSchoolCode(op: SchoolOperation) {
  const schoolId = schoolOf(op.user)
  const db = await dbFor(op)
  await db.query('UPDATE schools SET code = NULL, updated_at = now() WHERE id = $1', [schoolId])
  return { id: schoolId, code: null }
}

/** POST schools/existence {schoolId?, code?} and GET schools/existence?code=: whether such a school exists (both: whether they match). */
export async function schoolExists(db: Sql, { schoolId, code }: { schoolId?: number; code?: string }) {
  const where: string[] = []
  const values: unknown[] = []
  if (schoolId !== undefined) {
    values.push(schoolId)
    where.push(`id = $${values.length}`)
  }
  if (code !== undefined) {
    values.push(code.trim())
    where.push(`upper(code) = upper($${values.length})`)
  }
  const { rows } = await db.query(`SELECT 1 FROM schools WHERE ${where.join(' AND ')} LIMIT 1`, values)
  return { exists: rows.length > 0 }
}

/** GET users/me/school/users?q=: everyone at the school (pupils and staff), for search boxes. */
export async function schoolUsers(op: SchoolOperation, query: { q?: string; role?: 'pupil' | 'staff'; page: number; limit: number }) {
  const schoolId = schoolOf(op.user)
  const db = await dbFor(op)
  const values: unknown[] = [schoolId]
  const where = [
    `u.deleted_at IS NULL`,
    `((u.role = 'pupil' AND u.school_id = $1) OR (u.role IN ('teacher', 'school_admin') AND (u.school_id = $1 OR EXISTS (SELECT 1 FROM users_memberships m WHERE m._parent_id = u.id AND m.school_id = $1 AND m.pending IS NOT TRUE))))`,
  ]
  if (query.role === 'pupil') where.push(`u.role = 'pupil'`)
  if (query.role === 'staff') where.push(`u.role <> 'pupil'`)
  if (query.q) {
    values.push(`%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)
    where.push(`(u.name ILIKE $2 OR u.school_username ILIKE $2 OR u.username ILIKE $2 OR u.email ILIKE $2)`)
  }
  const filter = where.join(' AND ')
  const [count, page] = await Promise.all([
    db.query(`SELECT count(*)::int AS n FROM users u WHERE ${filter}`, values),
    db.query(
      `SELECT u.id, u.name, u.role, u.username, u.school_username, u.email FROM users u WHERE ${filter}
       ORDER BY lower(u.name) NULLS LAST, u.id LIMIT ${query.limit} OFFSET ${(query.page - 1) * query.limit}`,
      values,
    ),
  ])
  const docs = page.rows.map((u: any) => ({
    id: u.id,
    name: u.name,
    role: u.role === 'pupil' ? 'pupil' : 'teacher',
    username: u.role === 'pupil' ? null : u.username,
    school_username: u.school_username,
    email: u.role === 'pupil' ? null : u.email,
  }))
  return paged(docs, count.rows[0].n, query.page, query.limit)
}
