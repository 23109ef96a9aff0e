/**
 * One pupil's spelling history for their school's staff (`users/me/school/pupils/{id}/…`): their sessions, a
 * list's words with competency, one session's attempts (and deleting it), and competency month by month.
 */
import { AppError } from '../api/errors'
import type { SchoolOperation } from '../school/context'
import { readableList } from '../spelling/list-access'
import { toPage } from '../spelling/pages'
import { attemptsOf, listCompetencies, masteredAt, pairKey } from './competency'
import { iso, percent, pupilScope, SESSION_FROM, SESSION_SELECT, sessionFilter, toSessionSummary, type DateRange } from './scope'

/**
 * GET …/pupils/{id}/history?list_id=&testMode=&from=&to=&page=&limit=: `{ pupil: { id, name, school_username,
 * stage_spelling, accuracyOnly }, summary: { plays, finished, attempted, correct, accuracy, score, honeypots,
 * wordsMastered, lastPlayedAt }, docs: [session], …paging }`, newest first; the summary covers the range.
 */
export async function pupilHistory(
  op: SchoolOperation,
  pupilId: number,
  query: DateRange & { list_id?: number; testMode?: boolean; page: number; limit: number },
) {
  const { db, pupil } = await pupilScope(op, pupilId)
  const values: unknown[] = []
  let filter = sessionFilter(values, [pupilId], query)
  if (query.list_id !== undefined) {
    values.push(query.list_id)
    filter += ` AND s.list_id = $${values.length}`
  }
  if (query.testMode !== undefined) {
    values.push(query.testMode)
    filter += ` AND (s.mode = 'test') = $${values.length}`
  }
  const { rows: totals } = await db.query(
    `SELECT count(*)::int AS plays, count(*) FILTER (WHERE s.status = 'finished')::int AS finished, coalesce(sum(s.attempted), 0)::int AS attempted,
       coalesce(sum(s.correct), 0)::int AS correct, coalesce(sum(s.score), 0)::int AS score, coalesce(sum(s.honeypots), 0)::int AS honeypots,
       max(coalesce(s.last_attempt_at, s.started_at)) AS last_played_at
     FROM spelling_sessions s WHERE ${filter}`,
    values,
  )
  const { rows } = await db.query(
    `SELECT ${SESSION_SELECT} FROM ${SESSION_FROM} WHERE ${filter} ORDER BY s.started_at DESC, s.id DESC LIMIT ${query.limit} OFFSET ${(query.page - 1) * query.limit}`,
    values,
  )
  const attempts = await attemptsOf(db, [pupilId])
  const [wordsMastered] = masteredAt(attempts.get(pupilId) ?? [], [new Date(Date.now() + 1000)])
  const t = totals[0]
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
    ...toPage(rows.map(toSessionSummary), t.plays, query.page, query.limit),
  }
}

/**
 * GET …/pupils/{id}/history/list/{ident}: the pupil on one list (one they have played, or the teacher can read):
 * `{ pupil, list: { id, title, wordCount }, summary: { plays, finished, bestScore, bestAccuracy, mastered },
 * words: [{ id, word, attempts, correct, score, level, recent: [true, false, …] }], sessions: [session] }`.
 * `recent` is the last five outcomes at the spelling, oldest first, on any list.
 */
export async function pupilListHistory(op: SchoolOperation, pupilId: number, listId: number) {
  const { db, pupil } = await pupilScope(op, pupilId)
  const { rows: played } = await db.query(`SELECT 1 FROM spelling_sessions WHERE user_id = $1 AND list_id = $2 LIMIT 1`, [pupilId, listId])
  if (!played.length) await readableList(db, op.user, listId)
  const { rows: lists } = await db.query(`SELECT id, title FROM word_lists WHERE id = $1`, [listId])
  if (!lists[0]) throw new AppError('NOT_FOUND', { message: 'No such list' })
  const competency = (await listCompetencies(db, [pupilId], [listId])).get(pairKey(pupilId, listId))!
  const outcomes = await db.query<{ word: string; outcomes: boolean[] }>(
    `SELECT word, array_agg(correct ORDER BY n DESC) AS outcomes FROM (
       SELECT a.word, a.correct, row_number() OVER (PARTITION BY a.word ORDER BY a.created_at DESC, a.id DESC) AS n
       FROM spelling_attempts a WHERE a.user_id = $1 AND a.word = ANY($2::text[])) r WHERE n <= 5 GROUP BY word`,
    [pupilId, competency.perWord.map((w) => w.word.toLowerCase())],
  )
  const recent = new Map(outcomes.rows.map((r) => [r.word, r.outcomes]))
  const { rows: sessions } = await db.query(
    `SELECT ${SESSION_SELECT} FROM ${SESSION_FROM} WHERE s.user_id = $1 AND s.list_id = $2 ORDER BY s.started_at DESC, s.id DESC LIMIT 200`,
    [pupilId, listId],
  )
  const summaries = sessions.map(toSessionSummary)
  const finished = summaries.filter((s) => s.status === 'finished')
  const { perWord, ...summary } = competency
  return {
    pupil,
    list: { id: lists[0].id, title: lists[0].title, wordCount: perWord.length },
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
      recent: recent.get(w.word.toLowerCase()) ?? [],
    })),
    sessions: summaries,
  }
}

