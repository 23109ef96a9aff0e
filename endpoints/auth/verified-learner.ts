import { anyone } from '../../access'
import { defineEndpoint, input, json } from '../../lib/api/define-endpoint'
import { ZKey } from '../../lib/auth/account-fields'
import { verifyLearner } from '../../lib/auth/registration-parent-learner'
import { ZSignedIn } from './auth.schema'

/** POST auth/verified-learner {verify_token}: the registering device signs the new learner in with the registration token. */
export const verifiedLearner = defineEndpoint({
  id: 'auth.verified_learner',
  method: 'post',
  path: 'auth/verified-learner',
  access: anyone,
  body: input({ verify_token: ZKey }),
  transaction: false,
  response: ZSignedIn,
  description:
    'The registering device, holding the parent-learner registration token, signs the new learner in once the parent has confirmed by email, and gets the session cookie. Works once; 409 while the parent has not confirmed; 404 once used, cancelled or expired.',
  handler: async ({ payload, req, body }) => {
    const { body: answer, cookie } = await verifyLearner({ payload, req, verifyToken: body.verify_token })
    return json(answer, { headers: { 'Set-Cookie': cookie } })
  },
})
