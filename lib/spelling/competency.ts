/** Competency per word from a pupil's last five attempts at its spelling (any list, any session); a list is mastered when every word is. */
import type { AuthUser } from '../auth/types'
import { AppError } from '../api/errors'
import type { Sql } from '../data/connection'
import { COMPETENCY_WINDOW, listMastered, wordCompetency } from '../../player/games/spelling/rules'
import { readableList } from './list-access'
import { canSeeResultsOf } from './sessions'

export async function listCompetency(sql: Sql, viewer: AuthUser, listId: number, options: { userId?: number; wordIds?: number[] }) {
  const userId = options.userId ?? viewer.id
  if (!(await canSeeResultsOf(sql, viewer, userId))) throw new AppError('NOT_FOUND', { message: 'No such user' })
  await readableList(sql, viewer, listId)
  const { rows } = await sql.query<{ id: number; word: string; dictionary_id: number | null; outcomes: boolean[] | null }>(
    `SELECT w.id, w.word, w.dictionary_id,
       (SELECT array_agg(x.correct ORDER BY x.created_at, x.id) FROM (
          SELECT a.correct, a.created_at, a.id FROM spelling_attempts a WHERE a.user_id = $2 AND a.word = lower(w.word)
          ORDER BY a.created_at DESC, a.id DESC LIMIT ${COMPETENCY_WINDOW}) x) AS outcomes
     FROM list_words w WHERE w.list_id = $1 AND ($3::int[] IS NULL OR w.id = ANY($3::int[])) ORDER BY w.position, w.id`,
    [listId, userId, options.wordIds ?? null],
  )
  const words = rows.map((r) => ({ id: r.id, word: r.word, dictionary_id: r.dictionary_id, ...wordCompetency(r.outcomes ?? []) }))
  return { list: listId, user: userId, mastered: listMastered(words), words }
}
