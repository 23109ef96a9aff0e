import { describe, expect, it } from 'vitest'
import {
  DIFFICULTY_RULES,
  GAME_TYPES,
  KEYBOARD_ROWS,
  SCORING,
  TIMING,
  distractorCount,
  initialScoreState,
  isCorrectSpelling,
  lettersToPlace,
  listMastered,
  minimumAttemptMs,
  normaliseSpelling,
  roundInput,
  roundSeed,
  scoreAttempt,
  scoreAttempts,
  seededRandom,
  speedBonus,
  streakMultiplier,
  summarise,
  targetAttemptMs,
  themeFor,
  timingProblem,
  wordCompetency,
  type Difficulty,
} from './rules'

const slow = (word: string) => targetAttemptMs(word) + 1000

describe('answers', () => {
  it('ignores case, surrounding space and the kind of apostrophe', () => {
    expect(isCorrectSpelling('Monday', ' monday ')).toBe(true)
    expect(isCorrectSpelling("don't", 'don’t')).toBe(true)
    expect(normaliseSpelling('  ice   cream ')).toBe('ice cream')
  })
  it('does not forgive a wrong letter, a missing letter or an extra one', () => {
    expect(isCorrectSpelling('colour', 'color')).toBe(false)
    expect(isCorrectSpelling('because', 'becuase')).toBe(false)
    expect(isCorrectSpelling('cat', 'cats')).toBe(false)
    expect(isCorrectSpelling('cat', '')).toBe(false)
  })
  it('places only letters: apostrophes, hyphens and spaces are given', () => {
    expect(lettersToPlace("Don't-stop me")).toEqual(['d', 'o', 'n', 't', 's', 't', 'o', 'p', 'm', 'e'])
  })
})

describe('seeded randomness', () => {
  it('repeats for the same seed and differs for another', () => {
    const a = seededRandom(42)
    const b = seededRandom(42)
    const c = seededRandom(43)
    const first = [a(), a(), a()]
    expect([b(), b(), b()]).toEqual(first)
    expect([c(), c(), c()]).not.toEqual(first)
    for (const n of first) expect(n >= 0 && n < 1).toBe(true)
  })
  it('gives each word of a session its own seed', () => {
    const seeds = new Set(Array.from({ length: 50 }, (_, i) => roundSeed(1234, i)))
    expect(seeds.size).toBe(50)
  })
})

describe('what a round offers', () => {
  const sorted = (tiles: { text: string }[]) =>
    tiles
      .map((t) => t.text)
      .sort()
      .join('')

  it('easy shows the word first, then offers exactly its letters, jumbled', () => {
    const input = roundInput('because', 1, 7)
    expect(input.kind).toBe('tiles')
    if (input.kind !== 'tiles') return
    expect(input.showWordMs).toBeGreaterThan(0)
    expect(sorted(input.tiles)).toBe('abceesu')
    expect(input.tiles.map((t) => t.text).join('')).not.toBe('because')
    expect(input.tiles.every((t) => !t.distractor)).toBe(true)
  })
  it('medium is audio only: the word is never shown, the letters are jumbled', () => {
    const input = roundInput('friend', 2, 99)
    expect(input.showWordMs).toBe(0)
    if (input.kind !== 'tiles') throw new Error('tiles expected')
    expect(sorted(input.tiles)).toBe('definr')
    expect(input.tiles.map((t) => t.text).join('')).not.toBe('friend')
  })
  it('never offers a jumble that spells the word, over many seeds', () => {
    for (let seed = 0; seed < 2000; seed++) {
      const input = roundInput('at', 2, seed)
      if (input.kind !== 'tiles') throw new Error('tiles expected')
      expect(input.tiles.map((t) => t.text).join('')).toBe('ta')
      const hard = roundInput('at', 3, seed)
      if (hard.kind !== 'tiles') throw new Error('tiles expected')
      expect(
        hard.tiles
          .filter((t) => !t.distractor)
          .map((t) => t.text)
          .join(''),
      ).toBe('ta')
    }
  })
  it('hard adds distractors that are not letters of the word, about half its length', () => {
    for (const word of ['cat', 'because', 'extraordinary']) {
      const input = roundInput(word, 3, 5)
      if (input.kind !== 'tiles') throw new Error('tiles expected')
      const distractors = input.tiles.filter((t) => t.distractor)
      expect(distractors).toHaveLength(distractorCount(lettersToPlace(word).length))
      for (const d of distractors) expect(word.includes(d.text)).toBe(false)
      expect(sorted(input.tiles.filter((t) => !t.distractor))).toBe([...word].sort().join(''))
    }
    expect(distractorCount(1)).toBe(2)
    expect(distractorCount(7)).toBe(4)
    expect(distractorCount(20)).toBe(5)
  })
  it('prefers confusable letters as distractors (b for d)', () => {
    const input = roundInput('dog', 3, 11)
    if (input.kind !== 'tiles') throw new Error('tiles expected')
    const distractors = input.tiles.filter((t) => t.distractor).map((t) => t.text)
    expect(distractors.some((l) => ['b', 't', 'a', 'u', 'j', 'q'].includes(l))).toBe(true)
  })
  it('extreme gives the full keyboard, every letter on it', () => {
    const input = roundInput('rhythm', 4, 3)
    expect(input.kind).toBe('keyboard')
    if (input.kind !== 'keyboard') return
    const keys = input.rows.flat()
    for (const letter of 'abcdefghijklmnopqrstuvwxyz') expect(keys).toContain(letter)
    expect(input.rows).toBe(KEYBOARD_ROWS)
  })
  it('is the same round on the server and the player for the same seed', () => {
    expect(roundInput('island', 3, 2024)).toEqual(roundInput('island', 3, 2024))
    expect(roundInput('island', 3, 2024)).not.toEqual(roundInput('island', 3, 2025))
  })
  it('in phonics mode offers graphemes as tiles when they spell the word', () => {
    const input = roundInput('ship', 2, 1, { graphemes: ['sh', 'i', 'p'] })
    if (input.kind !== 'tiles') throw new Error('tiles expected')
    expect(input.tiles.map((t) => t.text).sort()).toEqual(['i', 'p', 'sh'])
    // Graphemes that do not spell the word are ignored rather than trusted.
    const wrong = roundInput('ship', 2, 1, { graphemes: ['s', 'h'] })
    if (wrong.kind !== 'tiles') throw new Error('tiles expected')
    expect(wrong.tiles).toHaveLength(4)
  })
})

