import { authenticated } from '../../access'
import { defineEndpoint } from '../../lib/api/define-endpoint'
import { listOwnDevices } from '../../lib/auth/trusted-devices'
import { ZDeviceListQuery } from './devices.schema'

/** GET users/me/devices: the user's trusted devices, `{ docs: [{ id, name, createdAt, lastUsedAt, current }], totalDocs, … }`. */
export const listOwn = defineEndpoint({
  id: 'devices.me.list',
  method: 'get',
  path: 'users/me/devices',
  access: authenticated,
  query: ZDeviceListQuery,
  handler: ({ payload, req, user, query }) => listOwnDevices({ payload, req, user, page: query }),
})
