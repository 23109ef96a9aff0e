import { z } from 'zod'
import { input } from '../../lib/api/define-endpoint'
import { WORD_CATEGORIES, WORD_LOCALES } from '../../lib/dictionary/types'
import { WORD_PATTERN } from '../../lib/spelling/list-words'
import * as ids from '../../lib/api/ids'

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