describe('difficulties and themes', () => {
  it('points per correct word rise with difficulty', () => {
    const points = ([1, 2, 3, 4] as Difficulty[]).map((d) => DIFFICULTY_RULES[d].basePoints)
    expect(points).toEqual([...points].sort((a, b) => a - b))
    expect(new Set(points).size).toBe(4)
  })
  it('game types change the theme, not the rules', () => {
    const scenes = GAME_TYPES.map((g) => themeFor(g).scene)
    expect(new Set(scenes).size).toBe(GAME_TYPES.length)
    // Scoring takes no game type at all: the same attempt scores the same whatever the theme.
    expect(scoreAttempt.length).toBe(4)
  })
})

describe('timing bounds', () => {
  it('refuses attempts faster than anyone can place the letters', () => {
    const floor = minimumAttemptMs('because')
    expect(floor).toBe(TIMING.reactionMs + 7 * TIMING.perLetterMs)
    expect(timingProblem('because', floor - 1)).toBe('too-fast')
    expect(timingProblem('because', floor)).toBeNull()
    expect(timingProblem('because', 0)).toBe('too-fast')
    expect(timingProblem('because', Number.NaN)).toBe('too-fast')
  })
  it('refuses attempts longer than ten minutes', () => {
    expect(timingProblem('cat', TIMING.maxAttemptMs)).toBeNull()
    expect(timingProblem('cat', TIMING.maxAttemptMs + 1)).toBe('too-slow')
  })
  it('refuses claims of more typing time than has passed on the server clock, with slack', () => {
    expect(timingProblem('cat', 3000, 30_000, 28_000)).toBeNull() // within 2 s + 5%
    expect(timingProblem('cat', 3000, 40_000, 20_000)).toBe('ahead-of-clock')
    expect(timingProblem('cat', 1500, 2000, 0)).toBeNull()
    expect(timingProblem('cat', 1500, 2001, 0)).toBe('ahead-of-clock')
  })
})

