/**
 * Schools: create, read, update, search, join by code, the schools a teacher works at and which one they
 * manage, and join codes. A join code lets a teacher join a school as staff, so it is a credential: only
 * the school's admins (and superusers) see or change it.
 */
import { randomInt } from 'node:crypto'
import type { Payload, PayloadRequest } from 'payload'
import { AppError } from '../api/errors'
import { JOIN_TRIES_PER_WINDOW, takeAllowance } from '../auth/throttle'
import type { AuthUser } from '../auth/types'
import { schoolDb, schoolOf, systemDb, type Operation, type SystemDb } from '../data/db'
import { tables, type RowOf } from '../data/schema'
import { join, SCHOOL, sql, type Statement } from '../data/sql'
import { likePattern, offsetOf, toPage } from '../spelling/pages'
import { lockSchool, staffOf } from './context'
import { notifyAdminsOfJoinRequest } from './join-requests'
import { membershipsOf, requestMembership, switchSchool, upsertMembership } from './memberships'
import { onePage, schoolView, type SchoolSummary, type SchoolView } from './views'

/** No 0/O, 1/I/L: codes are read aloud and typed. */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'
export const CODE_LENGTH = 8
export const JOIN_CODE_PATTERN = /^[A-Z0-9]{4,20}$/

export const newJoinCode = () => Array.from({ length: CODE_LENGTH }, () => CODE_ALPHABET[randomInt(0, CODE_ALPHABET.length)]).join('')

