/**
 * The rules of the spelling game, pure: no pixi.js, no I/O, no clock. The server scores every attempt with
 * these functions (lib/spelling/attempts.ts) and the player uses the same ones to lay out a round and to
 * show what the server will answer, so the two cannot disagree.
 *
 * Game types (spelling, spelling-football, spelling-van, spelling-horses) choose a theme, never a rule.
 */

export const DIFFICULTIES = [1, 2, 3, 4] as const
export type Difficulty = (typeof DIFFICULTIES)[number]

export const GAME_TYPES = ['spelling', 'spelling-football', 'spelling-van', 'spelling-horses'] as const
export type GameType = (typeof GAME_TYPES)[number]

/** game: timed play with speed bonus; accuracy: no time pressure, no speed bonus; test: a spelling test, one mark per word. */
export const MODES = ['game', 'accuracy', 'test'] as const
export type Mode = (typeof MODES)[number]

/** Free play always runs at the hardest difficulty (spec section 9). */
export const FREE_PLAY_DIFFICULTY: Difficulty = 4

export type DifficultyRules = {
  name: 'easy' | 'medium' | 'hard' | 'extreme'
  /** How long the word is shown before its letters are jumbled; 0 means audio only. */
  showWordMs: number
  input: 'tiles' | 'keyboard'
  /** Extra letters that are not in the word. */
  distractors: boolean
  /** Points for a correct word before bonus and multiplier. */
  basePoints: number
}

export const DIFFICULTY_RULES: Record<Difficulty, DifficultyRules> = {
  1: { name: 'easy', showWordMs: 3000, input: 'tiles', distractors: false, basePoints: 10 },
  2: { name: 'medium', showWordMs: 0, input: 'tiles', distractors: false, basePoints: 20 },
  3: { name: 'hard', showWordMs: 0, input: 'tiles', distractors: true, basePoints: 30 },
  4: { name: 'extreme', showWordMs: 0, input: 'keyboard', distractors: false, basePoints: 40 },
}

export type Theme = { scene: 'hive' | 'football' | 'van' | 'horses' }

export function themeFor(gameType: GameType): Theme {
  switch (gameType) {
    case 'spelling':
      return { scene: 'hive' }
    case 'spelling-football':
      return { scene: 'football' }
    case 'spelling-van':
      return { scene: 'van' }
    case 'spelling-horses':
      return { scene: 'horses' }
    default:
      return assertNever(gameType)
  }
}

function assertNever(value: never): never {
  throw new Error(`Unreachable case: unexpected ${JSON.stringify(value)}`)
}

export const isDifficulty = (value: unknown): value is Difficulty => DIFFICULTIES.includes(value as Difficulty)
export const isGameType = (value: unknown): value is GameType => GAME_TYPES.includes(value as GameType)

// ——— answers ———

