import { z } from 'zod'
import { input } from '../../lib/api/define-endpoint'
import * as ids from '../../lib/api/ids'

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
