/**
 * Spelling as a homework product: an item is a word list (`ref`) with `{ difficulty, test }`. A pupil's work
 * on it is their spelling sessions of that list started within the homework's window; the item is complete
 * once one of them is finished at the homework's difficulty or harder (in test mode, when it is a test).
 * Competence is the words' competency from the last five attempts (any list, any time).
 */
import { z } from 'zod'
import { AppError } from '../../api/errors'
import type { Sql } from '../../data/connection'
import { readableList } from '../../spelling/list-access'
import { DIFFICULTIES, type Difficulty } from '../../../player/games/spelling/rules'
import { listCompetencies, pairKey } from '../../reports/competency'
import {
  progressKey,
  type HomeworkItem,
  type HomeworkProduct,
  type ItemCompetence,
  type ItemProgress,
  type ItemSummary,
  type ProgressContext,
} from './types'

export const DEFAULT_HOMEWORK_DIFFICULTY: Difficulty = 2

export const ZSpellingSettings = z.strictObject({
  difficulty: z
    .union(DIFFICULTIES.map((d) => z.literal(d)) as [z.ZodLiteral<1>, z.ZodLiteral<2>, z.ZodLiteral<3>, z.ZodLiteral<4>], {
      error: 'Choose difficulty 1 (easy), 2 (medium), 3 (hard) or 4 (extreme)',
    })
    .default(DEFAULT_HOMEWORK_DIFFICULTY),
  /** A spelling test (test mode: one mark a word) rather than a game. */
  test: z.boolean().default(false),
})
export type SpellingSettings = z.infer<typeof ZSpellingSettings>

type SessionRow = {
  id: number
  user_id: number
  user_name: string | null
  school_username: string | null
  list_id: number
  list_title: string
  difficulty: number
  game_type: string
  mode: string
  status: string
  score: number
  correct: number
  attempted: number
  words: number
  honeypots: number
  started_at: Date
  finished_at: Date | null
  last_attempt_at: Date | null
}

async function sessionsInWindow(sql: Sql, context: ProgressContext<SpellingSettings>): Promise<SessionRow[]> {
  const listIds = [...new Set(context.items.map((i) => i.ref))]
  if (!listIds.length || !context.pupilIds.length) return []
  const { rows } = await sql.query<SessionRow>(
    `SELECT s.id, s.user_id, u.name AS user_name, u.school_username, s.list_id, l.title AS list_title, s.difficulty::int AS difficulty,
       s.game_type::text AS game_type, s.mode::text AS mode, s.status::text AS status, s.score::int AS score, s.correct::int AS correct,
       s.attempted::int AS attempted, jsonb_array_length(s.words) AS words, s.honeypots::int AS honeypots, s.started_at, s.finished_at, s.last_attempt_at
     FROM spelling_sessions s JOIN users u ON u.id = s.user_id JOIN word_lists l ON l.id = s.list_id
     WHERE s.user_id = ANY($1::int[]) AND s.list_id = ANY($2::int[]) AND s.started_at >= $3 AND s.started_at <= $4
     ORDER BY s.started_at DESC, s.id DESC`,
    [context.pupilIds, listIds, context.homework.startsAt, context.homework.dueAt],
  )
  return rows
}

const accuracyOf = (s: { correct: number; words: number }) => (s.words ? Math.round((s.correct / s.words) * 100) : 0)

/** Whether a session does what an item asks: finished, at its difficulty or harder, and a test if it asks for one. */
export const sessionCompletes = (session: { status: string; difficulty: number; mode: string }, settings: SpellingSettings) =>
  session.status === 'finished' && session.difficulty >= settings.difficulty && (!settings.test || session.mode === 'test')

async function summaries(sql: Sql, refs: number[]): Promise<Map<number, ItemSummary>> {
  const { rows } = await sql.query<{ id: number; title: string; locale: string; word_count: number; deleted: boolean }>(
    `SELECT l.id, l.title, l.locale::text AS locale, (SELECT count(*)::int FROM list_words w WHERE w.list_id = l.id) AS word_count,
       l.deleted_at IS NOT NULL AS deleted
     FROM word_lists l WHERE l.id = ANY($1::int[])`,
    [refs],
  )
  return new Map(rows.map((r) => [r.id, { title: r.title, wordCount: r.word_count, locale: r.locale, deleted: r.deleted }]))
}

