/**
 * Seeds the dictionary, the spelling scheme (GB and US variants) and the suggested lists from
 * seed/data/spelling.json (built by scripts/build-dictionary.ts). Bulk SQL, a handful of statements in all:
 * thousands of Local API calls would make the first start slow. Idempotent: rows carry a `seed_key`, and
 * what exists already is left alone.
 */
import fs from 'node:fs'
import path from 'node:path'
import type { Payload } from 'payload'
import type { SeedList, SpellingSeedData } from '../lib/dictionary/types'
import { connectionFor, type Sql } from '../lib/data/connection'
import { audioAvailable } from '../lib/dictionary/audio'

const dataFile = path.join(path.dirname(new URL(import.meta.url).pathname), 'data', 'spelling.json')

let cached: SpellingSeedData | undefined
export const spellingSeedData = (): SpellingSeedData => (cached ??= JSON.parse(fs.readFileSync(dataFile, 'utf8')))

export async function seedDictionary(sql: Sql, data = spellingSeedData()) {
  const w = data.words
  const inserted = await sql.query(
    `INSERT INTO dictionary_words (seed_key, word, locale, category, definition, sentence, phonemes, graphemes, part_of_speech, frequency, hidden)
     SELECT k, w, l::enum_dictionary_words_locale, c::enum_dictionary_words_category, d, s, p, g, pos, f, false
     FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[], $10::numeric[])
       AS t(k, w, l, c, d, s, p, g, pos, f)
     ON CONFLICT (seed_key) DO NOTHING`,
    [
      w.map((e) => e.k),
      w.map((e) => e.w),
      w.map((e) => e.l),
      w.map((e) => e.c),
      w.map((e) => e.d),
      w.map((e) => e.s),
      w.map((e) => e.p),
      w.map((e) => e.g),
      w.map((e) => e.pos),
      w.map((e) => e.f),
    ],
  )
  const pairs = w.filter((e) => e.v)
  await sql.query(
    `UPDATE dictionary_words d SET variant_id = other.id
     FROM unnest($1::text[], $2::text[]) AS t(k, v) JOIN dictionary_words other ON other.seed_key = t.v
     WHERE d.seed_key = t.k AND d.variant_id IS NULL`,
    [pairs.map((e) => e.k), pairs.map((e) => e.v)],
  )
  if (audioAvailable()) {
    // Rendered with espeak-ng on first request and kept under the data folder (lib/dictionary/audio.ts).
    await sql.query(`UPDATE dictionary_words SET audio = 'dictionary/' || id || '/audio' WHERE seed_key IS NOT NULL AND audio IS NULL`)
  }
  return inserted.rowCount ?? 0
}

type ListRow = {
  key: string
  title: string
  locale: string
  scheme: string | null
  variant: string | null
  stage: number | null
  stageName: string | null
  week: number | null
  suggested: boolean
  words: string[]
}

async function insertLists(sql: Sql, lists: ListRow[]) {
  const created = await sql.query<{ id: number; seed_key: string }>(
    `INSERT INTO word_lists (seed_key, title, locale, visibility, scheme, variant, stage, stage_name, week, suggested)
     SELECT k, t, l::enum_word_lists_locale, 'public', sc, v, st, sn, wk, sg
     FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::int[], $7::text[], $8::int[], $9::bool[]) AS x(k, t, l, sc, v, st, sn, wk, sg)
     ON CONFLICT (seed_key) DO NOTHING
     RETURNING id, seed_key`,
    [
      lists.map((l) => l.key),
      lists.map((l) => l.title),
      lists.map((l) => l.locale),
      lists.map((l) => l.scheme),
      lists.map((l) => l.variant),
      lists.map((l) => l.stage),
      lists.map((l) => l.stageName),
      lists.map((l) => l.week),
      lists.map((l) => l.suggested),
    ],
  )
  const byKey = new Map(lists.map((l) => [l.key, l]))
  const listIds: number[] = []
  const wordKeys: string[] = []
  const positions: number[] = []
  for (const row of created.rows) {
    byKey.get(row.seed_key)!.words.forEach((key, i) => {
      listIds.push(row.id)
      wordKeys.push(key)
      positions.push(i)
    })
  }
  if (listIds.length) {
    await sql.query(
      `INSERT INTO list_words (list_id, word, dictionary_id, position)
       SELECT t.list_id, d.word, d.id, t.position FROM unnest($1::int[], $2::text[], $3::int[]) AS t(list_id, k, position)
       JOIN dictionary_words d ON d.seed_key = t.k`,
      [listIds, wordKeys, positions],
    )
  }
  return created.rowCount ?? 0
}

export async function seedSpelling({ payload }: { payload: Payload }) {
  const started = Date.now()
  const data = spellingSeedData()
  const sql = await connectionFor(payload)
  const words = await seedDictionary(sql, data)
  const lists: ListRow[] = []
  for (const scheme of data.schemes) {
    for (const variant of scheme.variants) {
      for (const stage of variant.stages) {
        for (const list of stage.lists) {
          lists.push({
            key: `scheme:${scheme.slug}:${variant.variant}:${stage.stage}:${list.week}`,
            title: `${stage.name} week ${list.week}: ${list.title}`,
            locale: variant.locale,
            scheme: scheme.slug,
            variant: variant.variant,
            stage: stage.stage,
            stageName: stage.name,
            week: list.week ?? null,
            suggested: false,
            words: list.words,
          })
        }
      }
    }
  }
  for (const group of data.suggested) {
    group.lists.forEach((list: SeedList, i) => {
      lists.push({
        key: `suggested:${group.locale}:${i + 1}`,
        title: list.title,
        locale: group.locale,
        scheme: null,
        variant: null,
        stage: null,
        stageName: null,
        week: null,
        suggested: true,
        words: list.words,
      })
    })
  }
  const created = await insertLists(sql, lists)
  return { words, lists: created, ms: Date.now() - started }
}
