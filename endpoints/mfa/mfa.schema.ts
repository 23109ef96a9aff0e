import { z } from 'zod'
import { input } from '../../lib/api/define-endpoint'
import { DEVICE_LIFETIME_MS } from '../../lib/auth/devices'
import { FREE_ATTEMPTS, LOCK_AFTER, MAX_BACKOFF_MS } from '../../lib/auth/throttle'
import { ZUserAnswer } from '../auth/auth.schema'
import { ZCount } from '../school/common.schema'

const trust = z.boolean({ message: 'Must be true or false' }).optional().default(false)

/** POST users/me/mfa/authenticator: the current code from the authenticator app. */
export const ZConfirmAuthenticatorRequest = input({
  code: z
    .string({ message: 'Enter the 6-digit code from your authenticator app' })
    .trim()
    .regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app'),
})
export type TConfirmAuthenticatorRequest = z.infer<typeof ZConfirmAuthenticatorRequest>

/** POST users/me/verify: `key` is the six-digit code from the sign-in email. */
export const ZVerifyEmailCodeRequest = input({
  key: z
    .string({ message: 'Enter the 6-digit code from the email' })
    .trim()
    .regex(/^\d{6}$/, 'Enter the 6-digit code from the email'),
  trust,
})
export type TVerifyEmailCodeRequest = z.infer<typeof ZVerifyEmailCodeRequest>

/** POST users/me/verify-link: `key` is the key of the link in the sign-in email. */
export const ZVerifyEmailLinkRequest = input({
  key: z.string({ message: 'The link has no key' }).trim().min(1, 'The link has no key').max(200, 'That is not a sign-in link key'),
  trust,
})
export type TVerifyEmailLinkRequest = z.infer<typeof ZVerifyEmailLinkRequest>

const AUTHENTICATOR_OR_BACKUP = 'Enter the 6-digit code from your authenticator app, or a backup code'

/** POST users/me/verify-authenticator: a code from the app (6 digits) or a backup code (`ABCDE-FGHJK`). */
export const ZVerifyAuthenticatorRequest = input({
  code: z
    .string({ message: AUTHENTICATOR_OR_BACKUP })
    .trim()
    .refine(
      (code) => /^\d{6}$/.test(code.replace(/\s/g, '')) || /^[A-Za-z0-9]{10}$/.test(code.replace(/[\s-]/g, '')),
      AUTHENTICATOR_OR_BACKUP,
    ),
  trust,
})
export type TVerifyAuthenticatorRequest = z.infer<typeof ZVerifyAuthenticatorRequest>

/** Calls that take no body refuse one with fields in it: a client sending `{ enabled: false }` should hear it was not understood. */
export const ZNoBody = input({}).optional()

/** Which second factors an account has on. */
export const ZMfaStatus = z.object({
  email: z.boolean().describe('Sign-in asks for a code emailed to the account’s address'),
  authenticator: z.boolean().describe('Sign-in asks for a code from an authenticator app (or a backup code)'),
  backupCodesRemaining: ZCount.describe('Unused backup codes (0 without an authenticator)'),
})

/** `{ mfa }`: the account's second factors after a change. */
export const ZMfaAnswer = z.object({ mfa: ZMfaStatus })

/** New backup codes, answered this once (only their hashes are kept). */
export const ZBackupCodes = ZMfaAnswer.extend({
  backupCodes: z.array(z.string().describe('`ABCDE-FGHJK`')).describe('Ten single-use codes; the earlier ones no longer work'),
})

/** GET users/me/mfa/authenticator. */
export const ZAuthenticatorSetup = z.object({
  secret: z.string().describe('The TOTP secret in base32, to type into the app'),
  otpauthUri: z.string().describe('The `otpauth://totp/…` URI of the secret'),
  qrCode: z.string().describe('The URI as a QR code: a PNG `data:` URL'),
})

/** A device trusted with the second factor given: its token for clients without cookies. */
export const ZDeviceToken = z
  .string()
  .describe(
    `The trusted device’s token (also set as the HttpOnly \`_inkwell_device_\` cookie, ${DEVICE_LIFETIME_MS / 86_400_000} days): clients without cookies send it as \`X-Device-Token\` when signing in`,
  )

/** The second factor given: the session is signed in. */
export const ZSecondFactorGiven = ZUserAnswer.extend({
  deviceToken: ZDeviceToken.optional().describe('With `trust`: the device now skips the second factor'),
})

/** Giving the second factor: what a caller should know beyond each call's own description. */
export const SECOND_FACTOR_RULES = `A session that signed in owing a second factor (\`mfaRequired\`) may only give it or sign out; other sessions are 409. With \`trust\` the device skips the second factor from now on: the answer carries \`deviceToken\` and the \`_inkwell_device_\` cookie is set. Wrong codes are 422 with \`attemptsRemaining\`; after ${FREE_ATTEMPTS}, each try waits 1 s, 2 s … up to ${MAX_BACKOFF_MS / 60_000} minutes (429), and after ${LOCK_AFTER} in a row support must reset the factor.`