export const spellingHomework: HomeworkProduct<SpellingSettings> = {
  key: 'spelling',
  settings: ZSpellingSettings,
  calls: {
    data: { id: 'homework.data', path: 'homework/{id}/data' },
    sessions: { id: 'homework.sessions', path: 'homework/{id}/sessions' },
  },

  async resolve(sql, user, refs) {
    for (const ref of refs) {
      const list = await readableList(sql, user, ref)
      if (list.word_count === 0)
        throw new AppError('INVALID_DATA', { fields: [{ path: 'lists', message: `“${list.title}” has no words to practise` }] })
    }
    return summaries(sql, refs)
  },

  describe: summaries,

  async progress(sql, context) {
    const sessions = await sessionsInWindow(sql, context)
    const listIds = [...new Set(context.items.map((i) => i.ref))]
    const competency = await listCompetencies(sql, context.pupilIds, listIds)
    const progress = new Map<string, ItemProgress>()
    for (const pupilId of context.pupilIds) {
      for (const item of context.items) {
        // Oldest first, to find when the item was first completed.
        const mine = sessions.filter((s) => s.user_id === pupilId && s.list_id === item.ref).reverse()
        const finished = mine.filter((s) => s.status === 'finished')
        const completing = mine.find((s) => sessionCompletes(s, item.settings))
        const words = competency.get(pairKey(pupilId, item.ref))
        progress.set(progressKey(pupilId, item.id), {
          started: mine.length > 0,
          complete: Boolean(completing),
          completedAt: completing?.finished_at ?? null,
          sessions: mine.length,
          finished: finished.length,
          attempted: mine.reduce((n, s) => n + s.attempted, 0),
          correct: mine.reduce((n, s) => n + s.correct, 0),
          bestScore: finished.length ? Math.max(...finished.map((s) => s.score)) : null,
          bestAccuracy: finished.length ? Math.max(...finished.map(accuracyOf)) : null,
          lastPlayedAt: mine.length ? (mine[mine.length - 1].last_attempt_at ?? mine[mine.length - 1].started_at) : null,
          words: words?.words ?? 0,
          wordsMastered: words?.mastered ?? 0,
        })
      }
    }
    return progress
  },

  async sessions(sql, context) {
    const itemFor = (s: SessionRow) => context.items.find((i) => i.ref === s.list_id)!
    return (await sessionsInWindow(sql, context)).map((s) => ({
      id: s.id,
      user: { id: s.user_id, name: s.user_name, school_username: s.school_username },
      item: itemFor(s).id,
      list: { id: s.list_id, title: s.list_title },
      difficulty: s.difficulty,
      gameType: s.game_type,
      mode: s.mode,
      testMode: s.mode === 'test',
      status: s.status,
      score: s.score,
      correct: s.correct,
      attempted: s.attempted,
      words: s.words,
      accuracy: accuracyOf(s),
      honeypots: s.honeypots,
      completesItem: context.items.some((i) => i.ref === s.list_id && sessionCompletes(s, i.settings)),
      startedAt: s.started_at,
      finishedAt: s.finished_at,
    }))
  },

  async competence(sql, context) {
    const listIds = [...new Set(context.items.map((i) => i.ref))]
    const competency = await listCompetencies(sql, context.pupilIds, listIds)
    const result = new Map<string, ItemCompetence>()
    for (const pupilId of context.pupilIds) {
      for (const item of context.items as HomeworkItem<SpellingSettings>[]) {
        const c = competency.get(pairKey(pupilId, item.ref))!
        result.set(progressKey(pupilId, item.id), {
          score: c.score,
          mastered: c.listMastered,
          words: c.words,
          wordsMastered: c.mastered,
          wordsNearly: c.nearly,
          wordsLearning: c.learning,
          wordsNotStarted: c.notStarted,
        })
      }
    }
    return result
  },
}
