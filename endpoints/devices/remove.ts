import { schoolAdmin } from '../../access'
import { defineEndpoint } from '../../lib/api/define-endpoint'
import { removeUserDevices } from '../../lib/auth/trusted-devices'
import { ZDevicesRemoved, ZNoBody, ZUserDeviceParams } from './devices.schema'

/** DELETE users/{id}/devices/{deviceId}: one device, as DELETE users/{id}/devices does for all. */
export const removeOne = defineEndpoint({
  id: 'devices.user.remove',
  method: 'delete',
  path: 'users/{id}/devices/{deviceId}',
  access: schoolAdmin,
  body: ZNoBody,
  params: ZUserDeviceParams,
  response: ZDevicesRemoved,
  description: 'One device, as `DELETE users/{id}/devices` does for all (`removed` is 1); a device that is not that user’s is 404.',
  handler: ({ payload, req, user, params }) =>
    removeUserDevices({ payload, req, actor: user, userId: params.id, deviceId: params.deviceId }),
})
