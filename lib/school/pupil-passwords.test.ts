import { describe, expect, it } from 'vitest'
import { passwordProblem } from '../auth/password-policy'
import { generatePupilPassword, PASSWORD_WORDS, PUPIL_PASSWORD_PATTERN } from './pupil-passwords'

describe('generatePupilPassword', () => {
  it('makes two different short words and a two-digit number that the pupil password policy accepts', () => {
    for (let i = 0; i < 500; i++) {
      const password = generatePupilPassword()
      expect(password).toMatch(PUPIL_PASSWORD_PATTERN)
      const [a, b] = password.split('-')
      expect(a).not.toBe(b)
      expect(passwordProblem(password, 'pupil')).toBeNull()
    }
  })
  it('uses short lower-case words only, with no duplicates in the list', () => {
    expect(new Set(PASSWORD_WORDS).size).toBe(PASSWORD_WORDS.length)
    for (const word of PASSWORD_WORDS) expect(word).toMatch(/^[a-z]{3,5}$/)
    expect(PASSWORD_WORDS.length).toBeGreaterThanOrEqual(100)
  })
  it('varies', () => {
    expect(new Set(Array.from({ length: 50 }, generatePupilPassword)).size).toBeGreaterThan(45)
  })
})
