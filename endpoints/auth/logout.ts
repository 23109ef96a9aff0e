import { signingIn } from '../../access'
import { defineEndpoint, json } from '../../lib/api/define-endpoint'
import { clearedSessionCookie, revokeSession } from '../../lib/auth/sessions'
import { ZMessage } from './auth.schema'

const signedOut = { 'Set-Cookie': clearedSessionCookie() }

/**
 * DELETE auth: signs out by revoking the session server-side, so the token stops working at once.
 * The catalogue has no sign-out call; this is its natural home beside POST auth.
 */
export const logout = defineEndpoint({
  method: 'delete',
  path: 'auth',
  access: signingIn,
  response: { status: 204 },
  description:
    'Outside the catalogue. Signs out: the session is revoked in the database, so its token stops working at once, and the session cookie is cleared. A session still owing its second factor may sign out too.',
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
  response: ZMessage,
  description: 'Outside the catalogue: where Payload’s admin signs out. Signs out as `DELETE auth` does, answering `{ message }`.',
  handler: async ({ payload, req, user }) => {
    await revokeSession(payload, req, user.session.id)
    return json({ message: 'Signed out' }, { headers: signedOut })
  },
})
