import { z } from 'zod'
import { input } from '../../lib/api/define-endpoint'
import { WORD_CATEGORIES, WORD_LOCALES } from '../../lib/dictionary/types'
import { WORD_PATTERN } from '../../lib/spelling/list-words'
import * as ids from '../../lib/api/ids'
import { allOf } from '../lists/lists.schema'
import { ZId, ZTime } from '../school/common.schema'

export const ZEntryId = ids.idParams('a dictionary')

const entryFields = {
  word: z
    .string()
    .trim()
    .min(1, 'Give the word')
    .max(40, 'At most 40 letters')
    .regex(WORD_PATTERN, 'Letters only, with spaces, hyphens or apostrophes between them'),
  locale: z.enum(WORD_LOCALES, { error: 'Choose a locale such as en_GB or en_US' }),
  hidden: z.boolean(),
  audio: z
    .string()
    .trim()
    .max(300)
    .regex(/^[A-Za-z0-9/_.-]*$/, 'A path under /api, such as dictionary/12/audio')
    .nullable(),
  definition: z.string().trim().max(500).nullable(),
  sentence: z.string().trim().max(500).nullable(),
  category: z.enum(WORD_CATEGORIES).nullable(),
  phonemes: z
    .string()
    .trim()
    .max(200)
    .regex(/^[A-Z]{1,2}[0-2]?( [A-Z]{1,2}[0-2]?)*$/, 'CMU ARPAbet, such as K AE1 T')
    .nullable(),
  partOfSpeech: z.string().trim().max(20).nullable(),
}

export const ZEntryCreate = input({
  word: entryFields.word,
  locale: entryFields.locale.default('en_GB'),
  hidden: entryFields.hidden.default(false),
  audio: entryFields.audio.optional(),
  definition: entryFields.definition.optional(),
  sentence: entryFields.sentence.optional(),
  category: entryFields.category.optional(),
  phonemes: entryFields.phonemes.optional(),
  partOfSpeech: entryFields.partOfSpeech.optional(),
}).refine((v) => Boolean(v.definition || v.sentence), { message: 'Give a definition or an example sentence', path: ['definition'] })

export const ZEntryUpdate = input({
  word: entryFields.word.optional(),
  locale: entryFields.locale.optional(),
  hidden: entryFields.hidden.optional(),
  audio: entryFields.audio.optional(),
  definition: entryFields.definition.optional(),
  sentence: entryFields.sentence.optional(),
  category: entryFields.category.optional(),
  phonemes: entryFields.phonemes.optional(),
  partOfSpeech: entryFields.partOfSpeech.optional(),
}).refine((v) => Object.values(v).some((x) => x !== undefined), { message: 'Give at least one field to change' })

export const ZSchoolWord = input({
  word: entryFields.word,
  locale: entryFields.locale.optional(),
  definition: entryFields.definition.optional(),
  sentence: entryFields.sentence.optional(),
}).refine((v) => Boolean(v.definition || v.sentence), { message: 'Give a definition or an example sentence', path: ['definition'] })

// ——— answers ———

/** A dictionary entry (lib/dictionary/entries.ts `entryBody`). */
export const ZEntry = z.object({
  id: ZId,
  word: z.string(),
  locale: z.enum(WORD_LOCALES),
  hidden: z.boolean().describe('Hidden entries are not offered for lists or games'),
  category: z.enum(WORD_CATEGORIES).nullable().describe('null where it is not known'),
  definition: z.string().nullable(),
  sentence: z.string().nullable().describe('An example sentence'),
  partOfSpeech: z.string().nullable(),
  phonemes: z.string().nullable().describe('CMU ARPAbet, such as K AE1 T'),
  graphemes: z.array(z.string()).nullable().describe('The graphemes the phonemes align with: sh, i, p'),
  audio: z.string().nullable().describe('Where to fetch the word spoken (relative to /api); null: use speech synthesis'),
  dictionary_id: ZId.describe('The same as id'),
  variant_id: ZId.nullable().describe('The same word in the other spelling (colour ↔ color)'),
  merge_id: ZId.nullable().describe('The entry this one was merged into'),
  school: ZId.nullable().describe('The school whose own word it is, seen only there; null for shared words'),
  createdBy: ZId.nullable(),
  createdAt: ZTime,
  updatedAt: ZTime,
})

/** GET dictionary/{id} and every call that writes an entry: the entry, its homographs, and lists the caller can read that use it. */
export const ZEntryWithRelations = ZEntry.extend({
  homographs: z.array(ZEntry).describe('Other entries with the same spelling and locale (hidden ones too, for superusers)'),
  lists: z
    .array(z.object({ id: ZId, title: z.string() }))
    .max(50)
    .describe('Lists the caller may read that use the entry (at most 50)'),
})

/** GET dictionary/lettertiles: the words the tiles make. */
export const ZTileWords = allOf(ZEntry).extend({ letters: z.string().describe('The tiles asked for, lower case') })

/** GET lettertiles: the tile set of letter-tile games. */
export const ZTileSet = z.object({
  locale: z.enum(WORD_LOCALES),
  tiles: z.array(
    z.object({
      tile: z.string(),
      kind: z.enum(['letter', 'digraph', 'trigraph']).describe('By length: trigraph for three letters or more'),
      grapheme: z.string().describe('The same as tile'),
      phonemes: z.array(z.string()).describe('The sounds it spells, in ARPAbet'),
      tier: z.enum(['basic', 'extended']).describe('basic: the first-year code'),
    }),
  ),
})
