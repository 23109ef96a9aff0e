import { describe, expect, it } from 'vitest'
import {
  ADJECTIVES,
  ANIMALS,
  displayNameForUsername,
  displayNames,
  freeSafeUsernames,
  normaliseSchoolUsername,
  SCHOOL_USERNAME_PATTERN,
  schoolUsername,
  usernameFromName,
} from './usernames'
import { nextStage, predictStage, STAGE_MAX } from './stages'

describe('school usernames', () => {
  it('skips taken safe-word usernames', () => {
    const taken = new Set([schoolUsername(0), schoolUsername(2)])
    expect(freeSafeUsernames(taken, 3)).toEqual([schoolUsername(1), schoolUsername(3), schoolUsername(4)])
  })
  it('makes a recognisable username from a name, numbered when taken', () => {
    expect(usernameFromName('Ada Lovelace', new Set())).toBe('adal')
    expect(usernameFromName("Zoë O'Brien", new Set(['zoeo']))).toBe('zoeo2')
    expect(usernameFromName('Bo', new Set())).toBe('bo0')
    expect(usernameFromName('  ', new Set())).toBe(schoolUsername(0))
    expect(usernameFromName(undefined, new Set([schoolUsername(0)]))).toBe(schoolUsername(1))
  })
  it('every made username passes the pattern, and input is normalised', () => {
    for (let n = 0; n < 2000; n += 37) expect(schoolUsername(n)).toMatch(SCHOOL_USERNAME_PATTERN)
    expect(usernameFromName('Ada Lovelace', new Set())).toMatch(SCHOOL_USERNAME_PATTERN)
    expect(normaliseSchoolUsername('  AmberBadger ')).toBe('amberbadger')
  })
  it('offers distinct display names not used in the school', () => {
    let seed = 0
    const names = displayNames(20, new Set(['brave otter']), () => seed++)
    expect(new Set(names).size).toBe(20)
    expect(names).not.toContain('Brave Otter')
    for (const name of names) expect(name).toMatch(/^[A-Z][a-z]+ [A-Z][a-z]+$/)
  })
  it('names a pupil after a safe-word username', () => {
    expect(displayNameForUsername('amberbadger')).toBe('Amber Badger')
    expect(displayNameForUsername('amberbadger2')).toBe('Amber Badger 2')
    expect(displayNameForUsername('adal')).toBe('Adal')
  })
})

describe('stages', () => {
  it('moves up one stage and stops at the top', () => {
    expect(nextStage(1)).toBe(2)
    expect(nextStage(STAGE_MAX)).toBe(STAGE_MAX)
    expect(nextStage(null)).toBeNull()
  })
  it('predicts a class stage as the most common, lower on a tie', () => {
    expect(predictStage([3, 3, 4, null])).toBe(3)
    expect(predictStage([4, 3])).toBe(3)
    expect(predictStage([null, undefined])).toBeNull()
  })
})

describe('safe-word usernames', () => {
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
