import { schoolAdmin } from '../../access'
import { defineEndpoint } from '../../lib/api/define-endpoint'
import { listUserDevices } from '../../lib/auth/trusted-devices'
import { ZDeviceListQuery, ZUserDevicesParams } from './devices.schema'

/** GET users/{id}/devices: a school admin sees the devices of their school's staff and pupils; superusers anyone's. */
export const listUser = defineEndpoint({
  id: 'devices.user.list',
  method: 'get',
  path: 'users/{id}/devices',
  access: schoolAdmin,
  params: ZUserDevicesParams,
  query: ZDeviceListQuery,
  handler: ({ payload, req, user, params, query }) => listUserDevices({ payload, req, actor: user, userId: params.id, page: query }),
})
