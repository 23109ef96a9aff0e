/** The words of a list: reading them with their dictionary entries, adding, removing and choosing homographs. */
import { AppError } from '../api/errors'
import type { Operation, SystemDb } from '../data/db'
import { tables, type RowOf } from '../data/schema'
import { sql } from '../data/sql'
import { dictionaryOf } from '../dictionary/entries'
import { fallbackLocale } from '../dictionary/types'
import { editableList, listsDb, readableList } from './list-access'

/** The most words one list holds: a weekly list is ten or so; a long one still fits a game. */
export const MAX_LIST_WORDS = 100

export type ListWordBody = Pick<RowOf<typeof tables.list_words>, 'id' | 'word' | 'dictionary_id' | 'position'> &
  Pick<RowOf<typeof tables.dictionary_words>, 'definition' | 'sentence' | 'audio' | 'phonemes' | 'graphemes'> & {
    category: string | null
    partOfSpeech: string | null
    /** How many entries share this spelling: more than one means a meaning can be chosen. */
    homographs: number
  }

/** The words of a list, in order, with their entries' hints (the caller has checked that the list may be read). */
export async function listWords(db: SystemDb, listId: number): Promise<ListWordBody[]> {
  return db.rows<ListWordBody>(
    sql`SELECT w.id, w.word, w.dictionary_id, w.position::int AS position, d.definition, d.sentence, d.audio, d.category::text AS category,
       d.part_of_speech AS "partOfSpeech", d.phonemes, d.graphemes,
       (SELECT count(*)::int FROM ${tables.dictionary_words} h
        WHERE lower(h.word) = lower(w.word) AND h.locale = d.locale AND NOT h.hidden AND h.merged_into_id IS NULL) AS homographs
     FROM ${tables.list_words} w LEFT JOIN ${tables.dictionary_words} d ON d.id = w.dictionary_id
     WHERE w.list_id = ${listId} ORDER BY w.position, w.id`,
  )
}

const allWords = (docs: ListWordBody[]) => ({ docs, totalDocs: docs.length })

/** GET lists/{id}/words: a readable list's words. */
export async function getListWords(op: Operation, listId: number) {
  await readableList(op, listId)
  return allWords(await listWords(await listsDb(op), listId))
}

export type WordInput = string | { dictionary_id: number }

type Entry = Pick<RowOf<typeof tables.dictionary_words>, 'id' | 'word'>

/** Entries with these ids that the caller sees and that are not merged into another. */
async function chosenEntries(op: Operation, ids: number[]): Promise<Map<number, Entry>> {
  const { db, visible } = await dictionaryOf(op)
  const rows = await db.rows<Entry>(
    sql`SELECT d.id, d.word FROM ${tables.dictionary_words} d WHERE d.id = ANY(${ids}::int[]) AND d.merged_into_id IS NULL AND ${visible}`,
  )
  return new Map(rows.map((row) => [row.id, row]))
}

/**
 * Turns typed words and chosen entries into rows to store: a typed word takes the commonest visible entry
 * with that spelling in the list's locale (then its fallback); a word the dictionary lacks is kept as typed,
 * with no entry. A chosen entry must be visible to the user.
 */
