import { anyone } from '../../access'
import { created, defineEndpoint } from '../../lib/api/define-endpoint'
import { registerLearner as registerLearnerAccount } from '../../lib/auth/account-registration'
import { ZRegisterLearnerRequest } from './register.schema'

/**
 * POST users/learner {name, username, password, locale?}: a learner account that signs in with its
 * username; answers 201 signed in. Children whose parent should consent register through
 * users/parent-learner instead.
 */
export const registerLearner = defineEndpoint({
  id: 'account.register_learner',
  method: 'post',
  path: 'users/learner',
  access: anyone,
  body: ZRegisterLearnerRequest,
  transaction: false,
  handler: async ({ payload, req, body }) => {
    const { body: answer, cookie } = await registerLearnerAccount({ payload, req, details: body })
    return created(answer, { 'Set-Cookie': cookie })
  },
})
