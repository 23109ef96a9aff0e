import { describe, expect, it } from 'vitest'
import { ADJECTIVES, ANIMALS, schoolUsername } from './school-usernames'

describe('school usernames', () => {
  it('are unique for as many pupils as a large school has', () => {
    const names = Array.from({ length: 5000 }, (_, i) => schoolUsername(i))
    expect(new Set(names).size).toBe(5000)
  })
  it('are lower-case words a child can type', () => {
    for (let i = 0; i < 200; i++) expect(schoolUsername(i)).toMatch(/^[a-z]+[0-9]*$/)
  })
  it('are the same for the same index', () => {
    expect(schoolUsername(17)).toBe(schoolUsername(17))
  })
  it('add a number only once every word pair is used', () => {
    const pairs = ADJECTIVES.length * ANIMALS.length
    expect(schoolUsername(pairs - 1)).toMatch(/^[a-z]+$/)
    expect(schoolUsername(pairs)).toMatch(/2$/)
  })
})
