import { anyone } from '../../access'
import { defineEndpoint, input, json } from '../../lib/api/define-endpoint'
import { ZKey } from '../../lib/auth/account-fields'
import { verifyParent } from '../../lib/auth/registration-parent-learner'
import { ZRegistrationLearner } from '../account/parent-learner.schema'
import { ZSignedIn } from './auth.schema'

/** POST auth/verified-parent {verify_token}: the key from the parent's email confirms the parent-learner registration. */
export const verifiedParent = defineEndpoint({
  id: 'auth.verified_parent',
  method: 'post',
  path: 'auth/verified-parent',
  access: anyone,
  body: input({ verify_token: ZKey }),
  response: ZSignedIn.extend({ learner: ZRegistrationLearner }),
  description:
    'The parent opens the link from the email (its key is `verify_token`): the registration is confirmed (the parent and learner accounts are created, or an adopted learner is linked to the parent) and the parent is signed in, with the session cookie. `learner` is the child’s account. An unknown, used, cancelled or expired key is 404.',
  // The accounts are committed before the session is started.
  transaction: false,
  handler: async ({ payload, req, body }) => {
    const { body: answer, cookie, learner } = await verifyParent({ payload, req, verifyToken: body.verify_token })
    return json({ ...answer, learner }, { headers: { 'Set-Cookie': cookie } })
  },
})
