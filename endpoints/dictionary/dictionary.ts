/** The dictionary calls (back office section "Dictionary"): entries by id, lookups, a school's own words, merges, audio. */
import fs from 'node:fs'
import { z } from 'zod'
import { authenticated, superuser, teacher } from '../../access'
import { created, defineEndpoint, input } from '../../lib/api/define-endpoint'
import { AppError } from '../../lib/api/errors'
import { wordAudio } from '../../lib/dictionary/audio'
import { graphemeTable } from '../../lib/dictionary/decodability'
import * as entries from '../../lib/dictionary/entries'
import { WORD_LOCALES, toWordLocale } from '../../lib/dictionary/types'
import { allOf } from '../lists/lists.schema'
import { ZEntry, ZEntryCreate, ZEntryId, ZEntryUpdate, ZEntryWithRelations, ZSchoolWord, ZTileSet, ZTileWords } from './dictionary.schema'
import * as ids from '../../lib/api/ids'

/** GET dictionary/{id}: the entry with its homographs and the lists (the caller may read) that use it. */
export const getEntry = defineEndpoint({
  id: 'dictionary.get',
  method: 'get',
  path: 'dictionary/{id}',
  access: authenticated,
  params: ZEntryId,
  response: ZEntryWithRelations,
  description: 'Shared entries and the caller’s school’s own words; another school’s word answers 404.',
  handler: ({ payload, req, user, params }) => entries.entryWithRelations({ payload, req, user }, params.id),
})

/** POST dictionary {word, locale, hidden?, audio?, definition?, sentence?, category?, phonemes?}: a new entry (a homograph if the word exists); 201. */
export const createEntry = defineEndpoint({
  id: 'dictionary.create',
  method: 'post',
  path: 'dictionary',
  access: superuser,
  body: ZEntryCreate,
  example: { body: { word: 'bat', locale: 'en_GB', definition: 'A club used to hit the ball in cricket' } },
  response: { status: 201, schema: ZEntryWithRelations },
  description:
    'A shared entry (superusers): an entry with the spelling of another is a homograph, another meaning. Give a definition or an example sentence.',
  handler: async ({ payload, req, user, body }) => created(await entries.createEntry({ payload, req, user }, body)),
})

/** PUT dictionary/{id} {word?, locale?, hidden?, audio?, definition?, sentence?, category?, phonemes?}: changes an entry. */
export const updateEntry = defineEndpoint({
  id: 'dictionary.update',
  method: 'put',
  path: 'dictionary/{id}',
  access: superuser,
  params: ZEntryId,
  body: ZEntryUpdate,
  example: { body: { hidden: true } },
  response: ZEntryWithRelations,
  description: 'A new spelling carries over to the list words that chose the entry.',
  handler: ({ payload, req, user, params, body }) => entries.updateEntry({ payload, req, user }, params.id, body),
})

/** DELETE dictionary/{id}: removes an entry; list words keep their spelling without an entry; 204. */
export const deleteEntry = defineEndpoint({
  id: 'dictionary.delete',
  method: 'delete',
  path: 'dictionary/{id}',
  access: superuser,
  params: ZEntryId,
  response: { status: 204 },
  description: 'List words keep their spelling without an entry; attempts and merged or variant entries lose the link.',
  handler: async ({ payload, req, user, params }) => {
    await entries.deleteEntry({ payload, req, user }, params.id)
  },
})

/** POST dictionary/{id}/prompt {definition?, sentence?}: sets the word's prompt, the definition and example sentence the player offers as hints. */
export const promptEntry = defineEndpoint({
  id: 'dictionary.prompt',
  method: 'post',
  path: 'dictionary/{id}/prompt',
  access: superuser,
  params: ZEntryId,
  body: input({ definition: z.string().trim().max(500).nullable().optional(), sentence: z.string().trim().max(500).nullable().optional() }),
  example: { body: { sentence: 'The bat flew out of the cave.' } },
  response: ZEntryWithRelations,
  description: 'Sets the hints the player offers: what is given replaces what was there (null clears it).',
  handler: ({ payload, req, user, params, body }) => entries.promptEntry({ payload, req, user }, params.id, body),
})

/** POST users/me/dictionary {word, locale?, definition?, sentence?}: a word of the teacher's own school, seen only there; 201. */
export const addSchoolWord = defineEndpoint({
  id: 'dictionary.me.add',
  method: 'post',
  path: 'users/me/dictionary',
  access: teacher,
  body: ZSchoolWord,
  example: { body: { word: 'Oakfield', definition: 'The name of our school' } },
  response: { status: 201, schema: ZEntryWithRelations },
  description:
    'A word of the teacher’s own school, seen only there (a name, a topic word). The locale defaults to en_US for US schools, else en_GB.',
  handler: async ({ payload, req, user, body }) => created(await entries.addSchoolWord({ payload, req, user }, body)),
})

const ZLocaleQuery = z
  .string()
  .max(10)
  .transform((v, ctx) => toWordLocale(v) ?? (ctx.addIssue({ code: 'custom', message: `One of ${WORD_LOCALES.join(', ')}` }), z.NEVER))

