import { schoolAdmin } from '../../access'
import { defineEndpoint } from '../../lib/api/define-endpoint'
import { removeUserDevices } from '../../lib/auth/trusted-devices'
import { ZDevicesRemoved, ZNoBody, ZUserDevicesParams } from './devices.schema'

/** DELETE users/{id}/devices: every trusted device of the user. */
export const removeAll = defineEndpoint({
  id: 'devices.user.remove_all',
  method: 'delete',
  path: 'users/{id}/devices',
  access: schoolAdmin,
  body: ZNoBody,
  params: ZUserDevicesParams,
  response: ZDevicesRemoved,
  description:
    'None of the user’s devices skips the second factor any more, and the sessions signed in on them end (except the caller’s own). Whose devices a school admin may remove: as `GET users/{id}/devices` (anyone else is 404).',
  handler: ({ payload, req, user, params }) => removeUserDevices({ payload, req, actor: user, userId: params.id }),
})
