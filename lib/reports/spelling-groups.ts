/**
 * A class's spelling reports (`users/me/school/groups/{id}/…`), computed from its pupils' game sessions and
 * attempts as the server scored them. Dates are UTC; `from` is inclusive, `to` exclusive. Accuracy is a whole
 * percentage of words right (null when nothing was attempted).
 */
import { AppError } from '../api/errors'
import type { Operation, SchoolDb } from '../data/db'
import { tables } from '../data/schema'
import { SCHOOL, sql } from '../data/sql'
import { readableList } from '../spelling/list-access'
import { offsetOf, toPage } from '../spelling/pages'
import { GAME_TYPES, MODES, DIFFICULTIES } from '../../player/games/spelling/rules'
import { attemptsOf, listCompetencies, masteredAt, pairKey, wordsOfLists } from './competency'
import { groupScope, iso, listHeads, percent, playOf, reportListsDb, sessionSummaries, type DateRange } from './scope'

/** A pupil's play totals over a range. */
type PlayTotals = {
  plays: number
  finished: number
  lists: number
  attempted: number
  correct: number
  score: number
  honeypots: number
  time_ms: number
  last_played_at: Date | null
}

/**
 * GET …/spelling_plays?from=&to=: each pupil's play: `{ group, from, to, pupils: [{ id, name, school_username,
 * plays, finished, lists, attempted, correct, accuracy, score, honeypots, timeMs, lastPlayedAt }], totals }`.
 */
export async function spellingPlays(op: Operation, groupId: number, range: DateRange) {
  const { db, group, pupils, pupilIds } = await groupScope(op, groupId)
  const rows = await db.rows<PlayTotals & { user_id: number }>(
    sql`SELECT s.user_id, count(*)::int AS plays, count(*) FILTER (WHERE s.status = 'finished')::int AS finished,
          count(DISTINCT s.list_id)::int AS lists, coalesce(sum(s.attempted), 0)::int AS attempted, coalesce(sum(s.correct), 0)::int AS correct,
          coalesce(sum(s.score), 0)::int AS score, coalesce(sum(s.honeypots), 0)::int AS honeypots,
          coalesce(sum(s.claimed_ms), 0)::float8 AS time_ms, max(coalesce(s.last_attempt_at, s.started_at)) AS last_played_at
        FROM ${tables.spelling_sessions} s WHERE ${playOf(pupilIds, range)} GROUP BY s.user_id`,
  )
  const byPupil = new Map(rows.map((r) => [r.user_id, r]))
  const docs = pupils.map((p) => {
    const r: PlayTotals = byPupil.get(p.id) ?? {
      plays: 0,
      finished: 0,
      lists: 0,
      attempted: 0,
      correct: 0,
      score: 0,
      honeypots: 0,
      time_ms: 0,
      last_played_at: null,
    }
    return {
      id: p.id,
      name: p.name,
      school_username: p.school_username,
      plays: r.plays,
      finished: r.finished,
      lists: r.lists,
      attempted: r.attempted,
      correct: r.correct,
      accuracy: percent(r.correct, r.attempted),
      score: r.score,
      honeypots: r.honeypots,
      timeMs: Math.round(r.time_ms),
      lastPlayedAt: iso(r.last_played_at),
    }
  })
  const sum = (key: 'plays' | 'attempted' | 'correct' | 'score' | 'finished') => docs.reduce((n, d) => n + d[key], 0)
  return {
    group,
    from: iso(range.from),
    to: iso(range.to),
    pupils: docs,
    totals: {
      pupils: docs.length,
      pupilsPlayed: docs.filter((d) => d.plays > 0).length,
      plays: sum('plays'),
      finished: sum('finished'),
      attempted: sum('attempted'),
      correct: sum('correct'),
      accuracy: percent(sum('correct'), sum('attempted')),
      score: sum('score'),
    },
  }
}