describe('scoring', () => {
  it('gives nothing for a wrong word and breaks the streak', () => {
    const state = { ...initialScoreState(), streak: 4, bestStreak: 4, score: 100, correct: 4, attempted: 4 }
    const result = scoreAttempt(state, { word: 'said', typed: 'sed', timeMs: 2000 }, 4, 'game')
    expect(result.correct).toBe(false)
    expect(result.points).toBe(0)
    expect(result.state).toEqual({ ...state, streak: 0, attempted: 5 })
  })
  it('gives the base points for a slow correct word, with no bonus', () => {
    const result = scoreAttempt(initialScoreState(), { word: 'said', typed: 'said', timeMs: slow('said') }, 2, 'game')
    expect(result).toMatchObject({ correct: true, basePoints: 20, speedBonus: 0, multiplier: 1, points: 20 })
  })
  it('bounds the speed bonus at half the base points, reached at the quickest possible time', () => {
    for (const d of [1, 2, 3, 4] as Difficulty[]) {
      const cap = DIFFICULTY_RULES[d].basePoints * SCORING.maxSpeedBonusRatio
      expect(speedBonus('because', d, minimumAttemptMs('because'), 'game')).toBe(cap)
      expect(speedBonus('because', d, targetAttemptMs('because'), 'game')).toBe(0)
      const mid = speedBonus('because', d, (minimumAttemptMs('because') + targetAttemptMs('because')) / 2, 'game')
      expect(mid).toBeGreaterThan(0)
      expect(mid).toBeLessThan(cap)
    }
  })
  it('the speed bonus rises as the time falls', () => {
    const times = [6000, 5000, 4000, 3000, 2000, 1000, 800]
    const bonuses = times.map((t) => speedBonus('because', 4, t, 'game'))
    expect(bonuses).toEqual([...bonuses].sort((a, b) => a - b))
  })
  it('accuracy-only mode has no speed bonus, however fast', () => {
    const fast = minimumAttemptMs('because')
    expect(speedBonus('because', 4, fast, 'accuracy')).toBe(0)
    const result = scoreAttempt(initialScoreState(), { word: 'because', typed: 'because', timeMs: fast }, 4, 'accuracy')
    expect(result.points).toBe(40)
  })
  it('streak multipliers: 1, 1.5 from three in a row, 2 from five, 3 from ten', () => {
    expect([1, 2, 3, 4, 5, 9, 10, 50].map(streakMultiplier)).toEqual([1, 1, 1.5, 1.5, 2, 2, 3, 3])
    let state = initialScoreState()
    const multipliers: number[] = []
    for (let i = 0; i < 6; i++) {
      const r = scoreAttempt(state, { word: 'cat', typed: 'cat', timeMs: 9000 }, 1, 'game')
      multipliers.push(r.multiplier)
      state = r.state
    }
    expect(multipliers).toEqual([1, 1, 1.5, 1.5, 2, 2])
    expect(state.score).toBe(10 + 10 + 15 + 15 + 20 + 20)
  })
  it('earns a honeypot for every five in a row, and one more for a perfect game of five or more', () => {
    const words = Array.from({ length: 11 }, () => ({ word: 'bee', typed: 'bee', timeMs: 9000 }))
    const state = scoreAttempts(words, 1, 'game')
    expect(state.honeypots).toBe(2)
    expect(summarise(state, 11, 'game')).toEqual({ accuracy: 100, perfect: true, perfectHoneypot: 1, honeypots: 3 })
    const broken = scoreAttempts([...words.slice(0, 4), { word: 'bee', typed: 'be', timeMs: 9000 }, ...words.slice(0, 4)], 1, 'game')
    expect(broken.honeypots).toBe(0)
    expect(summarise(broken, 9, 'game').perfect).toBe(false)
  })
  it('test mode marks each word once: no bonus, no multiplier, no honeypots', () => {
    const words = Array.from({ length: 6 }, () => ({ word: 'bee', typed: 'bee', timeMs: minimumAttemptMs('bee') }))
    const state = scoreAttempts(words, 4, 'test')
    expect(state.score).toBe(6 * 40)
    expect(state.honeypots).toBe(0)
    expect(summarise(state, 6, 'test').honeypots).toBe(0)
  })
  it('scoring a sequence equals scoring it attempt by attempt', () => {
    const attempts = [
      { word: 'one', typed: 'one', timeMs: 1200 },
      { word: 'two', typed: 'too', timeMs: 1500 },
      { word: 'three', typed: 'three', timeMs: 2200 },
    ]
    let state = initialScoreState()
    for (const a of attempts) state = scoreAttempt(state, a, 3, 'game').state
    expect(scoreAttempts(attempts, 3, 'game')).toEqual(state)
    expect(state).toMatchObject({ correct: 2, attempted: 3, streak: 1, bestStreak: 1 })
  })
  it('the most a word can ever score is bounded', () => {
    const state = { ...initialScoreState(), streak: 99 }
    const best = scoreAttempt(state, { word: 'a', typed: 'a', timeMs: minimumAttemptMs('a') }, 4, 'game')
    expect(best.points).toBe((40 + 20) * 3)
  })
  it('summarises accuracy as a whole percentage, and an empty session as 0', () => {
    expect(summarise({ ...initialScoreState(), correct: 2 }, 3, 'game').accuracy).toBe(67)
    expect(summarise(initialScoreState(), 0, 'game')).toEqual({ accuracy: 0, perfect: false, perfectHoneypot: 0, honeypots: 0 })
  })
})

describe('competency', () => {
  it('is not started without attempts', () => {
    expect(wordCompetency([])).toEqual({ attempts: 0, correct: 0, score: 0, level: 'not-started' })
  })
  it('counts only the last five attempts', () => {
    const c = wordCompetency([false, false, false, true, true, true, true, true])
    expect(c).toEqual({ attempts: 5, correct: 5, score: 1, level: 'mastered' })
    expect(wordCompetency([true, true, true, true, true, false, false, false]).level).toBe('learning')
  })
  it('mastered needs four of the last five right and the latest right', () => {
    expect(wordCompetency([true, true, true, true]).level).toBe('mastered')
    expect(wordCompetency([true, false, true, true, true]).level).toBe('mastered')
    expect(wordCompetency([true, true, true, true, false]).level).toBe('nearly')
    expect(wordCompetency([true, true, true]).level).toBe('nearly')
    expect(wordCompetency([true, true]).level).toBe('learning')
    expect(wordCompetency([false]).level).toBe('learning')
  })
  it('a list is mastered when every word is, and an empty list is not', () => {
    const mastered = wordCompetency([true, true, true, true, true])
    const nearly = wordCompetency([true, true, true])
    expect(listMastered([mastered, mastered])).toBe(true)
    expect(listMastered([mastered, nearly])).toBe(false)
    expect(listMastered([])).toBe(false)
  })
})
