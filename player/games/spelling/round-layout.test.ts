import { describe, expect, it } from 'vitest'
import { CHECK_KEY, DELETE_KEY, MIN_TARGET, flow, layoutRound, type Box } from './round-layout'
import { KEYBOARD_ROWS } from './rules'

const SIZES: [number, number][] = [
  [320, 480],
  [375, 560],
  [768, 600],
  [1024, 620],
  [1280, 720],
  [1920, 900],
]

const overlap = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
const square = (c: { x: number; y: number }, size: number): Box => ({ x: c.x - size / 2, y: c.y - size / 2, width: size, height: size })

describe('flow', () => {
  it('keeps squares apart, inside the width and never below the minimum', () => {
    for (const count of [1, 3, 7, 12, 20, 45]) {
      for (const width of [200, 320, 800]) {
        const f = flow(count, { x: 10, y: 0, width, height: 200 }, 80)
        expect(f.centres).toHaveLength(count)
        expect(f.size).toBeGreaterThanOrEqual(MIN_TARGET)
        for (let i = 0; i < count; i++) {
          expect(f.centres[i].x - f.size / 2).toBeGreaterThanOrEqual(10 - 0.01)
          expect(f.centres[i].x + f.size / 2).toBeLessThanOrEqual(10 + width + 0.01)
          for (let j = i + 1; j < count; j++) expect(overlap(square(f.centres[i], f.size), square(f.centres[j], f.size))).toBe(false)
        }
      }
    }
  })

  it('uses one row when it fits and grows to the maximum', () => {
    const f = flow(3, { x: 0, y: 0, width: 1000, height: 100 }, 80)
    expect(f.size).toBe(80)
    expect(new Set(f.centres.map((c) => c.y)).size).toBe(1)
  })
})

describe('layoutRound', () => {
  it('lays tiles below the answer slots, below the scene, with big enough targets', () => {
    for (const [width, height] of SIZES) {
      const layout = layoutRound(width, height, { kind: 'tiles', slotCount: 9, tileCount: 14 })
      expect(layout.slots.centres).toHaveLength(9)
      expect(layout.tray!.centres).toHaveLength(14)
      expect(layout.tray!.size).toBeGreaterThanOrEqual(36)
      expect(layout.slots.box.y).toBeGreaterThanOrEqual(layout.scene.height)
      expect(layout.tray!.box.y).toBeGreaterThanOrEqual(layout.slots.box.y + layout.slots.box.height)
      expect(layout.tray!.box.y + layout.tray!.box.height).toBeLessThanOrEqual(height)
    }
  })

  it('lays out the whole keyboard, with delete, space and check, keys apart and at least the minimum size', () => {
    for (const [width, height] of SIZES) {
      const layout = layoutRound(width, height, { kind: 'keyboard', typedLength: 3 })
      const keys = layout.keys.map((k) => k.key)
      for (const key of KEYBOARD_ROWS.flat()) expect(keys).toContain(key)
      expect(keys).toEqual(expect.arrayContaining([DELETE_KEY, CHECK_KEY, ' ']))
      for (const [i, a] of layout.keys.entries()) {
        expect(a.width).toBeGreaterThanOrEqual(MIN_TARGET)
        expect(a.height).toBeGreaterThanOrEqual(MIN_TARGET)
        expect(a.x).toBeGreaterThanOrEqual(0)
        expect(a.x + a.width).toBeLessThanOrEqual(width)
        for (const b of layout.keys.slice(i + 1)) expect(overlap(a, b)).toBe(false)
      }
      expect(Math.max(...layout.keys.map((k) => k.y + k.height))).toBeLessThanOrEqual(height)
    }
  })

  it('keeps a free place after what has been typed', () => {
    expect(layoutRound(800, 600, { kind: 'keyboard', typedLength: 0 }).slots.centres).toHaveLength(6)
    expect(layoutRound(800, 600, { kind: 'keyboard', typedLength: 9 }).slots.centres).toHaveLength(10)
  })
})
