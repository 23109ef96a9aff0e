// Homework as the API answers it (README, "Homework"): what is set, for whom, and each pupil's progress.
import type { RaRecord } from 'ra-core'

import type { Difficulty } from '../spelling/types'

export interface HomeworkItem {
  id: number
  product: string
  ref: number
  settings: { difficulty?: Difficulty; test?: boolean } & Record<string, unknown>
  title: string | null
  wordCount: number | null
  locale: string | null
  deleted: boolean
}

export interface Homework extends RaRecord {
  id: number
  title: string
  notes: string | null
  school_id: number
  setBy: { id: number; name: string | null } | null
  set: { id: number; name: string } | null
  startsAt: string
  dueAt: string
  status: 'upcoming' | 'open' | 'past'
  items: HomeworkItem[]
  groups: Array<{ id: number; name: string; parent: number | null }>
  pupils: Array<{ id: number; name: string | null; school_username: string }>
  excludedPupils: Array<{ id: number; name: string | null; school_username: string }>
  teachers: Array<{ id: number; name: string | null }>
  pupil_count: number
  createdAt: string
  updatedAt: string
  /** Added for the forms: the first class, the lists, and the spelling difficulty. */
  group?: number | null
  lists?: number[]
  difficulty?: Difficulty
}

export interface HomeworkPupilItem {
  item: number
  ref: number
  started: boolean
  complete: boolean
  completedAt: string | null
  sessions: number
  finished: number
  attempted: number
  correct: number
  bestScore: number | null
  bestAccuracy: number | null
  lastPlayedAt: string | null
  words: number
  wordsMastered: number
}

export interface HomeworkData {
  homework: Homework | number
  product: string
  items: HomeworkItem[]
  pupils: Array<{
    id: number
    name: string | null
    school_username: string
    started: boolean
    complete: boolean
    items: HomeworkPupilItem[]
  }>
  summary: { pupils: number; started: number; complete: number }
}
