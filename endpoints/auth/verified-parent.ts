import { anyone } from '../../access'
import { defineEndpoint, input, json } from '../../lib/api/define-endpoint'
import { ZKey } from '../../lib/auth/account-fields'
import { verifyParent } from '../../lib/auth/registration-parent-learner'

/**
 * POST auth/verified-parent {verify_token}: the key from the parent's email. Confirms the parent-learner
 * registration (creating the parent and learner accounts, or linking an adopted learner) and answers the
 * parent signed in: `{ token, expiresAt, user, learner: { id, name, username } }`.
 */
export const verifiedParent = defineEndpoint({
  id: 'auth.verified_parent',
  method: 'post',
  path: 'auth/verified-parent',
  access: anyone,
  body: input({ verify_token: ZKey }),
  // The accounts are committed before the session is started.
  transaction: false,
  handler: async ({ payload, req, body }) => {
    const { body: answer, cookie, learner } = await verifyParent({ payload, req, verifyToken: body.verify_token })
    return json({ ...answer, learner }, { headers: { 'Set-Cookie': cookie } })
  },
})
