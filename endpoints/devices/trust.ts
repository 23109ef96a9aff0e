import { authenticated } from '../../access'
import { defineEndpoint, json } from '../../lib/api/define-endpoint'
import { trustCurrentDevice } from '../../lib/auth/trusted-devices'
import { ZTrustDeviceRequest } from './devices.schema'

/**
 * POST users/me/devices {name?}: trusts the device this request comes from, so signing in on it skips the
 * second factor. Trusting weakens a second factor, so it needs a recently checked password. Answers
 * 201 `{ device, deviceToken }` with the `_inkwell_device_` cookie, or 200 `{ device }` when the request
 * already presents this user's trusted device.
 */
export const trustDevice = defineEndpoint({
  id: 'devices.me.trust',
  method: 'post',
  path: 'users/me/devices',
  access: authenticated,
  recentPassword: true,
  body: ZTrustDeviceRequest,
  handler: async ({ payload, req, user, body }) => {
    const { created, body: answer, cookie } = await trustCurrentDevice({ payload, req, user, name: body?.name })
    return json(answer, { status: created ? 201 : 200, headers: cookie ? { 'Set-Cookie': cookie } : {} })
  },
})
