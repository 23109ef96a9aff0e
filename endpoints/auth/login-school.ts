import { anyone } from '../../access'
import { defineEndpoint, json } from '../../lib/api/define-endpoint'
import { signInToSchool } from '../../lib/auth/sign-in'
import { ZSignedIn } from './auth.schema'
import { ZSchoolLoginRequest } from './login-school.schema'

/** POST auth/school_id {school_id, school_username, password}: pupils, whose usernames are unique within their school. */
export const loginSchool = defineEndpoint({
  id: 'auth.login_school',
  method: 'post',
  path: 'auth/school_id',
  access: anyone,
  body: ZSchoolLoginRequest,
  transaction: false,
  response: ZSignedIn,
  description:
    'Pupils sign in with their school’s id (printed on their login card; not the join code), their school username and password, and get the session cookie. Refusals are those of `POST auth`, counted per account and per school; a school-wide guessing run slows the school’s sign-ins down rather than locking its pupils out. Pupils are never asked for a second factor.',
  handler: async ({ payload, req, body }) => {
    const { body: answer, cookie } = await signInToSchool({
      payload,
      req,
      schoolId: body.school_id,
      schoolUsername: body.school_username,
      password: body.password,
    })
    return json(answer, { headers: { 'Set-Cookie': cookie } })
  },
})
