import { z } from 'zod'
import { anyone, teacher } from '../../access'
import { created, defineEndpoint, input, json } from '../../lib/api/define-endpoint'
import { acceptTeacherInvite, inviteTeacher } from '../../lib/school/teachers'
import { ZSignedIn } from '../auth/auth.schema'
import { ZName, ZTime } from '../school/common.schema'
import { ZEmail } from './teachers.schema'

/** POST users/me/school/teachers/invite {email}: 201 `{ invited, expiresAt }`; the email carries a one-time code and a link (7 days). */
export const teachersInvite = defineEndpoint({
  id: 'teachers.invite',
  method: 'post',
  path: 'users/me/school/teachers/invite',
  access: teacher,
  body: input({ email: ZEmail }),
  example: { body: { email: 'new.teacher@example.test' } },
  description:
    'Emails an invitation to join the school: a one-time code and a link (`…/console/invite?code=…`), valid for 7 days. Someone who already works at the school is 409.',
  response: {
    status: 201,
    schema: z.object({
      invited: z.string().describe('The address invited, lower case'),
      expiresAt: ZTime.describe('When the invitation stops working'),
    }),
  },
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
  description: [
    'Accepts an invitation (used once; an unknown or used code is 404) and signs in, answering as POST auth does and setting the session cookie.',
    'Someone new gets a teacher account with this password (and `name`), their email already verified. Someone with a staff account under the invited email gives its password (wrong: 401 with `attemptsRemaining`, throttled as sign-in) and joins the school as a teacher too, managing it from now on.',
  ].join('\n\n'),
  response: ZSignedIn,
  handler: async ({ payload, req, body }) => {
    const { body: answer, cookie } = await acceptTeacherInvite(payload, req, body)
    return json(answer, { headers: { 'Set-Cookie': cookie } })
  },
})
