import { describe, expect, it } from 'vitest'
import {
  DEFAULT_TITLE_WORD,
  MIN_TILE_SIZE,
  TIMING,
  TITLE_WORDS,
  createTitleState,
  easeOutBounce,
  hopTiles,
  isSettled,
  landedAtMs,
  layoutWord,
  pressKey,
  tilePose,
  tilesForKey,
  type TitleLayout,
} from './title-layout'

const WIDTHS = [200, 240, 320, 375, 414, 600, 768, 1024, 1280, 1920]
const HEIGHTS = [300, 480, 720, 1080]

function overlaps(layout: TitleLayout, a: number, b: number): boolean {
  const half = layout.tileSize / 2
  const ta = layout.tiles[a]
  const tb = layout.tiles[b]
  return Math.abs(ta.x - tb.x) < 2 * half && Math.abs(ta.y - tb.y) < 2 * half
}

describe('layoutWord', () => {
  for (const word of TITLE_WORDS) {
    it(`keeps every tile of ${word} apart, inside the width and big enough to tap`, () => {
      for (const width of WIDTHS) {
        for (const height of HEIGHTS) {
          const layout = layoutWord(word, width, height)
          expect(layout.tiles.map((t) => t.letter).join('')).toBe(word)
          expect(layout.tileSize).toBeGreaterThanOrEqual(Math.max(24, MIN_TILE_SIZE))
          for (const tile of layout.tiles) {
            expect(tile.x - layout.tileSize / 2).toBeGreaterThanOrEqual(0)
            expect(tile.x + layout.tileSize / 2).toBeLessThanOrEqual(width)
          }
          for (let a = 0; a < layout.tiles.length; a++) {
            for (let b = a + 1; b < layout.tiles.length; b++) {
              expect(overlaps(layout, a, b), `${word} ${width}x${height} tiles ${a},${b}`).toBe(false)
            }
          }
          for (const shelf of layout.shelves) {
            expect(shelf.x).toBeGreaterThanOrEqual(0)
            expect(shelf.x + shelf.width).toBeLessThanOrEqual(width)
          }
        }
      }
    })
  }

  it('puts INKWELL on one shelf on a laptop screen, in reading order, sitting on the shelf', () => {
    const layout = layoutWord('INKWELL', 1280, 600)
    expect(layout.shelves).toHaveLength(1)
    const xs = layout.tiles.map((t) => t.x)
    expect(xs).toEqual([...xs].sort((a, b) => a - b))
    for (const tile of layout.tiles) expect(tile.y + layout.tileSize / 2).toBe(layout.shelves[0].y)
    // Centred: equal space left and right.
    const left = xs[0] - layout.tileSize / 2
    const right = 1280 - (xs[xs.length - 1] + layout.tileSize / 2)
    expect(Math.abs(left - right)).toBeLessThanOrEqual(1)
  })

  it('grows tiles on wider screens, up to a limit', () => {
    const narrow = layoutWord('INKWELL', 375, 700).tileSize
    const wide = layoutWord('INKWELL', 1280, 700).tileSize
    expect(wide).toBeGreaterThan(narrow)
    expect(layoutWord('INKWELL', 5000, 5000).tileSize).toBeLessThanOrEqual(120)
  })

  it('wraps onto a second shelf, shared evenly, when one row would make tiles too small', () => {
    const layout = layoutWord('LETTERS', 200, 600)
    expect(layout.shelves.length).toBeGreaterThan(1)
    const perRow = layout.shelves.map((_, row) => layout.tiles.filter((t) => t.row === row).length)
    expect(Math.max(...perRow) - Math.min(...perRow)).toBeLessThanOrEqual(1)
    // The second shelf is below the first.
    expect(layout.shelves[1].y).toBeGreaterThan(layout.shelves[0].y)
  })

  it('handles an empty word', () => {
    expect(layoutWord('', 800, 600).tiles).toEqual([])
  })
})

