/** Authenticator codes (RFC 6238 TOTP: SHA-1, 6 digits, 30 s) through otplib; nothing else imports it. */
import { generateSecret, generateSync, generateURI, verifySync } from 'otplib'

export const TOTP_PERIOD_SECONDS = 30

export const newTotpSecret = () => generateSecret()

export const totpUri = (secret: string, accountName: string) => generateURI({ issuer: 'Inkwell', label: accountName, secret })

/** The code for a moment (tests and tools). */
export const totpCode = (secret: string, at = Date.now()) => generateSync({ secret, epoch: Math.floor(at / 1000) })

/**
 * Checks a code within one step of clock drift. Answers the time step it matched so the caller can refuse
 * a code whose step is not later than the last one used (each code works once).
 */
export function matchTotp(secret: string, code: string, at = Date.now()): number | null {
  if (!/^\d{6}$/.test(code)) return null
  const epoch = Math.floor(at / 1000)
  const result = verifySync({ secret, token: code, epoch, epochTolerance: TOTP_PERIOD_SECONDS })
  if (!result.valid) return null
  return Math.floor(epoch / TOTP_PERIOD_SECONDS) + result.delta
}
