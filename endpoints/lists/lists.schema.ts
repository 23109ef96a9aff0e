import { z } from 'zod'
import { input } from '../../lib/api/define-endpoint'
import { WORD_LOCALES } from '../../lib/dictionary/types'
import { MAX_LIST_WORDS, WORD_PATTERN } from '../../lib/spelling/list-words'
import { ZPage } from '../../lib/spelling/pages'
import * as ids from '../../lib/api/ids'

export const ZListId = ids.idParams('a list')

export const ZWordInput = z.union([
  z
    .string()
    .trim()
    .min(1, 'Give a word')
    .max(40, 'At most 40 letters')
    .regex(WORD_PATTERN, 'Letters only, with spaces, hyphens or apostrophes between them'),
  input({ dictionary_id: ids.id('a dictionary') }),
])

export const ZWords = z.array(ZWordInput).max(MAX_LIST_WORDS, `At most ${MAX_LIST_WORDS} words`)

const listFields = {
  title: z.string().trim().min(1, 'Give the list a title').max(120, 'At most 120 characters'),
  description: z.string().trim().max(1000).nullable().optional(),
  locale: z.enum(WORD_LOCALES, { error: 'Choose a locale such as en_GB or en_US' }).optional(),
  visibility: z.enum(['private', 'school', 'public'], { error: 'Choose private, school or public' }).optional(),
}

export const ZListCreate = input({ ...listFields, words: ZWords.optional() })
export type TListCreate = z.infer<typeof ZListCreate>

export const ZListUpdate = input({
  title: listFields.title.optional(),
  description: listFields.description,
  locale: listFields.locale,
  visibility: listFields.visibility,
}).refine((v) => Object.values(v).some((x) => x !== undefined), { message: 'Give at least one field to change' })

/** POST lists/{id}: the whole list saved at once, words included. */
export const ZListSave = input({ ...listFields, words: ZWords })

export const ZListQuery = input({
  ...ZPage,
  q: z.string().trim().max(100).optional(),
  locale: z.enum(WORD_LOCALES).optional(),
  scheme: z.string().max(60).optional(),
  owner: z.enum(['me']).optional(),
  sort: z.enum(['title', '-updatedAt', 'updatedAt', 'stage']).default('title'),
})
