import { describe, expect, it } from 'vitest'
import {
  answerOf,
  applyEntry,
  createEntry,
  isComplete,
  isEmpty,
  keyboardCharacter,
  patternOf,
  slotTexts,
  tileForKey,
  type Entry,
  type TileEntry,
} from './round-entry'
import { roundInput, type RoundInput } from './rules'

const tilesFor = (word: string, difficulty: 1 | 2 | 3 = 2, seed = 7) => createEntry(word, roundInput(word, difficulty, seed)) as TileEntry

function typeAll(entry: Entry, keys: string) {
  for (const key of keys) entry = applyEntry(entry, { type: 'letter', key }).entry
  return entry
}

describe('patternOf', () => {
  it('gives a slot for each letter and keeps spaces, hyphens and apostrophes', () => {
    expect(patternOf("Don't")).toEqual([
      { kind: 'slot', index: 0 },
      { kind: 'slot', index: 1 },
      { kind: 'slot', index: 2 },
      { kind: 'given', text: "'" },
      { kind: 'slot', index: 3 },
    ])
    expect(patternOf('ice-cream').filter((p) => p.kind === 'given')).toEqual([{ kind: 'given', text: '-' }])
  })
})

describe('a tiles round', () => {
  it('typing the word on a physical keyboard places the matching tiles and answers the word', () => {
    const entry = typeAll(tilesFor('because'), 'because')
    expect(isComplete(entry)).toBe(true)
    expect(answerOf(entry)).toBe('because')
  })

  it('fills the given characters in for the pupil', () => {
    const entry = typeAll(tilesFor("don't"), 'dont')
    expect(answerOf(entry)).toBe("don't")
  })

  it('takes back the last tile, a tile by its slot, or all of them', () => {
    let entry: Entry = typeAll(tilesFor('cat'), 'ca')
    expect(slotTexts(entry as TileEntry)).toEqual(['c', 'a', ''])
    const back = applyEntry(entry, { type: 'delete' })
    expect(back.changed).toBe(true)
    expect(slotTexts(back.entry as TileEntry)).toEqual(['c', '', ''])
    entry = applyEntry(entry, { type: 'unplace', slot: 0 }).entry
    expect(slotTexts(entry as TileEntry)).toEqual(['a', '', ''])
    entry = applyEntry(entry, { type: 'clear' }).entry
    expect(isEmpty(entry)).toBe(true)
    expect(applyEntry(entry, { type: 'delete' }).changed).toBe(false)
  })

  it('refuses a letter with no free tile and a tile once every slot is full', () => {
    const entry = tilesFor('cat')
    expect(applyEntry(entry, { type: 'letter', key: 'z' })).toMatchObject({ changed: false, refused: 'no-tile' })
    const full = typeAll(entry, 'cat')
    expect(applyEntry(full, { type: 'letter', key: 'c' })).toMatchObject({ changed: false })
  })

  it('uses each tile once, so a repeated letter needs its own tile', () => {
    const entry = typeAll(tilesFor('ball'), 'll')
    expect((entry as TileEntry).placed).toHaveLength(2)
    expect(applyEntry(entry, { type: 'letter', key: 'l' })).toMatchObject({ changed: false, refused: 'no-tile' })
  })

  it('lets a pupil place a distractor in hard mode, which makes the answer wrong rather than impossible', () => {
    const entry = tilesFor('cat', 3)
    const distractor = entry.tiles.find((t) => t.distractor)!
    let next: Entry = applyEntry(entry, { type: 'tile', id: distractor.id }).entry
    next = typeAll(next, 'at')
    expect(isComplete(next)).toBe(true)
    expect(answerOf(next)).toBe(`${distractor.text}at`)
  })

  it('places tapped tiles by id and ignores a tile already placed', () => {
    const entry = tilesFor('dog')
    const first = entry.tiles[0]
    const once = applyEntry(entry, { type: 'tile', id: first.id })
    expect(once).toMatchObject({ changed: true, tileId: first.id })
    expect(applyEntry(once.entry, { type: 'tile', id: first.id }).changed).toBe(false)
  })

  it('matches a key to a grapheme tile by its first letter when no single letter fits', () => {
    const input: RoundInput = {
      kind: 'tiles',
      showWordMs: 0,
      tiles: [
        { id: 0, text: 'ip', distractor: false },
        { id: 1, text: 'sh', distractor: false },
      ],
    }
    const entry = createEntry('ship', input) as TileEntry
    expect(tileForKey(entry, 's')?.text).toBe('sh')
    const done = applyEntry(applyEntry(entry, { type: 'letter', key: 's' }).entry, { type: 'letter', key: 'i' }).entry
    expect(answerOf(done)).toBe('ship')
  })
})

describe('an extreme (keyboard) round', () => {
  const entry = createEntry('ice cream', roundInput('ice cream', 4, 1))

  it('types letters, apostrophes, hyphens and single spaces, lower-cased', () => {
    const typed = typeAll(entry, 'ICE  cream')
    expect(answerOf(typed)).toBe('ice cream')
    expect(keyboardCharacter('\u2019')).toBe("'")
    expect(keyboardCharacter('7')).toBeNull()
    expect(keyboardCharacter('Shift')).toBeNull()
  })

  it('is complete once something is typed, and refuses tiles', () => {
    expect(isComplete(entry)).toBe(false)
    expect(applyEntry(entry, { type: 'letter', key: ' ' }).changed).toBe(false)
    expect(isComplete(typeAll(entry, 'i'))).toBe(true)
    expect(applyEntry(entry, { type: 'tile', id: 0 })).toMatchObject({ changed: false, refused: 'not-allowed' })
  })

  it('stops at 40 characters', () => {
    const long = typeAll(entry, 'a'.repeat(45))
    expect(answerOf(long)).toHaveLength(40)
  })
})
