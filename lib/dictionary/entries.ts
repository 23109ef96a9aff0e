/**
 * Dictionary entries: reading them as the API answers them, a school's own words, and the superusers' upkeep
 * of the shared dictionary (new entries, changes, merges, deletions).
 *
 * Who sees what: the shared entries (no school) are everyone's; a school's own words are seen only there;
 * superusers see and keep every entry. `dictionaryOf` gives each caller the connection and the condition
 * that say so.
 */
import { AppError } from '../api/errors'
import { schoolDb, systemDb, type Operation, type SchoolDb, type SystemDb } from '../data/db'
import { tables, type RowOf } from '../data/schema'
import { join, raw, SCHOOL, sql, type Statement } from '../data/sql'
import { listsDb, readable, readerOf } from '../spelling/list-access'
import { reachOf } from '../spelling/reach'
import { fallbackLocale, type WordCategory, type WordLocale } from './types'

export const ENTRY_COLUMNS = raw(`d.id, d.word, d.locale::text AS locale, d.hidden, d.category::text AS category, d.definition, d.sentence,
  d.part_of_speech, d.phonemes, d.graphemes, d.audio, d.frequency::float8 AS frequency, d.variant_id, d.merged_into_id,
  d.school_id, d.created_by_id, d.created_at, d.updated_at`)

export type EntryRow = Pick<
  RowOf<typeof tables.dictionary_words>,
  | 'id'
  | 'word'
  | 'locale'
  | 'hidden'
  | 'category'
  | 'definition'
  | 'sentence'
  | 'part_of_speech'
  | 'phonemes'
  | 'graphemes'
  | 'audio'
  | 'frequency'
  | 'variant_id'
  | 'merged_into_id'
  | 'school_id'
  | 'created_by_id'
  | 'created_at'
  | 'updated_at'
>

