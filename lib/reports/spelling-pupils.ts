/**
 * One pupil's spelling history for their school's staff (`users/me/school/pupils/{id}/…`): their sessions, a
 * list's words with competency, one session's attempts (and deleting it), and competency month by month.
 */
import { AppError } from '../api/errors'
import type { Operation } from '../data/db'
import { tables } from '../data/schema'
import { sql } from '../data/sql'
import { readableList } from '../spelling/list-access'
import { offsetOf, toPage } from '../spelling/pages'
import { attemptsOf, lastOutcomes, listCompetencies, masteredAt, pairKey, wordsOfLists } from './competency'
import {
  iso,
  listHeads,
  percent,
  playOf,
  pupilScope,
  reportListsDb,
  SESSION_FROM,
  SESSION_SELECT,
  sessionSummaries,
  toSessionSummary,
  type DateRange,
  type SessionRow,
} from './scope'

/**
 * GET …/pupils/{id}/history?list_id=&testMode=&from=&to=&page=&limit=: `{ pupil: { id, name, school_username,
 * stage_spelling, accuracyOnly }, summary: { plays, finished, attempted, correct, accuracy, score, honeypots,
 * wordsMastered, lastPlayedAt }, docs: [session], …paging }`, newest first; the summary covers the range.
 */
export async function pupilHistory(
  op: Operation,
  pupilId: number,
  query: DateRange & { list_id?: number; testMode?: boolean; page: number; limit: number },
) {
  const { db, pupil } = await pupilScope(op, pupilId)
  const filter = sql`${playOf([pupilId], query)}
    ${query.list_id !== undefined ? sql`AND s.list_id = ${query.list_id}` : sql``}
    ${query.testMode !== undefined ? sql`AND (s.mode = 'test') = ${query.testMode}` : sql``}`
  const [t] = await db.rows<{
    plays: number
    finished: number
    attempted: number
    correct: number
    score: number
    honeypots: number
    last_played_at: Date | null
  }>(
    sql`SELECT count(*)::int AS plays, count(*) FILTER (WHERE s.status = 'finished')::int AS finished,
          coalesce(sum(s.attempted), 0)::int AS attempted, coalesce(sum(s.correct), 0)::int AS correct, coalesce(sum(s.score), 0)::int AS score,
          coalesce(sum(s.honeypots), 0)::int AS honeypots, max(coalesce(s.last_attempt_at, s.started_at)) AS last_played_at
        FROM ${tables.spelling_sessions} s WHERE ${filter}`,
  )
  const docs = await sessionSummaries(db, filter, { limit: query.limit, offset: offsetOf(query.page, query.limit) })
  const attempts = await attemptsOf(db, [pupilId])
  const [wordsMastered] = masteredAt(attempts.get(pupilId) ?? [], [new Date(Date.now() + 1000)])
  return {
    pupil,
    summary: {
      plays: t.plays,
      finished: t.finished,
      attempted: t.attempted,
      correct: t.correct,
      accuracy: percent(t.correct, t.attempted),
      score: t.score,
      honeypots: t.honeypots,
      wordsMastered,
      lastPlayedAt: iso(t.last_played_at),
    },
    ...toPage(docs, t.plays, query.page, query.limit),
  }
}

/**
 * GET …/pupils/{id}/history/list/{ident}: the pupil on one list (one they have played, or the teacher can read):
 * `{ pupil, list: { id, title, wordCount }, summary: { plays, finished, bestScore, bestAccuracy, mastered },
 * words: [{ id, word, attempts, correct, score, level, recent: [true, false, …] }], sessions: [session] }`.
 * `recent` is the last five outcomes at the spelling, oldest first, on any list.
 */
export async function pupilListHistory(op: Operation, pupilId: number, listId: number) {
  const { db, pupil } = await pupilScope(op, pupilId)
  const summaries = await sessionSummaries(db, sql`${playOf([pupilId], {})} AND s.list_id = ${listId}`, { limit: 200 })
  // A list the pupil has played is theirs to report on; otherwise the teacher must be able to read it.
  if (!summaries.length) await readableList(op, listId)
  const lists = await reportListsDb(op)
  const [list] = await listHeads(lists, [listId])
  if (!list) throw new AppError('LIST_NOT_FOUND', { message: 'No such list' })
  const competency = (await listCompetencies(db, [pupilId], await wordsOfLists(lists, [listId]))).get(pairKey(pupilId, listId))!
  const recent = await lastOutcomes(
    db,
    [pupilId],
    competency.perWord.map((w) => w.word.toLowerCase()),
  )
  const finished = summaries.filter((s) => s.status === 'finished')
  const { perWord, ...summary } = competency
  return {
    pupil,
    list: { id: list.id, title: list.title, wordCount: perWord.length },
    summary: {
      plays: summaries.length,
      finished: finished.length,
      bestScore: finished.length ? Math.max(...finished.map((s) => s.score)) : null,
      bestAccuracy: finished.length ? Math.max(...finished.map((s) => s.accuracy ?? 0)) : null,
      mastered: summary.listMastered,
      wordsMastered: summary.mastered,
      score: summary.score,
    },
    words: perWord.map((w) => ({
      id: w.id,
      word: w.word,
      attempts: w.attempts,
      correct: w.correct,
      score: w.score,
      level: w.level,
      recent: recent.get(pairKey(pupilId, w.word.toLowerCase())) ?? [],
    })),
    sessions: summaries,
  }
}

