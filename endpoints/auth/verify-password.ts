import { z } from 'zod'
import { authenticated } from '../../access'
import { defineEndpoint, input, passwordRecentlyVerified, REVERIFY_WINDOW_MS } from '../../lib/api/define-endpoint'
import { reverifyPassword } from '../../lib/auth/password-verification'
import { ZPasswordVerification } from './auth.schema'

/** POST auth/verify-password {password}: the signed-in user proves their password again. */
export const verifyPasswordEndpoint = defineEndpoint({
  id: 'auth.verify_password',
  method: 'post',
  path: 'auth/verify-password',
  access: authenticated,
  body: input({ password: z.string().min(1, 'Enter your password').max(1024) }),
  transaction: false,
  response: ZPasswordVerification,
  description: `The signed-in user types their password again; for the next ${REVERIFY_WINDOW_MS / 60_000} minutes this session may change credentials and second factors (calls that need it answer 403 \`PASSWORD_REVERIFICATION_REQUIRED\` otherwise). A wrong password is 422 with \`attemptsRemaining\`, counted against the same throttle as sign-in.`,
  handler: async ({ payload, req, user, body }) => {
    const verifiedAt = await reverifyPassword({ payload, req, user }, body.password)
    return {
      verified: true,
      verifiedAt: verifiedAt.toISOString(),
      expiresAt: new Date(verifiedAt.getTime() + REVERIFY_WINDOW_MS).toISOString(),
    }
  },
})

/** GET users/me/password-verified: whether this session may change credentials now, and until when. */
export const passwordVerified = defineEndpoint({
  id: 'auth.password_verified',
  method: 'get',
  path: 'users/me/password-verified',
  access: authenticated,
  response: ZPasswordVerification,
  description: 'Whether this session may change credentials and second factors now (its password was checked recently), and until when.',
  handler: ({ user }) => {
    const at = user.session.passwordVerifiedAt ? new Date(user.session.passwordVerifiedAt) : null
    const verified = passwordRecentlyVerified(user)
    return {
      verified,
      verifiedAt: at?.toISOString() ?? null,
      expiresAt: verified && at ? new Date(at.getTime() + REVERIFY_WINDOW_MS).toISOString() : null,
    }
  },
})
