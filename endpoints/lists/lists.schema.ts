import { z } from 'zod'
import { input } from '../../lib/api/define-endpoint'
import { WORD_CATEGORIES, WORD_LOCALES } from '../../lib/dictionary/types'
import { MAX_LIST_WORDS, WORD_PATTERN } from '../../lib/spelling/list-words'
import * as ids from '../../lib/api/ids'
import { ROLES } from '../../lib/roles'
import { pageOf, paging, ZCount, ZId, ZTime } from '../school/common.schema'

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
  ...paging(25),
  q: z.string().trim().max(100).optional(),
  locale: z.enum(WORD_LOCALES).optional(),
  scheme: z.string().max(60).optional(),
  owner: z.enum(['me']).optional(),
  sort: z.enum(['title', '-updatedAt', 'updatedAt', 'stage']).default('title'),
})

// ——— answers ———

const ZLocale = z.enum(WORD_LOCALES)

/** A list as every list call answers it (lib/spelling/list-access.ts `listBody`). */
export const ZList = z.object({
  id: ZId,
  title: z.string(),
  description: z.string().nullable(),
  locale: ZLocale,
  visibility: z
    .enum(['private', 'school', 'public'])
    .describe('private: its owner (and their school admin); school: the school’s staff too; public: everyone'),
  owner: z.object({ id: ZId, name: z.string().nullable() }).nullable().describe('null for Inkwell’s own lists (schemes, suggested lists)'),
  school: ZId.nullable().describe('The owner’s school'),
  scheme: z.string().nullable().describe('The scheme’s slug, for a scheme’s weekly list'),
  variant: z.string().nullable().describe('The scheme variant (gb, us)'),
  stage: z.number().int().nullable(),
  stageName: z.string().nullable(),
  week: z.number().int().nullable(),
  suggested: z.boolean().describe('One of the suggested lists of its locale'),
  copiedFrom: ZId.nullable().describe('The list it was duplicated from'),
  wordCount: ZCount,
  canEdit: z.boolean().describe('Whether the caller may change it: its owner, the school admin of the owner’s school, superusers'),
  createdAt: ZTime,
  updatedAt: ZTime,
})

/** A word of a list with its dictionary entry's hints (lib/spelling/list-words.ts `listWords`). */
export const ZListWord = z.object({
  id: ZId,
  word: z.string(),
  dictionary_id: ZId.nullable().describe('The dictionary entry (meaning) chosen; null for a word the dictionary lacks'),
  position: z.number().int().min(0),
  definition: z.string().nullable(),
  sentence: z.string().nullable(),
  audio: z.string().nullable().describe('Where to fetch the word spoken (relative to /api); null: use speech synthesis'),
  category: z.enum(WORD_CATEGORIES).nullable(),
  partOfSpeech: z.string().nullable(),
  phonemes: z.string().nullable().describe('CMU ARPAbet'),
  graphemes: z.string().nullable().describe('The graphemes the phonemes align with, joined with `|` (`sh|i|p`)'),
  homographs: ZCount.describe('Entries with this spelling: more than one means a meaning can be chosen (PUT lists/{id}/words/{wordId})'),
})

export const ZListWithWords = ZList.extend({ words: z.array(ZListWord) })

/** Every record at once, in Payload's list shape without paging. */
export const allOf = <T extends z.ZodType>(doc: T) => z.object({ docs: z.array(doc), totalDocs: ZCount })

export const ZListWords = allOf(ZListWord)

export const ZListPage = pageOf(ZList)

/** PUT and DELETE lists/{id}/favourite…: the list, and the favourite as it now is. */
export const ZFavourite = z.object({
  list: ZList,
  favourite: z.boolean().describe('true after PUT, false after DELETE'),
  for: z.object({
    kind: z
      .enum(['user', 'teacher', 'pupil', 'group', 'allteachers'])
      .describe('user: the caller; group: a class; allteachers: the school’s staff'),
    id: ZId.describe('The user, class or (allteachers) school'),
  }),
})

/** One favourite of a list (GET lists/{id}/favouriters): exactly one of user, group and school is present, as `kind` says. */
export const ZFavouriter = z.object({
  id: ZId,
  kind: z.enum(['user', 'group', 'allteachers']),
  user: z.object({ id: ZId, name: z.string().nullable(), role: z.enum(ROLES) }).optional(),
  group: z.object({ id: ZId, name: z.string() }).optional(),
  school: ZId.optional().describe('The school whose teachers all have it (kind allteachers)'),
  setBy: ZId.nullable(),
  createdAt: ZTime,
})

/** A scheme and its variants (GET lists/scheme, lists/schemes/{scheme}). */
export const ZScheme = z.object({
  slug: z.string(),
  name: z.string(),
  variants: z.array(
    z.object({
      variant: z.string().describe('gb or us'),
      locale: ZLocale,
      name: z.string(),
      stages: ZCount,
      lists: ZCount,
    }),
  ),
})

/** One variant of a scheme, its stages each with their weekly lists in week order. */
export const ZSchemeVariant = z.object({
  scheme: z.string().describe('The scheme’s slug'),
  name: z.string(),
  variant: z.string(),
  variantName: z.string(),
  locale: ZLocale.nullable(),
  stages: z.array(z.object({ stage: z.number().int(), name: z.string().nullable(), lists: z.array(ZList) })),
})

/** GET lists/suggested/{locale}: the suggested lists, and the locale asked for (normalised: en_GB). */
export const ZSuggestedLists = allOf(ZList).extend({ locale: ZLocale })

/** GET users/search: someone of the caller’s school. */
export const ZUserFound = z.object({
  id: ZId,
  name: z.string().nullable(),
  username: z.string().nullable().describe('Their username, or a pupil’s school username'),
  role: z.enum(['pupil', 'teacher', 'school_admin']),
})

/** A report on a list or on one of its words. */
export const ZListReport = z.object({
  id: ZId,
  kind: z.enum(['list', 'word']),
  list: z.object({ id: ZId, title: z.string() }),
  listWord: z
    .object({ id: ZId, word: z.string() })
    .nullable()
    .describe('The word reported (kind word); null for a list, or once the word is gone'),
  reason: z.string(),
  status: z.enum(['open', 'closed']),
  reporter: z.object({ id: ZId, name: z.string().nullable() }),
  listOwner: ZId.nullable().describe('Who wrote the list'),
  closedBy: ZId.nullable(),
  closedAt: ZTime.nullable(),
  createdAt: ZTime,
})
