import { describe, expect, it } from 'vitest'
import {
  DEFAULT_PICKS,
  daysUntil,
  fixedDifficultyOf,
  localeForRegion,
  readPicks,
  sessionChoice,
  writePicks,
  type Playable,
} from './play-choice'

const list = { id: 1, title: 'Week 1', locale: 'en_GB', wordCount: 10 }

describe('sessionChoice', () => {
  it('uses the pupil’s picks for their lists', () => {
    const playable: Playable = { list, source: 'list', fixedDifficulty: null, fixedGameType: null }
    expect(sessionChoice(playable, { difficulty: 3, gameType: 'spelling-van' })).toEqual({
      difficulty: 3,
      gameType: 'spelling-van',
      freeplay: false,
      test: false,
    })
  })

  it('keeps the level a teacher set for homework, and free play at extreme', () => {
    const homework: Playable = {
      list,
      source: 'homework',
      homeworkId: 4,
      fixedDifficulty: fixedDifficultyOf('homework', 1),
      fixedGameType: null,
    }
    expect(sessionChoice(homework, { difficulty: 3, gameType: 'spelling' })).toEqual({
      difficulty: 1,
      gameType: 'spelling',
      freeplay: false,
      test: false,
    })
    const test: Playable = { list, source: 'homework', test: true, fixedDifficulty: 4, fixedGameType: null }
    expect(sessionChoice(test, { difficulty: 1, gameType: 'spelling' })).toMatchObject({ difficulty: 4, test: true })
    const open: Playable = { list, source: 'homework', fixedDifficulty: fixedDifficultyOf('homework', null), fixedGameType: null }
    expect(sessionChoice(open, { difficulty: 3, gameType: 'spelling' }).difficulty).toBe(3)
    const free: Playable = { list, source: 'freeplay', fixedDifficulty: fixedDifficultyOf('freeplay', null), fixedGameType: null }
    expect(sessionChoice(free, { difficulty: 1, gameType: 'spelling-horses' })).toEqual({
      difficulty: 4,
      gameType: 'spelling-horses',
      freeplay: true,
      test: false,
    })
  })
})

describe('picks', () => {
  it('are remembered, and anything odd falls back to the defaults', () => {
    const data = new Map<string, string>()
    const storage = { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) }
    expect(readPicks(storage)).toEqual(DEFAULT_PICKS)
    writePicks(storage, { difficulty: 4, gameType: 'spelling-football' })
    expect(readPicks(storage)).toEqual({ difficulty: 4, gameType: 'spelling-football' })
    data.set('inkwell.player.picks', '{"difficulty":9,"gameType":"chess"}')
    expect(readPicks(storage)).toEqual(DEFAULT_PICKS)
    data.set('inkwell.player.picks', 'not json')
    expect(readPicks(storage)).toEqual(DEFAULT_PICKS)
  })
})

describe('helpers', () => {
  it('speaks in the school’s region when a list has no locale', () => {
    expect(localeForRegion('US')).toBe('en_US')
    expect(localeForRegion('GB')).toBe('en_GB')
    expect(localeForRegion(null)).toBe('en_GB')
  })

  it('counts days to a due date', () => {
    const now = new Date(2030, 0, 10, 15, 0)
    expect(daysUntil(new Date(2030, 0, 10, 8).toISOString(), now)).toBe(0)
    expect(daysUntil(new Date(2030, 0, 12).toISOString(), now)).toBe(2)
    expect(daysUntil(new Date(2030, 0, 9).toISOString(), now)).toBe(-1)
    expect(daysUntil(null, now)).toBeNull()
    expect(daysUntil('soon', now)).toBeNull()
  })
})
