import { z } from 'zod'
import { authenticated } from '../../access'
import { defineEndpoint, input, json } from '../../lib/api/define-endpoint'
import { EMAIL_SENT_HEADER } from '../../lib/auth/account-common'
import { ZEmail, ZLocale, ZName, ZNewPassword, ZUsername } from '../../lib/auth/account-fields'
import { updateProfile } from '../../lib/auth/account-profile'

export const ZProfileUpdate = input({
  name: ZName.optional(),
  username: ZUsername.optional(),
  email: ZEmail.optional(),
  password: ZNewPassword.optional(),
  locale: ZLocale.optional(),
}).refine((value) => Object.values(value).some((v) => v !== undefined), { message: 'Give at least one detail to change' })
export type TProfileUpdate = z.infer<typeof ZProfileUpdate>

/**
 * PUT users/me {name?, username?, email?, password?, locale?}: answers `{ user, pendingEmail }`.
 * Changing the username, email or password needs the password checked in the last 10 minutes (403
 * `Password requires reverification`), so that is checked per field in the operation rather than for the
 * whole call. A new email is not used yet: it is sent a link (`X-Email-Sent: email_change_verification`)
 * and `pendingEmail` names it. A new password signs out every other session.
 */
export const updateMe = defineEndpoint({
  id: 'account.update',
  method: 'put',
  path: 'users/me',
  access: authenticated,
  body: ZProfileUpdate,
  handler: async ({ payload, req, user, body }) => {
    const { body: answer, emailSent } = await updateProfile({ payload, req, user, changes: body })
    return json(answer, { headers: emailSent ? { [EMAIL_SENT_HEADER]: emailSent } : {} })
  },
})
