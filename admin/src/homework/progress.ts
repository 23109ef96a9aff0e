// A homework's progress from `GET homework/{id}/data`, shaped for the
// progress view: the completion chart's slices and a row per pupil. Pure.
import type { HomeworkData } from './types'

export type PupilStatus = 'complete' | 'started' | 'not-started'

export interface CompletionSlice {
  id: PupilStatus
  value: number
  /** Translation key of the slice's name. */
  label: string
  color: string
}

// Distinct in lightness as well as hue, so the chart reads in greyscale too.
export const STATUS_COLOURS: Record<PupilStatus, string> = {
  complete: '#1b7837',
  started: '#f1a340',
  'not-started': '#c9ccd6',
}

/** Pupils who finished, who started without finishing, and who have not started: the slices add up to all. */
export const completionSlices = (summary: HomeworkData['summary']): CompletionSlice[] => {
  const complete = Math.max(0, summary.complete)
  const started = Math.max(0, summary.started - complete)
  const notStarted = Math.max(0, summary.pupils - complete - started)
  return [
    { id: 'complete', value: complete, label: 'spelling.homework.status.complete', color: STATUS_COLOURS.complete },
    { id: 'started', value: started, label: 'spelling.homework.status.started', color: STATUS_COLOURS.started },
    { id: 'not-started', value: notStarted, label: 'spelling.homework.status.not-started', color: STATUS_COLOURS['not-started'] },
  ]
}

export interface ProgressRow {
  id: number
  name: string
  username: string
  status: PupilStatus
  /** Games started on the homework's lists in its dates. */
  sessions: number
  finished: number
  bestScore: number | null
  bestAccuracy: number | null
  words: number
  wordsMastered: number
  lastPlayedAt: string | null
  completedAt: string | null
}

const STATUS_ORDER: Record<PupilStatus, number> = { complete: 0, started: 1, 'not-started': 2 }

const maxOf = (values: Array<number | null>): number | null => {
  const numbers = values.filter((value): value is number => typeof value === 'number')
  return numbers.length ? Math.max(...numbers) : null
}

const latest = (values: Array<string | null>): string | null =>
  values
    .filter((value): value is string => Boolean(value))
    .sort()
    .pop() ?? null

/**
 * A row per pupil over all the homework's items: finished pupils first (earliest finisher first), then those
 * who started (most recent first), then those who have not, each group by name.
 */
export const progressRows = (data: Pick<HomeworkData, 'pupils'>): ProgressRow[] =>
  data.pupils
    .map((pupil) => {
      const items = pupil.items ?? []
      const status: PupilStatus = pupil.complete ? 'complete' : pupil.started ? 'started' : 'not-started'
      return {
        id: pupil.id,
        name: pupil.name || pupil.school_username,
        username: pupil.school_username,
        status,
        sessions: items.reduce((sum, item) => sum + item.sessions, 0),
        finished: items.reduce((sum, item) => sum + item.finished, 0),
        bestScore: maxOf(items.map((item) => item.bestScore)),
        bestAccuracy: maxOf(items.map((item) => item.bestAccuracy)),
        words: items.reduce((sum, item) => sum + item.words, 0),
        wordsMastered: items.reduce((sum, item) => sum + item.wordsMastered, 0),
        lastPlayedAt: latest(items.map((item) => item.lastPlayedAt)),
        completedAt: items.length && items.every((item) => item.completedAt) ? latest(items.map((item) => item.completedAt)) : null,
      }
    })
    .sort((a, b) => {
      if (a.status !== b.status) return STATUS_ORDER[a.status] - STATUS_ORDER[b.status]
      if (a.status === 'complete' && a.completedAt !== b.completedAt) return String(a.completedAt).localeCompare(String(b.completedAt))
      if (a.status === 'started' && a.lastPlayedAt !== b.lastPlayedAt) return String(b.lastPlayedAt).localeCompare(String(a.lastPlayedAt))
      return a.name.localeCompare(b.name, undefined, { numeric: true, sensitivity: 'base' })
    })

/** A date as the `YYYY-MM-DD` a date input holds, in the browser's own time zone. */
export const dateInputValue = (date: Date): string => {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

/** The defaults of a new homework: open from today, due in a week. */
export const defaultDates = (today: Date = new Date()) => {
  const due = new Date(today)
  due.setDate(due.getDate() + 7)
  return { startsAt: dateInputValue(today), dueAt: dateInputValue(due) }
}

/** Whole days from `now` until `due` (negative when past), counting calendar days. */
export const daysUntil = (due: Date, now: Date = new Date()): number => {
  const start = new Date(now.getFullYear(), now.getMonth(), now.getDate())
  const end = new Date(due.getFullYear(), due.getMonth(), due.getDate())
  return Math.round((end.getTime() - start.getTime()) / 86_400_000)
}
