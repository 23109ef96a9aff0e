// The spelling hub's part of the console's data provider: word lists (and their words, the scheme and
// favourites) and the spelling reports (the results resource and its calls). Shapes are the API's, as the
// README's "Spelling" and "Spelling reports" sections describe them (./types.ts).
import type { CreateParams, DataProvider, GetListParams, GetListResult, Identifier, RaRecord } from 'ra-core'

import { filledText, onlyFilters } from '../data/provider'
import type { DataHub, PaginatedDocs } from '../data/types'
import { apiGet, apiRequest, type QueryValue } from '../http'
import type {
  ActivityPeriod,
  ClassCompetency,
  DictionaryEntry,
  Favouriter,
  ListCollection,
  ListWord,
  MonthlyCompetency,
  PupilHead,
  PupilHistory,
  PupilListHistory,
  SchemeVariant,
  WordList,
  WordsSpelled,
} from './types'
import { parseWords } from './words'

export const SPELLING_PATHS = {
  lists: 'lists',
  myLists: 'users/me/lists',
  favouriteLists: 'users/me/lists/favourites',
  myScheme: 'users/me/lists/scheme',
  classes: 'users/me/school/groups',
  pupils: 'users/me/school/pupils',
} as const

/** Sorts the lists calls accept (`-title` is not one of them). */
const LIST_SORTS: Record<string, { ASC: string; DESC: string }> = {
  title: { ASC: 'title', DESC: 'title' },
  updatedAt: { ASC: 'updatedAt', DESC: '-updatedAt' },
  stage: { ASC: 'stage', DESC: 'stage' },
}

/**
 * The query of a lists call from react-admin's list parameters: `q`, `locale` and the page; `collection` picks
 * the path (all readable lists, the teacher's own, their favourites).
 */
export const listsQuery = (
  params: Pick<GetListParams, 'pagination' | 'sort' | 'filter'>,
): { path: string; query: Record<string, QueryValue> } => {
  const filter = params.filter ?? {}
  const collection = (filter.collection as ListCollection | undefined) ?? 'all'
  const sortField = params.sort?.field ?? 'title'
  const sort = LIST_SORTS[sortField]?.[params.sort?.order === 'DESC' ? 'DESC' : 'ASC']
  const query: Record<string, QueryValue> = {
    q: filledText(filter.q),
    locale: filledText(filter.locale),
    page: params.pagination?.page ?? 1,
    limit: params.pagination?.perPage ?? 25,
    sort,
  }
  if (collection === 'mine') return { path: SPELLING_PATHS.myLists, query }
  if (collection === 'favourites') return { path: SPELLING_PATHS.favouriteLists, query }
  return { path: SPELLING_PATHS.lists, query }
}

const toList = <T extends RaRecord>(json: unknown): GetListResult<T> => {
  const page = (json ?? {}) as Partial<PaginatedDocs<T>>
  return { data: Array.isArray(page.docs) ? page.docs : [], total: typeof page.totalDocs === 'number' ? page.totalDocs : 0 }
}

/** The lists calls react-admin's generic methods cannot make: lists from one of three paths, and creating one. */
const withLists = (base: DataProvider): DataProvider => ({
  ...base,
  getList: async (resource, params) => {
    if (resource !== 'lists') return base.getList(resource, params)
    const { path, query } = listsQuery(params)
    const { json } = await apiRequest(path, { query, signal: params.signal })
    return toList(json) as GetListResult<never>
  },
  create: async (resource, params: CreateParams) => {
    if (resource !== 'lists') return base.create(resource, params)
    const data = (params.data ?? {}) as Record<string, unknown>
    const body: Record<string, unknown> = { title: String(data.title ?? '').trim() }
    if (filledText(data.description)) body.description = filledText(data.description)
    if (filledText(data.visibility)) body.visibility = data.visibility
    if (filledText(data.locale)) body.locale = data.locale
    const words = Array.isArray(data.words) ? data.words : typeof data.words === 'string' ? parseWords(data.words).words : []
    if (words.length > 0) body.words = words
    const { json } = await apiRequest<WordList>(SPELLING_PATHS.myLists, { method: 'POST', body })
    return { data: json as never }
  },
})

const id = (value: Identifier) => encodeURIComponent(String(value))
const listPath = (listId: Identifier, rest = '') => `${SPELLING_PATHS.lists}/${id(listId)}${rest}`
const classPath = (classId: Identifier, rest: string) => `${SPELLING_PATHS.classes}/${id(classId)}/${rest}`
const pupilPath = (pupilId: Identifier, rest: string) => `${SPELLING_PATHS.pupils}/${id(pupilId)}/${rest}`

/** A date range of the reports: `from` inclusive, `to` (a date alone includes that day). */
export interface DateRange {
  from?: string
  to?: string
}

