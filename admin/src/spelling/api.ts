// The spelling hub's part of the console's one data provider: word lists,
// homework and the spelling reports. dataProvider.ts merges these in
// (`spellingResources` into its resource map, `withSpelling` around the
// generic provider, `spellingMethods` beside the school's calls), so every
// screen still reaches the API through one data provider.
//
// Shapes are the API's, as the README's "Spelling", "Homework" and "Spelling
// reports" sections describe them.
import type { CreateParams, DataProvider, GetListParams, GetListResult, Identifier, RaRecord } from 'ra-core'

import type { ResourceConfig, ResourceMap } from '../dataProvider'
import { apiRequest, type QueryValue } from '../http'

// ---------------------------------------------------------------------------
// Shapes

export type Visibility = 'private' | 'school' | 'public'
export type Difficulty = 1 | 2 | 3 | 4
export const DIFFICULTIES: readonly Difficulty[] = [1, 2, 3, 4]

/** A word list as the API answers it (without words in lists of lists). */
export interface WordList extends RaRecord {
  id: number
  title: string
  description: string | null
  locale: string
  visibility: Visibility
  owner: { id: number; name: string | null } | null
  school: number | null
  scheme: string | null
  variant: string | null
  stage: number | null
  stageName: string | null
  week: number | null
  suggested: boolean
  copiedFrom: number | null
  wordCount: number
  canEdit: boolean
  createdAt: string
  updatedAt: string
  words?: ListWord[]
}

export interface ListWord {
  id: number
  word: string
  dictionary_id: number | null
  position: number
  definition: string | null
  sentence: string | null
  audio: string | null
  category: string | null
  partOfSpeech: string | null
  phonemes: string | null
  graphemes: string | null
  /** How many dictionary entries share the spelling: more than one means a meaning can be chosen. */
  homographs: number
}

/** A dictionary entry, as `dictionary/homographs` answers it. */
export interface DictionaryEntry {
  id: number
  word: string
  locale: string
  category: string | null
  definition: string | null
  sentence: string | null
  partOfSpeech: string | null
}

export interface SchemeVariant {
  scheme: string
  name: string
  variant: string
  variantName: string
  locale: string | null
  stages: Array<{ stage: number; name: string | null; lists: WordList[] }>
}

export interface Favouriter {
  id: number
  kind: 'user' | 'group' | 'allteachers'
  user?: { id: number; name: string | null; role: string }
  group?: { id: number; name: string }
  school?: number
  setBy: number
}

export interface HomeworkItem {
  id: number
  product: string
  ref: number
  settings: { difficulty?: Difficulty; test?: boolean } & Record<string, unknown>
  title: string | null
  wordCount: number | null
  locale: string | null
  deleted: boolean
}

export interface Homework extends RaRecord {
  id: number
  title: string
  notes: string | null
  school_id: number
  setBy: { id: number; name: string | null } | null
  set: { id: number; name: string } | null
  startsAt: string
  dueAt: string
  status: 'upcoming' | 'open' | 'past'
  items: HomeworkItem[]
  groups: Array<{ id: number; name: string; parent: number | null }>
  pupils: Array<{ id: number; name: string | null; school_username: string }>
  excludedPupils: Array<{ id: number; name: string | null; school_username: string }>
  teachers: Array<{ id: number; name: string | null }>
  pupil_count: number
  createdAt: string
  updatedAt: string
  /** Added for the forms: the first class, the lists, and the spelling difficulty. */
  group?: number | null
  lists?: number[]
  difficulty?: Difficulty
}

export interface HomeworkPupilItem {
  item: number
  ref: number
  started: boolean
  complete: boolean
  completedAt: string | null
  sessions: number
  finished: number
  attempted: number
  correct: number
  bestScore: number | null
  bestAccuracy: number | null
  lastPlayedAt: string | null
  words: number
  wordsMastered: number
}

