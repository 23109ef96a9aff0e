// The homework hub's part of the console's data provider: the homework resource, shaped for its forms,
// and its progress and sessions. Homework holds items of any product; the console sets spelling lists.
import type { Identifier, RaRecord } from 'ra-core'

import { onlyFilters } from '../data/provider'
import type { DataHub, PaginatedDocs } from '../data/types'
import { apiGet } from '../http'
import type { Difficulty, SessionSummary } from '../spelling/types'
import type { Homework, HomeworkData } from './types'

const HOMEWORK_PATH = 'homework'

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

const homeworkPath = (homeworkId: Identifier, rest: string) => `${HOMEWORK_PATH}/${encodeURIComponent(String(homeworkId))}/${rest}`

const homeworkMethods = {
  /** A homework's progress: every pupil it is for, whether they started and finished, their best scores. */
  getHomeworkData: (homeworkId: Identifier, signal?: AbortSignal) =>
    apiGet<HomeworkData>(homeworkPath(homeworkId, 'data'), undefined, signal),

  /** A homework's game sessions, newest first. */
  getHomeworkSessions: (
    homeworkId: Identifier,
    { page = 1, limit = 25, userIds }: { page?: number; limit?: number; userIds?: number[] } = {},
  ) =>
    apiGet<PaginatedDocs<SessionSummary>>(homeworkPath(homeworkId, 'sessions'), {
      page,
      limit,
      user_ids: userIds?.length ? userIds : undefined,
    }),
}

export const homeworkHub: DataHub<typeof homeworkMethods> = {
  resources: {
    homework: {
      path: HOMEWORK_PATH,
      filters: onlyFilters(['status', 'group_id', 'pupil_id', 'mine']),
      sorts: ['dueAt', 'startsAt', 'createdAt'],
      updateMethod: 'PUT',
      writable: ['title', 'notes', 'lists', 'difficulty', 'startsAt', 'dueAt', 'group'],
      fromApi: homeworkFromApi,
      toApi: homeworkToApi,
      getMany: { mode: 'each' },
    },
  },
  methods: homeworkMethods,
}
