/**
 * What a pupil has put together for one word, pure: the tiles placed so far (easy, medium, hard) or the
 * text typed (extreme), and the spelling that will be sent to the server. No pixi.js, no DOM, no clock.
 *
 * Tiles carry letters (or graphemes in phonics mode). Spaces, hyphens and apostrophes of the word are given,
 * not placed (rules.lettersToPlace), so the pupil's answer is the word's pattern with the placed letters
 * filled in: placing d, o, n, t for "don't" answers "don't".
 */
import { normaliseSpelling, type RoundInput, type Tile } from './rules'

/** The longest answer the extreme keyboard accepts (list words are at most 40 characters). */
export const MAX_TYPED_LENGTH = 40

/** One place in the word's pattern: a letter to place, or a character that is given. */
export type PatternPart = { kind: 'slot'; index: number } | { kind: 'given'; text: string }

export type TileEntry = {
  kind: 'tiles'
  tiles: Tile[]
  /** Ids of the tiles placed, in order. */
  placed: number[]
  /** How many tiles the word needs (its non-distractor tiles). */
  slotCount: number
  pattern: PatternPart[]
}

export type KeyboardEntry = { kind: 'keyboard'; text: string }

export type Entry = TileEntry | KeyboardEntry

export type EntryAction =
  /** A letter from the physical keyboard (or the on-screen one in extreme). */
  | { type: 'letter'; key: string }
  /** A tile tapped or clicked. */
  | { type: 'tile'; id: number }
  /** Take back the last tile or character. */
  | { type: 'delete' }
  /** Take back a placed tile by its slot (tapping a filled slot). */
  | { type: 'unplace'; slot: number }
  | { type: 'clear' }

export type EntryResult = {
  entry: Entry
  changed: boolean
  /** Why nothing changed, for gentle feedback: no free tile has that letter, or every slot is full. */
  refused?: 'no-tile' | 'full' | 'not-allowed'
  /** The tile that moved (placed or taken back), for sound and animation. */
  tileId?: number
}

/** The word's pattern: a slot for each letter to place, given characters kept as they are. */
export function patternOf(word: string): PatternPart[] {
  const parts: PatternPart[] = []
  let index = 0
  for (const char of normaliseSpelling(word)) {
    if (/\p{L}/u.test(char)) parts.push({ kind: 'slot', index: index++ })
    else parts.push({ kind: 'given', text: char })
  }
  return parts
}

export function createEntry(word: string, input: RoundInput): Entry {
  if (input.kind === 'keyboard') return { kind: 'keyboard', text: '' }
  const slotCount = input.tiles.filter((tile) => !tile.distractor).length
  return { kind: 'tiles', tiles: input.tiles, placed: [], slotCount, pattern: patternOf(word) }
}

/** Characters the extreme keyboard accepts: letters, apostrophes, hyphens and single spaces. */
export function keyboardCharacter(key: string): string | null {
  if (key.length !== 1 && !/^\p{L}$/u.test(key)) return null
  if (/^\p{L}$/u.test(key)) return key.toLocaleLowerCase('en')
  if (key === "'" || key === '\u2019') return "'"
  if (key === '-' || key === ' ') return key
  return null
}

/** The free tiles, in their shown order. */
export const freeTiles = (entry: TileEntry) => entry.tiles.filter((tile) => !entry.placed.includes(tile.id))

/**
 * The free tile a typed key means: one whose text is exactly that letter, else a grapheme starting with it,
 * leftmost first, so typing the word picks the tiles a pupil would tap.
 */
export function tileForKey(entry: TileEntry, key: string): Tile | undefined {
  const letter = key.toLocaleLowerCase('en')
  const free = freeTiles(entry)
  return free.find((tile) => tile.text === letter) ?? free.find((tile) => tile.text.startsWith(letter))
}

function place(entry: TileEntry, tile: Tile | undefined): EntryResult {
  if (!tile) return { entry, changed: false, refused: 'no-tile' }
  if (entry.placed.length >= entry.slotCount) return { entry, changed: false, refused: 'full' }
  if (entry.placed.includes(tile.id)) return { entry, changed: false, refused: 'no-tile' }
  return { entry: { ...entry, placed: [...entry.placed, tile.id] }, changed: true, tileId: tile.id }
}

export function applyEntry(entry: Entry, action: EntryAction): EntryResult {
  if (entry.kind === 'keyboard') {
    switch (action.type) {
      case 'letter': {
        const char = keyboardCharacter(action.key)
        if (!char) return { entry, changed: false, refused: 'not-allowed' }
        if (entry.text.length >= MAX_TYPED_LENGTH) return { entry, changed: false, refused: 'full' }
        // No leading space and no double spaces: they would only confuse the pupil.
        if (char === ' ' && (entry.text === '' || entry.text.endsWith(' '))) return { entry, changed: false, refused: 'not-allowed' }
        return { entry: { ...entry, text: entry.text + char }, changed: true }
      }
      case 'delete':
        return entry.text ? { entry: { ...entry, text: entry.text.slice(0, -1) }, changed: true } : { entry, changed: false }
      case 'clear':
        return entry.text ? { entry: { ...entry, text: '' }, changed: true } : { entry, changed: false }
      case 'tile':
      case 'unplace':
        return { entry, changed: false, refused: 'not-allowed' }
    }
  }
  switch (action.type) {
    case 'letter':
      return place(entry, tileForKey(entry, action.key))
    case 'tile':
      return place(
        entry,
        entry.tiles.find((tile) => tile.id === action.id),
      )
    case 'delete': {
      if (!entry.placed.length) return { entry, changed: false }
      const tileId = entry.placed[entry.placed.length - 1]
      return { entry: { ...entry, placed: entry.placed.slice(0, -1) }, changed: true, tileId }
    }
    case 'unplace': {
      const tileId = entry.placed[action.slot]
      if (tileId === undefined) return { entry, changed: false }
      return { entry: { ...entry, placed: entry.placed.filter((_, i) => i !== action.slot) }, changed: true, tileId }
    }
    case 'clear':
      return entry.placed.length ? { entry: { ...entry, placed: [] }, changed: true } : { entry, changed: false }
  }
}

/** The text in each slot, '' where nothing is placed yet. */
export function slotTexts(entry: TileEntry): string[] {
  return Array.from({ length: entry.slotCount }, (_, i) => {
    const id = entry.placed[i]
    return id === undefined ? '' : (entry.tiles.find((tile) => tile.id === id)?.text ?? '')
  })
}

/** The spelling to send: the word's pattern with the placed letters filled in, or what was typed. */
export function answerOf(entry: Entry): string {
  if (entry.kind === 'keyboard') return entry.text.trim()
  const letters = [...slotTexts(entry).join('')]
  const slots = entry.pattern.filter((part) => part.kind === 'slot').length
  let out = ''
  let next = 0
  for (const part of entry.pattern) {
    if (part.kind === 'given') out += part.text
    else out += letters[next++] ?? ''
  }
  // Graphemes may carry more letters than the pattern has slots for: keep them rather than drop them.
  if (letters.length > slots) out += letters.slice(slots).join('')
  return out
}

/** Ready to check: every slot filled, or something typed. */
export function isComplete(entry: Entry): boolean {
  return entry.kind === 'keyboard' ? entry.text.trim().length > 0 : entry.placed.length === entry.slotCount
}

export const isEmpty = (entry: Entry) => (entry.kind === 'keyboard' ? entry.text.length === 0 : entry.placed.length === 0)
