/** Spelling fixtures: the seeded dictionary and scheme (a bulk insert), and lists made straight in the database. */
import type { Payload } from 'payload'
import { connectionFor } from '../../lib/data/connection'
import { seedSpelling } from '../../seed/spelling'

export const seedSpellingData = (payload: Payload) => seedSpelling({ payload })

/** A list owned by `owner`, with these words resolved against the dictionary (or kept as typed). */
export async function makeList(
  payload: Payload,
  owner: { id: number; school?: number | null },
  words: string[],
  overrides: { title?: string; visibility?: string; locale?: string } = {},
) {
  const sql = await connectionFor(payload)
  const { rows } = await sql.query<{ id: number }>(
    `INSERT INTO word_lists (title, locale, visibility, owner_id, school_id, suggested) VALUES ($1, $2, $3, $4, $5, false) RETURNING id`,
    [overrides.title ?? 'Test list', overrides.locale ?? 'en_GB', overrides.visibility ?? 'private', owner.id, owner.school ?? null],
  )
  const id = rows[0].id
  await sql.query(
    `INSERT INTO list_words (list_id, word, dictionary_id, position)
     SELECT $1, t.w, (SELECT d.id FROM dictionary_words d WHERE d.word = t.w AND d.locale = $3 ORDER BY d.frequency DESC, d.id LIMIT 1), t.n - 1
     FROM unnest($2::text[]) WITH ORDINALITY AS t(w, n)`,
    [id, words, overrides.locale ?? 'en_GB'],
  )
  const listWords = await sql.query<{ id: number; word: string }>(`SELECT id, word FROM list_words WHERE list_id = $1 ORDER BY position`, [
    id,
  ])
  return { id, words: listWords.rows }
}
