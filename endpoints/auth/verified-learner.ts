import { anyone } from '../../access'
import { defineEndpoint, input, json } from '../../lib/api/define-endpoint'
import { ZKey } from '../../lib/auth/account-fields'
import { verifyLearner } from '../../lib/auth/registration-parent-learner'

/**
 * POST auth/verified-learner {verify_token}: the registration token the registering device holds. Once the
 * parent has confirmed, signs the new learner in, once (`{ token, expiresAt, user }`); 409 while the parent
 * has not confirmed, 404 once used, cancelled or expired.
 */
export const verifiedLearner = defineEndpoint({
  id: 'auth.verified_learner',
  method: 'post',
  path: 'auth/verified-learner',
  access: anyone,
  body: input({ verify_token: ZKey }),
  transaction: false,
  handler: async ({ payload, req, body }) => {
    const { body: answer, cookie } = await verifyLearner({ payload, req, verifyToken: body.verify_token })
    return json(answer, { headers: { 'Set-Cookie': cookie } })
  },
})
