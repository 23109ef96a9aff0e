/** Competency per word from a pupil's last five attempts at its spelling (any list, any session); a list is mastered when every word is. */
import { tables } from '../data/schema'
import { sql } from '../data/sql'
import type { Operation } from '../data/db'
import { COMPETENCY_WINDOW, listMastered, wordCompetency } from '../../player/games/spelling/rules'
import { readableList } from './list-access'
import { resultsDb } from './sessions'

type WordOutcomes = { id: number; word: string; dictionary_id: number | null; outcomes: boolean[] | null }

/** POST lists/{id}/competency/words: for the caller or (school staff) one of their school's pupils; 404 for anyone else. */
export async function listCompetency(op: Operation, listId: number, options: { userId?: number; wordIds?: number[] }) {
  const userId = options.userId ?? op.user.id
  const db = await resultsDb(op, userId)
  await readableList(op, listId)
  const rows = await db.rows<WordOutcomes>(
    sql`SELECT w.id, w.word, w.dictionary_id,
       (SELECT array_agg(x.correct ORDER BY x.created_at, x.id) FROM (
          SELECT a.correct, a.created_at, a.id FROM ${tables.spelling_attempts} a WHERE a.user_id = ${userId} AND a.word = lower(w.word)
          ORDER BY a.created_at DESC, a.id DESC LIMIT ${COMPETENCY_WINDOW}) x) AS outcomes
     FROM ${tables.list_words} w WHERE w.list_id = ${listId} AND (${options.wordIds ?? null}::int[] IS NULL OR w.id = ANY(${options.wordIds ?? null}::int[]))
     ORDER BY w.position, w.id`,
  )
  const words = rows.map((r) => ({ id: r.id, word: r.word, dictionary_id: r.dictionary_id, ...wordCompetency(r.outcomes ?? []) }))
  return { list: listId, user: userId, mastered: listMastered(words), words }
}