async function sessionOfPupil(op: SchoolOperation, pupilId: number, sessionId: number) {
  const scope = await pupilScope(op, pupilId)
  const { rows } = await scope.db.query(
    `SELECT ${SESSION_SELECT}, s.words AS word_list FROM ${SESSION_FROM} WHERE s.id = $1 AND s.user_id = $2`,
    [sessionId, pupilId],
  )
  if (!rows[0]) throw new AppError('NOT_FOUND', { message: 'No such game session for this pupil' })
  return { ...scope, row: rows[0] }
}

/**
 * GET …/pupils/{id}/history/{sid}: one session with every attempt as the server scored it: `{ …session,
 * attempts: [{ wordId, word, typed, correct, points, timeMs, at }], notAttempted: [{ id, word }] }`.
 */
export async function pupilSession(op: SchoolOperation, pupilId: number, sessionId: number) {
  const { db, row } = await sessionOfPupil(op, pupilId, sessionId)
  const { rows } = await db.query(
    `SELECT list_word::int AS "wordId", word, typed, correct, points::int AS points, time_ms::int AS "timeMs", created_at AS at
     FROM spelling_attempts WHERE session_id = $1 ORDER BY id`,
    [sessionId],
  )
  const attempted = new Set(rows.map((r: any) => r.wordId))
  const words = row.word_list as { id: number; word: string }[]
  return {
    ...toSessionSummary(row),
    attempts: rows.map((r: any) => ({ ...r, word: words.find((w) => w.id === r.wordId)?.word ?? r.word, at: iso(r.at) })),
    notAttempted: words.filter((w) => !attempted.has(w.id)).map((w) => ({ id: w.id, word: w.word })),
  }
}

/**
 * DELETE …/pupils/{id}/history/{sid}: removes one session and its attempts (a game played by someone else, a
 * test taken in error); competency is recomputed from what is left. `{ deleted: 1, ids: [sid] }`.
 */
export async function deletePupilSession(op: SchoolOperation, pupilId: number, sessionId: number) {
  const { db } = await sessionOfPupil(op, pupilId, sessionId)
  await db.query('DELETE FROM spelling_attempts WHERE session_id = $1', [sessionId])
  await db.query('DELETE FROM spelling_sessions WHERE id = $1 AND user_id = $2', [sessionId, pupilId])
  return { deleted: 1, ids: [sessionId] }
}

/**
 * GET …/pupils/{id}/monthly_spelling_competency?months=: the last `months` calendar months (UTC, default 12),
 * oldest first: `{ pupil, months: [{ month: '2025-01', start, plays, attempted, correct, accuracy, wordsMastered,
 * newlyMastered }] }`; `wordsMastered` is how many spellings were mastered at the month's end (or now).
 */
export async function monthlyCompetency(op: SchoolOperation, pupilId: number, months: number) {
  const { db, pupil } = await pupilScope(op, pupilId)
  const now = new Date()
  const starts = Array.from(
    { length: months + 1 },
    (_, i) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - months + 1 + i, 1)),
  )
  const { rows } = await db.query<{ month: Date; plays: number; attempted: number; correct: number }>(
    `SELECT date_trunc('month', s.started_at AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' AS month, count(*)::int AS plays,
       coalesce(sum(s.attempted), 0)::int AS attempted, coalesce(sum(s.correct), 0)::int AS correct
     FROM spelling_sessions s WHERE s.user_id = $1 AND s.started_at >= $2 GROUP BY 1`,
    [pupilId, starts[0]],
  )
  const attempts = await attemptsOf(db, [pupilId])
  const cuts = [starts[0], ...starts.slice(1).map((s) => (s < now ? s : new Date(now.getTime() + 1000)))]
  const mastered = masteredAt(attempts.get(pupilId) ?? [], cuts)
  return {
    pupil,
    months: starts.slice(0, months).map((start, i) => {
      const r = rows.find((x) => new Date(x.month).getTime() === start.getTime()) ?? { plays: 0, attempted: 0, correct: 0 }
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
