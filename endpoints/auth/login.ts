import { anyone } from '../../access'
import { defineEndpoint, json } from '../../lib/api/define-endpoint'
import { signInWithPassword } from '../../lib/auth/sign-in'
import { ZLoginRequest } from './login.schema'

/** POST auth {username, password}: staff, parents and learners sign in with a username or email. */
export const login = defineEndpoint({
  id: 'auth.login',
  method: 'post',
  path: 'auth',
  access: anyone,
  body: ZLoginRequest,
  transaction: false,
  handler: async ({ payload, req, body }) => {
    const { body: answer, cookie } = await signInWithPassword({ payload, req, ...body })
    return json(answer, { headers: { 'Set-Cookie': cookie } })
  },
})