export async function resolveWords(op: Operation, locale: string, words: WordInput[]) {
  const typed = words.filter((w): w is string => typeof w === 'string').map((w) => w.trim())
  const chosen = words.filter((w): w is { dictionary_id: number } => typeof w !== 'string').map((w) => w.dictionary_id)
  const byText = new Map<string, Entry>()
  if (typed.length) {
    const { db, visible } = await dictionaryOf(op)
    const rows = await db.rows<Entry & { key: string }>(
      sql`SELECT DISTINCT ON (lower(t.w)) lower(t.w) AS key, d.id, d.word FROM unnest(${typed}::text[]) AS t(w)
       JOIN ${tables.dictionary_words} d ON lower(d.word) = lower(t.w) AND d.locale::text IN (${locale}, ${fallbackLocale(locale)})
         AND NOT d.hidden AND d.merged_into_id IS NULL AND ${visible}
       ORDER BY lower(t.w), (d.locale::text = ${locale}) DESC, (d.school_id IS NOT NULL) DESC, d.frequency DESC, d.id`,
    )
    for (const row of rows) byText.set(row.key, row)
  }
  const byId = chosen.length ? await chosenEntries(op, chosen) : new Map<number, Entry>()
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
export async function appendWords(db: SystemDb, listId: number, words: { word: string; dictionaryId: number | null }[]) {
  const now = await db.one<{ count: number; next: number }>(
    sql`SELECT count(*)::int AS count, coalesce(max(position), -1)::int + 1 AS next FROM ${tables.list_words} WHERE list_id = ${listId}`,
  )
  const { count, next } = now ?? { count: 0, next: 0 }
  if (count + words.length > MAX_LIST_WORDS) {
    throw new AppError('INVALID_DATA', { fields: [{ path: 'words', message: `A list holds at most ${MAX_LIST_WORDS} words` }] })
  }
  if (!words.length) return
  await db.run(
    sql`INSERT INTO ${tables.list_words} (list_id, word, dictionary_id, position)
     SELECT ${listId}, t.word, t.dictionary_id, ${next} + t.n - 1
     FROM unnest(${words.map((w) => w.word)}::text[], ${words.map((w) => w.dictionaryId)}::int[]) WITH ORDINALITY AS t(word, dictionary_id, n)`,
  )
  await touchList(db, listId)
}

export const touchList = (db: SystemDb, listId: number) =>
  db.run(sql`UPDATE ${tables.word_lists} SET updated_at = now() WHERE id = ${listId}`)

/** POST lists/{id}/words: appends words (typed, or chosen entries) to a list the caller may change; answers all its words. */
export async function addListWords(op: Operation, listId: number, words: WordInput[]) {
  const list = await editableList(op, listId)
  const db = await listsDb(op)
  await appendWords(db, listId, await resolveWords(op, list.locale, words))
  return allWords(await listWords(db, listId))
}

const noSuchWord = () => new AppError('LIST_WORD_NOT_FOUND', { message: 'No such word in this list' })

/** DELETE lists/{id}/words/{wordId}. */
export async function removeListWord(op: Operation, listId: number, wordId: number) {
  await editableList(op, listId)
  const db = await listsDb(op)
  if (!(await db.run(sql`DELETE FROM ${tables.list_words} WHERE id = ${wordId} AND list_id = ${listId}`))) throw noSuchWord()
  await touchList(db, listId)
}

/**
 * PUT lists/{id}/words/{wordId}: chooses which dictionary entry (homograph) the word means. The entry must
 * spell the same word; the answer is the word with its new entry's hints.
 */
export async function chooseHomograph(op: Operation, listId: number, wordId: number, dictionaryId: number) {
  await editableList(op, listId)
  const db = await listsDb(op)
  const word = await db.one<{ word: string }>(sql`SELECT word FROM ${tables.list_words} WHERE id = ${wordId} AND list_id = ${listId}`)
  if (!word) throw noSuchWord()
  const entry = (await chosenEntries(op, [dictionaryId])).get(dictionaryId)
  if (!entry) throw new AppError('INVALID_DATA', { fields: [{ path: 'dictionary_id', message: 'No such dictionary entry' }] })
  if (entry.word.toLowerCase() !== word.word.toLowerCase()) {
    throw new AppError('INVALID_DATA', {
      fields: [{ path: 'dictionary_id', message: `That entry spells "${entry.word}", not "${word.word}"` }],
    })
  }
  await db.run(
    sql`UPDATE ${tables.list_words} SET dictionary_id = ${entry.id}, word = ${entry.word}, updated_at = now() WHERE id = ${wordId}`,
  )
  return (await listWords(db, listId)).find((w) => w.id === wordId)
}

/** A spelling a pupil can be asked to type: letters, with spaces, hyphens and apostrophes between them. */
export const WORD_PATTERN = /^\p{L}+(?:[ '’-]\p{L}+)*$/u
