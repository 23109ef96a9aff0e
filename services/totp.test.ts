import { generateSync } from 'otplib'
import { describe, expect, it } from 'vitest'
import { matchTotp, newTotpSecret, totpCode, totpUri } from './totp'

describe('authenticator codes', () => {
  it('match the RFC 6238 test vectors (SHA-1, 8 digits)', () => {
    const secret = new TextEncoder().encode('12345678901234567890')
    const vectors: [number, string][] = [
      [59, '94287082'],
      [1111111109, '07081804'],
      [1111111111, '14050471'],
      [1234567890, '89005924'],
      [2000000000, '69279037'],
      [20000000000, '65353130'],
    ]
    for (const [epoch, expected] of vectors) expect(generateSync({ secret, epoch, digits: 8 })).toBe(expected)
  })
  it('accept a code one step either side of now, and not two', () => {
    const secret = newTotpSecret()
    const now = Date.UTC(2026, 10, 21, 9, 0, 15)
    const step = Math.floor(now / 30_000)
    expect(matchTotp(secret, totpCode(secret, now), now)).toBe(step)
    expect(matchTotp(secret, totpCode(secret, now - 30_000), now)).toBe(step - 1)
    expect(matchTotp(secret, totpCode(secret, now + 30_000), now)).toBe(step + 1)
    expect(matchTotp(secret, totpCode(secret, now - 90_000), now)).toBeNull()
  })
  it('refuse codes that are not six digits', () => {
    const secret = newTotpSecret()
    expect(matchTotp(secret, 'abcdef')).toBeNull()
    expect(matchTotp(secret, '12345')).toBeNull()
  })
  it('build an otpauth URI naming Inkwell and the account', () => {
    const uri = totpUri('JBSWY3DPEHPK3PXP', 'teacher@example.test')
    expect(uri).toMatch(/^otpauth:\/\/totp\/Inkwell:teacher%40example\.test\?/)
    expect(uri).toContain('secret=JBSWY3DPEHPK3PXP')
  })
})
