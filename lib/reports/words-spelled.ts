/**
 * Words spelled (`users/me/school/pupils/{id}/words_spelled`, `…/groups/{id}/words_spelled`): every spelling
 * a pupil or class attempted, with how often and how well, hardest first by default: the words a class finds
 * hardest at a glance.
 */
import type { Sql } from '../data/connection'
import type { SchoolOperation } from '../school/context'
import { toPage } from '../spelling/pages'
import { groupScope, iso, percent, pupilScope, sessionFilter, type DateRange } from './scope'

export const WORD_SORTS = {
  hardest: 'accuracy ASC, attempted DESC, word ASC',
  easiest: 'accuracy DESC, attempted DESC, word ASC',
  most: 'attempted DESC, word ASC',
  recent: 'last_attempt_at DESC, word ASC',
  word: 'word ASC',
} as const

export type WordsQuery = DateRange & { sort: keyof typeof WORD_SORTS; page: number; limit: number }

async function wordsSpelled(db: Sql, pupilIds: number[], query: WordsQuery) {
  const values: unknown[] = []
  const filter = sessionFilter(values, pupilIds, query, 'a.created_at').replaceAll('s.user_id', 'a.user_id')
  const grouped = `SELECT a.word, count(*)::int AS attempted, count(*) FILTER (WHERE a.correct)::int AS correct,
      count(DISTINCT a.user_id)::int AS pupils, max(a.created_at) AS last_attempt_at,
      (count(*) FILTER (WHERE a.correct))::float8 / count(*) AS accuracy
    FROM spelling_attempts a WHERE ${filter} GROUP BY a.word`
  const { rows: totals } = await db.query(
    `SELECT count(*)::int AS words, coalesce(sum(attempted), 0)::int AS attempted, coalesce(sum(correct), 0)::int AS correct FROM (${grouped}) g`,
    values,
  )
  const { rows } = await db.query(
    `SELECT * FROM (${grouped}) g ORDER BY ${WORD_SORTS[query.sort]} LIMIT ${query.limit} OFFSET ${(query.page - 1) * query.limit}`,
    values,
  )
  const docs = rows.map((r: any) => ({
    word: r.word,
    attempted: r.attempted,
    correct: r.correct,
    accuracy: percent(r.correct, r.attempted),
    pupils: r.pupils,
    lastAttemptAt: iso(r.last_attempt_at),
  }))
  const t = totals[0]
  return {
    totals: { words: t.words, attempted: t.attempted, correct: t.correct, accuracy: percent(t.correct, t.attempted) },
    ...toPage(docs, t.words, query.page, query.limit),
  }
}

/** GET …/pupils/{id}/words_spelled?from=&to=&sort=&page=&limit=: `{ pupil, totals, docs: [{ word, attempted, correct, accuracy, pupils, lastAttemptAt }], …paging }`. */
export async function pupilWordsSpelled(op: SchoolOperation, pupilId: number, query: WordsQuery) {
  const { db, pupil } = await pupilScope(op, pupilId)
  return { pupil, ...(await wordsSpelled(db, [pupilId], query)) }
}

/** GET …/groups/{id}/words_spelled?…: the same for a class (`pupils`: how many of the class attempted the word). */
export async function groupWordsSpelled(op: SchoolOperation, groupId: number, query: WordsQuery) {
  const { db, group, pupilIds } = await groupScope(op, groupId)
  return { group, ...(await wordsSpelled(db, pupilIds, query)) }
}
