import { signingIn } from '../../access'
import { defineEndpoint, json } from '../../lib/api/define-endpoint'
import { clearedSessionCookie, revokeSession } from '../../lib/auth/sessions'

const signedOut = { 'Set-Cookie': clearedSessionCookie() }

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
    return new Response(null, { status: 204, headers: signedOut })
  },
})

/**
 * POST users/logout: the address Payload's admin signs out at. It signs out of Inkwell as DELETE auth does
 * (Payload's own answer ended nothing: the session stayed valid). Outside the catalogue.
 */
export const adminLogout = defineEndpoint({
  method: 'post',
  path: 'users/logout',
  access: signingIn,
  handler: async ({ payload, req, user }) => {
    await revokeSession(payload, req, user.session.id)
    return json({ message: 'Signed out' }, { headers: signedOut })
  },
})
