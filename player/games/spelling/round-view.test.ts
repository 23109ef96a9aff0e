import { describe, expect, it } from 'vitest'
import { applyEntry, createEntry, type TileEntry } from './round-entry'
import { layoutRound } from './round-layout'
import { solutionSlots, tileTargets } from './round-view'
import { roundInput } from './rules'

const entryFor = (word: string, difficulty: 1 | 2 | 3 = 3) => createEntry(word, roundInput(word, difficulty, 11)) as TileEntry
const layoutFor = (entry: TileEntry) => layoutRound(900, 600, { kind: 'tiles', slotCount: entry.slotCount, tileCount: entry.tiles.length })

describe('solutionSlots', () => {
  it('puts each letter of the word in its slot, distractors nowhere', () => {
    const entry = entryFor('letter')
    const slots = solutionSlots(entry, 'letter')
    const spelled = [...slots.entries()].sort((a, b) => a[1] - b[1]).map(([id]) => entry.tiles.find((t) => t.id === id)!.text)
    expect(spelled.join('')).toBe('letter')
    for (const tile of entry.tiles.filter((t) => t.distractor)) expect(slots.has(tile.id)).toBe(false)
  })
})

describe('tileTargets', () => {
  it('shows the word in the slots while easy shows it, with nothing to tap', () => {
    const entry = entryFor('cat', 1)
    const layout = layoutFor(entry)
    const targets = tileTargets(entry, 'cat', 'showing', layout)
    expect(targets.every((t) => t.place === 'slot' && !t.interactive)).toBe(true)
    const bySlot = [...targets].sort((a, b) => a.slot! - b.slot!).map((t) => entry.tiles.find((x) => x.id === t.id)!.text)
    expect(bySlot.join('')).toBe('cat')
  })

  it('rests free tiles in the tray and placed ones in their slots, all tappable while answering', () => {
    let entry: TileEntry = entryFor('dog')
    entry = applyEntry(entry, { type: 'letter', key: 'd' }).entry as TileEntry
    const layout = layoutFor(entry)
    const targets = tileTargets(entry, 'dog', 'input', layout)
    const placed = targets.find((t) => t.id === entry.placed[0])!
    expect(placed).toMatchObject({
      place: 'slot',
      slot: 0,
      x: layout.slots.centres[0].x,
      y: layout.slots.centres[0].y,
      size: layout.slots.size,
      interactive: true,
    })
    const free = targets.filter((t) => t.place === 'tray')
    expect(free).toHaveLength(entry.tiles.length - 1)
    for (const t of free) {
      const order = entry.tiles.findIndex((x) => x.id === t.id)
      expect(t).toMatchObject({ ...layout.tray!.centres[order], size: layout.tray!.size, alpha: 1, interactive: true })
    }
  })

  it('fades the unused tiles once the word is marked, and nothing can be tapped', () => {
    const entry = entryFor('sun')
    const targets = tileTargets(entry, 'sun', 'feedback', layoutFor(entry))
    expect(targets.every((t) => t.alpha === 0 && t.place === 'hidden' && !t.interactive)).toBe(true)
  })
})
