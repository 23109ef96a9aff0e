/**
 * Words spelled (`users/me/school/pupils/{id}/words_spelled`, `…/groups/{id}/words_spelled`): every spelling
 * a pupil or class attempted, with how often and how well, hardest first by default: the words a class finds
 * hardest at a glance.
 */
import type { Operation, SchoolDb } from '../data/db'
import { tables } from '../data/schema'
import { raw, sql } from '../data/sql'
import { offsetOf, toPage } from '../spelling/pages'
import { groupScope, iso, percent, playOf, pupilScope, type DateRange } from './scope'

export const WORD_SORTS = {
  hardest: 'accuracy ASC, attempted DESC, word ASC',
  easiest: 'accuracy DESC, attempted DESC, word ASC',
  most: 'attempted DESC, word ASC',
  recent: 'last_attempt_at DESC, word ASC',
  word: 'word ASC',
} as const

export type WordsQuery = DateRange & { sort: keyof typeof WORD_SORTS; page: number; limit: number }

async function wordsSpelled(db: SchoolDb, pupilIds: number[], query: WordsQuery) {
  const grouped = sql`SELECT a.word, count(*)::int AS attempted, count(*) FILTER (WHERE a.correct)::int AS correct,
      count(DISTINCT a.user_id)::int AS pupils, max(a.created_at) AS last_attempt_at,
      (count(*) FILTER (WHERE a.correct))::float8 / count(*) AS accuracy
    FROM ${tables.spelling_attempts} a WHERE ${playOf(pupilIds, query, { user: 'a.user_id', at: 'a.created_at' })} GROUP BY a.word`
  const [t] = await db.rows<{ words: number; attempted: number; correct: number }>(
    sql`SELECT count(*)::int AS words, coalesce(sum(attempted), 0)::int AS attempted, coalesce(sum(correct), 0)::int AS correct FROM (${grouped}) g`,
  )
  const rows = await db.rows<{ word: string; attempted: number; correct: number; pupils: number; last_attempt_at: Date }>(
    sql`SELECT * FROM (${grouped}) g ORDER BY ${raw(WORD_SORTS[query.sort])} LIMIT ${query.limit} OFFSET ${offsetOf(query.page, query.limit)}`,
  )
  const docs = rows.map((r) => ({
    word: r.word,
    attempted: r.attempted,
    correct: r.correct,
    accuracy: percent(r.correct, r.attempted),
    pupils: r.pupils,
    lastAttemptAt: iso(r.last_attempt_at),
  }))
  return {
    totals: { words: t.words, attempted: t.attempted, correct: t.correct, accuracy: percent(t.correct, t.attempted) },
    ...toPage(docs, t.words, query.page, query.limit),
  }
}

/** GET …/pupils/{id}/words_spelled?from=&to=&sort=&page=&limit=: `{ pupil, totals, docs: [{ word, attempted, correct, accuracy, pupils, lastAttemptAt }], …paging }`. */
export async function pupilWordsSpelled(op: Operation, pupilId: number, query: WordsQuery) {
  const { db, pupil } = await pupilScope(op, pupilId)
  return { pupil, ...(await wordsSpelled(db, [pupilId], query)) }
}

/** GET …/groups/{id}/words_spelled?…: the same for a class (`pupils`: how many of the class attempted the word). */
export async function groupWordsSpelled(op: Operation, groupId: number, query: WordsQuery) {
  const { db, group, pupilIds } = await groupScope(op, groupId)
  return { group, ...(await wordsSpelled(db, pupilIds, query)) }
}
