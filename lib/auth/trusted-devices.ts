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
import { trustDevice, trustedDeviceOf } from './devices'
import type { AuthUser } from './types'

export type DeviceView = { id: number; name: string | null; createdAt: string; lastUsedAt: string | null; current: boolean }
export type Page = { page?: number; limit?: number }

const toView = (doc: any, currentDeviceId: number | null): DeviceView => ({
  id: doc.id,
  name: doc.name ?? null,
  createdAt: doc.createdAt,
  lastUsedAt: doc.lastUsedAt ?? null,
  current: doc.id === currentDeviceId,
})

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
    docs: result.docs.map((doc: any) => ({
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
    body: { device: toView(doc, id), ...(issued ? { deviceToken: issued.token } : {}) },
    cookie: issued?.cookie ?? null,
  }
}

/** GET users/me/devices. */
export const listOwnDevices = ({ payload, req, user, page }: { payload: Payload; req: PayloadRequest; user: AuthUser; page: Page }) =>
  listDevices(payload, req, { user: { equals: user.id } }, user.session.deviceId, page)

const SCHOOL_PEOPLE = ['teacher', 'school_admin', 'pupil']

/** The user whose devices `actor` wants to see or remove, if they may; 404 otherwise. */
async function managedUser(payload: Payload, actor: AuthUser, userId: number) {
  const { rows } = await (payload.db as any).pool.query('SELECT id, role, school_id FROM users WHERE id = $1', [userId])
  const target = rows[0]
  const allowed =
    target &&
    (actor.role === 'superuser' ||
      (actor.role === 'school_admin' &&
        actor.school !== null &&
        target.school_id === actor.school.id &&
        SCHOOL_PEOPLE.includes(target.role)))
  if (!allowed) throw new AppError('NOT_FOUND', { message: `No user with id ${userId}` })
  return target as { id: number }
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
  await managedUser(payload, actor, userId)
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
  await managedUser(payload, actor, userId)
  const where: Where = { and: [{ user: { equals: userId } }, ...(deviceId !== undefined ? [{ id: { equals: deviceId } }] : [])] }
  const { docs } = await payload.find({ collection: 'devices', where, limit: 0, pagination: false, depth: 0, req, overrideAccess: true }) // checked above
  if (deviceId !== undefined && docs.length === 0) throw new AppError('NOT_FOUND', { message: `User ${userId} has no device ${deviceId}` })
  const ids = docs.map((d: any) => d.id as number)
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