export interface HomeworkData {
  homework: Homework | number
  product: string
  items: HomeworkItem[]
  pupils: Array<{
    id: number
    name: string | null
    school_username: string
    started: boolean
    complete: boolean
    items: HomeworkPupilItem[]
  }>
  summary: { pupils: number; started: number; complete: number }
}

/** A game session in the reports and homework sessions. */
export interface SessionSummary {
  id: number
  user: { id: number; name: string | null; school_username?: string }
  item?: number
  list: { id: number; title: string }
  difficulty: Difficulty
  gameType: string
  mode: 'game' | 'accuracy' | 'test'
  testMode: boolean
  freeplay?: boolean
  status: 'active' | 'finished'
  score: number
  correct: number
  attempted: number
  words: number
  accuracy: number | null
  honeypots: number
  timeMs?: number
  completesItem?: boolean
  startedAt: string
  finishedAt: string | null
}

export interface Page<T> {
  docs: T[]
  totalDocs: number
  limit: number
  page: number
  totalPages: number
  hasNextPage: boolean
  hasPrevPage: boolean
}

export interface CompetencyCell {
  list: number
  words: number
  mastered: number
  nearly: number
  learning: number
  notStarted: number
  /** The mean of the words' competency scores, 0–1. */
  score: number
  listMastered: boolean
}

export interface ClassCompetency {
  group: { id: number; name: string; parent: number | null }
  lists: Array<{ id: number; title: string; wordCount: number }>
  pupils: Array<{ id: number; name: string | null; school_username: string; lists: CompetencyCell[] }>
  summary: Array<{ list: number; pupilsMastered: number; averageScore: number | null }>
}

export interface WordSpelled {
  word: string
  attempted: number
  correct: number
  accuracy: number | null
  pupils?: number
  lastAttemptAt: string | null
}

export type WordsSpelled = Page<WordSpelled> & { totals: { words: number; attempted: number; correct: number; accuracy: number | null } }

export interface ActivityPeriod {
  start: string
  total: number
  gameTypes: Record<string, number>
  modes: { game: number; accuracy: number; test: number }
  freeplay: number
}

export interface PupilHead {
  id: number
  name: string | null
  school_username: string
  stage_spelling: number | null
  accuracyOnly: boolean
}

export type PupilHistory = Page<SessionSummary> & {
  pupil: PupilHead
  summary: {
    plays: number
    finished: number
    attempted: number
    correct: number
    accuracy: number | null
    score: number
    honeypots: number
    wordsMastered: number
    lastPlayedAt: string | null
  }
}

export interface PupilListHistory {
  pupil: PupilHead
  list: { id: number; title: string; wordCount: number }
  summary: {
    plays: number
    finished: number
    bestScore: number | null
    bestAccuracy: number | null
    mastered: boolean
    wordsMastered: number
    score: number
  }
  words: Array<{ id: number; word: string; attempts: number; correct: number; score: number; level: string; recent: boolean[] }>
  sessions: SessionSummary[]
}

export interface MonthlyCompetency {
  month: string
  start: string
  plays: number
  attempted: number
  correct: number
  accuracy: number | null
  wordsMastered: number
  newlyMastered: number
}

// ---------------------------------------------------------------------------
// Resources

export const SPELLING_PATHS = {
  lists: 'lists',
  myLists: 'users/me/lists',
  favouriteLists: 'users/me/lists/favourites',
  myScheme: 'users/me/lists/scheme',
  homework: 'homework',
  classes: 'users/me/school/groups',
  pupils: 'users/me/school/pupils',
} as const

/** Which lists the lists page shows: every list the teacher may read, their own, or their favourites. */
export type ListCollection = 'all' | 'mine' | 'favourites'

/** Sorts the lists calls accept (`-title` is not one of them). */
const LIST_SORTS: Record<string, { ASC: string; DESC: string }> = {
  title: { ASC: 'title', DESC: 'title' },
  updatedAt: { ASC: 'updatedAt', DESC: '-updatedAt' },
  stage: { ASC: 'stage', DESC: 'stage' },
}

