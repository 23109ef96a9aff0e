import { signingIn } from '../../access'
import { defineEndpoint } from '../../lib/api/define-endpoint'
import { clearedSessionCookie, revokeSession } from '../../lib/auth/sessions'

/**
 * DELETE auth: signs out by revoking the session server-side, so the token stops working at once.
 * The catalogue has no sign-out call; this is its natural home beside POST auth.
 */
export const logout = defineEndpoint({
  method: 'delete',
  path: 'auth',
  access: signingIn,
  handler: async ({ payload, req, user }) => {
    await revokeSession(payload, req, user.session.id)
    return new Response(null, { status: 204, headers: { 'Set-Cookie': clearedSessionCookie() } })
  },
})