/** A code no school has (codes are unique across schools). */
async function freeJoinCode(db: SystemDb) {
  for (;;) {
    const code = newJoinCode()
    if (!(await db.one(sql`SELECT 1 FROM ${tables.schools} WHERE upper(code) = ${code}`))) return code
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
export async function createSchool(op: Operation, input: SchoolInput & { name: string }) {
  const { user } = op
  if (user.role !== 'superuser' && user.role !== 'teacher')
    throw new AppError('FORBIDDEN', { message: 'Only teachers can create a school' })
  if (user.role === 'teacher' && user.school)
    throw new AppError('CONFLICT', { message: 'You already have a school: join another with its code instead' })
  const db = await systemDb(op, 'a teacher without a school (or a superuser) creates one')
  const school = await op.payload.create({
    collection: 'schools',
    data: { accountRegion: 'GB', ...schoolData(input), code: await freeJoinCode(db), createdBy: user.id },
    req: op.req,
    overrideAccess: true, // any teacher without a school may create one (checked above)
    depth: 0,
  })
  const schoolId = Number(school.id)
  if (user.role === 'superuser')
    await db.run(sql`UPDATE ${tables.users} SET school_id = ${schoolId}, updated_at = now() WHERE id = ${user.id}`)
  else {
    await db.run(sql`UPDATE ${tables.users} SET school_id = ${schoolId}, role = 'school_admin', updated_at = now() WHERE id = ${user.id}`)
    await upsertMembership(db, user.id, schoolId, true)
  }
  return (await schoolView(db, schoolId))!
}

/** Only a school's own staff and superusers see it: another school's records are answered as not existing. */
function assertMayView(user: AuthUser, id: number) {
  if (user.role !== 'superuser' && user.school?.id !== id) throw new AppError('NOT_FOUND', { message: `No school with id ${id}` })
}

const viewDb = (op: Operation) => systemDb(op, 'a school’s details, for its own staff or a superuser (assertMayView)')

async function viewOf(db: SystemDb, id: number) {
  const view = await schoolView(db, id)
  if (!view) throw new AppError('NOT_FOUND', { message: `No school with id ${id}` })
  return view
}

export async function getSchool(op: Operation, id: number) {
  assertMayView(op.user, id)
  return forViewer(await viewOf(await viewDb(op), id), op.user)
}

/** PUT users/me/school and PATCH schools/{id}: the school's admins (or a superuser) change its details. */
export async function updateSchool(op: Operation, id: number, input: SchoolInput) {
  const { user } = op
  assertMayView(user, id)
  // Which identity-provider tenants vouch for a school's people is Inkwell's to say (services/sso-tenants.ts).
  if (input.sso_tenants !== undefined && user.role !== 'superuser')
    throw new AppError('FORBIDDEN', { message: "Only Inkwell staff set a school's sign-in providers" })
  const db = await viewDb(op)
  await viewOf(db, id)
  await op.payload.update({ collection: 'schools', id, data: schoolData(input), req: op.req, user, overrideAccess: false, depth: 0 })
  return forViewer(await viewOf(db, id), user)
}

export const updateMySchool = (op: Operation, input: SchoolInput) => updateSchool(op, schoolOf(op.user), input)

/**
 * POST users/me/joinschool {code}: a teacher with a verified email asks to join a school as a (non-admin)
 * teacher. The join code alone is not enough: the membership is pending, and the teacher sees nothing of
 * the school, until one of its admins approves it (join requests, lib/school/join-requests.ts); the admins
 * are emailed. Someone already on the staff just switches to it. Tries are throttled per source, since an
 * answer tells whether a code is real.
 */
export async function joinSchool(op: Operation, code: string) {
  const { user } = op
  if (user.role !== 'teacher' && user.role !== 'school_admin')
    throw new AppError('FORBIDDEN', { message: 'Only teachers can join a school' })
  await takeAllowance(op.payload, 'join-school', JOIN_TRIES_PER_WINDOW)
  const db = await systemDb(op, 'a teacher asks to join a school they are not staff of, found by its join code')
  const me = await db.one<{ email_verified: boolean | null }>(sql`SELECT email_verified FROM ${tables.users} WHERE id = ${user.id}`)
  if (!me?.email_verified) throw new AppError('FORBIDDEN', { message: 'Verify your email address before asking to join a school' })
  const school = await db.one<SchoolSummary>(
    sql`SELECT id, name, account_region, locale, dfe_number FROM ${tables.schools} WHERE upper(code) = upper(${code.trim()})`,
  )
  if (!school) throw new AppError('NOT_FOUND', { message: 'No school has this code' })
  const already = (await membershipsOf(db, user.id)).find((m) => m.id === school.id)
  if (already) {
    await switchSchool(db, user.id, school.id)
    const view = (await schoolView(db, school.id))!
    return { ...view, code: already.admin ? view.code : null, joined: false, pending: false }
  }
  await lockSchool(db, school.id)
  if (await requestMembership(db, user.id, school.id)) await notifyAdminsOfJoinRequest(db, school.id, user.id)
  return { id: school.id, name: school.name, joined: false, pending: true }
}

/** GET users/me/schools: every school the caller works at, with whether they are its admin and which one they manage now. */
export async function mySchools(op: Operation) {
  return onePage(await membershipsOf(await systemDb(op, 'the schools the caller works at'), op.user.id))
}

/** POST users/me/manageschool {schoolId}: switch the school managed now (superusers: any school). */
export async function manageSchool(op: Operation, schoolId: number) {
  const db = await systemDb(op, 'the caller switches to another school they work at (superusers: any school)')
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
  op: Operation,
  query: { q?: string; subscribed?: boolean; dfe_schools?: boolean; page: number; limit: number },
) {
  const db = await systemDb(op, 'anyone signed in may find a school by name: only what identifies it')
  const where: Statement[] = [sql`true`]
  if (query.q) where.push(sql`(s.name ILIKE ${likePattern(query.q)} OR s.dfe_number = ${query.q.trim()})`)
  if (query.subscribed !== undefined)
    where.push(query.subscribed ? sql`s.subscribed_until > now()` : sql`(s.subscribed_until IS NULL OR s.subscribed_until <= now())`)
  if (query.dfe_schools) where.push(sql`s.dfe_number IS NOT NULL`)
  const filter = join(where, ' AND ')
  const [[count], docs] = await Promise.all([
    db.rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM ${tables.schools} s WHERE ${filter}`),
    db.rows<SchoolSummary>(
      sql`SELECT s.id, s.name, s.account_region, s.locale, s.dfe_number FROM ${tables.schools} s WHERE ${filter}
          ORDER BY lower(s.name), s.id LIMIT ${query.limit} OFFSET ${offsetOf(query.page, query.limit)}`,
    ),
  ])
  return toPage(docs, count.n, query.page, query.limit)
}

/**
 * POST users/me/school/code (and superuser/schools/{id}/generatecode): a new join code; the old one stops working.
 * The endpoints decide whose: the admin's own school, or any school for a superuser.
 */
export async function newSchoolCode(op: Operation, schoolId: number) {
  const db = await systemDb(op, 'a new join code for the admin’s own school, or any school for a superuser (decided by the endpoint)')
  const school = await db.one(sql`SELECT id FROM ${tables.schools} WHERE id = ${schoolId} FOR UPDATE`)
  if (!school) throw new AppError('NOT_FOUND', { message: `No school with id ${schoolId}` })
  const code = await freeJoinCode(db)
  await db.run(sql`UPDATE ${tables.schools} SET code = ${code}, updated_at = now() WHERE id = ${schoolId}`)
  return { id: schoolId, code }
}

/** DELETE users/me/school/code: nobody can join by code until a new one is made. */
export async function deleteSchoolCode(op: Operation) {
  const db = await schoolDb(op)
  await db.run(sql`UPDATE ${tables.schools} SET code = NULL, updated_at = now() WHERE id = ${SCHOOL}`)
  return { id: db.schoolId, code: null }
}

/** POST schools/existence {schoolId?, code?} and GET schools/existence?code=: whether such a school exists (both: whether they match). */
export async function schoolExists(
  op: { payload: Payload; req?: PayloadRequest },
  { schoolId, code }: { schoolId?: number; code?: string },
) {
  const db = await systemDb(op, 'anyone may ask whether a school exists (throttled by the endpoint)')
  const where: Statement[] = []
  if (schoolId !== undefined) where.push(sql`id = ${schoolId}`)
  if (code !== undefined) where.push(sql`upper(code) = upper(${code.trim()})`)
  return { exists: (await db.one(sql`SELECT 1 FROM ${tables.schools} WHERE ${join(where, ' AND ')} LIMIT 1`)) !== undefined }
}

/** GET users/me/school/users?q=: everyone at the school (pupils and staff), for search boxes. */
export async function schoolUsers(op: Operation, query: { q?: string; role?: 'pupil' | 'staff'; page: number; limit: number }) {
  const db = await schoolDb(op)
  const where: Statement[] = [sql`((u.role = 'pupil' AND u.school_id = ${SCHOOL} AND u.deleted_at IS NULL) OR (${staffOf(SCHOOL)}))`]
  if (query.role === 'pupil') where.push(sql`u.role = 'pupil'`)
  if (query.role === 'staff') where.push(sql`u.role <> 'pupil'`)
  if (query.q) {
    const like = likePattern(query.q)
    where.push(sql`(u.name ILIKE ${like} OR u.school_username ILIKE ${like} OR u.username ILIKE ${like} OR u.email ILIKE ${like})`)
  }
  const filter = join(where, ' AND ')
  const [[count], page] = await Promise.all([
    db.rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM ${tables.users} u WHERE ${filter}`),
    db.rows<Pick<RowOf<typeof tables.users>, 'id' | 'name' | 'role' | 'username' | 'school_username' | 'email'>>(
      sql`SELECT u.id, u.name, u.role, u.username, u.school_username, u.email FROM ${tables.users} u WHERE ${filter}
          ORDER BY lower(u.name) NULLS LAST, u.id LIMIT ${query.limit} OFFSET ${offsetOf(query.page, query.limit)}`,
    ),
  ])
  const docs = page.map((u) => ({
    id: u.id,
    name: u.name,
    role: u.role === 'pupil' ? 'pupil' : 'teacher',
    username: u.role === 'pupil' ? null : u.username,
    school_username: u.school_username,
    email: u.role === 'pupil' ? null : u.email,
  }))
  return toPage(docs, count.n, query.page, query.limit)
}
