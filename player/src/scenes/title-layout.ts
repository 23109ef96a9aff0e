/**
 * Pure rules for the spelling title scene: where the letter tiles sit for a
 * word and a screen size, how they drop in, bob and hop over time, and which
 * tiles a key press means. Nothing here imports pixi.js, so it runs (and is
 * tested) in plain Node; `screens/TitleScreen.ts` only draws what this returns.
 *
 * Units: pixels and milliseconds. Positions are tile centres.
 */

/** Words the title scene may spell. Upper case A-Z only. */
export const TITLE_WORDS = ['INKWELL', 'SPELL', 'WORDS', 'LETTERS'] as const
export const DEFAULT_TITLE_WORD = 'INKWELL'

/** Smallest tile side: comfortably above the 24 px minimum pointer target. */
export const MIN_TILE_SIZE = 32
export const MAX_TILE_SIZE = 120
/** Gap between tiles as a fraction of the tile side. */
const GAP_RATIO = 0.16
/** Vertical distance between two shelves, in tile sides. */
const ROW_PITCH = 1.75
/** How far the shelf reaches past the outer tiles, in tile sides. */
const SHELF_OVERHANG = 0.3
const SHELF_THICKNESS = 0.2

export const TIMING = {
  /** Delay between one tile starting to fall and the next. */
  dropStaggerMs: 120,
  dropMs: 800,
  hopMs: 460,
  bobPeriodMs: 2600,
  /** The bob fades in after landing so the tile does not jump. */
  bobRampMs: 700,
} as const

export interface TileLayout {
  index: number
  letter: string
  row: number
  /** Centre of the tile when resting on its shelf. */
  x: number
  y: number
}

export interface ShelfLayout {
  /** Top-left corner and size of the plank. */
  x: number
  y: number
  width: number
  height: number
}

export interface TitleLayout {
  width: number
  height: number
  tileSize: number
  gap: number
  tiles: TileLayout[]
  shelves: ShelfLayout[]
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value))

/** Side length that fits `perRow` tiles (and the gaps between them) into `available` pixels. */
function sizeForRow(available: number, perRow: number): number {
  return available / (perRow + GAP_RATIO * (perRow - 1))
}

/**
 * Places the tiles of `word` on one or more shelves inside a `width` x `height`
 * area. Tiles never overlap, stay inside the width, and are never smaller than
 * MIN_TILE_SIZE: when one row would make them smaller, the word wraps onto
 * more shelves with the tiles shared out evenly.
 */
export function layoutWord(word: string, width: number, height: number): TitleLayout {
  const letters = [...word]
  const count = letters.length
  const margin = clamp(width * 0.06, 8, 64)
  const available = Math.max(MIN_TILE_SIZE, width - 2 * margin)
  if (count === 0) return { width, height, tileSize: 0, gap: 0, tiles: [], shelves: [] }

  let rows = 1
  while (rows < count && sizeForRow(available, Math.ceil(count / rows)) < MIN_TILE_SIZE) rows++
  const perRow = Math.ceil(count / rows)

  // Keep the block of shelves within about two thirds of the height too.
  const heightLimit = (height * 0.62) / (rows * ROW_PITCH)
  const tileSize = Math.floor(clamp(Math.min(sizeForRow(available, perRow), heightLimit, MAX_TILE_SIZE), MIN_TILE_SIZE, MAX_TILE_SIZE))
  const gap = Math.floor(tileSize * GAP_RATIO)

  // Shelves sit a little below the middle so the tiles have room to fall in.
  const blockHeight = (rows - 1) * ROW_PITCH * tileSize + tileSize
  const firstRestY = Math.max(tileSize / 2 + 8, height * 0.56 - blockHeight / 2 + tileSize / 2)

  const tiles: TileLayout[] = []
  const shelves: ShelfLayout[] = []
  for (let row = 0; row < rows; row++) {
    const rowLetters = letters.slice(row * perRow, (row + 1) * perRow)
    if (rowLetters.length === 0) break
    const rowWidth = rowLetters.length * tileSize + (rowLetters.length - 1) * gap
    const left = (width - rowWidth) / 2
    const y = Math.round(firstRestY + row * ROW_PITCH * tileSize)
    rowLetters.forEach((letter, i) => {
      tiles.push({
        index: row * perRow + i,
        letter,
        row,
        x: Math.round(left + i * (tileSize + gap) + tileSize / 2),
        y,
      })
    })
    const overhang = Math.min(tileSize * SHELF_OVERHANG, left)
    shelves.push({
      x: Math.round(left - overhang),
      y: y + tileSize / 2,
      width: Math.round(rowWidth + 2 * overhang),
      height: Math.max(6, Math.round(tileSize * SHELF_THICKNESS)),
    })
  }
  return { width, height, tileSize, gap, tiles, shelves }
}

// ---------------------------------------------------------------- animation

export interface TitleTileState {
  letter: string
  dropStartMs: number
  /** When the current hop began, or null when the tile is not hopping. */
  hopStartMs: number | null
}

export interface TitleState {
  word: string
  tiles: readonly TitleTileState[]
  /** From prefers-reduced-motion: no drop, no idle bob, a small hop. */
  reducedMotion: boolean
}

export interface TitleStateOptions {
  startMs?: number
  reducedMotion?: boolean
}

