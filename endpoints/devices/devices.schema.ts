import { z } from 'zod'
import { input } from '../../lib/api/define-endpoint'
import * as ids from '../../lib/api/ids'
import { ZDeviceToken } from '../mfa/mfa.schema'
import { collectionPageOf, ZCount, ZId, ZTime } from '../school/common.schema'

/** `?page=&limit=` of the device lists (Payload's list shape). */
export const ZDeviceListQuery = input({
  page: z.coerce.number({ message: 'Must be a page number' }).int('Must be a page number').positive('Must be a page number').optional(),
  limit: z.coerce
    .number({ message: 'Must be a number from 1 to 100' })
    .int('Must be a number from 1 to 100')
    .min(1, 'Must be a number from 1 to 100')
    .max(100, 'Must be a number from 1 to 100')
    .optional(),
})
export type TDeviceListQuery = z.infer<typeof ZDeviceListQuery>

export const ZUserDevicesParams = ids.idParams('a user')
export const ZUserDeviceParams = input({ id: ids.idParam('a user'), deviceId: ids.idParam('a device') })

/** POST users/me/devices: optionally a name for the device (else one from the browser's User-Agent). */
export const ZTrustDeviceRequest = input({
  name: z.string({ message: 'Must be text' }).trim().min(1, 'Must not be empty').max(80, 'At most 80 characters').optional(),
}).optional()
export type TTrustDeviceRequest = z.infer<typeof ZTrustDeviceRequest>

export { ZNoBody } from '../mfa/mfa.schema'

/** A trusted device: signing in on it skips the second factor. */
export const ZDevice = z.object({
  id: ZId,
  name: z.string().nullable().describe('Given when trusting it, or worked out from the browser’s User-Agent'),
  createdAt: ZTime.describe('When it was trusted'),
  lastUsedAt: ZTime.nullable().describe('When a sign-in last skipped the second factor on it'),
  current: z.boolean().describe('The device this request comes from'),
})

export const ZDevicePage = collectionPageOf(ZDevice)

/** GET users/me/school/teachers/devices: each device with whose it is. */
export const ZStaffDevicePage = collectionPageOf(
  ZDevice.extend({
    user: z.object({ id: ZId, name: z.string().nullable(), username: z.string().nullable(), role: z.enum(['teacher', 'school_admin']) }),
  }),
)

/** POST users/me/devices. */
export const ZTrustedDevice = z.object({
  device: ZDevice,
  deviceToken: ZDeviceToken.optional().describe('Only when the device was trusted by this call (201)'),
})

/** What removing devices answers. */
export const ZDevicesRemoved = z.object({ removed: ZCount.describe('Devices removed') })

/** The device lists: what a caller should know beyond the schema. */
export const DEVICE_LIST = 'Newest use first, in Payload’s list shape (`page`, `limit` up to 100, default 50).'