async function sessionOfPupil(op: Operation, pupilId: number, sessionId: number) {
  const scope = await pupilScope(op, pupilId)
  const row = await scope.db.one<SessionRow & { word_list: { id: number; word: string }[] }>(
    sql`SELECT ${SESSION_SELECT}, s.words AS word_list FROM ${SESSION_FROM} WHERE s.id = ${sessionId} AND s.user_id = ${pupilId}`,
  )
  if (!row) throw new AppError('GAME_SESSION_NOT_FOUND', { message: 'No such game session for this pupil' })
  return { ...scope, row }
}

/**
 * GET …/pupils/{id}/history/{sid}: one session with every attempt as the server scored it: `{ …session,
 * attempts: [{ wordId, word, typed, correct, points, timeMs, at }], notAttempted: [{ id, word }] }`.
 */
export async function pupilSession(op: Operation, pupilId: number, sessionId: number) {
  const { db, row } = await sessionOfPupil(op, pupilId, sessionId)
  const rows = await db.rows<{ wordId: number; word: string; typed: string; correct: boolean; points: number; timeMs: number; at: Date }>(
    sql`SELECT a.list_word::int AS "wordId", a.word, a.typed, a.correct, a.points::int AS points, a.time_ms::int AS "timeMs", a.created_at AS at
        FROM ${tables.spelling_attempts} a WHERE a.session_id = ${sessionId} AND ${playOf([pupilId], {}, { user: 'a.user_id', at: 'a.created_at' })}
        ORDER BY a.id`,
  )
  const attempted = new Set(rows.map((r) => r.wordId))
  const words = row.word_list
  return {
    ...toSessionSummary(row),
    attempts: rows.map((r) => ({ ...r, word: words.find((w) => w.id === r.wordId)?.word ?? r.word, at: iso(r.at) })),
    notAttempted: words.filter((w) => !attempted.has(w.id)).map((w) => ({ id: w.id, word: w.word })),
  }
}

/**
 * DELETE …/pupils/{id}/history/{sid}: removes one session and its attempts (a game played by someone else, a
 * test taken in error); competency is recomputed from what is left. `{ deleted: 1, ids: [sid] }`.
 */
export async function deletePupilSession(op: Operation, pupilId: number, sessionId: number) {
  const { db } = await sessionOfPupil(op, pupilId, sessionId)
  const ofPupil = playOf([pupilId], {}, { user: 'user_id' })
  await db.run(sql`DELETE FROM ${tables.spelling_attempts} WHERE session_id = ${sessionId} AND ${ofPupil}`)
  await db.run(sql`DELETE FROM ${tables.spelling_sessions} WHERE id = ${sessionId} AND ${ofPupil}`)
  return { deleted: 1, ids: [sessionId] }
}

/**
 * GET …/pupils/{id}/monthly_spelling_competency?months=: the last `months` calendar months (UTC, default 12),
 * oldest first: `{ pupil, months: [{ month: '2025-01', start, plays, attempted, correct, accuracy, wordsMastered,
 * newlyMastered }] }`; `wordsMastered` is how many spellings were mastered at the month's end (or now).
 */
export async function monthlyCompetency(op: Operation, pupilId: number, months: number) {
  const { db, pupil } = await pupilScope(op, pupilId)
  const now = new Date()
  const starts = Array.from(
    { length: months + 1 },
    (_, i) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - months + 1 + i, 1)),
  )
  const rows = await db.rows<{ month: Date; plays: number; attempted: number; correct: number }>(
    sql`SELECT date_trunc('month', s.started_at AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' AS month, count(*)::int AS plays,
          coalesce(sum(s.attempted), 0)::int AS attempted, coalesce(sum(s.correct), 0)::int AS correct
        FROM ${tables.spelling_sessions} s WHERE ${playOf([pupilId], { from: starts[0] })} GROUP BY 1`,
  )
  const attempts = await attemptsOf(db, [pupilId])
  const cuts = [starts[0], ...starts.slice(1).map((s) => (s < now ? s : new Date(now.getTime() + 1000)))]
  const mastered = masteredAt(attempts.get(pupilId) ?? [], cuts)
  return {
    pupil,
    months: starts.slice(0, months).map((start, i) => {
      const r = rows.find((x) => x.month.getTime() === start.getTime()) ?? { plays: 0, attempted: 0, correct: 0 }
      return {
        month: start.toISOString().slice(0, 7),
        start: start.toISOString(),
        plays: r.plays,
        attempted: r.attempted,
        correct: r.correct,
        accuracy: percent(r.correct, r.attempted),
        wordsMastered: mastered[i + 1],
        newlyMastered: mastered[i + 1] - mastered[i],
      }
    }),
  }
}