export function createTitleState(word: string, options: TitleStateOptions = {}): TitleState {
  const startMs = options.startMs ?? 0
  const reducedMotion = options.reducedMotion ?? false
  return {
    word,
    reducedMotion,
    tiles: [...word].map((letter, index) => ({
      letter,
      dropStartMs: reducedMotion ? startMs : startMs + index * TIMING.dropStaggerMs,
      hopStartMs: null,
    })),
  }
}

function dropDuration(state: TitleState): number {
  return state.reducedMotion ? 0 : TIMING.dropMs
}

export function landedAtMs(state: TitleState, index: number): number {
  return state.tiles[index].dropStartMs + dropDuration(state)
}

/** True once every tile has landed on its shelf. */
export function isSettled(state: TitleState, nowMs: number): boolean {
  return state.tiles.every((_, index) => nowMs >= landedAtMs(state, index))
}

/** Penner's ease-out bounce: reaches 1 and stays there, with three shrinking bounces. */
export function easeOutBounce(t: number): number {
  const n1 = 7.5625
  const d1 = 2.75
  const x = clamp(t, 0, 1)
  if (x < 1 / d1) return n1 * x * x
  if (x < 2 / d1) return n1 * (x - 1.5 / d1) ** 2 + 0.75
  if (x < 2.5 / d1) return n1 * (x - 2.25 / d1) ** 2 + 0.9375
  return n1 * (x - 2.625 / d1) ** 2 + 0.984375
}

const smoothstep = (t: number) => {
  const x = clamp(t, 0, 1)
  return x * x * (3 - 2 * x)
}

export type TilePhase = 'waiting' | 'dropping' | 'resting' | 'hopping'

export interface TilePose {
  x: number
  y: number
  /** Radians. */
  rotation: number
  scaleX: number
  scaleY: number
  phase: TilePhase
}

/** Where tile `index` is drawn at `nowMs`, given where it rests in `layout`. */
export function tilePose(state: TitleState, index: number, nowMs: number, layout: TitleLayout): TilePose {
  const tile = state.tiles[index]
  const rest = layout.tiles[index]
  const size = layout.tileSize
  const landed = landedAtMs(state, index)

  if (nowMs < tile.dropStartMs) {
    // Parked just above the top edge, out of sight.
    return { x: rest.x, y: -size, rotation: 0, scaleX: 1, scaleY: 1, phase: 'waiting' }
  }
  if (nowMs < landed) {
    const progress = (nowMs - tile.dropStartMs) / dropDuration(state)
    const startY = -size
    return {
      x: rest.x,
      y: startY + (rest.y - startY) * easeOutBounce(progress),
      rotation: 0,
      scaleX: 1,
      scaleY: 1,
      phase: 'dropping',
    }
  }

  // Idle bob: a small wave along the word, faded in after landing.
  let y = rest.y
  if (!state.reducedMotion) {
    const sinceLanding = nowMs - landed
    const ramp = smoothstep(sinceLanding / TIMING.bobRampMs)
    const angle = (2 * Math.PI * sinceLanding) / TIMING.bobPeriodMs
    y -= ramp * size * 0.05 * Math.sin(angle)
  }

  if (tile.hopStartMs !== null && nowMs < tile.hopStartMs + TIMING.hopMs) {
    const p = clamp((nowMs - tile.hopStartMs) / TIMING.hopMs, 0, 1)
    const height = size * (state.reducedMotion ? 0.15 : 0.45)
    const arc = 4 * p * (1 - p) // 0 -> 1 -> 0
    const stretch = Math.sin(Math.PI * p)
    return {
      x: rest.x,
      y: y - height * arc,
      rotation: state.reducedMotion ? 0 : 0.12 * Math.sin(2 * Math.PI * p),
      scaleX: 1 - 0.05 * stretch,
      scaleY: 1 + 0.07 * stretch,
      phase: 'hopping',
    }
  }
  return { x: rest.x, y, rotation: 0, scaleX: 1, scaleY: 1, phase: 'resting' }
}

// -------------------------------------------------------------------- input

/** Indices of the tiles showing the letter on `key` (a KeyboardEvent.key); [] for any other key. */
export function tilesForKey(word: string, key: string): number[] {
  if ([...key].length !== 1) return [] // 'Shift', 'Enter', 'ArrowLeft', ...
  const wanted = key.toLocaleUpperCase()
  const hits: number[] = []
  ;[...word].forEach((letter, index) => {
    if (letter.toLocaleUpperCase() === wanted) hits.push(index)
  })
  return hits
}

export interface HopResult {
  state: TitleState
  /** The tiles that started a hop; empty when nothing changed. */
  hopped: number[]
}

/**
 * Starts a hop on each given tile that has landed and is not already in the
 * air. When none can hop the same state object comes back.
 */
export function hopTiles(state: TitleState, indices: readonly number[], nowMs: number): HopResult {
  const hopped = indices.filter((index) => {
    const tile = state.tiles[index]
    if (!tile || nowMs < landedAtMs(state, index)) return false
    return tile.hopStartMs === null || nowMs >= tile.hopStartMs + TIMING.hopMs
  })
  if (hopped.length === 0) return { state, hopped }
  return {
    state: {
      ...state,
      tiles: state.tiles.map((tile, index) => (hopped.includes(index) ? { ...tile, hopStartMs: nowMs } : tile)),
    },
    hopped,
  }
}

/** A key press: every tile with that letter hops (both Ls in INKWELL). */
export function pressKey(state: TitleState, key: string, nowMs: number): HopResult {
  return hopTiles(state, tilesForKey(state.word, key), nowMs)
}
