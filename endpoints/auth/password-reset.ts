import { z } from 'zod'
import { anyone } from '../../access'
import { defineEndpoint, input, json } from '../../lib/api/define-endpoint'
import { ZKey, ZNewPassword } from '../../lib/auth/account-fields'
import { checkResetToken, RESET_TTL_MS, resetPassword } from '../../lib/auth/account-password-reset'
import { ZResetLinkCheck, ZSignedIn } from './auth.schema'

const ZResetParams = z.object({ token: ZKey })

/** GET users/me/passwordreset/{token}: whether the emailed link still works, without using it up. */
export const passwordResetCheck = defineEndpoint({
  id: 'auth.passwordreset.check',
  method: 'get',
  path: 'users/me/passwordreset/{token}',
  access: anyone,
  params: ZResetParams,
  response: ZResetLinkCheck,
  description: `Whether the emailed reset link still works (it works once, for ${RESET_TTL_MS / 60_000} minutes), so the page can say so before a password is typed.`,
  handler: ({ payload, req, params }) => checkResetToken({ payload, req, token: params.token }),
})

/** POST users/me/passwordreset/{token} {password}: sets the password and signs in. */
export const passwordResetSet = defineEndpoint({
  id: 'auth.passwordreset.set',
  method: 'post',
  path: 'users/me/passwordreset/{token}',
  access: anyone,
  params: ZResetParams,
  body: input({ password: ZNewPassword }),
  // The reset is committed before the new session is started.
  transaction: false,
  response: ZSignedIn,
  description:
    'Sets a new password (the password policy of the account’s role; a refused password is 422 and leaves the link usable), signs out every session of the account, lifts a sign-in lockout, and answers signed in with the session cookie. The link then stops working (404 for a used, unknown or expired one). A second factor is still asked for (`mfaRequired`).',
  handler: async ({ payload, req, params, body }) => {
    const { body: answer, cookie } = await resetPassword({ payload, req, token: params.token, password: body.password })
    return json(answer, { headers: { 'Set-Cookie': cookie } })
  },
})
