/**
 * Where each letter tile of a round should be, pure: resting in the tray, sitting in a slot, spelling the
 * word while easy shows it, or faded away once the word is marked. The Pixi screen eases tiles towards these
 * targets; the targets themselves are decided here, from the round's state and layout alone.
 */
import type { GamePhase } from './game-flow'
import type { RoundLayout } from './round-layout'
import type { TileEntry } from './round-entry'
import { lettersToPlace } from './rules'

export type TileTarget = {
  id: number
  /** Centre of the tile. */
  x: number
  y: number
  /** Side length in pixels. */
  size: number
  alpha: number
  place: 'tray' | 'slot' | 'hidden'
  /** The slot it sits in, if any. */
  slot: number | null
  /** It may be tapped now. */
  interactive: boolean
}

/**
 * Which tile spells which letter of the word: slot i gets the first unused non-distractor tile with the
 * i-th letter (or grapheme). Tiles left over (distractors) map to null.
 */
export function solutionSlots(entry: TileEntry, word: string): Map<number, number> {
  const pieces = entry.tiles.filter((t) => !t.distractor)
  const letters = lettersToPlace(word).join('')
  const bySlot = new Map<number, number>()
  const used = new Set<number>()
  let offset = 0
  for (let slot = 0; slot < entry.slotCount; slot++) {
    const tile = pieces.find((t) => !used.has(t.id) && letters.startsWith(t.text, offset))
    if (!tile) break
    used.add(tile.id)
    bySlot.set(tile.id, slot)
    offset += tile.text.length
  }
  // Anything that did not line up (should not happen) takes the remaining slots in order.
  let next = 0
  for (const tile of pieces) {
    if (bySlot.has(tile.id)) continue
    while ([...bySlot.values()].includes(next)) next++
    bySlot.set(tile.id, next++)
  }
  return bySlot
}

export function tileTargets(entry: TileEntry, word: string, phase: GamePhase, layout: RoundLayout): TileTarget[] {
  const tray = layout.tray
  const slots = layout.slots
  const solution = phase === 'showing' ? solutionSlots(entry, word) : null
  return entry.tiles.map((tile, order) => {
    const home = tray?.centres[order] ?? { x: layout.width / 2, y: layout.height }
    const traySize = tray?.size ?? slots.size
    if (solution) {
      const slot = solution.get(tile.id)
      if (slot === undefined || !slots.centres[slot])
        return { id: tile.id, ...home, size: traySize, alpha: 0, place: 'hidden', slot: null, interactive: false }
      return { id: tile.id, ...slots.centres[slot], size: slots.size, alpha: 1, place: 'slot', slot, interactive: false }
    }
    const slot = entry.placed.indexOf(tile.id)
    if (slot >= 0 && slots.centres[slot]) {
      return { id: tile.id, ...slots.centres[slot], size: slots.size, alpha: 1, place: 'slot', slot, interactive: phase === 'input' }
    }
    const answering = phase === 'input' || phase === 'checking'
    return {
      id: tile.id,
      ...home,
      size: traySize,
      alpha: answering ? 1 : 0,
      place: answering ? 'tray' : 'hidden',
      slot: null,
      interactive: phase === 'input',
    }
  })
}