/** GET dictionary/homographs?word=&locale=: every entry with that spelling, so a list can choose its meaning. */
export const homographs = defineEndpoint({
  id: 'dictionary.homographs',
  method: 'get',
  path: 'dictionary/homographs',
  access: authenticated,
  query: input({ word: z.string().trim().min(1, 'Give a word').max(40), locale: ZLocaleQuery.optional() }),
  example: { query: { word: 'light', locale: 'en_GB' } },
  response: allOf(ZEntry),
  description:
    'Every visible entry with that spelling (any case), commonest first, so a list can choose its meaning; `locale` (en_GB, en-gb…) keeps one locale. Hidden and merged entries are left out.',
  handler: async ({ payload, req, user, query }) => {
    const docs = (await entries.homographsOf({ payload, req, user }, query.word, query.locale ?? null)).map(entries.entryBody)
    return { docs, totalDocs: docs.length }
  },
})

/**
 * GET dictionary/lettertiles?letters=&locale=&minLength=&limit=: the words that can be made from a set of
 * letter tiles (each tile used at most once), commonest first.
 */
export const letterTileWords = defineEndpoint({
  id: 'dictionary.lettertile_words',
  method: 'get',
  path: 'dictionary/lettertiles',
  access: authenticated,
  query: input({
    letters: z
      .string()
      .trim()
      .toLowerCase()
      .regex(/^[a-z]{1,16}$/, 'Between 1 and 16 letters a to z'),
    locale: ZLocaleQuery.optional(),
    minLength: z.coerce.number().int().min(1).max(16).default(2),
    limit: z.coerce.number().int().min(1).max(200).default(50),
  }),
  example: { query: { letters: 'tacs' } },
  response: ZTileWords,
  description:
    'Each tile is used at most once; longest words first, then the commonest. Words of the locale (default en_GB) and of British English, without hidden entries.',
  handler: ({ payload, req, user, query }) => entries.letterTileWords({ payload, req, user }, query),
})

/**
 * POST dictionary/merge {dictionary_id, merge_id}: folds entry merge_id into dictionary_id (duplicates):
 * lists and attempts move to the kept entry, and the merged one is hidden and points at it.
 */
export const mergeEntries = defineEndpoint({
  id: 'dictionary.merge',
  method: 'post',
  path: 'dictionary/merge',
  access: superuser,
  body: input({ dictionary_id: ids.id('a dictionary'), merge_id: ids.id('a dictionary') }).refine((v) => v.dictionary_id !== v.merge_id, {
    message: 'An entry cannot be merged into itself',
    path: ['merge_id'],
  }),
  example: { body: { dictionary_id: 1, merge_id: 2 } },
  response: ZEntryWithRelations,
  description:
    'Answers the kept entry (`dictionary_id`). List words and attempts move to it; the merged entry is hidden and points at it (`merge_id`).',
  handler: ({ payload, req, user, body }) => entries.mergeEntries({ payload, req, user }, body.dictionary_id, body.merge_id),
})

/** GET lettertiles?locale=: the tile set of letter-tile games: graphemes with their sounds, basic code first. */
export const letterTiles = defineEndpoint({
  id: 'lettertiles.get',
  method: 'get',
  path: 'lettertiles',
  access: authenticated,
  query: input({ locale: ZLocaleQuery.optional() }),
  response: ZTileSet,
  description: 'The graphemes with their sounds, the basic code first, each tier shortest first.',
  handler: ({ query }) => {
    const tiles = graphemeTable().map((t) => ({
      tile: t.grapheme,
      kind: t.grapheme.length === 1 ? 'letter' : t.grapheme.length === 2 ? 'digraph' : 'trigraph',
      ...t,
    }))
    return { locale: query.locale ?? 'en_GB', tiles }
  },
})

/**
 * GET dictionary/{id}/audio (outside the catalogue): the word spoken, as WAV, rendered with espeak-ng on first
 * request and kept under the data folder; 404 when the entry has no audio (the player then uses speech synthesis).
 */
export const entryAudio = defineEndpoint({
  method: 'get',
  path: 'dictionary/{id}/audio',
  access: authenticated,
  params: ZEntryId,
  response: { status: 200, contentType: 'audio/wav', description: 'The word spoken (WAV), cached privately for a day' },
  description:
    'Rendered with espeak-ng on first request and kept; 404 when the entry has no audio (the player then uses speech synthesis).',
  handler: async ({ payload, req, user, params }) => {
    const entry = await entries.findEntry({ payload, req, user }, params.id)
    const file = entry.audio === `dictionary/${entry.id}/audio` ? await wordAudio(entry.word, entry.locale) : null
    if (!file) throw new AppError('NOT_FOUND', { message: 'This word has no audio' })
    return new Response(fs.readFileSync(file), { headers: { 'Content-Type': 'audio/wav', 'Cache-Control': 'private, max-age=86400' } })
  },
})