/** What counts as the same spelling: case, surrounding space and the kind of apostrophe do not matter. */
export function normaliseSpelling(text: string): string {
  return text
    .normalize('NFC')
    .replace(/[\u2018\u2019\u02BC`]/g, "'")
    .replace(/\s+/g, ' ')
    .trim()
    .toLocaleLowerCase('en')
}

export const isCorrectSpelling = (target: string, typed: string) => normaliseSpelling(target) === normaliseSpelling(typed)

/** The letters a pupil has to place: everything except spaces, hyphens and apostrophes, which are given. */
export function lettersToPlace(word: string): string[] {
  return [...normaliseSpelling(word)].filter((c) => /\p{L}/u.test(c))
}

// ——— randomness (seeded, so server and player lay out the same round) ———

/** mulberry32: small, fast and good enough to shuffle tiles. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** One seed per word of a session, from the session's seed and the word's position. */
export const roundSeed = (sessionSeed: number, index: number) => (Math.imul(sessionSeed ^ 0x9e3779b9, index + 1) + index) >>> 0

export function shuffle<T>(items: readonly T[], random: () => number): T[] {
  const out = [...items]
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1))
    ;[out[i], out[j]] = [out[j], out[i]]
  }
  return out
}

// ——— what a round offers ———

export type Tile = { id: number; text: string; distractor: boolean }

export type RoundInput = { kind: 'tiles'; tiles: Tile[]; showWordMs: number } | { kind: 'keyboard'; rows: string[][]; showWordMs: number }

export const KEYBOARD_ROWS: string[][] = [
  ['q', 'w', 'e', 'r', 't', 'y', 'u', 'i', 'o', 'p'],
  ['a', 's', 'd', 'f', 'g', 'h', 'j', 'k', 'l', "'"],
  ['z', 'x', 'c', 'v', 'b', 'n', 'm', '-'],
]

/** Letters pupils mix up, tried first as distractors: a distractor worth the name looks plausible. */
const CONFUSABLE: Record<string, string[]> = {
  a: ['e', 'u', 'o'],
  b: ['d', 'p'],
  c: ['k', 's'],
  d: ['b', 't'],
  e: ['i', 'a'],
  f: ['v', 'p'],
  g: ['j', 'q'],
  h: ['n'],
  i: ['e', 'y'],
  j: ['g'],
  k: ['c'],
  l: ['i'],
  m: ['n', 'w'],
  n: ['m', 'u'],
  o: ['a', 'u'],
  p: ['b', 'q'],
  q: ['p', 'g'],
  r: ['w'],
  s: ['c', 'z'],
  t: ['d', 'f'],
  u: ['o', 'n'],
  v: ['f', 'w'],
  w: ['v', 'm'],
  x: ['z'],
  y: ['i', 'j'],
  z: ['s'],
}
const ALPHABET = 'abcdefghijklmnopqrstuvwxyz'.split('')

/** How many distractors a hard round adds: about half the word's length, between 2 and 5. */
export const distractorCount = (letterCount: number) => Math.min(5, Math.max(2, Math.ceil(letterCount / 2)))

function pickDistractors(word: string[], count: number, random: () => number): string[] {
  const used = new Set(word)
  const chosen: string[] = []
  const candidates = shuffle([...new Set(word.flatMap((l) => CONFUSABLE[l] ?? []))], random)
  for (const letter of [...candidates, ...shuffle(ALPHABET, random)]) {
    if (chosen.length === count) break
    if (!used.has(letter) && !chosen.includes(letter)) chosen.push(letter)
  }
  return chosen
}

/**
 * The tiles or keyboard a round offers. Easy shows the word first; easy, medium and hard jumble its letters
 * (or, in phonics mode, its graphemes); hard adds distractors; extreme gives the whole keyboard.
 */
export function roundInput(word: string, difficulty: Difficulty, seed: number, options: { graphemes?: string[] } = {}): RoundInput {
  const rules = DIFFICULTY_RULES[difficulty]
  if (rules.input === 'keyboard') return { kind: 'keyboard', rows: KEYBOARD_ROWS, showWordMs: rules.showWordMs }
  const random = seededRandom(seed)
  const letters = lettersToPlace(word)
  const graphemes = options.graphemes?.length && options.graphemes.join('') === letters.join('') ? options.graphemes : letters
  const extra = rules.distractors ? pickDistractors(letters, distractorCount(letters.length), random) : []
  const all = [...graphemes.map((text) => ({ text, distractor: false })), ...extra.map((text) => ({ text, distractor: true }))]
  const spellsWord = (order: { text: string; distractor: boolean }[]) =>
    order
      .filter((t) => !t.distractor)
      .map((t) => t.text)
      .join('') === graphemes.join('')
  let order = shuffle(all, random)
  // A jumble that reads as the word is no jumble: shuffle again (a word like "aa" cannot be jumbled at all).
  for (let tries = 0; tries < 10 && spellsWord(order) && new Set(graphemes).size > 1; tries++) order = shuffle(all, random)
  if (spellsWord(order) && new Set(graphemes).size > 1) {
    // Still the word after ten shuffles (rare, for two-letter words): swap the first two different pieces.
    const first = order.findIndex((t) => !t.distractor)
    const second = order.findIndex((t) => !t.distractor && t.text !== order[first].text)
    ;[order[first], order[second]] = [order[second], order[first]]
  }
  const tiles = order.map((tile, id) => ({ id, ...tile }))
  return { kind: 'tiles', tiles, showWordMs: rules.showWordMs }
}

// ——— timing ———

export const TIMING = {
  /** Nobody places a first tile or key sooner than this after the word is offered. */
  reactionMs: 300,
  /** Nor places each further letter faster than this. */
  perLetterMs: 60,
  /** An attempt claimed longer than this is not a real attempt (a tab left open). */
  maxAttemptMs: 10 * 60_000,
  /** Client and server clocks and the network may disagree by this much… */
  clockSlackMs: 2000,
  /** …plus this share of the elapsed time. */
  clockSlackRatio: 0.05,
} as const

/** The quickest humanly possible attempt at a word. */
export const minimumAttemptMs = (word: string) => TIMING.reactionMs + TIMING.perLetterMs * lettersToPlace(word).length

export type TimingProblem = 'too-fast' | 'too-slow' | 'ahead-of-clock'

/**
 * Impossible timings. `claimedTotalMs` is the sum of the session's claimed times including this attempt and
 * `elapsedMs` the time the server has seen pass since the session began: a client cannot have spent longer
 * typing than has passed, so together with the per-word floor a bot cannot post fast claims quickly.
 */
export function timingProblem(word: string, timeMs: number, claimedTotalMs?: number, elapsedMs?: number): TimingProblem | null {
  if (!Number.isFinite(timeMs) || timeMs < minimumAttemptMs(word)) return 'too-fast'
  if (timeMs > TIMING.maxAttemptMs) return 'too-slow'
  if (claimedTotalMs !== undefined && elapsedMs !== undefined) {
    if (claimedTotalMs > elapsedMs + TIMING.clockSlackMs + elapsedMs * TIMING.clockSlackRatio) return 'ahead-of-clock'
  }
  return null
}

// ——— scoring ———

export const SCORING = {
  /** The speed bonus never exceeds this share of the word's base points. */
  maxSpeedBonusRatio: 0.5,
  /** A word typed in this time plus `targetPerLetterMs` a letter earns no bonus; faster earns more. */
  targetBaseMs: 2000,
  targetPerLetterMs: 700,
  /** A honeypot for every this many correct words in a row. */
  honeypotStreak: 5,
} as const

/** Multiplier by the streak reached with this word: 1, then 1.5 from 3 in a row, 2 from 5, 3 from 10. */
export function streakMultiplier(streak: number): number {
  if (streak >= 10) return 3
  if (streak >= 5) return 2
  if (streak >= 3) return 1.5
  return 1
}

export const targetAttemptMs = (word: string) => SCORING.targetBaseMs + SCORING.targetPerLetterMs * lettersToPlace(word).length

/** Bounded speed bonus: 0 at the target time or slower, rising linearly to the cap at the humanly quickest time. */
export function speedBonus(word: string, difficulty: Difficulty, timeMs: number, mode: Mode): number {
  if (mode !== 'game') return 0
  const cap = Math.round(DIFFICULTY_RULES[difficulty].basePoints * SCORING.maxSpeedBonusRatio)
  const fastest = minimumAttemptMs(word)
  const target = targetAttemptMs(word)
  const share = Math.min(1, Math.max(0, (target - timeMs) / (target - fastest)))
  return Math.round(cap * share)
}

export type ScoreState = {
  score: number
  streak: number
  bestStreak: number
  correct: number
  attempted: number
  honeypots: number
}

export const initialScoreState = (): ScoreState => ({ score: 0, streak: 0, bestStreak: 0, correct: 0, attempted: 0, honeypots: 0 })

export type Attempt = { word: string; typed: string; timeMs: number }

export type AttemptScore = {
  correct: boolean
  basePoints: number
  speedBonus: number
  multiplier: number
  points: number
  honeypotEarned: boolean
  state: ScoreState
}

/** Scores one attempt from the state before it. Test mode marks each word once: no bonus, no multiplier. */
export function scoreAttempt(state: ScoreState, attempt: Attempt, difficulty: Difficulty, mode: Mode): AttemptScore {
  const correct = isCorrectSpelling(attempt.word, attempt.typed)
  const attempted = state.attempted + 1
  if (!correct) {
    return {
      correct,
      basePoints: 0,
      speedBonus: 0,
      multiplier: 1,
      points: 0,
      honeypotEarned: false,
      state: { ...state, streak: 0, attempted },
    }
  }
  const streak = state.streak + 1
  const basePoints = DIFFICULTY_RULES[difficulty].basePoints
  const bonus = speedBonus(attempt.word, difficulty, attempt.timeMs, mode)
  const multiplier = mode === 'test' ? 1 : streakMultiplier(streak)
  const points = Math.round((basePoints + bonus) * multiplier)
  const honeypotEarned = mode !== 'test' && streak % SCORING.honeypotStreak === 0
  return {
    correct,
    basePoints,
    speedBonus: bonus,
    multiplier,
    points,
    honeypotEarned,
    state: {
      score: state.score + points,
      streak,
      bestStreak: Math.max(state.bestStreak, streak),
      correct: state.correct + 1,
      attempted,
      honeypots: state.honeypots + (honeypotEarned ? 1 : 0),
    },
  }
}

/** Scores a whole sequence of attempts, in order (what the server stores must equal this). */
export function scoreAttempts(attempts: Attempt[], difficulty: Difficulty, mode: Mode): ScoreState {
  return attempts.reduce((state, attempt) => scoreAttempt(state, attempt, difficulty, mode).state, initialScoreState())
}

export type SessionSummary = {
  accuracy: number
  perfect: boolean
  /** A perfect game of at least five words earns one honeypot more. */
  perfectHoneypot: number
  honeypots: number
}

export function summarise(state: ScoreState, wordCount: number, mode: Mode): SessionSummary {
  const accuracy = wordCount === 0 ? 0 : Math.round((state.correct / wordCount) * 100)
  const perfect = wordCount > 0 && state.correct === wordCount
  const perfectHoneypot = perfect && wordCount >= 5 && mode !== 'test' ? 1 : 0
  return { accuracy, perfect, perfectHoneypot, honeypots: state.honeypots + perfectHoneypot }
}

// ——— competency ———

export const COMPETENCY_WINDOW = 5

export type CompetencyLevel = 'not-started' | 'learning' | 'nearly' | 'mastered'

export type Competency = {
  /** Attempts counted (at most the window). */
  attempts: number
  correct: number
  /** Correct attempts among the last five, out of five (an attempt not yet made counts as not correct). */
  score: number
  level: CompetencyLevel
}

/**
 * A word's competency from a pupil's attempts at it, oldest first: only the last five count. Mastered means
 * at least four of the last five right and the latest right; nearly, three of five.
 */
export function wordCompetency(outcomesOldestFirst: readonly boolean[]): Competency {
  const window = outcomesOldestFirst.slice(-COMPETENCY_WINDOW)
  const correct = window.filter(Boolean).length
  const score = correct / COMPETENCY_WINDOW
  let level: CompetencyLevel
  if (window.length === 0) level = 'not-started'
  else if (correct >= 4 && window[window.length - 1]) level = 'mastered'
  else if (correct >= 3) level = 'nearly'
  else level = 'learning'
  return { attempts: window.length, correct, score, level }
}

/** A list is mastered when it has words and every one of them is. */
export const listMastered = (competencies: readonly Competency[]) =>
  competencies.length > 0 && competencies.every((c) => c.level === 'mastered')
