import { schoolAdmin } from '../../access'
import { defineEndpoint } from '../../lib/api/define-endpoint'
import { removeUserDevices } from '../../lib/auth/trusted-devices'
import { ZNoBody, ZUserDeviceParams } from './devices.schema'

/** DELETE users/{id}/devices/{deviceId}: one device, as DELETE users/{id}/devices does for all. Answers `{ removed: 1 }`. */
export const removeOne = defineEndpoint({
  id: 'devices.user.remove',
  method: 'delete',
  path: 'users/{id}/devices/{deviceId}',
  access: schoolAdmin,
  body: ZNoBody,
  params: ZUserDeviceParams,
  handler: ({ payload, req, user, params }) =>
    removeUserDevices({ payload, req, actor: user, userId: params.id, deviceId: params.deviceId }),
})
