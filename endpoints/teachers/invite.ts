import { z } from 'zod'
import { anyone, teacher } from '../../access'
import { created, defineEndpoint, input, json } from '../../lib/api/define-endpoint'
import { acceptTeacherInvite, inviteTeacher } from '../../lib/school/teachers'
import { ZName } from '../school/common.schema'
import { ZEmail } from './teachers.schema'

/** POST users/me/school/teachers/invite {email}: 201 `{ invited, expiresAt }`; the email carries a one-time code and a link (7 days). */
export const teachersInvite = defineEndpoint({
  id: 'teachers.invite',
  method: 'post',
  path: 'users/me/school/teachers/invite',
  access: teacher,
  body: input({ email: ZEmail }),
  example: { body: { email: 'new.teacher@example.test' } },
  handler: async ({ payload, req, user, body }) => created(await inviteTeacher({ payload, req, user }, body.email)),
})

/**
 * POST users/teacherinvite {code, password, name?}: accepts an invitation and signs in, answering as POST
 * auth does (`{ token, expiresAt, user }` and the cookie). New people choose their password here; people
 * with a teacher account already give its password.
 */
export const teachersAcceptInvite = defineEndpoint({
  id: 'teachers.accept_invite',
  method: 'post',
  path: 'users/teacherinvite',
  access: anyone,
  transaction: false,
  body: input({
    code: z.string().trim().min(1, 'Enter the invitation code').max(200),
    password: z.string().min(1, 'Enter a password').max(256),
    name: ZName().optional(),
  }),
  example: { body: { code: 'not-a-real-invitation-code', password: 'a long teacher passphrase' } },
  handler: async ({ payload, req, body }) => {
    const { body: answer, cookie } = await acceptTeacherInvite(payload, req, body)
    return json(answer, { headers: { 'Set-Cookie': cookie } })
  },
})
