import { schoolAdmin } from '../../access'
import { defineEndpoint } from '../../lib/api/define-endpoint'
import { listUserDevices } from '../../lib/auth/trusted-devices'
import { DEVICE_LIST, ZDeviceListQuery, ZDevicePage, ZUserDevicesParams } from './devices.schema'

/** GET users/{id}/devices: a school admin sees the devices of their school's staff and pupils; superusers anyone's. */
export const listUser = defineEndpoint({
  id: 'devices.user.list',
  method: 'get',
  path: 'users/{id}/devices',
  access: schoolAdmin,
  params: ZUserDevicesParams,
  query: ZDeviceListQuery,
  response: ZDevicePage,
  description: `A user’s trusted devices: a school admin sees those of their own school’s staff and pupils (anyone else is 404, as for no user); superusers anyone’s. \`current\` marks the caller’s own device. ${DEVICE_LIST}`,
  handler: ({ payload, req, user, params, query }) => listUserDevices({ payload, req, actor: user, userId: params.id, page: query }),
})
