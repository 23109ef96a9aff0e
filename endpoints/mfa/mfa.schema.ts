import { z } from 'zod'
import { input } from '../../lib/api/define-endpoint'

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
