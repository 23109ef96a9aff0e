// Report answers turned into chart series, pure so that they can be tested.
// Each chart also offers its numbers as a table; the same rows feed both.
import type { ActivityPeriod, MonthlyCompetency, WordSpelled } from '../spelling/types'

export interface HardWord {
  word: string
  /** Whole percentage of attempts spelt right. */
  accuracy: number
  /** Whole percentage spelt wrong: what the bar shows (longer is harder). */
  missed: number
  attempted: number
  correct: number
  pupils: number
}

/**
 * The words the class finds hardest, hardest first: the lowest accuracy, then the most attempts (a word many
 * pupils got wrong says more than one tried once), then alphabetically. Only words someone got wrong count;
 * words tried fewer than `minAttempts` times are left out when there are enough others.
 */
export const hardestWords = (docs: readonly WordSpelled[], { limit = 10, minAttempts = 2 } = {}): HardWord[] => {
  const tried = docs.filter(
    (doc): doc is WordSpelled & { accuracy: number } => doc.accuracy !== null && doc.attempted > 0 && doc.correct < doc.attempted,
  )
  const enough = tried.filter((doc) => doc.attempted >= minAttempts)
  const pool = enough.length >= Math.min(limit, tried.length) ? enough : tried
  return [...pool]
    .sort((a, b) => a.accuracy - b.accuracy || b.attempted - a.attempted || a.word.localeCompare(b.word))
    .slice(0, limit)
    .map((doc) => ({
      word: doc.word,
      accuracy: doc.accuracy,
      missed: 100 - doc.accuracy,
      attempted: doc.attempted,
      correct: doc.correct,
      pupils: doc.pupils ?? 0,
    }))
}

export interface ActivitySeries {
  labels: string[]
  game: number[]
  accuracy: number[]
  test: number[]
  total: number
  /** The periods with any play. */
  activePeriods: number
}

/** Games played per period by mode (stacked bars), with the periods labelled by `label`. */
export const activitySeries = (periods: readonly ActivityPeriod[], label: (start: Date) => string): ActivitySeries => ({
  labels: periods.map((period) => label(new Date(period.start))),
  game: periods.map((period) => period.modes?.game ?? 0),
  accuracy: periods.map((period) => period.modes?.accuracy ?? 0),
  test: periods.map((period) => period.modes?.test ?? 0),
  total: periods.reduce((sum, period) => sum + (period.total ?? 0), 0),
  activePeriods: periods.filter((period) => (period.total ?? 0) > 0).length,
})

export interface MonthlySeries {
  labels: string[]
  /** Accuracy per month; null where nothing was attempted (the line breaks there). */
  accuracy: Array<number | null>
  wordsMastered: number[]
  plays: number[]
}

/** A pupil's months: accuracy (a line with gaps), words mastered at the month's end and games played. */
export const monthlySeries = (months: readonly MonthlyCompetency[], label: (start: Date) => string): MonthlySeries => ({
  labels: months.map((month) => label(new Date(month.start))),
  accuracy: months.map((month) => (month.attempted > 0 ? month.accuracy : null)),
  wordsMastered: months.map((month) => month.wordsMastered),
  plays: months.map((month) => month.plays),
})

export interface TrendPoint {
  label: string
  value: number
}

/** The first, last and best values of a series with gaps, for a description in words; null when it is empty. */
export const describeTrend = (
  labels: readonly string[],
  values: ReadonlyArray<number | null>,
): { first: TrendPoint; last: TrendPoint; best: TrendPoint } | null => {
  const points = labels
    .map((label, index) => ({ label, value: values[index] }))
    .filter((point): point is TrendPoint => point.value !== null && point.value !== undefined)
  if (points.length === 0) return null
  const best = points.reduce((top, point) => (point.value > top.value ? point : top))
  return { first: points[0], last: points[points.length - 1], best }
}
