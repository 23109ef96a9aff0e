import { describe, expect, it } from 'vitest'
import { passwordProblem } from './password-policy'

describe('password policy', () => {
  it('asks staff for 12 characters and pupils for 8', () => {
    expect(passwordProblem('kettle-moon-7', 'teacher')).toBeNull()
    expect(passwordProblem('kettle-moon', 'teacher')).toMatch(/at least 12/)
    expect(passwordProblem('red-kite-17', 'pupil')).toBeNull()
    expect(passwordProblem('kite-17', 'pupil')).toMatch(/at least 8/)
  })
  it('refuses common passwords, also with digits or symbols added at the end', () => {
    expect(passwordProblem('password', 'pupil')).toMatch(/too common/)
    expect(passwordProblem('Password123!', 'pupil')).toMatch(/too common/)
    expect(passwordProblem('qwertyuiop', 'pupil')).toMatch(/too common/)
  })
  it('has no composition rules: a long plain phrase is fine', () => {
    expect(passwordProblem('the quiet hedgehog reads', 'school_admin')).toBeNull()
  })
  it("refuses the user's own name or email", () => {
    expect(passwordProblem('amara okafor rocks', 'teacher', ['Amara', 'a.okafor@oakfield.test'])).toMatch(/your name/)
  })
  it('refuses one repeated character', () => {
    expect(passwordProblem('zzzzzzzzzzzzzz', 'teacher')).toMatch(/repeat/)
  })
})
