import { schoolAdmin } from '../../access'
import { defineEndpoint } from '../../lib/api/define-endpoint'
import { removeUserDevices } from '../../lib/auth/trusted-devices'
import { ZNoBody, ZUserDevicesParams } from './devices.schema'

/**
 * DELETE users/{id}/devices: none of the user's devices skips the second factor any more, and the sessions
 * signed in on them end. Answers `{ removed }`.
 */
export const removeAll = defineEndpoint({
  id: 'devices.user.remove_all',
  method: 'delete',
  path: 'users/{id}/devices',
  access: schoolAdmin,
  body: ZNoBody,
  params: ZUserDevicesParams,
  handler: ({ payload, req, user, params }) => removeUserDevices({ payload, req, actor: user, userId: params.id }),
})
