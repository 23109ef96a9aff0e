import { describe, expect, it } from 'vitest'
import { ZCode, ZEmail, ZLocale, ZUsername } from './account-fields'

describe('account fields', () => {
  it('stores emails trimmed and lower-case, and refuses what is not one', () => {
    expect(ZEmail.parse('  Ada.Lovelace@Example.COM ')).toBe('ada.lovelace@example.com')
    expect(ZEmail.safeParse('ada@').success).toBe(false)
    expect(ZEmail.safeParse(`${'a'.repeat(250)}@example.test`).success).toBe(false)
  })

  it('stores usernames lower-case; an @ (which would look like an email at sign-in) is refused', () => {
    expect(ZUsername.parse(' Sam_Smith.2 ')).toBe('sam_smith.2')
    for (const bad of ['ab', 'has space', 'sam@home', '.dot-first', 'x'.repeat(41)])
      expect(ZUsername.safeParse(bad).success, bad).toBe(false)
  })

  it('accepts the seven locales in any spelling and stores the API form', () => {
    expect(ZLocale.parse('en-us')).toBe('en_US')
    expect(ZLocale.parse('en_GB')).toBe('en_GB')
    expect(ZLocale.parse('EN-ZA')).toBe('en_ZA')
    expect(ZLocale.safeParse('fr_FR').success).toBe(false)
    expect(ZLocale.safeParse('en_CA').success).toBe(false)
  })

  it('codes are six digits', () => {
    expect(ZCode.parse(' 012345 ')).toBe('012345')
    expect(ZCode.safeParse('12345').success).toBe(false)
    expect(ZCode.safeParse('12345a').success).toBe(false)
  })
})
