import { z } from 'zod'
import { anyone } from '../../access'
import { defineEndpoint, input, json } from '../../lib/api/define-endpoint'
import { ZKey, ZNewPassword } from '../../lib/auth/account-fields'
import { checkResetToken, resetPassword } from '../../lib/auth/account-password-reset'

const ZResetParams = z.object({ token: ZKey })

/** GET users/me/passwordreset/{token}: `{ valid: true, expiresAt }` while the emailed link still works, else `{ valid: false }`. */
export const passwordResetCheck = defineEndpoint({
  id: 'auth.passwordreset.check',
  method: 'get',
  path: 'users/me/passwordreset/{token}',
  access: anyone,
  params: ZResetParams,
  handler: ({ payload, req, params }) => checkResetToken({ payload, req, token: params.token }),
})

/**
 * POST users/me/passwordreset/{token} {password}: sets the password (the policy for the account's role),
 * signs out every session, lifts a sign-in lockout and answers signed in like POST auth. The link works
 * once; a password the policy refuses is a 422 and leaves the link usable.
 */
export const passwordResetSet = defineEndpoint({
  id: 'auth.passwordreset.set',
  method: 'post',
  path: 'users/me/passwordreset/{token}',
  access: anyone,
  params: ZResetParams,
  body: input({ password: ZNewPassword }),
  // The reset is committed before the new session is started.
  transaction: false,
  handler: async ({ payload, req, params, body }) => {
    const { body: answer, cookie } = await resetPassword({ payload, req, token: params.token, password: body.password })
    return json(answer, { headers: { 'Set-Cookie': cookie } })
  },
})
