import { z } from 'zod'
import { authenticated } from '../../access'
import { defineEndpoint, input, passwordRecentlyVerified, REVERIFY_WINDOW_MS } from '../../lib/api/define-endpoint'
import { AppError } from '../../lib/api/errors'
import { verifyPassword } from '../../lib/auth/passwords'
import { accountKey, clearThrottle, reserveAttempt } from '../../lib/auth/throttle'
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
  handler: async ({ payload, user, body }) => {
    const db = (payload.db as any).pool
    const key = accountKey(user.id)
    // Taken before the check, atomically, as at sign-in: parallel guesses check no more passwords.
    const attemptsRemaining = await reserveAttempt(payload, key)
    const { rows } = await db.query('SELECT password_hash FROM users WHERE id = $1 AND deleted_at IS NULL', [user.id])
    if (!(await verifyPassword(rows[0]?.password_hash, body.password))) {
      throw new AppError('INVALID_DATA', { fields: [{ path: 'password', message: 'That password is not right' }], attemptsRemaining })
    }
    await clearThrottle(payload, key)
    const { rows: updated } = await db.query(
      'UPDATE sessions SET password_verified_at = now() WHERE id = $1 RETURNING password_verified_at',
      [user.session.id],
    )
    const verifiedAt = new Date(updated[0].password_verified_at)
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