/** GET …/history?user_ids=&list_id=&from=&to=&page=&limit=: the class's game sessions, newest first (Payload's list shape, plus `group`). */
export async function groupHistory(
  op: Operation,
  groupId: number,
  query: DateRange & { user_ids?: number[]; list_id?: number; page: number; limit: number },
) {
  const { db, group, pupilIds } = await groupScope(op, groupId)
  const ids = query.user_ids ? pupilIds.filter((id) => query.user_ids!.includes(id)) : pupilIds
  const filter = sql`${playOf(ids, query)} ${query.list_id !== undefined ? sql`AND s.list_id = ${query.list_id}` : sql``}`
  const [{ n }] = await db.rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM ${tables.spelling_sessions} s WHERE ${filter}`)
  const docs = await sessionSummaries(db, filter, { limit: query.limit, offset: offsetOf(query.page, query.limit) })
  return { group, ...toPage(docs, n, query.page, query.limit) }
}

/**
 * GET …/history/lists?from=&to=&page=&limit=: the lists the class has played, most recently played first:
 * `{ group, docs: [{ list: { id, title, wordCount }, plays, pupils, attempted, correct, accuracy, pupilsMastered,
 * lastPlayedAt }], …paging }`; `pupilsMastered` is how many of the class have every word mastered now.
 */
export async function groupHistoryLists(op: Operation, groupId: number, query: DateRange & { page: number; limit: number }) {
  const { db, group, pupilIds } = await groupScope(op, groupId)
  const filter = playOf(pupilIds, query)
  const [{ n }] = await db.rows<{ n: number }>(
    sql`SELECT count(DISTINCT s.list_id)::int AS n FROM ${tables.spelling_sessions} s WHERE ${filter}`,
  )
  const rows = await db.rows<{
    list_id: number
    title: string
    word_count: number
    plays: number
    pupils: number
    attempted: number
    correct: number
    last_played_at: Date | null
  }>(
    sql`SELECT s.list_id, l.title, (SELECT count(*)::int FROM ${tables.list_words} w WHERE w.list_id = s.list_id) AS word_count,
          count(*)::int AS plays, count(DISTINCT s.user_id)::int AS pupils, coalesce(sum(s.attempted), 0)::int AS attempted,
          coalesce(sum(s.correct), 0)::int AS correct, max(coalesce(s.last_attempt_at, s.started_at)) AS last_played_at
        FROM ${tables.spelling_sessions} s JOIN ${tables.word_lists} l ON l.id = s.list_id WHERE ${filter}
        GROUP BY s.list_id, l.title ORDER BY max(coalesce(s.last_attempt_at, s.started_at)) DESC, s.list_id
        LIMIT ${query.limit} OFFSET ${offsetOf(query.page, query.limit)}`,
  )
  const words = await wordsOfLists(
    await reportListsDb(op),
    rows.map((r) => r.list_id),
  )
  const competency = await listCompetencies(db, pupilIds, words)
  const docs = rows.map((r) => ({
    list: { id: r.list_id, title: r.title, wordCount: r.word_count },
    plays: r.plays,
    pupils: r.pupils,
    attempted: r.attempted,
    correct: r.correct,
    accuracy: percent(r.correct, r.attempted),
    pupilsMastered: pupilIds.filter((p) => competency.get(pairKey(p, r.list_id))?.listMastered).length,
    lastPlayedAt: iso(r.last_played_at),
  }))
  return { group, ...toPage(docs, n, query.page, query.limit) }
}

/** The school year that `at` falls in, by the year it starts (September). */
export const schoolYearOf = (at: Date) => (at.getUTCMonth() >= 8 ? at.getUTCFullYear() : at.getUTCFullYear() - 1)

/** The three terms of a school year: autumn (September–December), spring (January–March), summer (April–August). */
export function termsOf(year: number) {
  const at = (y: number, m: number) => new Date(Date.UTC(y, m, 1))
  return [
    { term: 'autumn', start: at(year, 8), end: at(year + 1, 0) },
    { term: 'spring', start: at(year + 1, 0), end: at(year + 1, 3) },
    { term: 'summer', start: at(year + 1, 3), end: at(year + 1, 8) },
  ] as const
}

/**
 * GET …/spelling/termly_progression?year=: per term of a school year (default the current one), each pupil's
 * plays and accuracy and the words they had mastered at the start and end of the term (competency replayed
 * from their attempts): `{ group, year, terms: [{ term, start, end, started, class: { plays, attempted,
 * correct, accuracy, averageMastered, averageNewlyMastered }, pupils: [{ id, name, plays, attempted, correct,
 * accuracy, masteredAtStart, masteredAtEnd, newlyMastered }] }] }`. Terms not yet begun have `started: false`.
 */
export async function termlyProgression(op: Operation, groupId: number, year?: number) {
  const { db, group, pupils, pupilIds } = await groupScope(op, groupId)
  const now = new Date()
  const schoolYear = year ?? schoolYearOf(now)
  const terms = termsOf(schoolYear)
  const rows = await db.rows<{ user_id: number; term: number; plays: number; attempted: number; correct: number }>(
    sql`SELECT s.user_id, CASE WHEN s.started_at < ${terms[1].start} THEN 0 WHEN s.started_at < ${terms[2].start} THEN 1 ELSE 2 END AS term,
          count(*)::int AS plays, coalesce(sum(s.attempted), 0)::int AS attempted, coalesce(sum(s.correct), 0)::int AS correct
        FROM ${tables.spelling_sessions} s WHERE ${playOf(pupilIds, { from: terms[0].start, to: terms[2].end })} GROUP BY 1, 2`,
  )
  const ends = terms.map((t) => (t.end < now ? t.end : now))
  const cuts = [terms[0].start, ...ends]
  const attempts = await attemptsOf(db, pupilIds, cuts[cuts.length - 1])
  const mastered = new Map(pupilIds.map((id) => [id, masteredAt(attempts.get(id) ?? [], cuts)]))
  return {
    group,
    year: schoolYear,
    terms: terms.map((t, i) => {
      const started = t.start <= now
      const docs = pupils.map((p) => {
        const r = rows.find((x) => x.user_id === p.id && x.term === i) ?? { plays: 0, attempted: 0, correct: 0 }
        const counts = mastered.get(p.id)!
        const atStart = started ? counts[i] : null
        const atEnd = started ? counts[i + 1] : null
        return {
          id: p.id,
          name: p.name,
          school_username: p.school_username,
          plays: r.plays,
          attempted: r.attempted,
          correct: r.correct,
          accuracy: percent(r.correct, r.attempted),
          masteredAtStart: atStart,
          masteredAtEnd: atEnd,
          newlyMastered: atStart === null || atEnd === null ? null : atEnd - atStart,
        }
      })
      const sum = (f: (d: (typeof docs)[number]) => number) => docs.reduce((n, d) => n + f(d), 0)
      const average = (f: (d: (typeof docs)[number]) => number) =>
        docs.length && started ? Math.round((sum(f) / docs.length) * 10) / 10 : null
      return {
        term: t.term,
        start: t.start.toISOString(),
        end: t.end.toISOString(),
        started,
        class: {
          plays: sum((d) => d.plays),
          attempted: sum((d) => d.attempted),
          correct: sum((d) => d.correct),
          accuracy: percent(
            sum((d) => d.correct),
            sum((d) => d.attempted),
          ),
          averageMastered: average((d) => d.masteredAtEnd ?? 0),
          averageNewlyMastered: average((d) => d.newlyMastered ?? 0),
        },
        pupils: docs,
      }
    }),
  }
}

/**
 * The lists a class report covers: those asked for (each readable by the teacher), else those the class played
 * most recently and its homework lists (set by the caller's school).
 */
async function reportLists(op: Operation, db: SchoolDb, groupId: number, pupilIds: number[], listIds?: number[]) {
  if (listIds) {
    for (const id of listIds) await readableList(op, id)
    return listIds
  }
  const rows = await db.rows<{ list_id: number }>(
    sql`SELECT list_id FROM (
          SELECT s.list_id, max(s.started_at) AS at FROM ${tables.spelling_sessions} s WHERE ${playOf(pupilIds, {})} GROUP BY s.list_id
          UNION ALL
          SELECT i.ref::int, max(h.starts_at) FROM ${tables.homework} h JOIN ${tables.homework_items} i ON i.homework_id = h.id AND i.product = 'spelling'
            JOIN ${tables.homework_rels} r ON r.parent_id = h.id AND r.path = 'groups' WHERE r.groups_id = ${groupId} AND h.school_id = ${SCHOOL}
            GROUP BY i.ref
        ) x GROUP BY list_id ORDER BY max(at) DESC, list_id LIMIT 20`,
  )
  return rows.map((r) => r.list_id)
}

/**
 * GET …/spelling_competency?list_ids=: the class by list grid of competency (last five attempts per word):
 * `{ group, lists: [{ id, title, wordCount }], pupils: [{ id, name, school_username, lists: [{ list, words,
 * mastered, nearly, learning, notStarted, score, listMastered }] }], summary: [{ list, pupilsMastered,
 * averageScore }] }`.
 */
export async function spellingCompetency(op: Operation, groupId: number, listIds?: number[]) {
  const { db, group, pupils, pupilIds } = await groupScope(op, groupId)
  const ids = await reportLists(op, db, groupId, pupilIds, listIds)
  const listsDb = await reportListsDb(op)
  const lists = await listHeads(listsDb, ids)
  const competency = await listCompetencies(db, pupilIds, await wordsOfLists(listsDb, ids))
  const docs = pupils.map((p) => ({
    id: p.id,
    name: p.name,
    school_username: p.school_username,
    lists: lists.map((l) => {
      const { perWord: _perWord, ...c } = competency.get(pairKey(p.id, l.id))!
      return { list: l.id, ...c }
    }),
  }))
  return {
    group,
    lists,
    pupils: docs,
    summary: lists.map((l) => {
      const cells = docs.map((d) => d.lists.find((c) => c.list === l.id)!)
      return {
        list: l.id,
        pupilsMastered: cells.filter((c) => c.listMastered).length,
        averageScore: cells.length ? Math.round((cells.reduce((n, c) => n + c.score, 0) / cells.length) * 100) / 100 : null,
      }
    }),
  }
}

/**
 * GET …/spelling-competency/gameplay?from=&to=: how well the class spells by the way it plays: attempts and
 * accuracy by difficulty, game type and mode, for the class and each pupil (by difficulty):
 * `{ group, byDifficulty: [{ difficulty, pupils, attempted, correct, accuracy }], byGameType: [...],
 * byMode: [...], pupils: [{ id, name, school_username, byDifficulty: [{ difficulty, attempted, correct, accuracy }] }] }`.
 */
export async function competencyByGameplay(op: Operation, groupId: number, range: DateRange) {
  const { db, group, pupils, pupilIds } = await groupScope(op, groupId)
  const rows = await db.rows<{
    user_id: number
    difficulty: number
    game_type: string
    mode: string
    attempted: number
    correct: number
  }>(
    sql`SELECT s.user_id, s.difficulty::int AS difficulty, s.game_type::text AS game_type, s.mode::text AS mode,
          count(*)::int AS attempted, count(*) FILTER (WHERE a.correct)::int AS correct
        FROM ${tables.spelling_attempts} a JOIN ${tables.spelling_sessions} s ON s.id = a.session_id
        WHERE ${playOf(pupilIds, range, { at: 'a.created_at' })} GROUP BY 1, 2, 3, 4`,
  )
  const by = <K extends string | number>(keys: readonly K[], pick: (r: (typeof rows)[number]) => K) =>
    keys.map((key) => {
      const mine = rows.filter((r) => pick(r) === key)
      const attempted = mine.reduce((n, r) => n + r.attempted, 0)
      const correct = mine.reduce((n, r) => n + r.correct, 0)
      return { key, pupils: new Set(mine.map((r) => r.user_id)).size, attempted, correct, accuracy: percent(correct, attempted) }
    })
  return {
    group,
    from: iso(range.from),
    to: iso(range.to),
    byDifficulty: by(DIFFICULTIES, (r) => r.difficulty as (typeof DIFFICULTIES)[number]).map(({ key, ...rest }) => ({
      difficulty: key,
      ...rest,
    })),
    byGameType: by(GAME_TYPES, (r) => r.game_type as (typeof GAME_TYPES)[number]).map(({ key, ...rest }) => ({ gameType: key, ...rest })),
    byMode: by(MODES, (r) => r.mode as (typeof MODES)[number]).map(({ key, ...rest }) => ({ mode: key, ...rest })),
    pupils: pupils.map((p) => ({
      id: p.id,
      name: p.name,
      school_username: p.school_username,
      byDifficulty: DIFFICULTIES.map((difficulty) => {
        const mine = rows.filter((r) => r.user_id === p.id && r.difficulty === difficulty)
        const attempted = mine.reduce((n, r) => n + r.attempted, 0)
        const correct = mine.reduce((n, r) => n + r.correct, 0)
        return { difficulty, attempted, correct, accuracy: percent(correct, attempted) }
      }),
    })),
  }
}

/** A pupil's most recent spelling test, as the breakdown shows it. */
type Assessment = {
  session: number
  list: { id: number; title: string }
  words: number
  correct: number
  accuracy: number | null
  finishedAt: string | null
  wrong: string[]
}

/**
 * GET …/recent_spelling_assessment_breakdown?list_id=&from=&to=: each pupil's most recent finished spelling test
 * (test mode) and, over those tests, how the class did on each word, hardest first. A word a pupil left
 * unanswered counts as wrong. `{ group, pupils: [{ id, name, school_username, assessment: null | { session,
 * list, words, correct, accuracy, finishedAt, wrong: [word] } }], words: [{ word, pupils, correct, accuracy,
 * wrongBy: [pupil id] }], summary: { assessed, averageAccuracy } }`.
 */
export async function recentAssessmentBreakdown(op: Operation, groupId: number, query: DateRange & { list_id?: number }) {
  const { db, group, pupils, pupilIds } = await groupScope(op, groupId)
  const tests = await db.rows<{
    id: number
    user_id: number
    list_id: number
    list_title: string
    words: { id: number; word: string }[]
    correct: number
    finished_at: Date
  }>(
    sql`SELECT DISTINCT ON (s.user_id) s.id, s.user_id, s.list_id, l.title AS list_title, s.words, s.correct::int AS correct, s.finished_at
        FROM ${tables.spelling_sessions} s JOIN ${tables.word_lists} l ON l.id = s.list_id
        WHERE ${playOf(pupilIds, query, { at: 's.finished_at' })} AND s.mode = 'test' AND s.status = 'finished'
          ${query.list_id !== undefined ? sql`AND s.list_id = ${query.list_id}` : sql``}
        ORDER BY s.user_id, s.finished_at DESC, s.id DESC`,
  )
  const attempts = await db.rows<{ session_id: number; list_word: number; correct: boolean }>(
    sql`SELECT a.session_id, a.list_word::int AS list_word, a.correct FROM ${tables.spelling_attempts} a
        WHERE a.session_id = ANY(${tests.map((t) => t.id)}::int[]) AND ${playOf(pupilIds, {}, { user: 'a.user_id' })}`,
  )
  const words = new Map<string, { word: string; pupils: number; correct: number; wrongBy: number[] }>()
  const assessments = new Map<number, Assessment>()
  for (const test of tests) {
    const right = new Set(attempts.filter((a) => a.session_id === test.id && a.correct).map((a) => a.list_word))
    const wrong: string[] = []
    for (const w of test.words) {
      const key = w.word.toLowerCase()
      const entry = words.get(key) ?? { word: key, pupils: 0, correct: 0, wrongBy: [] }
      entry.pupils++
      if (right.has(w.id)) entry.correct++
      else {
        entry.wrongBy.push(test.user_id)
        wrong.push(w.word)
      }
      words.set(key, entry)
    }
    assessments.set(test.user_id, {
      session: test.id,
      list: { id: test.list_id, title: test.list_title },
      words: test.words.length,
      correct: test.correct,
      accuracy: percent(test.correct, test.words.length),
      finishedAt: iso(test.finished_at),
      wrong,
    })
  }
  const accuracies = [...assessments.values()].map((a) => a.accuracy ?? 0)
  return {
    group,
    pupils: pupils.map((p) => ({ id: p.id, name: p.name, school_username: p.school_username, assessment: assessments.get(p.id) ?? null })),
    words: [...words.values()]
      .map((w) => ({ ...w, accuracy: percent(w.correct, w.pupils) }))
      .sort((a, b) => (a.accuracy ?? 0) - (b.accuracy ?? 0) || b.pupils - a.pupils || a.word.localeCompare(b.word)),
    summary: {
      assessed: assessments.size,
      averageAccuracy: accuracies.length ? Math.round(accuracies.reduce((n, a) => n + a, 0) / accuracies.length) : null,
    },
  }
}

/**
 * GET …/game_play_type_history?interval=week|month&from=&to=: how many games the class played in each week or
 * month (UTC; weeks start on Monday), by game type and mode, every period of the range listed (default: the
 * last 12 periods): `{ group, interval, from, to, periods: [{ start, total, gameTypes: { spelling, … },
 * modes: { game, accuracy, test }, freeplay }] }`.
 */
export async function gamePlayTypeHistory(op: Operation, groupId: number, query: DateRange & { interval: 'week' | 'month' }) {
  const { db, group, pupilIds } = await groupScope(op, groupId)
  const to = query.to ?? new Date()
  const { interval } = query
  const from: Date =
    query.from ??
    (
      await db.rows<{ from: Date }>(
        sql`SELECT (date_trunc(${interval}, ${to}::timestamptz AT TIME ZONE 'UTC') - ('11 ' || ${interval})::interval) AT TIME ZONE 'UTC' AS "from"`,
      )
    )[0].from
  if (from >= to) throw new AppError('INVALID_DATA', { fields: [{ path: 'query.from', message: 'from must be before to' }] })
  const periods = await db.rows<{ start: Date }>(
    sql`SELECT generate_series(date_trunc(${interval}, ${from}::timestamptz AT TIME ZONE 'UTC'),
          (${to}::timestamptz AT TIME ZONE 'UTC') - interval '1 millisecond', ('1 ' || ${interval})::interval) AT TIME ZONE 'UTC' AS start`,
  )
  if (periods.length > 400)
    throw new AppError('INVALID_DATA', { fields: [{ path: 'query.from', message: 'At most 400 periods at a time' }] })
  const rows = await db.rows<{ start: Date; game_type: string; mode: string; freeplay: boolean | null; n: number }>(
    sql`SELECT date_trunc(${interval}, s.started_at AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' AS start, s.game_type::text AS game_type,
          s.mode::text AS mode, s.freeplay, count(*)::int AS n
        FROM ${tables.spelling_sessions} s WHERE ${playOf(pupilIds, { from, to })} GROUP BY 1, 2, 3, 4`,
  )
  return {
    group,
    interval: query.interval,
    from: from.toISOString(),
    to: to.toISOString(),
    periods: periods.map(({ start }) => {
      const mine = rows.filter((r) => r.start.getTime() === start.getTime())
      const count = (f: (r: (typeof rows)[number]) => boolean) => mine.filter(f).reduce((n, r) => n + r.n, 0)
      return {
        start: start.toISOString(),
        total: count(() => true),
        gameTypes: Object.fromEntries(GAME_TYPES.map((g) => [g, count((r) => r.game_type === g)])),
        modes: Object.fromEntries(MODES.map((m) => [m, count((r) => r.mode === m)])),
        freeplay: count((r) => Boolean(r.freeplay)),
      }
    }),
  }
}

/** The most common spelling stage among pupils (the lower on a tie), or 1. */
export function usualStage(stages: (number | null)[]): number {
  const counts = new Map<number, number>()
  for (const s of stages) if (s !== null) counts.set(s, (counts.get(s) ?? 0) + 1)
  let best = 1
  let bestCount = 0
  for (const [stage, n] of [...counts.entries()].sort((a, b) => a[0] - b[0])) {
    if (n > bestCount) [best, bestCount] = [stage, n]
  }
  return best
}

/**
 * GET users/me/school/groups/{id}/schemecompetence?stage=: the class's competency on the weekly lists of one
 * stage of the spelling scheme, in the school's spelling (US schools get the US variant); the stage defaults to
 * the class's usual spelling stage. `{ group, scheme, variant, stage, lists: [{ id, title, week, wordCount }],
 * pupils: [{ id, name, school_username, stage_spelling, lists: [{ list, mastered, wordsMastered, score }],
 * listsMastered, wordsMastered, words, score }] }`.
 */
export async function schemeCompetence(op: Operation, groupId: number, stage?: number) {
  const { db, group, pupils, pupilIds } = await groupScope(op, groupId)
  const region = op.user.school?.accountRegion
  const variant = region === 'US' || region === 'CA' ? 'us' : 'gb'
  const chosen = stage ?? usualStage(pupils.map((p) => p.stage_spelling))
  // The scheme's lists are public: anyone may read them.
  const listsDb = await reportListsDb(op)
  const lists = await listsDb.rows<{ id: number; title: string; week: number | null; word_count: number }>(
    sql`SELECT l.id, l.title, l.week::int AS week, (SELECT count(*)::int FROM ${tables.list_words} w WHERE w.list_id = l.id) AS word_count
        FROM ${tables.word_lists} l
        WHERE l.scheme = 'inkwell-spelling' AND l.variant = ${variant} AND l.stage = ${chosen} AND l.deleted_at IS NULL AND l.visibility = 'public'
        ORDER BY l.week, l.id`,
  )
  const competency = await listCompetencies(
    db,
    pupilIds,
    await wordsOfLists(
      listsDb,
      lists.map((l) => l.id),
    ),
  )
  return {
    group,
    scheme: 'inkwell-spelling',
    variant,
    stage: chosen,
    lists: lists.map((l) => ({ id: l.id, title: l.title, week: l.week, wordCount: l.word_count })),
    pupils: pupils.map((p) => {
      const cells = lists.map((l) => {
        const c = competency.get(pairKey(p.id, l.id))!
        return { list: l.id, mastered: c.listMastered, wordsMastered: c.mastered, words: c.words, score: c.score }
      })
      const words = cells.reduce((n, c) => n + c.words, 0)
      return {
        id: p.id,
        name: p.name,
        school_username: p.school_username,
        stage_spelling: p.stage_spelling,
        lists: cells.map(({ words: _w, ...c }) => c),
        listsMastered: cells.filter((c) => c.mastered).length,
        wordsMastered: cells.reduce((n, c) => n + c.wordsMastered, 0),
        words,
        score: words ? Math.round((cells.reduce((n, c) => n + c.score * c.words, 0) / words) * 100) / 100 : 0,
      }
    }),
  }
}
