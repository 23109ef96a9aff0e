/**
 * Spelling as a homework product: an item is a word list (`ref`) with `{ difficulty, test }`. A pupil's work
 * on it is their spelling sessions of that list started within the homework's window; the item is complete
 * once one of them is finished at the homework's difficulty or harder (in test mode, when it is a test).
 * Competence is the words' competency from the last five attempts (any list, any time).
 */
import { z } from 'zod'
import { AppError } from '../../api/errors'
import { schoolDb, type Operation } from '../../data/db'
import { tables, type RowOf } from '../../data/schema'
import { SCHOOL, sql } from '../../data/sql'
import { listsDb, readableList } from '../../spelling/list-access'
import { DIFFICULTIES, type Difficulty } from '../../../player/games/spelling/rules'
import { listCompetencies, pairKey, wordsOfLists } from '../../reports/competency'
import { SESSION_FROM, SESSION_SELECT, type SessionRow as ReportedSession } from '../../reports/scope'
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

const KEY = 'spelling'

/** A session as the reports list it, with who played it and when they last played. */
type SessionRow = ReportedSession &
  Pick<RowOf<typeof tables.users>, 'school_username'> &
  Pick<RowOf<typeof tables.spelling_sessions>, 'last_attempt_at'>

/** The sessions of the homework's pupils (of the caller's school) on its lists, started within its window, newest first. */
async function sessionsInWindow(op: Operation, context: ProgressContext<SpellingSettings>): Promise<SessionRow[]> {
  const listIds = [...new Set(context.items.map((i) => i.ref))]
  if (!listIds.length || !context.pupilIds.length) return []
  return (await schoolDb(op)).rows<SessionRow>(
    sql`SELECT ${SESSION_SELECT}, u.school_username, s.last_attempt_at FROM ${SESSION_FROM}
     WHERE s.user_id = ANY(${context.pupilIds}::int[]) AND s.list_id = ANY(${listIds}::int[])
       AND s.started_at >= ${context.homework.startsAt} AND s.started_at <= ${context.homework.dueAt}
     ORDER BY s.started_at DESC, s.id DESC`,
  )
}

const accuracyOf = (s: { correct: number; words: number }) => (s.words ? Math.round((s.correct / s.words) * 100) : 0)

/** Whether a session does what an item asks: finished, at its difficulty or harder, and a test if it asks for one. */
export const sessionCompletes = (session: { status: string; difficulty: number; mode: string }, settings: SpellingSettings) =>
  session.status === 'finished' && session.difficulty >= settings.difficulty && (!settings.test || session.mode === 'test')

type ListSummary = Pick<RowOf<typeof tables.word_lists>, 'id' | 'title' | 'locale'> & { word_count: number; deleted: boolean }

const summaryOf = (list: ListSummary): ItemSummary => ({
  title: list.title,
  wordCount: list.word_count,
  locale: list.locale,
  deleted: list.deleted,
})

/** The lists that the caller's school's homework names (the homework is the permission to read them). */
async function describe(op: Operation, refs: number[]): Promise<Map<number, ItemSummary>> {
  const rows = await (
    await schoolDb(op)
  ).rows<ListSummary>(
    sql`SELECT l.id, l.title, l.locale::text AS locale, (SELECT count(*)::int FROM ${tables.list_words} w WHERE w.list_id = l.id) AS word_count,
       l.deleted_at IS NOT NULL AS deleted
     FROM ${tables.word_lists} l WHERE l.id = ANY(${refs}::int[])
       AND EXISTS (SELECT 1 FROM ${tables.homework_items} i JOIN ${tables.homework} h ON h.id = i.homework_id
                   WHERE i.product = ${KEY} AND i.ref = l.id AND h.school_id = ${SCHOOL})`,
  )
  return new Map(rows.map((r) => [r.id, summaryOf(r)]))
}

/** Each pupil's competency on each list of the items: the homework names the lists, so their words are read. */
async function competencies(op: Operation, context: ProgressContext<SpellingSettings>) {
  const words = await wordsOfLists(await listsDb(op), [...new Set(context.items.map((i) => i.ref))])
  return listCompetencies(await schoolDb(op), context.pupilIds, words)
}

export const spellingHomework: HomeworkProduct<SpellingSettings> = {
  key: KEY,
  settings: ZSpellingSettings,
  calls: {
    data: { id: 'homework.data', path: 'homework/{id}/data' },
    sessions: { id: 'homework.sessions', path: 'homework/{id}/sessions' },
  },

  async resolve(op, refs) {
    const found = new Map<number, ItemSummary>()
    for (const ref of refs) {
      const list = await readableList(op, ref)
      if (list.word_count === 0)
        throw new AppError('INVALID_DATA', { fields: [{ path: 'lists', message: `“${list.title}” has no words to practise` }] })
      // A readable list is not deleted.
      found.set(ref, summaryOf({ ...list, deleted: false }))
    }
    return found
  },

  describe,

  async progress(op, context) {
    const sessions = await sessionsInWindow(op, context)
    const competency = await competencies(op, context)
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

  async sessions(op, context) {
    const itemFor = (s: SessionRow) => context.items.find((i) => i.ref === s.list_id)!
    return (await sessionsInWindow(op, context)).map((s) => ({
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

  async competence(op, context) {
    const competency = await competencies(op, context)
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
