import { z } from 'zod'
import { authenticated } from '../../access'
import { defineEndpoint, input, json } from '../../lib/api/define-endpoint'
import { EMAIL_SENT_HEADER } from '../../lib/auth/account-common'
import { ZEmail, ZLocale, ZName, ZNewPassword, ZUsername } from '../../lib/auth/account-fields'
import { updateProfile } from '../../lib/auth/account-profile'
import { ZProfileUpdated } from './account.schema'
import { RECENT_PASSWORD } from '../auth/auth.schema'

export const ZProfileUpdate = input({
  name: ZName.optional(),
  username: ZUsername.optional(),
  email: ZEmail.optional(),
  password: ZNewPassword.optional(),
  locale: ZLocale.optional(),
}).refine((value) => Object.values(value).some((v) => v !== undefined), { message: 'Give at least one detail to change' })
export type TProfileUpdate = z.infer<typeof ZProfileUpdate>

/**
 * PUT users/me {name?, username?, email?, password?, locale?}. Only the username, email and password need a
 * recently checked password, so that is checked per field in the operation rather than for the whole call.
 */
export const updateMe = defineEndpoint({
  id: 'account.update',
  method: 'put',
  path: 'users/me',
  access: authenticated,
  body: ZProfileUpdate,
  response: ZProfileUpdated,
  description: `Changes the caller’s own details; values equal to the current ones are no change. Pupils may change only their locale (their school manages the rest; 403), and anonymous accounts no username, email or password (upgrade them instead; 403). A new username, email or password: ${RECENT_PASSWORD} A new password signs out every other session. A new email is not used yet: it is sent a link (\`X-Email-Sent: email_change_verification\`) and \`pendingEmail\` names it; see \`users/me/email-change/…\`. Emails and usernames already in use are 409.`,
  handler: async ({ payload, req, user, body }) => {
    const { body: answer, emailSent } = await updateProfile({ payload, req, user, changes: body })
    return json(answer, { headers: emailSent ? { [EMAIL_SENT_HEADER]: emailSent } : {} })
  },
})