const text = (value: unknown): string | undefined =>
  value === undefined || value === null || String(value).trim() === '' ? undefined : String(value).trim()

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
    q: text(filter.q),
    locale: text(filter.locale),
    page: params.pagination?.page ?? 1,
    limit: params.pagination?.perPage ?? 25,
    sort,
  }
  if (collection === 'mine') return { path: SPELLING_PATHS.myLists, query }
  if (collection === 'favourites') return { path: SPELLING_PATHS.favouriteLists, query }
  return { path: SPELLING_PATHS.lists, query }
}

/** Plain query parameters from a filter: only the allowed keys, empty values left out. */
const onlyFilters =
  (allowed: readonly string[]) =>
  (filter: Record<string, unknown>): Record<string, QueryValue> => {
    const query: Record<string, QueryValue> = {}
    for (const key of allowed) {
      const value = text(filter[key])
      if (value !== undefined) query[key] = value
    }
    return query
  }

const DAY = /^\d{4}-\d{2}-\d{2}$/

/**
 * A homework from the API, shaped for the forms: `group` (its first class), `lists` (its spelling lists) and
 * `difficulty` (the spelling items' difficulty) beside what the API says.
 */
export const homeworkFromApi = (record: RaRecord): RaRecord => {
  const homework = record as Homework
  const spelling = (homework.items ?? []).filter((item) => item.product === 'spelling')
  return {
    ...homework,
    group: homework.groups?.[0]?.id ?? null,
    lists: spelling.map((item) => item.ref),
    difficulty: (spelling[0]?.settings?.difficulty as Difficulty | undefined) ?? 2,
  }
}

/**
 * A homework body for the API: a date alone is sent as it is (the API reads a due date alone as the end of
 * that day, a start date as its beginning); a Date becomes an ISO string; an empty title or notes is left out
 * when creating.
 */
export const homeworkToApi = (body: Record<string, unknown>): Record<string, unknown> => {
  const out: Record<string, unknown> = { ...body }
  for (const key of ['startsAt', 'dueAt']) {
    const value = out[key]
    if (value instanceof Date) out[key] = value.toISOString()
    else if (typeof value === 'string' && !DAY.test(value) && value) out[key] = new Date(value).toISOString()
  }
  if (out.group !== undefined && out.group !== null) out.group = Number(out.group)
  if (Array.isArray(out.lists)) out.lists = out.lists.map(Number)
  if (out.difficulty !== undefined) out.difficulty = Number(out.difficulty)
  if (typeof out.notes === 'string' && out.notes.trim() === '') out.notes = null
  return out
}

const classesConfig: ResourceConfig = {
  path: SPELLING_PATHS.classes,
  filters: onlyFilters(['q']),
  sorts: ['name', 'createdAt'],
  getMany: { mode: 'each' },
}

/** The spelling hub's resources in the data provider's resource map. */
export const spellingResources: ResourceMap = {
  lists: {
    path: SPELLING_PATHS.lists,
    updateMethod: 'PUT',
    writable: ['title', 'description', 'visibility', 'locale'],
    getMany: { mode: 'each' },
  },
  homework: {
    path: SPELLING_PATHS.homework,
    filters: onlyFilters(['status', 'group_id', 'pupil_id', 'mine']),
    sorts: ['dueAt', 'startsAt', 'createdAt'],
    updateMethod: 'PUT',
    writable: ['title', 'notes', 'lists', 'difficulty', 'startsAt', 'dueAt', 'group'],
    fromApi: homeworkFromApi,
    toApi: homeworkToApi,
    getMany: { mode: 'each' },
  },
  // Results are a class's: the resource's records are the school's classes.
  results: classesConfig,
}

const toList = <T extends RaRecord>(json: unknown): GetListResult<T> => {
  const page = (json ?? {}) as Partial<Page<T>>
  return { data: Array.isArray(page.docs) ? page.docs : [], total: typeof page.totalDocs === 'number' ? page.totalDocs : 0 }
}

