/** Reading dictionary entries as the API answers them. */
import type { AuthUser } from '../auth/types'
import { AppError } from '../api/errors'
import type { Sql } from '../data/connection'
import { readableCondition, readableParams } from '../spelling/list-access'

export const ENTRY_COLUMNS = `d.id, d.word, d.locale::text AS locale, d.hidden, d.category::text AS category, d.definition, d.sentence,
  d.part_of_speech AS "partOfSpeech", d.phonemes, d.graphemes, d.audio, d.frequency::float8 AS frequency, d.variant_id, d.merged_into_id,
  d.school_id, d.created_by_id, d.created_at, d.updated_at`

export type EntryRow = {
  id: number
  word: string
  locale: string
  hidden: boolean
  category: string | null
  definition: string | null
  sentence: string | null
  partOfSpeech: string | null
  phonemes: string | null
  graphemes: string | null
  audio: string | null
  frequency: number
  variant_id: number | null
  merged_into_id: number | null
  school_id: number | null
  created_by_id: number | null
  created_at: Date
  updated_at: Date
}

export const entryBody = (d: EntryRow) => ({
  id: d.id,
  word: d.word,
  locale: d.locale,
  hidden: d.hidden,
  category: d.category,
  definition: d.definition,
  sentence: d.sentence,
  partOfSpeech: d.partOfSpeech,
  phonemes: d.phonemes,
  graphemes: d.graphemes ? d.graphemes.split('|') : null,
  /** Where to fetch the word's audio (relative to /api), or null: the player then uses speech synthesis. */
  audio: d.audio,
  dictionary_id: d.id,
  variant_id: d.variant_id,
  merge_id: d.merged_into_id,
  school: d.school_id,
  createdBy: d.created_by_id,
  createdAt: d.created_at,
  updatedAt: d.updated_at,
})

/** SQL condition on `d` for a user: shared words, their school's own words; superusers see all. Parameters $n, $n+1. */
export const visibleEntry = (n: number) => `($${n}::bool OR d.school_id IS NULL OR d.school_id = $${n + 1})`
export const visibleParams = (user: AuthUser) => [user.role === 'superuser', user.school?.id ?? null]

export async function findEntry(sql: Sql, user: AuthUser, id: number): Promise<EntryRow> {
  const { rows } = await sql.query<EntryRow>(`SELECT ${ENTRY_COLUMNS} FROM dictionary_words d WHERE d.id = $1 AND ${visibleEntry(2)}`, [
    id,
    ...visibleParams(user),
  ])
  if (!rows[0]) throw new AppError('NOT_FOUND', { message: 'No such dictionary entry' })
  return rows[0]
}

/** The entries with this spelling in this locale (its homographs), commonest first. */
export async function homographsOf(sql: Sql, user: AuthUser, word: string, locale: string | null, includeHidden = false) {
  const { rows } = await sql.query<EntryRow>(
    `SELECT ${ENTRY_COLUMNS} FROM dictionary_words d
     WHERE lower(d.word) = lower($1) AND ($2::text IS NULL OR d.locale::text = $2) AND d.merged_into_id IS NULL
       AND ($3::bool OR NOT d.hidden) AND ${visibleEntry(4)}
     ORDER BY d.locale, d.frequency DESC, d.id`,
    [word, locale, includeHidden, ...visibleParams(user)],
  )
  return rows
}

/** An entry with its homographs and the lists (that the user may read) using it: the answer of GET dictionary/{id}. */
export async function entryWithRelations(sql: Sql, user: AuthUser, id: number) {
  const entry = await findEntry(sql, user, id)
  const homographs = (await homographsOf(sql, user, entry.word, entry.locale, user.role === 'superuser')).filter((h) => h.id !== entry.id)
  const lists = await sql.query<{ id: number; title: string }>(
    `SELECT DISTINCT l.id, l.title FROM list_words w JOIN word_lists l ON l.id = w.list_id
     WHERE w.dictionary_id = $1 AND ${readableCondition(2)} ORDER BY l.title, l.id LIMIT 50`,
    [id, ...readableParams(user)],
  )
  return { ...entryBody(entry), homographs: homographs.map(entryBody), lists: lists.rows }
}
