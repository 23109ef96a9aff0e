import { anyone } from '../../access'
import { created, defineEndpoint } from '../../lib/api/define-endpoint'
import { registerLearner as registerLearnerAccount } from '../../lib/auth/account-registration'
import { ZSignedIn } from '../auth/auth.schema'
import { ZRegisterLearnerRequest } from './register.schema'

/** POST users/learner {name, username, password, locale?}: a learner account that signs in with its username. */
export const registerLearner = defineEndpoint({
  id: 'account.register_learner',
  method: 'post',
  path: 'users/learner',
  access: anyone,
  body: ZRegisterLearnerRequest,
  response: { status: 201, schema: ZSignedIn },
  description:
    'A learner registers with a username (no email is asked for) and answers signed in, with the session cookie. The username is stored lower-case; one already in use is 409 naming only the field. Children whose parent should consent register through `PUT users/parent-learner` instead.',
  transaction: false,
  handler: async ({ payload, req, body }) => {
    const { body: answer, cookie } = await registerLearnerAccount({ payload, req, details: body })
    return created(answer, { 'Set-Cookie': cookie })
  },
})
