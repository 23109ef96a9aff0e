/**
 * The shapes the spelling API answers (lib/spelling/sessions.ts), as the player reads them. Types only.
 */
import type { Difficulty, GameType, Mode, RoundInput } from './rules'

export type SessionWord = {
  /** The list word's id: what an attempt names. */
  id: number
  word: string
  dictionary_id: number | null
  definition: string | null
  sentence: string | null
  /** `dictionary/{id}/audio` under /api, or null: then the browser speaks the word. */
  audio: string | null
  input: RoundInput
}

export type SessionAttempt = { wordId: number; correct: boolean; points: number; typed: string }

export type ServerScore = {
  score: number
  streak: number
  bestStreak: number
  correct: number
  attempted: number
  honeypots: number
  remaining: number
  accuracy?: number
  perfect?: boolean
}

export type GameSession = {
  id: number
  list: number
  status: 'active' | 'finished'
  difficulty: Difficulty
  gameType: GameType
  mode: Mode
  accuracyOnly: boolean
  testMode: boolean
  phonics: boolean
  freeplay: boolean
  seed: number
  words: SessionWord[]
  attempts: SessionAttempt[]
  score: ServerScore
}

export type AttemptAnswer = {
  attempt: {
    wordId: number
    correct: boolean
    points: number
    basePoints: number
    speedBonus: number
    multiplier: number
    honeypotEarned: boolean
  }
  session: ServerScore & { id: number; status: 'active' | 'finished' }
}

/** PUT lists/{id}/gamesession/{sid} {finished: true}: the session with the words to practise. */
export type SessionResult = GameSession & {
  wordsToPractise: { id: number; word: string; dictionary_id: number | null }[]
}

/** POST lists/{id}/beekeeper: the honeypots banked into the pupil's hive. */
export type BankedHoneypots = { session: number; banked: number; alreadyBanked: boolean; totalHoneypots: number }
