import { describe, expect, it } from 'vitest'

import {
  CARDS_PER_SHEET,
  CARD_COLUMN_GAP_MM,
  CARD_HEIGHT_MM,
  CARD_ROW_GAP_MM,
  CARD_WIDTH_MM,
  SHEET_MARGIN_MM,
  playAddress,
  sheetsOf,
  toLoginCards,
} from './cardSheets'

describe('toLoginCards', () => {
  it('puts each pupil’s school id, username and password on a card, in the order given', () => {
    const cards = toLoginCards(
      [
        { id: 2, name: 'Ada', school_username: 'bravefox', school_id: 7, password: 'sun-tree-42' },
        { id: 1, name: ' ', school_username: 'calmowl', school_id: 7, url: 'http://x.test/play/#key=abc' },
      ],
      'Year 3 Oak',
    )
    expect(cards).toEqual([
      { id: 2, name: 'Ada', schoolId: 7, username: 'bravefox', className: 'Year 3 Oak', password: 'sun-tree-42' },
      // No name: the username stands in; a sign-in address instead of a password.
      { id: 1, name: 'calmowl', schoolId: 7, username: 'calmowl', className: 'Year 3 Oak', signInUrl: 'http://x.test/play/#key=abc' },
    ])
  })

  it('takes the class from the pupil’s own classes (not a subgroup) when none is given, and skips pupils without a username', () => {
    const cards = toLoginCards([
      {
        id: 1,
        name: 'Ada',
        school_username: 'bravefox',
        school_id: 7,
        groups: [
          { name: 'Readers', parent: 4 },
          { name: 'Oak', parent: null },
        ],
      },
      { id: 2, name: 'Bo', school_username: null, school_id: 7 },
      { id: 3, name: 'Cy', school_username: 'kindbee', school_id: 7, groups: [] },
    ])
    expect(cards.map((card) => [card.username, card.className])).toEqual([
      ['bravefox', 'Oak'],
      ['kindbee', undefined],
    ])
  })
})

describe('sheetsOf', () => {
  it('fills sheets of eight and leaves the rest on a last sheet', () => {
    const thirty = Array.from({ length: 30 }, (_, i) => i)
    const sheets = sheetsOf(thirty)
    expect(sheets.map((sheet) => sheet.length)).toEqual([8, 8, 8, 6])
    expect(sheets.flat()).toEqual(thirty)
    expect(sheetsOf([])).toEqual([])
    expect(sheetsOf([1, 2, 3], 0)).toEqual([[1], [2], [3]])
  })

  it('fits a sheet of cards on A4 and on US Letter with 10 mm margins', () => {
    const columns = 2
    const rows = CARDS_PER_SHEET / columns
    const width = columns * CARD_WIDTH_MM + (columns - 1) * CARD_COLUMN_GAP_MM
    const height = rows * CARD_HEIGHT_MM + (rows - 1) * CARD_ROW_GAP_MM
    for (const [paperWidth, paperHeight] of [
      [210, 297], // A4
      [215.9, 279.4], // US Letter
    ]) {
      expect(width).toBeLessThanOrEqual(paperWidth - 2 * SHEET_MARGIN_MM)
      expect(height).toBeLessThanOrEqual(paperHeight - 2 * SHEET_MARGIN_MM - 10) // room to spare for rounding
    }
  })
})

describe('playAddress', () => {
  it('shows the player’s address without the scheme', () => {
    expect(playAddress('https://hub.inkwell.test/')).toBe('hub.inkwell.test/play')
    expect(playAddress('http://127.0.0.1:3000')).toBe('127.0.0.1:3000/play')
  })
})
