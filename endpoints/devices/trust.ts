import { authenticated } from '../../access'
import { defineEndpoint, json } from '../../lib/api/define-endpoint'
import { trustCurrentDevice } from '../../lib/auth/trusted-devices'
import { ZTrustDeviceRequest, ZTrustedDevice } from './devices.schema'
import { RECENT_PASSWORD } from '../auth/auth.schema'

/**
 * POST users/me/devices {name?}: trusts the device this request comes from. Trusting weakens a second factor,
 * so it needs a recently checked password.
 */
export const trustDevice = defineEndpoint({
  id: 'devices.me.trust',
  method: 'post',
  path: 'users/me/devices',
  access: authenticated,
  recentPassword: true,
  body: ZTrustDeviceRequest,
  response: {
    status: 201,
    schema: ZTrustedDevice,
    description: 'Trusted by this call; 200 with the same body without `deviceToken` when it already was',
  },
  description: `Trusts the device this request comes from, so signing in on it skips the second factor: 201 with \`deviceToken\` and the \`_inkwell_device_\` cookie, or 200 without them when the request already presents this user’s trusted device (a \`name\` given renames it). Trusting weakens a second factor: ${RECENT_PASSWORD}`,
  handler: async ({ payload, req, user, body }) => {
    const { created, body: answer, cookie } = await trustCurrentDevice({ payload, req, user, name: body?.name })
    return json(answer, { status: created ? 201 : 200, headers: cookie ? { 'Set-Cookie': cookie } : {} })
  },
})
