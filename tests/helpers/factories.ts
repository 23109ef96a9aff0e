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
export async function sessionFor(payload: Payload, api: Api, userId: number) {
  const { createSession } = await import('../../lib/auth/sessions')
  const { token } = await createSession(payload, undefined, { userId })
  return api.as(token)
}
