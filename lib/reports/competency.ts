/**
 * Competency in bulk: many pupils' competency on many words and lists in a few statements, with the same
 * rule as one pupil's (player/games/spelling/rules.ts: the last five attempts at a spelling, on any list, in
 * any session). Homework sets, homework data and the class reports read it from here. Attempts are read
 * on the caller's school connection (its pupils' only); the words of lists, which are no one school's, on a
 * system connection by callers that have decided the caller may read those lists.
 */
import type { SchoolDb, SystemDb } from '../data/db'
import { tables } from '../data/schema'
import { sql } from '../data/sql'
import { userOfSchool } from '../school/context'
import { COMPETENCY_WINDOW, wordCompetency, type Competency, type CompetencyLevel } from '../../player/games/spelling/rules'

export const pairKey = (a: number, b: number | string) => `${a}:${b}`

/**
 * Each pupil's last five outcomes at each spelling (oldest first), keyed `pupil:word`. `words` narrows the
 * spellings (lower case; null for all), `before` counts only attempts made before then (competency as it
 * stood at a date).
 */
export async function lastOutcomes(
  db: SchoolDb,
  userIds: number[],
  words: string[] | null,
  before?: Date,
): Promise<Map<string, boolean[]>> {
  const outcomes = new Map<string, boolean[]>()
  if (!userIds.length || (words && !words.length)) return outcomes
  const rows = await db.rows<{ user_id: number; word: string; outcomes: boolean[] }>(
    sql`SELECT user_id, word, array_agg(correct ORDER BY n DESC) AS outcomes FROM (
          SELECT a.user_id, a.word, a.correct, row_number() OVER (PARTITION BY a.user_id, a.word ORDER BY a.created_at DESC, a.id DESC) AS n
          FROM ${tables.spelling_attempts} a
          WHERE a.user_id = ANY(${userIds}::int[]) AND ${userOfSchool('a.user_id')}
            ${words ? sql`AND a.word = ANY(${words}::text[])` : sql``} ${before ? sql`AND a.created_at < ${before}` : sql``}
        ) r WHERE n <= ${COMPETENCY_WINDOW} GROUP BY user_id, word`,
  )
  for (const row of rows) outcomes.set(pairKey(row.user_id, row.word), row.outcomes)
  return outcomes
}

export type ListWord = { id: number; word: string }

/** The words of each list, in the list's order (and the lists in the order asked). Callers decide that the caller may read them. */
export async function wordsOfLists(db: SystemDb, listIds: number[]): Promise<Map<number, ListWord[]>> {
  const byList = new Map<number, ListWord[]>(listIds.map((id) => [id, []]))
  if (!listIds.length) return byList
  const rows = await db.rows<{ list_id: number; id: number; word: string }>(
    sql`SELECT list_id, id, word FROM ${tables.list_words} WHERE list_id = ANY(${listIds}::int[]) ORDER BY list_id, position, id`,
  )
  for (const row of rows) byList.get(row.list_id)?.push({ id: row.id, word: row.word })
  return byList
}

export type ListCompetency = {
  /** Words in the list. */
  words: number
  mastered: number
  nearly: number
  learning: number
  notStarted: number
  /** The mean of the words' competency scores (each the share of the last five attempts right), 0–1. */
  score: number
  /** Every word mastered (rules.listMastered). */
  listMastered: boolean
}

export function summariseCompetencies(competencies: Competency[]): ListCompetency {
  const count = (level: CompetencyLevel) => competencies.filter((c) => c.level === level).length
  const score = competencies.length ? competencies.reduce((sum, c) => sum + c.score, 0) / competencies.length : 0
  return {
    words: competencies.length,
    mastered: count('mastered'),
    nearly: count('nearly'),
    learning: count('learning'),
    notStarted: count('not-started'),
    score: Math.round(score * 100) / 100,
    listMastered: competencies.length > 0 && competencies.every((c) => c.level === 'mastered'),
  }
}

/** Each pupil's competency on each list (the words of each, by list id: wordsOfLists), keyed `pupil:list`, with the words' own competencies. */
export async function listCompetencies(
  db: SchoolDb,
  userIds: number[],
  words: ReadonlyMap<number, ListWord[]>,
): Promise<Map<string, ListCompetency & { perWord: (ListWord & Competency)[] }>> {
  const spellings = [...new Set([...words.values()].flat().map((w) => w.word.toLowerCase()))]
  const outcomes = await lastOutcomes(db, userIds, spellings)
  const result = new Map<string, ListCompetency & { perWord: (ListWord & Competency)[] }>()
  for (const userId of userIds) {
    for (const [listId, listWords] of words) {
      const perWord = listWords.map((w) => ({
        ...w,
        ...wordCompetency(outcomes.get(pairKey(userId, w.word.toLowerCase())) ?? []),
      }))
      result.set(pairKey(userId, listId), { ...summariseCompetencies(perWord), perWord })
    }
  }
  return result
}

export type TimedOutcome = { word: string; correct: boolean; at: Date }

/**
 * How many distinct spellings were mastered just before each cut-off, replaying one pupil's attempts in the
 * order they were made (oldest first) with the rules' competency: a word can be mastered and later lost.
 * `cuts` ascending.
 */
export function masteredAt(attempts: readonly TimedOutcome[], cuts: readonly Date[]): number[] {
  const windows = new Map<string, boolean[]>()
  const mastered = new Set<string>()
  const counts: number[] = []
  let next = 0
  for (const cut of cuts) {
    while (next < attempts.length && attempts[next].at < cut) {
      const { word, correct } = attempts[next++]
      const window = [...(windows.get(word) ?? []), correct].slice(-COMPETENCY_WINDOW)
      windows.set(word, window)
      if (wordCompetency(window).level === 'mastered') mastered.add(word)
      else mastered.delete(word)
    }
    counts.push(mastered.size)
  }
  return counts
}

/** Each pupil's attempts (spelling, outcome, when), oldest first, for replaying with `masteredAt`. */
export async function attemptsOf(db: SchoolDb, userIds: number[], before?: Date): Promise<Map<number, TimedOutcome[]>> {
  const byUser = new Map<number, TimedOutcome[]>(userIds.map((id) => [id, []]))
  if (!userIds.length) return byUser
  const rows = await db.rows<{ user_id: number; word: string; correct: boolean; at: Date }>(
    sql`SELECT a.user_id, a.word, a.correct, a.created_at AS at FROM ${tables.spelling_attempts} a
        WHERE a.user_id = ANY(${userIds}::int[]) AND ${userOfSchool('a.user_id')} ${before ? sql`AND a.created_at < ${before}` : sql``}
        ORDER BY a.created_at, a.id`,
  )
  for (const row of rows) byUser.get(row.user_id)?.push({ word: row.word, correct: row.correct, at: row.at })
  return byUser
}
