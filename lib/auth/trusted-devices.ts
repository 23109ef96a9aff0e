/**
 * Trusted devices seen and managed by people: a user's own, and a school admin's view of their school's
 * staff and pupils (superusers: anyone's). lib/auth/devices.ts holds the cookie and the sign-in check.
 *
 * The devices collection is readable by superusers only, so these operations check who may see or remove
 * whose devices themselves and then use overrideAccess: a school admin reaches users of their own school
 * (staff and pupils) and nobody else; another school's user answers 404 as if there were no such user.
 */
import type { Payload, PayloadRequest, Where } from 'payload'
import { AppError } from '../api/errors'
import { schoolDb, systemDb } from '../data/db'
import { tables, type RowOf } from '../data/schema'
import { SCHOOL, sql } from '../data/sql'
import type { Role } from '../roles'
import { trustDevice, trustedDeviceOf } from './devices'
import type { AuthUser } from './types'

export type DeviceView = { id: number; name: string | null; createdAt: string; lastUsedAt: string | null; current: boolean }
export type Page = { page?: number; limit?: number }

/** A devices document as Payload's Local API answers it (at depth 1, with its user's name, username and role). */
type DeviceDoc = {
  id: number | string
  name?: string | null
  createdAt: string
  lastUsedAt?: string | null
  user?: number | { id: number; name?: string | null; username?: string | null; role: Role } | null
}

function toView(doc: DeviceDoc, currentDeviceId: number | null): DeviceView {
  const id = Number(doc.id)
  return { id, name: doc.name ?? null, createdAt: doc.createdAt, lastUsedAt: doc.lastUsedAt ?? null, current: id === currentDeviceId }
}

/** Devices matching `where`, newest use first, in Payload's list shape. */
async function listDevices(
  payload: Payload,
  req: PayloadRequest,
  where: Where,
  current: number | null,
  { page = 1, limit = 50 }: Page,
  withUser = false,
) {
  const result = await payload.find({
    collection: 'devices',
    where,
    sort: ['-lastUsedAt', '-createdAt'],
    page,
    limit,
    depth: withUser ? 1 : 0,
    ...(withUser ? { populate: { users: { name: true, username: true, role: true } } } : {}),
    req,
    overrideAccess: true, // callers have checked whose devices this may list (see the top of the file)
  })
  return {
    ...result,
    docs: (result.docs as DeviceDoc[]).map((doc) => ({
      ...toView(doc, current),
      ...(withUser && doc.user && typeof doc.user === 'object'
        ? { user: { id: doc.user.id, name: doc.user.name ?? null, username: doc.user.username ?? null, role: doc.user.role } }
        : {}),
    })),
  }
}

/**
 * POST users/me/devices: the device this request comes from skips the second factor from now on. Already
 * trusted (it presents this user's device token): answered as it is, `created: false`.
 */
export async function trustCurrentDevice({
  payload,
  req,
  user,
  name,
}: {
  payload: Payload
  req: PayloadRequest
  user: AuthUser
  name?: string
}) {
  const existing = await trustedDeviceOf(payload, req.headers, user.id)
  let id = existing
  let issued: Awaited<ReturnType<typeof trustDevice>> | null = null
  if (!id) {
    issued = await trustDevice(payload, req, user.id)
    id = issued.id
  }
  if (name) await payload.update({ collection: 'devices', id, data: { name }, req, overrideAccess: true, depth: 0 }) // the user's own device
  await payload.update({ collection: 'sessions', id: user.session.id, data: { device: id }, req, overrideAccess: true, depth: 0 }) // the user's own session
  const doc = await payload.findByID({ collection: 'devices', id, req, overrideAccess: true, depth: 0 })
  return {
    created: Boolean(issued),
    body: { device: toView(doc as DeviceDoc, id), ...(issued ? { deviceToken: issued.token } : {}) },
    cookie: issued?.cookie ?? null,
  }
}