export const entryBody = (d: EntryRow) => ({
  id: d.id,
  word: d.word,
  locale: d.locale,
  hidden: d.hidden,
  category: d.category,
  definition: d.definition,
  sentence: d.sentence,
  partOfSpeech: d.part_of_speech,
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

/** The entries a caller sees: the connection to read them through, and the condition on entry `d`. */
export type Dictionary = { db: SchoolDb | SystemDb; visible: Statement }

/** The dictionary as the caller sees it: the shared entries, and the school words within their reach (lib/spelling/reach.ts). */
export async function dictionaryOf(op: Operation): Promise<Dictionary> {
  const { db, within } = await reachOf(op, 'superusers keep the whole dictionary, every school’s own words too')
  return { db, visible: sql`(d.school_id IS NULL OR ${within('d.school_id')})` }
}

/** The shared dictionary's upkeep: superusers only, and what they change reaches every school's lists and attempts. */
async function keeperDb(op: Operation): Promise<SystemDb> {
  if (op.user.role !== 'superuser') throw new AppError('FORBIDDEN', { message: 'Only superusers change the shared dictionary' })
  return systemDb(op, 'superusers keep the shared dictionary: an entry’s changes reach every school’s list words and attempts')
}

const noSuchEntry = () => new AppError('DICTIONARY_ENTRY_NOT_FOUND', { message: 'No such dictionary entry' })

/** An entry the caller sees; 404 otherwise. */
export async function findEntry(op: Operation, id: number): Promise<EntryRow> {
  const { db, visible } = await dictionaryOf(op)
  const entry = await db.one<EntryRow>(sql`SELECT ${ENTRY_COLUMNS} FROM ${tables.dictionary_words} d WHERE d.id = ${id} AND ${visible}`)
  if (!entry) throw noSuchEntry()
  return entry
}

/** The entries with this spelling in this locale (its homographs) that the caller sees, commonest first. */
export async function homographsOf(op: Operation, word: string, locale: string | null, includeHidden = false) {
  const { db, visible } = await dictionaryOf(op)
  return db.rows<EntryRow>(
    sql`SELECT ${ENTRY_COLUMNS} FROM ${tables.dictionary_words} d
     WHERE lower(d.word) = lower(${word}) AND (${locale}::text IS NULL OR d.locale::text = ${locale}) AND d.merged_into_id IS NULL
       AND (${includeHidden}::bool OR NOT d.hidden) AND ${visible}
     ORDER BY d.locale, d.frequency DESC, d.id`,
  )
}

/** An entry with its homographs and the lists (that the caller may read) using it: the answer of GET dictionary/{id}. */
export async function entryWithRelations(op: Operation, id: number) {
  const entry = await findEntry(op, id)
  const homographs = (await homographsOf(op, entry.word, entry.locale, op.user.role === 'superuser')).filter((h) => h.id !== entry.id)
  const lists = await (
    await listsDb(op)
  ).rows<{ id: number; title: string }>(
    sql`SELECT DISTINCT l.id, l.title FROM ${tables.list_words} w JOIN ${tables.word_lists} l ON l.id = w.list_id
     WHERE w.dictionary_id = ${id} AND ${readable(readerOf(op.user))} ORDER BY l.title, l.id LIMIT 50`,
  )
  return { ...entryBody(entry), homographs: homographs.map(entryBody), lists }
}

/** What an entry is given when it is made or changed. */
export type EntryFields = {
  word?: string
  locale?: WordLocale
  hidden?: boolean
  audio?: string | null
  definition?: string | null
  sentence?: string | null
  category?: WordCategory | null
  phonemes?: string | null
  partOfSpeech?: string | null
}

/** Each field as a column and, for the enum columns, its type. */
const COLUMNS: Record<
  keyof EntryFields,
  { column: string; type?: typeof tables.enum_dictionary_words_locale | typeof tables.enum_dictionary_words_category }
> = {
  word: { column: 'word' },
  locale: { column: 'locale', type: tables.enum_dictionary_words_locale },
  hidden: { column: 'hidden' },
  audio: { column: 'audio' },
  definition: { column: 'definition' },
  sentence: { column: 'sentence' },
  category: { column: 'category', type: tables.enum_dictionary_words_category },
  phonemes: { column: 'phonemes' },
  partOfSpeech: { column: 'part_of_speech' },
}

/** The fields given, as [column, value] statements. */
function given(fields: EntryFields): { column: Statement; value: Statement }[] {
  return (Object.keys(COLUMNS) as (keyof EntryFields)[])
    .filter((name) => fields[name] !== undefined)
    .map((name) => {
      const { column, type } = COLUMNS[name]
      return { column: sql`${raw(column)}`, value: type ? sql`${fields[name]}::${type}` : sql`${fields[name]}` }
    })
}

async function insertEntry(db: SchoolDb | SystemDb, fields: EntryFields, school: Statement, createdBy: number): Promise<number> {
  const values = given(fields)
  const row = await db.one<{ id: number }>(
    sql`INSERT INTO ${tables.dictionary_words} (${join([...values.map((v) => v.column), sql`school_id`, sql`created_by_id`], ', ')})
        VALUES (${join([...values.map((v) => v.value), school, sql`${createdBy}`], ', ')}) RETURNING id`,
  )
  return row!.id
}

/** POST dictionary: a shared entry (a homograph if the word exists). */
export async function createEntry(op: Operation, fields: EntryFields) {
  const id = await insertEntry(await keeperDb(op), fields, sql`NULL`, op.user.id)
  return entryWithRelations(op, id)
}

/** POST users/me/dictionary: a word of the caller's own school, seen only there. */
export async function addSchoolWord(op: Operation, fields: Pick<EntryFields, 'word' | 'locale' | 'definition' | 'sentence'>) {
  const locale = fields.locale ?? (op.user.school?.accountRegion === 'US' ? 'en_US' : 'en_GB')
  const id = await insertEntry(await schoolDb(op), { ...fields, locale }, sql`${SCHOOL}`, op.user.id)
  return entryWithRelations(op, id)
}

/** PUT dictionary/{id}: a new spelling carries over to the list words that chose the entry. */
export async function updateEntry(op: Operation, id: number, fields: EntryFields) {
  const db = await keeperDb(op)
  const before = await findEntry(op, id)
  const changes = given(fields).map(({ column, value }) => sql`${column} = ${value}`)
  await db.run(sql`UPDATE ${tables.dictionary_words} SET ${join([...changes, sql`updated_at = now()`], ', ')} WHERE id = ${id}`)
  if (fields.word !== undefined && fields.word !== before.word) {
    // The spelling changed: list words that chose this entry spell what it now says (audio is per spelling).
    await db.run(sql`UPDATE ${tables.list_words} SET word = ${fields.word} WHERE dictionary_id = ${id}`)
  }
  return entryWithRelations(op, id)
}

/** POST dictionary/{id}/prompt: the hints the player offers; what is given replaces what was there (null clears it). */
export async function promptEntry(op: Operation, id: number, prompt: Pick<EntryFields, 'definition' | 'sentence'>) {
  const db = await keeperDb(op)
  await findEntry(op, id)
  await db.run(
    sql`UPDATE ${tables.dictionary_words} SET definition = CASE WHEN ${prompt.definition !== undefined}::bool THEN ${prompt.definition ?? null} ELSE definition END,
          sentence = CASE WHEN ${prompt.sentence !== undefined}::bool THEN ${prompt.sentence ?? null} ELSE sentence END, updated_at = now()
        WHERE id = ${id}`,
  )
  return entryWithRelations(op, id)
}

/** DELETE dictionary/{id}: list words keep their spelling without an entry; attempts and merged or variant entries lose the link. */
export async function deleteEntry(op: Operation, id: number) {
  const db = await keeperDb(op)
  await findEntry(op, id)
  await db.run(sql`UPDATE ${tables.list_words} SET dictionary_id = NULL WHERE dictionary_id = ${id}`)
  await db.run(sql`UPDATE ${tables.spelling_attempts} SET dictionary_id = NULL WHERE dictionary_id = ${id}`)
  await db.run(sql`UPDATE ${tables.dictionary_words} SET variant_id = NULL WHERE variant_id = ${id}`)
  await db.run(sql`UPDATE ${tables.dictionary_words} SET merged_into_id = NULL WHERE merged_into_id = ${id}`)
  await db.run(sql`DELETE FROM ${tables.dictionary_words} WHERE id = ${id}`)
}

/** POST dictionary/merge: folds entry `mergeId` into `keptId`: list words and attempts move to the kept one, the merged one is hidden and points at it. */
export async function mergeEntries(op: Operation, keptId: number, mergeId: number) {
  const db = await keeperDb(op)
  const kept = await findEntry(op, keptId)
  await findEntry(op, mergeId)
  await db.run(sql`UPDATE ${tables.list_words} SET dictionary_id = ${kept.id}, word = ${kept.word} WHERE dictionary_id = ${mergeId}`)
  await db.run(sql`UPDATE ${tables.spelling_attempts} SET dictionary_id = ${kept.id} WHERE dictionary_id = ${mergeId}`)
  await db.run(sql`UPDATE ${tables.dictionary_words} SET merged_into_id = ${kept.id} WHERE merged_into_id = ${mergeId}`)
  await db.run(
    sql`UPDATE ${tables.dictionary_words} SET merged_into_id = ${kept.id}, hidden = true, updated_at = now() WHERE id = ${mergeId}`,
  )
  return entryWithRelations(op, kept.id)
}

/**
 * GET dictionary/lettertiles: the words (of `locale` and British English, no hidden entries) that can be made
 * from a set of letter tiles, each tile used at most once; longest first, then the commonest.
 */
export async function letterTileWords(op: Operation, query: { letters: string; locale?: WordLocale; minLength: number; limit: number }) {
  const { db, visible } = await dictionaryOf(op)
  const locale = query.locale ?? 'en_GB'
  const rows = await db.rows<EntryRow>(
    sql`SELECT DISTINCT ON (d.word) ${ENTRY_COLUMNS} FROM ${tables.dictionary_words} d
     WHERE d.word ~ ${`^[${query.letters}]+$`} AND length(d.word) BETWEEN ${query.minLength} AND ${query.letters.length}
       AND d.locale::text IN (${locale}, ${fallbackLocale(locale)}) AND NOT d.hidden AND d.merged_into_id IS NULL AND ${visible}
     ORDER BY d.word, d.frequency DESC, d.id`,
  )
  const available = (word: string) => {
    const counts = new Map<string, number>()
    for (const c of query.letters) counts.set(c, (counts.get(c) ?? 0) + 1)
    for (const c of word) {
      const left = (counts.get(c) ?? 0) - 1
      if (left < 0) return false
      counts.set(c, left)
    }
    return true
  }
  const docs = rows
    .filter((r) => available(r.word))
    .sort((a, b) => b.word.length - a.word.length || (b.frequency ?? 0) - (a.frequency ?? 0) || a.word.localeCompare(b.word))
    .slice(0, query.limit)
    .map(entryBody)
  return { letters: query.letters, docs, totalDocs: docs.length }
}
