// The spelling hub's records as the API answers them (README, "Spelling" and "Spelling reports"): word
// lists and their words, the scheme, favourites, game sessions and the reports.
import type { RaRecord } from 'ra-core'

import type { PaginatedDocs } from '../data/types'

export type Visibility = 'private' | 'school' | 'public'
export type Difficulty = 1 | 2 | 3 | 4
export const DIFFICULTIES: readonly Difficulty[] = [1, 2, 3, 4]

/** A word list as the API answers it (without words in lists of lists). */
export interface WordList extends RaRecord {
  id: number
  title: string
  description: string | null
  locale: string
  visibility: Visibility
  owner: { id: number; name: string | null } | null
  school: number | null
  scheme: string | null
  variant: string | null
  stage: number | null
  stageName: string | null
  week: number | null
  suggested: boolean
  copiedFrom: number | null
  wordCount: number
  canEdit: boolean
  createdAt: string
  updatedAt: string
  words?: ListWord[]
}

export interface ListWord {
  id: number
  word: string
  dictionary_id: number | null
  position: number
  definition: string | null
  sentence: string | null
  audio: string | null
  category: string | null
  partOfSpeech: string | null
  phonemes: string | null
  graphemes: string | null
  /** How many dictionary entries share the spelling: more than one means a meaning can be chosen. */
  homographs: number
}

/** A dictionary entry, as `dictionary/homographs` answers it. */
export interface DictionaryEntry {
  id: number
  word: string
  locale: string
  category: string | null
  definition: string | null
  sentence: string | null
  partOfSpeech: string | null
}

export interface SchemeVariant {
  scheme: string
  name: string
  variant: string
  variantName: string
  locale: string | null
  stages: Array<{ stage: number; name: string | null; lists: WordList[] }>
}

export interface Favouriter {
  id: number
  kind: 'user' | 'group' | 'allteachers'
  user?: { id: number; name: string | null; role: string }
  group?: { id: number; name: string }
  school?: number
  setBy: number
}

/** A game session in the reports and homework sessions. */
export interface SessionSummary {
  id: number
  user: { id: number; name: string | null; school_username?: string }
  item?: number
  list: { id: number; title: string }
  difficulty: Difficulty
  gameType: string
  mode: 'game' | 'accuracy' | 'test'
  testMode: boolean
  freeplay?: boolean
  status: 'active' | 'finished'
  score: number
  correct: number
  attempted: number
  words: number
  accuracy: number | null
  honeypots: number
  timeMs?: number
  completesItem?: boolean
  startedAt: string
  finishedAt: string | null
}

export interface CompetencyCell {
  list: number
  words: number
  mastered: number
  nearly: number
  learning: number
  notStarted: number
  /** The mean of the words' competency scores, 0–1. */
  score: number
  listMastered: boolean
}

export interface ClassCompetency {
  group: { id: number; name: string; parent: number | null }
  lists: Array<{ id: number; title: string; wordCount: number }>
  pupils: Array<{ id: number; name: string | null; school_username: string; lists: CompetencyCell[] }>
  summary: Array<{ list: number; pupilsMastered: number; averageScore: number | null }>
}

export interface WordSpelled {
  word: string
  attempted: number
  correct: number
  accuracy: number | null
  pupils?: number
  lastAttemptAt: string | null
}

export type WordsSpelled = PaginatedDocs<WordSpelled> & {
  totals: { words: number; attempted: number; correct: number; accuracy: number | null }
}

export interface ActivityPeriod {
  start: string
  total: number
  gameTypes: Record<string, number>
  modes: { game: number; accuracy: number; test: number }
  freeplay: number
}

export interface PupilHead {
  id: number
  name: string | null
  school_username: string
  stage_spelling: number | null
  accuracyOnly: boolean
}

export type PupilHistory = PaginatedDocs<SessionSummary> & {
  pupil: PupilHead
  summary: {
    plays: number
    finished: number
    attempted: number
    correct: number
    accuracy: number | null
    score: number
    honeypots: number
    wordsMastered: number
    lastPlayedAt: string | null
  }
}

export interface PupilListHistory {
  pupil: PupilHead
  list: { id: number; title: string; wordCount: number }
  summary: {
    plays: number
    finished: number
    bestScore: number | null
    bestAccuracy: number | null
    mastered: boolean
    wordsMastered: number
    score: number
  }
  words: Array<{ id: number; word: string; attempts: number; correct: number; score: number; level: string; recent: boolean[] }>
  sessions: SessionSummary[]
}

export interface MonthlyCompetency {
  month: string
  start: string
  plays: number
  attempted: number
  correct: number
  accuracy: number | null
  wordsMastered: number
  newlyMastered: number
}

/** Which lists the lists page shows: every list the teacher may read, their own, or their favourites. */
export type ListCollection = 'all' | 'mine' | 'favourites'
