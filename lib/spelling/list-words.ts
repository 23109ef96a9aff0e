/** The words of a list: reading them with their dictionary entries, adding, removing and choosing homographs. */
import type { AuthUser } from '../auth/types'
import { AppError } from '../api/errors'
import type { Sql } from '../data/connection'
import { fallbackLocale } from '../dictionary/types'

/** The most words one list holds: a weekly list is ten or so; a long one still fits a game. */
export const MAX_LIST_WORDS = 100

export type ListWordBody = {
  id: number
  word: string
  dictionary_id: number | null
  position: number
  definition: string | null
  sentence: string | null
  audio: string | null
  category: string | null
  partOfSpeech: string | null
  phonemes: string | null
  graphemes: string | null
  /** How many entries share this spelling: more than one means a meaning can be chosen. */
  homographs: number
}

/** SQL condition: dictionary entry `d` is visible to a user of school $n (its own words) or to all (shared words). */
export const dictionaryVisible = (n: number) => `(d.school_id IS NULL OR d.school_id = $${n})`

export async function listWords(sql: Sql, listId: number): Promise<ListWordBody[]> {
  const { rows } = await sql.query<ListWordBody>(
    `SELECT w.id, w.word, w.dictionary_id, w.position::int AS position, d.definition, d.sentence, d.audio, d.category::text AS category,
       d.part_of_speech AS "partOfSpeech", d.phonemes, d.graphemes,
       (SELECT count(*)::int FROM dictionary_words h WHERE lower(h.word) = lower(w.word) AND h.locale = d.locale AND NOT h.hidden AND h.merged_into_id IS NULL) AS homographs
     FROM list_words w LEFT JOIN dictionary_words d ON d.id = w.dictionary_id
     WHERE w.list_id = $1 ORDER BY w.position, w.id`,
    [listId],
  )
  return rows
}

export type WordInput = string | { dictionary_id: number }

/**
 * Turns typed words and chosen entries into rows to store: a typed word takes the commonest visible entry
 * with that spelling in the list's locale (then its fallback); a word the dictionary lacks is kept as typed,
 * with no entry. A chosen entry must be visible to the user.
 */
export async function resolveWords(sql: Sql, user: AuthUser, locale: string, words: WordInput[]) {
  const typed = words.filter((w): w is string => typeof w === 'string').map((w) => w.trim())
  const chosen = words.filter((w): w is { dictionary_id: number } => typeof w !== 'string').map((w) => w.dictionary_id)
  const school = user.role === 'superuser' ? null : (user.school?.id ?? null)
  const byText = new Map<string, { id: number; word: string }>()
  if (typed.length) {
    const { rows } = await sql.query<{ key: string; id: number; word: string }>(
      `SELECT DISTINCT ON (lower(t.w)) lower(t.w) AS key, d.id, d.word FROM unnest($1::text[]) AS t(w)
       JOIN dictionary_words d ON lower(d.word) = lower(t.w) AND d.locale::text IN ($2, $3) AND NOT d.hidden AND d.merged_into_id IS NULL
         AND ${user.role === 'superuser' ? 'true' : dictionaryVisible(4)}
       ORDER BY lower(t.w), (d.locale::text = $2) DESC, (d.school_id IS NOT NULL) DESC, d.frequency DESC, d.id`,
      user.role === 'superuser' ? [typed, locale, fallbackLocale(locale)] : [typed, locale, fallbackLocale(locale), school],
    )
    for (const row of rows) byText.set(row.key, row)
  }
  const byId = new Map<number, { id: number; word: string }>()
  if (chosen.length) {
    const { rows } = await sql.query<{ id: number; word: string }>(
      `SELECT d.id, d.word FROM dictionary_words d WHERE d.id = ANY($1::int[]) AND d.merged_into_id IS NULL AND ${user.role === 'superuser' ? 'true' : dictionaryVisible(2)}`,
      user.role === 'superuser' ? [chosen] : [chosen, school],
    )
    for (const row of rows) byId.set(row.id, row)
  }
  const missing: { path: string; message: string }[] = []
  const resolved = words.map((w, i) => {
    if (typeof w === 'string') {
      const entry = byText.get(w.trim().toLowerCase())
      return { word: entry?.word ?? w.trim(), dictionaryId: entry?.id ?? null }
    }
    const entry = byId.get(w.dictionary_id)
    if (!entry) missing.push({ path: `words.${i}.dictionary_id`, message: 'No such dictionary entry' })
    return { word: entry?.word ?? '', dictionaryId: entry?.id ?? null }
  })
  if (missing.length) throw new AppError('INVALID_DATA', { fields: missing })
  return resolved
}

/** Appends words to a list, refusing to grow it past the limit. */
export async function appendWords(sql: Sql, listId: number, words: { word: string; dictionaryId: number | null }[]) {
  const { rows } = await sql.query<{ count: number; next: number }>(
    `SELECT count(*)::int AS count, coalesce(max(position), -1)::int + 1 AS next FROM list_words WHERE list_id = $1`,
    [listId],
  )
  if (rows[0].count + words.length > MAX_LIST_WORDS) {
    throw new AppError('INVALID_DATA', { fields: [{ path: 'words', message: `A list holds at most ${MAX_LIST_WORDS} words` }] })
  }
  if (!words.length) return
  await sql.query(
    `INSERT INTO list_words (list_id, word, dictionary_id, position)
     SELECT $1, t.word, t.dictionary_id, $2 + t.n - 1 FROM unnest($3::text[], $4::int[]) WITH ORDINALITY AS t(word, dictionary_id, n)`,
    [listId, rows[0].next, words.map((w) => w.word), words.map((w) => w.dictionaryId)],
  )
  await sql.query(`UPDATE word_lists SET updated_at = now() WHERE id = $1`, [listId])
}

/** A spelling a pupil can be asked to type: letters, with spaces, hyphens and apostrophes between them. */
export const WORD_PATTERN = /^\p{L}+(?:[ '’-]\p{L}+)*$/u
