import { describe, expect, it } from 'vitest'
import { sessionCompletes, ZSpellingSettings } from './spelling'

describe('spelling homework items', () => {
  it('default to medium difficulty, a game rather than a test, and refuse unknown settings', () => {
    expect(ZSpellingSettings.parse({})).toEqual({ difficulty: 2, test: false })
    expect(ZSpellingSettings.safeParse({ difficulty: 5 }).success).toBe(false)
    expect(ZSpellingSettings.safeParse({ score: 10 }).success).toBe(false)
  })
  it('are complete with a finished session at their difficulty or harder (a test when they ask for one)', () => {
    const game = { difficulty: 3 as const, test: false }
    expect(sessionCompletes({ status: 'finished', difficulty: 3, mode: 'game' }, game)).toBe(true)
    expect(sessionCompletes({ status: 'finished', difficulty: 4, mode: 'accuracy' }, game)).toBe(true)
    expect(sessionCompletes({ status: 'finished', difficulty: 2, mode: 'game' }, game)).toBe(false)
    expect(sessionCompletes({ status: 'active', difficulty: 3, mode: 'game' }, game)).toBe(false)
    const test = { difficulty: 2 as const, test: true }
    expect(sessionCompletes({ status: 'finished', difficulty: 4, mode: 'game' }, test)).toBe(false)
    expect(sessionCompletes({ status: 'finished', difficulty: 4, mode: 'test' }, test)).toBe(true)
  })
})
