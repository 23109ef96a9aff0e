import { authenticated } from '../../access'
import { defineEndpoint } from '../../lib/api/define-endpoint'
import { listOwnDevices } from '../../lib/auth/trusted-devices'
import { DEVICE_LIST, ZDeviceListQuery, ZDevicePage } from './devices.schema'

/** GET users/me/devices: the user's trusted devices. */
export const listOwn = defineEndpoint({
  id: 'devices.me.list',
  method: 'get',
  path: 'users/me/devices',
  access: authenticated,
  query: ZDeviceListQuery,
  response: ZDevicePage,
  description: `The caller’s trusted devices. ${DEVICE_LIST}`,
  handler: ({ payload, req, user, query }) => listOwnDevices({ payload, req, user, page: query }),
})
