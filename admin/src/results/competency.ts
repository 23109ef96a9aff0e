// The competency grid's colour scale, pure so that it can be tested: a cell's
// band from its competency, each band's colours (a colour-blind-safe
// sequential scale, light to dark) and text that stays readable on it.
// Colour is never the only signal: every cell also prints its numbers.
import type { ClassCompetency, CompetencyCell } from '../spelling/types'

export type CompetencyBand = 'not-started' | 'starting' | 'learning' | 'nearly' | 'secure' | 'mastered'

export interface BandStyle {
  band: CompetencyBand
  background: string
  text: string
  /** Translation key of the band's name in the legend. */
  label: string
}

// YlGnBu (ColorBrewer), which stays distinct for the common colour-vision deficiencies and in greyscale.
export const BANDS: readonly BandStyle[] = [
  { band: 'not-started', background: '#f1f1f1', text: '#4a4a4a', label: 'spelling.results.band.not-started' },
  { band: 'starting', background: '#ffffcc', text: '#3d3200', label: 'spelling.results.band.starting' },
  { band: 'learning', background: '#c7e9b4', text: '#173b12', label: 'spelling.results.band.learning' },
  { band: 'nearly', background: '#7fcdbb', text: '#0b2b26', label: 'spelling.results.band.nearly' },
  { band: 'secure', background: '#225ea8', text: '#ffffff', label: 'spelling.results.band.secure' },
  { band: 'mastered', background: '#0c2c84', text: '#ffffff', label: 'spelling.results.band.mastered' },
]

const byBand = new Map(BANDS.map((style) => [style.band, style]))
export const bandStyle = (band: CompetencyBand): BandStyle => byBand.get(band)!

/**
 * A cell's band: not started when no word was tried; mastered when the list is (every word mastered);
 * otherwise by the mean competency score: under 25%, under 50%, under 75%, and 75% or more.
 */
export const competencyBand = (cell: Pick<CompetencyCell, 'words' | 'notStarted' | 'score' | 'listMastered'>): CompetencyBand => {
  if (cell.listMastered) return 'mastered'
  if (cell.words === 0 || cell.notStarted >= cell.words) return 'not-started'
  if (cell.score < 0.25) return 'starting'
  if (cell.score < 0.5) return 'learning'
  if (cell.score < 0.75) return 'nearly'
  return 'secure'
}

/** A 0–1 score as a whole percentage. */
export const percent = (score: number | null | undefined): number | null =>
  score === null || score === undefined || !Number.isFinite(score) ? null : Math.round(score * 100)

// WCAG 2 relative luminance and contrast, to prove each band's text is readable on it.
const channel = (value: number) => {
  const c = value / 255
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
}

export const luminance = (hex: string): number => {
  const match = /^#?([0-9a-f]{6})$/i.exec(hex.trim())
  if (!match) throw new Error(`Not a #rrggbb colour: ${hex}`)
  const n = parseInt(match[1], 16)
  return 0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255)
}

export const contrastRatio = (a: string, b: string): number => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (light + 0.05) / (dark + 0.05)
}

/** Lists in reading order: by title, numbers as numbers ("week 2" before "week 10"). */
export const sortLists = <T extends { title: string }>(lists: readonly T[]): T[] =>
  [...lists].sort((a, b) => a.title.localeCompare(b.title, undefined, { numeric: true, sensitivity: 'base' }))

export interface GridRow {
  id: number
  name: string
  username: string
  cells: Array<CompetencyCell & { band: CompetencyBand; percent: number }>
  listsMastered: number
}

/**
 * The grid's rows in the lists' order (a pupil missing a list gets an empty cell), sorted by name; each cell
 * with its band and percentage.
 */
export const gridRows = (answer: Pick<ClassCompetency, 'lists' | 'pupils'>): GridRow[] =>
  answer.pupils
    .map((pupil) => {
      const cells = answer.lists.map((list) => {
        const cell = pupil.lists.find((c) => c.list === list.id) ?? {
          list: list.id,
          words: list.wordCount,
          mastered: 0,
          nearly: 0,
          learning: 0,
          notStarted: list.wordCount,
          score: 0,
          listMastered: false,
        }
        return { ...cell, band: competencyBand(cell), percent: percent(cell.score) ?? 0 }
      })
      return {
        id: pupil.id,
        name: pupil.name || pupil.school_username,
        username: pupil.school_username,
        cells,
        listsMastered: cells.filter((cell) => cell.listMastered).length,
      }
    })
    .sort((a, b) => a.name.localeCompare(b.name, undefined, { numeric: true, sensitivity: 'base' }))

/** How many pupils are in each band, per list: the numbers behind the grid, for a summary line. */
export const bandCounts = (rows: readonly GridRow[], listIndex: number): Record<CompetencyBand, number> => {
  const counts = Object.fromEntries(BANDS.map((style) => [style.band, 0])) as Record<CompetencyBand, number>
  for (const row of rows) {
    const cell = row.cells[listIndex]
    if (cell) counts[cell.band] += 1
  }
  return counts
}
