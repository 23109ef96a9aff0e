import { describe, expect, it } from 'vitest'

import type { ActivityPeriod, MonthlyCompetency, WordSpelled } from '../spelling/types'
import { activitySeries, describeTrend, hardestWords, monthlySeries } from './series'

const word = (text: string, attempted: number, correct: number, pupils = 1): WordSpelled => ({
  word: text,
  attempted,
  correct,
  accuracy: attempted ? Math.round((correct / attempted) * 100) : null,
  pupils,
  lastAttemptAt: null,
})

describe('hardestWords', () => {
  it('orders by accuracy, then by how often the word was tried, and gives the missed share for the bar', () => {
    const words = hardestWords(
      [word('said', 10, 5, 6), word('because', 20, 10, 9), word('was', 10, 9), word('the', 4, 1), word('easy', 30, 30)],
      { limit: 3 },
    )
    expect(words.map((w) => [w.word, w.accuracy, w.missed])).toEqual([
      ['the', 25, 75],
      ['because', 50, 50],
      ['said', 50, 50],
    ])
    expect(words[1]).toMatchObject({ attempted: 20, correct: 10, pupils: 9 })
  })

  it('leaves out words nobody got wrong', () => {
    expect(hardestWords([word('cat', 5, 5), word('dog', 2, 1)]).map((w) => w.word)).toEqual(['dog'])
    expect(hardestWords([word('cat', 5, 5)])).toEqual([])
  })

  it('leaves out words tried once when there are enough others, and words never tried', () => {
    const docs = [word('once', 1, 0), word('a', 5, 2), word('b', 5, 3), word('never', 0, 0)]
    expect(hardestWords(docs, { limit: 2 }).map((w) => w.word)).toEqual(['a', 'b'])
    // Not enough words tried twice: the single tries count after all.
    expect(hardestWords(docs, { limit: 5 }).map((w) => w.word)).toEqual(['once', 'a', 'b'])
    expect(hardestWords([])).toEqual([])
  })
})

describe('activitySeries', () => {
  const period = (start: string, game: number, accuracy = 0, test = 0): ActivityPeriod => ({
    start,
    total: game + accuracy + test,
    gameTypes: { spelling: game + accuracy + test },
    modes: { game, accuracy, test },
    freeplay: 0,
  })

  it('stacks games by mode per period, labelled by the caller', () => {
    const series = activitySeries([period('2026-11-09T00:00:00Z', 0), period('2026-11-16T00:00:00Z', 5, 2, 1)], (start) =>
      start.toISOString().slice(5, 10),
    )
    expect(series).toEqual({ labels: ['11-09', '11-16'], game: [0, 5], accuracy: [0, 2], test: [0, 1], total: 8, activePeriods: 1 })
  })
})

describe('monthlySeries and describeTrend', () => {
  const month = (key: string, attempted: number, accuracy: number | null, wordsMastered: number): MonthlyCompetency => ({
    month: key,
    start: `${key}-01T00:00:00.000Z`,
    plays: attempted ? 1 : 0,
    attempted,
    correct: 0,
    accuracy,
    wordsMastered,
    newlyMastered: 0,
  })

  it('breaks the accuracy line where nothing was attempted', () => {
    const series = monthlySeries([month('2026-09', 10, 60, 2), month('2026-10', 0, null, 2), month('2026-11', 20, 75, 9)], (start) =>
      start.toISOString().slice(0, 7),
    )
    expect(series).toEqual({
      labels: ['2026-09', '2026-10', '2026-11'],
      accuracy: [60, null, 75],
      wordsMastered: [2, 2, 9],
      plays: [1, 0, 1],
    })
    expect(describeTrend(series.labels, series.accuracy)).toEqual({
      first: { label: '2026-09', value: 60 },
      last: { label: '2026-11', value: 75 },
      best: { label: '2026-11', value: 75 },
    })
  })

  it('describes nothing when there is nothing', () => {
    expect(describeTrend(['a', 'b'], [null, null])).toBeNull()
  })
})