describe('drop and settle', () => {
  const layout = layoutWord(DEFAULT_TITLE_WORD, 1024, 600)

  it('starts every tile above the screen and lands it exactly on its shelf', () => {
    const state = createTitleState(DEFAULT_TITLE_WORD)
    state.tiles.forEach((_, i) => {
      const start = tilePose(state, i, 0, layout)
      expect(start.y).toBeLessThan(0)
      const landed = tilePose(state, i, landedAtMs(state, i), layout)
      expect(landed.phase).toBe('resting')
      expect(landed.y).toBeCloseTo(layout.tiles[i].y, 6)
      expect(landed.x).toBe(layout.tiles[i].x)
    })
  })

  it('drops the tiles one after another, left to right', () => {
    const state = createTitleState(DEFAULT_TITLE_WORD)
    const landings = state.tiles.map((_, i) => landedAtMs(state, i))
    expect(landings).toEqual([...landings].sort((a, b) => a - b))
    expect(new Set(landings).size).toBe(landings.length)
    expect(isSettled(state, landings[landings.length - 1] - 1)).toBe(false)
    expect(isSettled(state, landings[landings.length - 1])).toBe(true)
  })

  it('never drops a tile below its shelf while falling', () => {
    const state = createTitleState(DEFAULT_TITLE_WORD)
    for (let t = 0; t <= landedAtMs(state, state.tiles.length - 1); t += 5) {
      state.tiles.forEach((_, i) => {
        expect(tilePose(state, i, t, layout).y).toBeLessThanOrEqual(layout.tiles[i].y + 1e-9)
      })
    }
  })

  it('eases smoothly from 0 to 1', () => {
    expect(easeOutBounce(0)).toBe(0)
    expect(easeOutBounce(1)).toBeCloseTo(1, 10)
    expect(easeOutBounce(2)).toBeCloseTo(1, 10)
    for (let t = 0; t < 1; t += 0.001) expect(Math.abs(easeOutBounce(t + 0.001) - easeOutBounce(t))).toBeLessThan(0.02)
  })

  it('bobs gently after landing without jumping, and stays near the shelf', () => {
    const state = createTitleState(DEFAULT_TITLE_WORD)
    const landed = landedAtMs(state, 0)
    let previous = tilePose(state, 0, landed, layout).y
    let moved = false
    for (let t = landed + 16; t < landed + 3 * TIMING.bobPeriodMs; t += 16) {
      const y = tilePose(state, 0, t, layout).y
      expect(Math.abs(y - previous)).toBeLessThan(1) // no jumps between frames
      expect(Math.abs(y - layout.tiles[0].y)).toBeLessThanOrEqual(layout.tileSize * 0.05 + 1e-9)
      if (Math.abs(y - layout.tiles[0].y) > 1) moved = true
      previous = y
    }
    expect(moved).toBe(true)
  })

  it('with reduced motion, shows the tiles at rest straight away and keeps them still', () => {
    const state = createTitleState(DEFAULT_TITLE_WORD, { reducedMotion: true })
    expect(isSettled(state, 0)).toBe(true)
    for (const t of [0, 500, 1300, 5000]) {
      state.tiles.forEach((_, i) => expect(tilePose(state, i, t, layout).y).toBe(layout.tiles[i].y))
    }
  })
})

describe('hop', () => {
  const layout = layoutWord(DEFAULT_TITLE_WORD, 1024, 600)
  const settled = createTitleState(DEFAULT_TITLE_WORD)
  const now = landedAtMs(settled, settled.tiles.length - 1) + 1000

  it('lifts the tile and returns it to rest', () => {
    const { state, hopped } = hopTiles(settled, [2], now)
    expect(hopped).toEqual([2])
    const middle = tilePose(state, 2, now + TIMING.hopMs / 2, layout)
    const still = tilePose(settled, 2, now + TIMING.hopMs / 2, layout)
    expect(middle.phase).toBe('hopping')
    expect(middle.y).toBeLessThan(still.y - layout.tileSize * 0.3)

    const after = tilePose(state, 2, now + TIMING.hopMs, layout)
    expect(after).toEqual(tilePose(settled, 2, now + TIMING.hopMs, layout))
    expect(after.phase).toBe('resting')
    expect(after.rotation).toBe(0)
    expect(after.scaleX).toBe(1)
    expect(after.scaleY).toBe(1)
  })

  it('only moves the tile that was pressed', () => {
    const { state } = hopTiles(settled, [2], now)
    for (const i of [0, 1, 3, 4, 5, 6]) {
      expect(tilePose(state, i, now + 100, layout)).toEqual(tilePose(settled, i, now + 100, layout))
    }
  })

  it('ignores presses on tiles still falling, tiles already in the air and tiles that do not exist', () => {
    const fresh = createTitleState(DEFAULT_TITLE_WORD)
    expect(hopTiles(fresh, [6], 10).state).toBe(fresh)

    const { state: hopping } = hopTiles(settled, [0], now)
    const again = hopTiles(hopping, [0], now + 50)
    expect(again.hopped).toEqual([])
    expect(again.state).toBe(hopping)
    // Once down it can hop again.
    expect(hopTiles(hopping, [0], now + TIMING.hopMs).hopped).toEqual([0])

    expect(hopTiles(settled, [-1, 7, 99], now).state).toBe(settled)
  })
})

describe('keys', () => {
  const settled = createTitleState('INKWELL')
  const now = landedAtMs(settled, 6) + 10

  it('maps a letter, in either case, to every tile showing it', () => {
    expect(tilesForKey('INKWELL', 'k')).toEqual([2])
    expect(tilesForKey('INKWELL', 'K')).toEqual([2])
    expect(tilesForKey('INKWELL', 'l')).toEqual([5, 6])
  })

  it('does nothing for an unknown key', () => {
    for (const key of ['z', 'Q', '1', ' ', 'Shift', 'Enter', 'ArrowLeft', 'Dead', '']) {
      expect(tilesForKey('INKWELL', key)).toEqual([])
      const result = pressKey(settled, key, now)
      expect(result.hopped).toEqual([])
      expect(result.state).toBe(settled)
    }
  })

  it('hops the tiles for a pressed letter', () => {
    const { state, hopped } = pressKey(settled, 'l', now)
    expect(hopped).toEqual([5, 6])
    expect(state.tiles[5].hopStartMs).toBe(now)
    expect(state.tiles[6].hopStartMs).toBe(now)
    expect(state.tiles[0].hopStartMs).toBeNull()
  })
})
