import { describe, expect, it } from 'vitest'

import type { HomeworkData, HomeworkPupilItem } from './types'
import { completionSlices, dateInputValue, daysUntil, defaultDates, progressRows } from './progress'

const item = (overrides: Partial<HomeworkPupilItem> = {}): HomeworkPupilItem => ({
  item: 1,
  ref: 32,
  started: false,
  complete: false,
  completedAt: null,
  sessions: 0,
  finished: 0,
  attempted: 0,
  correct: 0,
  bestScore: null,
  bestAccuracy: null,
  lastPlayedAt: null,
  words: 10,
  wordsMastered: 0,
  ...overrides,
})

const pupil = (id: number, name: string, items: HomeworkPupilItem[]) => ({
  id,
  name,
  school_username: name.toLowerCase().replace(/\s/g, ''),
  started: items.some((i) => i.started),
  complete: items.length > 0 && items.every((i) => i.complete),
  items,
})

describe('completionSlices', () => {
  it('splits the pupils into finished, started only and not started, adding up to all of them', () => {
    const slices = completionSlices({ pupils: 30, started: 18, complete: 12 })
    expect(slices.map((slice) => [slice.id, slice.value])).toEqual([
      ['complete', 12],
      ['started', 6],
      ['not-started', 12],
    ])
    expect(slices.reduce((sum, slice) => sum + slice.value, 0)).toBe(30)
  })

  it('never goes negative on odd numbers', () => {
    expect(completionSlices({ pupils: 0, started: 0, complete: 0 }).map((slice) => slice.value)).toEqual([0, 0, 0])
    expect(completionSlices({ pupils: 2, started: 1, complete: 2 }).map((slice) => slice.value)).toEqual([2, 0, 0])
  })
})

describe('progressRows', () => {
  const data: Pick<HomeworkData, 'pupils'> = {
    pupils: [
      pupil(1, 'Pupil 3', []),
      pupil(2, 'Pupil 10', [item({ started: true, sessions: 1, bestScore: 90, bestAccuracy: 60, lastPlayedAt: '2026-11-21T10:00:00Z' })]),
      pupil(3, 'Pupil 2', [
        item({
          started: true,
          complete: true,
          sessions: 2,
          finished: 2,
          bestScore: 300,
          bestAccuracy: 90,
          completedAt: '2026-11-21T09:00:00Z',
          lastPlayedAt: '2026-11-21T09:00:00Z',
          wordsMastered: 4,
        }),
      ]),
      pupil(4, 'Pupil 1', [
        item({
          started: true,
          complete: true,
          sessions: 1,
          finished: 1,
          bestScore: 200,
          bestAccuracy: 80,
          completedAt: '2026-11-21T08:00:00Z',
          lastPlayedAt: '2026-11-21T08:00:00Z',
        }),
      ]),
      pupil(5, 'Pupil 4', [item({ started: true, sessions: 3, bestScore: 50, bestAccuracy: 40, lastPlayedAt: '2026-11-21T11:00:00Z' })]),
    ],
  }

  it('lists finishers first (earliest first), then those playing (latest first), then the rest by name', () => {
    expect(progressRows(data).map((row) => [row.name, row.status])).toEqual([
      ['Pupil 1', 'complete'],
      ['Pupil 2', 'complete'],
      ['Pupil 4', 'started'],
      ['Pupil 10', 'started'],
      ['Pupil 3', 'not-started'],
    ])
  })

  it('adds up a pupil’s items: games, best score and accuracy, words mastered, latest play', () => {
    const twoItems = pupil(6, 'Pupil 6', [
      item({
        started: true,
        complete: true,
        sessions: 2,
        bestScore: 100,
        bestAccuracy: 70,
        wordsMastered: 3,
        lastPlayedAt: '2026-11-20T10:00:00Z',
        completedAt: '2026-11-20T10:00:00Z',
      }),
      item({
        item: 2,
        ref: 33,
        started: true,
        sessions: 1,
        bestScore: 150,
        bestAccuracy: 50,
        wordsMastered: 1,
        words: 8,
        lastPlayedAt: '2026-11-21T10:00:00Z',
      }),
    ])
    expect(progressRows({ pupils: [twoItems] })[0]).toEqual({
      id: 6,
      name: 'Pupil 6',
      username: 'pupil6',
      status: 'started',
      sessions: 3,
      finished: 0,
      bestScore: 150,
      bestAccuracy: 70,
      words: 18,
      wordsMastered: 4,
      lastPlayedAt: '2026-11-21T10:00:00Z',
      completedAt: null,
    })
  })
})

describe('dates', () => {
  it('defaults to open today and due in a week, as date inputs hold them', () => {
    expect(defaultDates(new Date(2026, 10, 28, 15, 30))).toEqual({ startsAt: '2026-11-28', dueAt: '2026-12-05' })
    expect(dateInputValue(new Date(2027, 0, 3))).toBe('2027-01-03')
  })

  it('counts calendar days to the due date', () => {
    const now = new Date(2026, 10, 21, 23, 0)
    expect(daysUntil(new Date(2026, 10, 22, 1, 0), now)).toBe(1)
    expect(daysUntil(new Date(2026, 10, 21, 8, 0), now)).toBe(0)
    expect(daysUntil(new Date(2026, 10, 18), now)).toBe(-3)
  })
})