/** The lists calls react-admin's generic methods cannot make: lists from one of three paths, and creating one. */
export const withSpelling = (base: DataProvider): DataProvider => ({
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
    if (text(data.description)) body.description = text(data.description)
    if (text(data.visibility)) body.visibility = data.visibility
    if (text(data.locale)) body.locale = data.locale
    const words = Array.isArray(data.words) ? data.words : typeof data.words === 'string' ? parseWords(data.words).words : []
    if (words.length > 0) body.words = words
    const { json } = await apiRequest<WordList>(SPELLING_PATHS.myLists, { method: 'POST', body })
    return { data: json as never }
  },
})

// ---------------------------------------------------------------------------
// Words typed by a teacher

/** The most words one list holds (the API's limit). */
export const MAX_LIST_WORDS = 100
/** A spelling a pupil can be asked to type: letters, with spaces, hyphens and apostrophes between them. */
export const WORD_PATTERN = /^\p{L}+(?:[ '’-]\p{L}+)*$/u

/**
 * Words from what a teacher typed or pasted: one per line or separated by commas or semicolons (a word may hold
 * a space: "ice cream"), trimmed, duplicates left out (ignoring case). Anything that is not a spelling is
 * returned in `invalid`.
 */
export const parseWords = (input: string): { words: string[]; invalid: string[]; duplicates: string[] } => {
  const words: string[] = []
  const invalid: string[] = []
  const duplicates: string[] = []
  const seen = new Set<string>()
  for (const raw of input.split(/[\n\r,;\t]+/)) {
    const word = raw.trim().replace(/\s+/g, ' ')
    if (!word) continue
    if (!WORD_PATTERN.test(word) || word.length > 40) {
      invalid.push(word)
      continue
    }
    const key = word.toLocaleLowerCase()
    if (seen.has(key)) {
      duplicates.push(word)
      continue
    }
    seen.add(key)
    words.push(word)
  }
  return { words, invalid, duplicates }
}

// ---------------------------------------------------------------------------
// Calls beyond CRUD

const id = (value: Identifier) => encodeURIComponent(String(value))
const listPath = (listId: Identifier, rest = '') => `${SPELLING_PATHS.lists}/${id(listId)}${rest}`
const classPath = (classId: Identifier, rest: string) => `${SPELLING_PATHS.classes}/${id(classId)}/${rest}`
const pupilPath = (pupilId: Identifier, rest: string) => `${SPELLING_PATHS.pupils}/${id(pupilId)}/${rest}`
const get = async <T>(path: string, query?: Record<string, QueryValue>, signal?: AbortSignal): Promise<T> =>
  (await apiRequest<T>(path, { query, signal })).json

/** A date range of the reports: `from` inclusive, `to` (a date alone includes that day). */
export interface DateRange {
  from?: string
  to?: string
}

export const spellingMethods = {
  /** The spelling scheme in the school's spelling (GB schools the GB variant, US and CA schools the US one). */
  getMyScheme: (stage?: number, signal?: AbortSignal) => get<SchemeVariant>(SPELLING_PATHS.myScheme, { stage }, signal),

  /** Appends words (typed spellings; the API picks each one's commonest meaning); answers the list's words. */
  addListWords: async (listId: Identifier, words: ReadonlyArray<string | { dictionary_id: number }>): Promise<ListWord[]> =>
    (await apiRequest<Page<ListWord>>(listPath(listId, '/words'), { method: 'POST', body: { words } })).json.docs,

  removeListWord: async (listId: Identifier, wordId: Identifier): Promise<void> => {
    await apiRequest(listPath(listId, `/words/${id(wordId)}`), { method: 'DELETE' })
  },

  /** Chooses which meaning (dictionary entry) of its spelling a list word is; answers the word. */
  chooseHomograph: async (listId: Identifier, wordId: Identifier, dictionaryId: number): Promise<ListWord> =>
    (await apiRequest<ListWord>(listPath(listId, `/words/${id(wordId)}`), { method: 'PUT', body: { dictionary_id: dictionaryId } })).json,

  /** Every dictionary entry with this spelling in the locale: the meanings a list word can take. */
  getHomographs: async (word: string, locale?: string): Promise<DictionaryEntry[]> =>
    (await get<Page<DictionaryEntry>>('dictionary/homographs', { word, locale })).docs,

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
  getFavouriters: async (listId: Identifier): Promise<Favouriter[]> => (await get<Page<Favouriter>>(listPath(listId, '/favouriters'))).docs,

  /** The ids of the lists favourited for the teacher (by them, for their classes or for all the school's teachers). */
  getFavouriteListIds: async (): Promise<number[]> =>
    (await get<Page<WordList>>(SPELLING_PATHS.favouriteLists, { limit: 100 })).docs.map((list) => list.id),

  /** A homework's progress: every pupil it is for, whether they started and finished, their best scores. */
  getHomeworkData: (homeworkId: Identifier, signal?: AbortSignal) =>
    get<HomeworkData>(`${SPELLING_PATHS.homework}/${id(homeworkId)}/data`, undefined, signal),

  /** A homework's game sessions, newest first. */
  getHomeworkSessions: (
    homeworkId: Identifier,
    { page = 1, limit = 25, userIds }: { page?: number; limit?: number; userIds?: number[] } = {},
  ) =>
    get<Page<SessionSummary>>(`${SPELLING_PATHS.homework}/${id(homeworkId)}/sessions`, {
      page,
      limit,
      user_ids: userIds?.length ? userIds : undefined,
    }),

  /** The class by list grid of competency (default lists: those the class played and its homework lists). */
  getClassCompetency: (classId: Identifier, listIds?: readonly number[], signal?: AbortSignal) =>
    get<ClassCompetency>(classPath(classId, 'spelling_competency'), { list_ids: listIds?.length ? listIds : undefined }, signal),

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
  ) => get<WordsSpelled>(classPath(classId, 'words_spelled'), { sort, limit, page, ...range }, signal),

  /** Games the class played per week or month, by game type and mode. */
  getClassActivity: (classId: Identifier, interval: 'week' | 'month' = 'week', signal?: AbortSignal) =>
    get<{ periods: ActivityPeriod[] }>(classPath(classId, 'game_play_type_history'), { interval }, signal),

  /** A pupil's sessions (newest first) with a summary. */
  getPupilHistory: (
    pupilId: Identifier,
    { page = 1, limit = 10, listId }: { page?: number; limit?: number; listId?: number } = {},
    signal?: AbortSignal,
  ) => get<PupilHistory>(pupilPath(pupilId, 'history'), { page, limit, list_id: listId }, signal),

  /** A pupil on one list: each word's competency and recent outcomes, and the sessions. */
  getPupilListHistory: (pupilId: Identifier, listId: Identifier, signal?: AbortSignal) =>
    get<PupilListHistory>(pupilPath(pupilId, `history/list/${id(listId)}`), undefined, signal),

  /** A pupil month by month: plays, accuracy and words mastered. */
  getPupilMonthly: (pupilId: Identifier, months = 12, signal?: AbortSignal) =>
    get<{ pupil: PupilHead; months: MonthlyCompetency[] }>(pupilPath(pupilId, 'monthly_spelling_competency'), { months }, signal),

  /** The words a pupil spelled, hardest first. */
  getPupilWordsSpelled: (
    pupilId: Identifier,
    { sort = 'hardest', limit = 10 }: { sort?: string; limit?: number } = {},
    signal?: AbortSignal,
  ) => get<WordsSpelled>(pupilPath(pupilId, 'words_spelled'), { sort, limit }, signal),

  /** Removes one game session of a pupil and its attempts (competency follows). */
  deletePupilSession: async (pupilId: Identifier, sessionId: Identifier) =>
    (await apiRequest<{ deleted: number; ids: number[] }>(pupilPath(pupilId, `history/${id(sessionId)}`), { method: 'DELETE' })).json,
}

export type SpellingMethods = typeof spellingMethods