/** GET users/me/devices. */
export const listOwnDevices = ({ payload, req, user, page }: { payload: Payload; req: PayloadRequest; user: AuthUser; page: Page }) =>
  listDevices(payload, req, { user: { equals: user.id } }, user.session.deviceId, page)

const SCHOOL_PEOPLE: readonly Role[] = ['teacher', 'school_admin', 'pupil']

/**
 * Checks that `actor` may see and remove the devices of this user, or answers 404: a superuser anyone's, a
 * school admin those of their own school's staff and pupils.
 */
async function assertManages(payload: Payload, req: PayloadRequest, actor: AuthUser, userId: number) {
  type Target = Pick<RowOf<typeof tables.users>, 'role'>
  const byId = sql`SELECT role FROM ${tables.users} WHERE id = ${userId}`
  const target =
    actor.role === 'superuser'
      ? await (await systemDb({ payload, req }, 'a superuser manages the devices of anyone, in any school')).one(sql<Target>`${byId}`)
      : actor.role === 'school_admin' && actor.school
        ? await (await schoolDb({ payload, req, user: actor })).one(sql<Target>`${byId} AND school_id = ${SCHOOL}`)
        : undefined
  if (!target || (actor.role !== 'superuser' && !SCHOOL_PEOPLE.includes(target.role)))
    throw new AppError('NOT_FOUND', { message: `No user with id ${userId}` })
}

/** GET users/{id}/devices. */
export async function listUserDevices({
  payload,
  req,
  actor,
  userId,
  page,
}: {
  payload: Payload
  req: PayloadRequest
  actor: AuthUser
  userId: number
  page: Page
}) {
  await assertManages(payload, req, actor, userId)
  return listDevices(payload, req, { user: { equals: userId } }, actor.session.deviceId, page)
}

/**
 * DELETE users/{id}/devices and users/{id}/devices/{deviceId}. A removed device no longer skips the second
 * factor, and the sessions signed in on it end (a device is removed because it was lost or is no longer
 * the user's), except the caller's own session.
 */
export async function removeUserDevices({
  payload,
  req,
  actor,
  userId,
  deviceId,
}: {
  payload: Payload
  req: PayloadRequest
  actor: AuthUser
  userId: number
  deviceId?: number
}) {
  await assertManages(payload, req, actor, userId)
  const where: Where = { and: [{ user: { equals: userId } }, ...(deviceId !== undefined ? [{ id: { equals: deviceId } }] : [])] }
  const { docs } = await payload.find({ collection: 'devices', where, limit: 0, pagination: false, depth: 0, req, overrideAccess: true }) // checked above
  if (deviceId !== undefined && docs.length === 0) throw new AppError('NOT_FOUND', { message: `User ${userId} has no device ${deviceId}` })
  const ids = docs.map((d) => Number(d.id))
  if (ids.length) {
    await payload.delete({
      collection: 'sessions',
      where: { and: [{ device: { in: ids } }, { id: { not_equals: actor.session.id } }] },
      req,
      overrideAccess: true, // the sessions on devices the caller may remove (checked above)
    })
    await payload.delete({ collection: 'devices', where: { id: { in: ids } }, req, overrideAccess: true }) // checked above
  }
  return { removed: ids.length }
}

/** GET users/me/school/teachers/devices: the trusted devices of the caller's school's staff, with whose each is. */
export async function listSchoolTeachersDevices({
  payload,
  req,
  actor,
  page,
}: {
  payload: Payload
  req: PayloadRequest
  actor: AuthUser
  page: Page
}) {
  if (!actor.school) throw new AppError('NOT_FOUND', { message: 'You are not linked to a school' })
  const where: Where = { and: [{ 'user.school': { equals: actor.school.id } }, { 'user.role': { in: ['teacher', 'school_admin'] } }] }
  return listDevices(payload, req, where, actor.session.deviceId, page, true)
}
