import { describe, expect, it } from 'vitest'

import type { ClassCompetency } from '../spelling/types'
import { BANDS, bandCounts, competencyBand, contrastRatio, gridRows, percent, sortLists } from './competency'

const cell = (overrides: Partial<Parameters<typeof competencyBand>[0]> = {}) => ({
  words: 10,
  notStarted: 0,
  score: 0.5,
  listMastered: false,
  ...overrides,
})

describe('competencyBand', () => {
  it('puts a list nobody tried in not started, and a mastered list in mastered whatever its score', () => {
    expect(competencyBand(cell({ notStarted: 10, score: 0 }))).toBe('not-started')
    expect(competencyBand(cell({ words: 0, notStarted: 0 }))).toBe('not-started')
    expect(competencyBand(cell({ listMastered: true, score: 0.8 }))).toBe('mastered')
  })

  it('bands the score by quarters', () => {
    expect([0, 0.24, 0.25, 0.49, 0.5, 0.74, 0.75, 1].map((score) => competencyBand(cell({ score })))).toEqual([
      'starting',
      'starting',
      'learning',
      'learning',
      'nearly',
      'nearly',
      'secure',
      'secure',
    ])
  })
})

describe('the colour scale', () => {
  it('keeps every band’s text readable on it (WCAG AA, 4.5:1)', () => {
    for (const style of BANDS) expect(contrastRatio(style.text, style.background), style.band).toBeGreaterThanOrEqual(4.5)
  })

  it('gets darker band by band after not started, so it reads without colour too', () => {
    const lightness = BANDS.slice(1).map((style) => contrastRatio('#ffffff', style.background))
    expect([...lightness].sort((a, b) => a - b)).toEqual(lightness)
  })

  it('computes contrast as WCAG does', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5)
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2)
    expect(() => contrastRatio('red', '#fff')).toThrow()
  })
})

describe('gridRows', () => {
  const answer: Pick<ClassCompetency, 'lists' | 'pupils'> = {
    lists: [
      { id: 2, title: 'Week 2', wordCount: 10 },
      { id: 1, title: 'Week 1', wordCount: 8 },
    ],
    pupils: [
      {
        id: 7,
        name: 'Pupil 10',
        school_username: 'tenbear',
        lists: [{ list: 1, words: 8, mastered: 8, nearly: 0, learning: 0, notStarted: 0, score: 0.9, listMastered: true }],
      },
      { id: 5, name: null, school_username: 'amberbadger', lists: [] },
      {
        id: 6,
        name: 'Pupil 2',
        school_username: 'bravefalcon',
        lists: [{ list: 2, words: 10, mastered: 2, nearly: 3, learning: 5, notStarted: 0, score: 0.456, listMastered: false }],
      },
    ],
  }

  it('gives each pupil a cell per list in the lists’ order, an empty one where the API has none, sorted by name', () => {
    const rows = gridRows(answer)
    expect(rows.map((row) => row.name)).toEqual(['amberbadger', 'Pupil 2', 'Pupil 10'])
    expect(rows[0].cells.map((c) => [c.list, c.band, c.words])).toEqual([
      [2, 'not-started', 10],
      [1, 'not-started', 8],
    ])
    expect(rows[1].cells[0]).toMatchObject({ band: 'learning', percent: 46 })
    expect(rows[2]).toMatchObject({ listsMastered: 1 })
    expect(bandCounts(rows, 1)).toMatchObject({ 'not-started': 2, mastered: 1 })
  })

  it('orders lists by title with numbers as numbers', () => {
    expect(sortLists([{ title: 'Week 10' }, { title: 'week 2' }, { title: 'Adding -ed' }]).map((list) => list.title)).toEqual([
      'Adding -ed',
      'week 2',
      'Week 10',
    ])
  })

  it('rounds scores to whole percentages', () => {
    expect([0.005, 0.994, null, Number.NaN].map(percent)).toEqual([1, 99, null, null])
  })
})
