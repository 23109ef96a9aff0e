/**
 * Factories: each test builds its own schools and people. They arrange data with Payload's Local API as the
 * system; the behaviour under test is then exercised over HTTP. (Once the school-management calls exist,
 * factories for them go through those calls instead.)
 */
import { randomBytes } from 'node:crypto'
import type { Payload } from 'payload'
import { hashPassword } from '../../lib/auth/passwords'
import type { Role } from '../../lib/roles'
import type { Api } from './http'

export const STAFF_PASSWORD = 'correct horse battery'
export const PUPIL_PASSWORD = 'red-kite-17'

const unique = () => randomBytes(4).toString('hex')
let staffHash: Promise<string> | undefined
let pupilHash: Promise<string> | undefined

export async function makeSchool(payload: Payload, overrides: Record<string, unknown> = {}) {
  const id = unique()
  return (await payload.create({
    collection: 'schools',
    data: { name: `School ${id}`, code: `CODE${id.toUpperCase()}`, accountRegion: 'GB', ...overrides } as any,
    overrideAccess: true,
    depth: 0,
  })) as any
}

export async function makeUser(payload: Payload, role: Role, overrides: Record<string, unknown> = {}) {
  const id = unique()
  const pupil = role === 'pupil'
  staffHash ??= hashPassword(STAFF_PASSWORD)
  pupilHash ??= hashPassword(PUPIL_PASSWORD)
  return (await payload.create({
    collection: 'users',
    data: {
      name: `${role} ${id}`,
      role,
      ...(pupil ? { schoolUsername: `pupil${id}` } : { username: `${role}_${id}`, email: `${role}.${id}@example.test` }),
      passwordHash: await (pupil ? pupilHash : staffHash),
      ...overrides,
    } as any,
    overrideAccess: true,
    depth: 0,
  })) as any
}

/** Signs in over HTTP and answers an Api that sends the session token. */
export async function signIn(api: Api, username: string, password = STAFF_PASSWORD) {
  const answer = await api.post('auth', { username, password })
  if (answer.status !== 200) throw new Error(`sign-in as ${username} failed: ${answer.status} ${answer.text}`)
  return api.as(answer.body.token as string)
}

/** A school with an admin, a teacher and two pupils, each signed in. */
export async function makeSchoolWithPeople(payload: Payload, api: Api) {
  const school = await makeSchool(payload)
  const admin = await makeUser(payload, 'school_admin', { school: school.id })
  const teacher = await makeUser(payload, 'teacher', { school: school.id })
  const pupils = [await makeUser(payload, 'pupil', { school: school.id }), await makeUser(payload, 'pupil', { school: school.id })]
  return {
    school,
    admin,
    teacher,
    pupils,
    asAdmin: await signIn(api, admin.username),
    asTeacher: await signIn(api, teacher.username),
  }
}

/** A signed-in Api for someone who cannot use password sign-in yet (pupils sign in with their school id). */
export async function sessionFor(payload: Payload, api: Api, userId: number, { passwordVerified = false } = {}) {
  const { createSession } = await import('../../lib/auth/sessions')
  const { token } = await createSession(payload, undefined, { userId, passwordVerified })
  return api.as(token)
}

/**
 * A school made through the school-management API, as a teacher would make it: a teacher account signs
 * up (the only Local API step), creates the school (becoming its admin), adds a colleague, creates classes
 * and generates pupils into the first class. Every name carries `marker`, so a test can tell whether an
 * answer mentions anything of this school (the school's own name carries `publicMarker`).
 */
export async function makeSchoolThroughApi(
  server: { payload: Payload; api: Api },
  { pupils = 3, classes = 1, marker = `m${unique()}x` }: { pupils?: number; classes?: number; marker?: string } = {},
) {
  const { payload, api } = server
  const founder = await makeUser(payload, 'teacher', {
    name: `Admin ${marker}`,
    email: `admin.${marker}@example.test`,
    username: `admin_${marker}`,
  })
  const asAdmin = await signIn(api, founder.username)
  const publicMarker = `s${unique()}`
  const school = await expectStatus(asAdmin.post('users/me/school', { name: `School ${publicMarker}` }), 201)
  const teacher = await expectStatus(
    asAdmin.post('users/me/school/teachers', {
      name: `Teacher ${marker}`,
      email: `teacher.${marker}@example.test`,
      username: `teacher_${marker}`,
      password: STAFF_PASSWORD,
    }),
    201,
  )
  const asTeacher = await signIn(api, teacher.username)
  const groups = []
  for (let i = 0; i < classes; i++)
    groups.push(await expectStatus(asTeacher.post('users/me/school/groups', { name: `Class ${i + 1} ${marker}` }), 201))
  const made = pupils
    ? (await expectStatus(asTeacher.post('users/me/school/pupils/generate', { amount: pupils, group: groups[0]?.id }), 201)).docs
    : []
  // Generated names are pseudonyms; give them the marker so answers naming them can be spotted.
  const named = []
  for (const [i, pupil] of made.entries()) {
    const renamed = await expectStatus(asTeacher.put(`users/me/school/pupils/${pupil.id}`, { name: `Pupil ${i + 1} ${marker}` }), 200)
    named.push({ ...renamed, password: pupil.password as string })
  }
  return {
    marker,
    publicMarker,
    school: school as { id: number; name: string; code: string },
    admin: { ...founder, id: founder.id as number },
    teacher: teacher as { id: number; name: string; username: string; email: string },
    groups: groups as { id: number; name: string }[],
    pupils: named as { id: number; name: string; school_username: string; password: string }[],
    asAdmin,
    asTeacher,
  }
}

/** Signs a pupil in as the player does (school id, school username, password). */
export async function signInPupil(api: Api, schoolId: number, schoolUsername: string, password: string) {
  const answer = await api.post('auth/school_id', { school_id: String(schoolId), school_username: schoolUsername, password })
  if (answer.status !== 200) throw new Error(`pupil sign-in as ${schoolUsername} failed: ${answer.status} ${answer.text}`)
  return api.as(answer.body.token as string)
}

async function expectStatus(request: Promise<{ status: number; body: any; text: string }>, status: number) {
  const answer = await request
  if (answer.status !== status) throw new Error(`expected ${status}, got ${answer.status}: ${answer.text}`)
  return answer.body
}