const spellingMethods = {
  /** The spelling scheme in the school's spelling (GB schools the GB variant, US and CA schools the US one). */
  getMyScheme: (stage?: number, signal?: AbortSignal) => apiGet<SchemeVariant>(SPELLING_PATHS.myScheme, { stage }, signal),

  /** Appends words (typed spellings; the API picks each one's commonest meaning); answers the list's words. */
  addListWords: async (listId: Identifier, words: ReadonlyArray<string | { dictionary_id: number }>): Promise<ListWord[]> =>
    (await apiRequest<PaginatedDocs<ListWord>>(listPath(listId, '/words'), { method: 'POST', body: { words } })).json.docs,

  removeListWord: async (listId: Identifier, wordId: Identifier): Promise<void> => {
    await apiRequest(listPath(listId, `/words/${id(wordId)}`), { method: 'DELETE' })
  },

  /** Chooses which meaning (dictionary entry) of its spelling a list word is; answers the word. */
  chooseHomograph: async (listId: Identifier, wordId: Identifier, dictionaryId: number): Promise<ListWord> =>
    (await apiRequest<ListWord>(listPath(listId, `/words/${id(wordId)}`), { method: 'PUT', body: { dictionary_id: dictionaryId } })).json,

  /** Every dictionary entry with this spelling in the locale: the meanings a list word can take. */
  getHomographs: async (word: string, locale?: string): Promise<DictionaryEntry[]> =>
    (await apiGet<PaginatedDocs<DictionaryEntry>>('dictionary/homographs', { word, locale })).docs,

  /** A private copy of a list for the teacher; answers the copy. */
  duplicateList: async (listId: Identifier, title?: string): Promise<WordList> =>
    (await apiRequest<WordList>(listPath(listId, '/duplicate'), { method: 'POST', body: title ? { title } : {} })).json,

  /** The teacher's own favourite, on or off. */
  setFavourite: async (listId: Identifier, on: boolean) => {
    await apiRequest(listPath(listId, '/favourite'), { method: on ? 'PUT' : 'DELETE' })
  },

  /** A favourite for a class: its pupils then have the list in the player. */
  setClassFavourite: async (listId: Identifier, classId: Identifier, on: boolean) => {
    await apiRequest(listPath(listId, `/favourite/group/${id(classId)}`), { method: on ? 'PUT' : 'DELETE' })
  },

  /** Who the list is a favourite of, as far as the teacher may know (their school). */
  getFavouriters: async (listId: Identifier): Promise<Favouriter[]> =>
    (await apiGet<PaginatedDocs<Favouriter>>(listPath(listId, '/favouriters'))).docs,

  /** The ids of the lists favourited for the teacher (by them, for their classes or for all the school's teachers). */
  getFavouriteListIds: async (): Promise<number[]> =>
    (await apiGet<PaginatedDocs<WordList>>(SPELLING_PATHS.favouriteLists, { limit: 100 })).docs.map((list) => list.id),

  /** The class by list grid of competency (default lists: those the class played and its homework lists). */
  getClassCompetency: (classId: Identifier, listIds?: readonly number[], signal?: AbortSignal) =>
    apiGet<ClassCompetency>(classPath(classId, 'spelling_competency'), { list_ids: listIds?.length ? listIds : undefined }, signal),

  /** The words the class spelled, hardest first unless sorted otherwise. */
  getClassWordsSpelled: (
    classId: Identifier,
    {
      sort = 'hardest',
      limit = 10,
      page = 1,
      ...range
    }: DateRange & { sort?: 'hardest' | 'easiest' | 'most' | 'recent' | 'word'; limit?: number; page?: number } = {},
    signal?: AbortSignal,
  ) => apiGet<WordsSpelled>(classPath(classId, 'words_spelled'), { sort, limit, page, ...range }, signal),

  /** Games the class played per week or month, by game type and mode. */
  getClassActivity: (classId: Identifier, interval: 'week' | 'month' = 'week', signal?: AbortSignal) =>
    apiGet<{ periods: ActivityPeriod[] }>(classPath(classId, 'game_play_type_history'), { interval }, signal),

  /** A pupil's sessions (newest first) with a summary. */
  getPupilHistory: (
    pupilId: Identifier,
    { page = 1, limit = 10, listId }: { page?: number; limit?: number; listId?: number } = {},
    signal?: AbortSignal,
  ) => apiGet<PupilHistory>(pupilPath(pupilId, 'history'), { page, limit, list_id: listId }, signal),

  /** A pupil on one list: each word's competency and recent outcomes, and the sessions. */
  getPupilListHistory: (pupilId: Identifier, listId: Identifier, signal?: AbortSignal) =>
    apiGet<PupilListHistory>(pupilPath(pupilId, `history/list/${id(listId)}`), undefined, signal),

  /** A pupil month by month: plays, accuracy and words mastered. */
  getPupilMonthly: (pupilId: Identifier, months = 12, signal?: AbortSignal) =>
    apiGet<{ pupil: PupilHead; months: MonthlyCompetency[] }>(pupilPath(pupilId, 'monthly_spelling_competency'), { months }, signal),

  /** The words a pupil spelled, hardest first. */
  getPupilWordsSpelled: (
    pupilId: Identifier,
    { sort = 'hardest', limit = 10 }: { sort?: string; limit?: number } = {},
    signal?: AbortSignal,
  ) => apiGet<WordsSpelled>(pupilPath(pupilId, 'words_spelled'), { sort, limit }, signal),

  /** Removes one game session of a pupil and its attempts (competency follows). */
  deletePupilSession: async (pupilId: Identifier, sessionId: Identifier) =>
    (await apiRequest<{ deleted: number; ids: number[] }>(pupilPath(pupilId, `history/${id(sessionId)}`), { method: 'DELETE' })).json,
}

export const spellingHub: DataHub<typeof spellingMethods> = {
  resources: {
    lists: {
      path: SPELLING_PATHS.lists,
      updateMethod: 'PUT',
      writable: ['title', 'description', 'visibility', 'locale'],
      getMany: { mode: 'each' },
    },
    // Results are a class's: the resource's records are the school's classes.
    results: {
      path: SPELLING_PATHS.classes,
      filters: onlyFilters(['q']),
      sorts: ['name', 'createdAt'],
      getMany: { mode: 'each' },
    },
  },
  methods: spellingMethods,
  wrap: withLists,
}
