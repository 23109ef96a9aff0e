/**
 * Where the parts of a spelling round go on a canvas of a given size, pure: the theme's scene at the top, the
 * answer slots, and the letter tiles or the on-screen keyboard below. Pixels; points are centres, boxes are
 * top-left plus size. Every target a pupil taps is at least MIN_TARGET px on each side (WCAG 2.2's 24 px
 * minimum, with room to spare where the screen allows).
 */
import { KEYBOARD_ROWS } from './rules'

export const MIN_TARGET = 26
const MAX_TILE = 84
const MAX_SLOT = 72
const MAX_KEY_WIDTH = 66

export type Point = { x: number; y: number }
export type Box = { x: number; y: number; width: number; height: number }

/** A grid of equal squares flowing in centred rows. */
export type Flow = { size: number; gap: number; centres: Point[]; box: Box }

export type KeyCap = Box & {
  /** What pressing it means: a character, or the delete, space and check keys. */
  key: string
  label: string
  wide?: boolean
}

export type RoundLayout = {
  width: number
  height: number
  /** Where the theme draws its world and its character. */
  scene: Box
  /** The strip the character travels along (the theme's ground line is its bottom). */
  track: { x0: number; x1: number; y: number }
  slots: Flow
  /** Tiles mode: where each tile rests, by its position in the round's tile order. */
  tray: Flow | null
  keys: KeyCap[]
  /** The speed-bonus meter, under the scene's top edge. */
  meter: Box
}

export const DELETE_KEY = 'Backspace'
export const CHECK_KEY = 'Enter'
export const SPACE_KEY = ' '

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value))

/**
 * Lays `count` squares into centred rows inside `box`: as large as fits (up to `max`), never below `min`,
 * with gaps of `gapRatio` of a side. With too many to fit at `min`, the rows run past the box's bottom
 * rather than shrink targets below the minimum.
 */
export function flow(count: number, box: Box, max: number, min = MIN_TARGET, gapRatio = 0.18): Flow {
  if (count <= 0) return { size: 0, gap: 0, centres: [], box: { ...box, height: 0 } }
  let best = min
  let bestPerRow = Math.max(1, Math.floor((box.width + min * gapRatio) / (min * (1 + gapRatio))))
  for (let rows = 1; rows <= count; rows++) {
    const perRow = Math.ceil(count / rows)
    const byWidth = box.width / (perRow + gapRatio * (perRow - 1))
    const byHeight = box.height / (rows + gapRatio * (rows - 1))
    const size = Math.min(max, byWidth, byHeight)
    if (size > best) {
      best = size
      bestPerRow = perRow
    }
    if (byWidth <= best) break // more rows only make the squares narrower
  }
  const size = Math.floor(Math.max(min, best))
  const gap = Math.round(size * gapRatio)
  // Rounding the size and gap must never push a row past the box.
  const fitPerRow = Math.max(1, Math.floor((box.width + gap) / (size + gap)))
  const perRow = Math.max(1, Math.min(count, bestPerRow, fitPerRow))
  const rows = Math.ceil(count / perRow)
  const height = rows * size + (rows - 1) * gap
  const top = box.y + Math.max(0, (box.height - height) / 2)
  const centres: Point[] = []
  for (let i = 0; i < count; i++) {
    const row = Math.floor(i / perRow)
    // The last row may be shorter; centre it too.
    const inRow = row === rows - 1 ? count - row * perRow : perRow
    const rowWidth = inRow * size + (inRow - 1) * gap
    const left = box.x + (box.width - rowWidth) / 2
    const col = i - row * perRow
    centres.push({ x: left + col * (size + gap) + size / 2, y: top + row * (size + gap) + size / 2 })
  }
  return { size, gap, centres, box: { x: box.x, y: top, width: box.width, height } }
}

/** The on-screen keyboard: the rules' three rows, then a row with delete, space and check. */
export function keyboardLayout(box: Box): KeyCap[] {
  const rows: { key: string; label: string; units: number }[][] = KEYBOARD_ROWS.map((row) =>
    row.map((key) => ({ key, label: key, units: 1 })),
  )
  rows[2] = [...rows[2], { key: DELETE_KEY, label: '⌫', units: 2 }]
  rows.push([
    { key: SPACE_KEY, label: 'space', units: 4 },
    { key: CHECK_KEY, label: '✓', units: 3 },
  ])
  const gapRatio = 0.14
  const widestUnits = Math.max(...rows.map((row) => row.reduce((sum, k) => sum + k.units, 0)))
  const unit = clamp(box.width / (widestUnits + gapRatio * (widestUnits - 1)), MIN_TARGET, MAX_KEY_WIDTH)
  const gap = Math.round(unit * gapRatio)
  const keyHeight = clamp(Math.min(unit * 1.1, (box.height - gap * (rows.length - 1)) / rows.length), MIN_TARGET, MAX_KEY_WIDTH)
  const totalHeight = rows.length * keyHeight + (rows.length - 1) * gap
  const top = box.y + Math.max(0, (box.height - totalHeight) / 2)
  const caps: KeyCap[] = []
  rows.forEach((row, r) => {
    const units = row.reduce((sum, k) => sum + k.units, 0)
    const rowWidth = units * unit + (units - 1) * gap
    let x = box.x + (box.width - rowWidth) / 2
    for (const k of row) {
      const width = k.units * unit + (k.units - 1) * gap
      caps.push({
        key: k.key,
        label: k.label,
        x: Math.round(x),
        y: Math.round(top + r * (keyHeight + gap)),
        width: Math.round(width),
        height: Math.round(keyHeight),
        wide: k.units > 1,
      })
      x += width + gap
    }
  })
  return caps
}

export type RoundShape =
  | { kind: 'tiles'; slotCount: number; tileCount: number }
  /** `typedLength`: characters typed so far; the answer row keeps one free place after them. */
  | { kind: 'keyboard'; typedLength: number }

/** Splits the canvas into scene, answer and input bands and lays each out. */
export function layoutRound(width: number, height: number, shape: RoundShape): RoundLayout {
  const margin = clamp(Math.round(Math.min(width, height) * 0.03), 8, 24)
  const inner = width - 2 * margin
  const sceneHeight = Math.round(clamp(height * (shape.kind === 'keyboard' ? 0.34 : 0.4), 90, 320))
  const scene: Box = { x: 0, y: 0, width, height: sceneHeight }
  const answerTop = sceneHeight + margin
  const answerHeight = Math.round(clamp(height * 0.16, MIN_TARGET + 8, MAX_SLOT + 16))
  const slotCount = shape.kind === 'tiles' ? shape.slotCount : Math.max(6, shape.typedLength + 1)
  const slots = flow(slotCount, { x: margin, y: answerTop, width: inner, height: answerHeight }, MAX_SLOT, MIN_TARGET, 0.14)
  const inputTop = answerTop + Math.max(answerHeight, slots.box.height) + margin
  const inputBox: Box = { x: margin, y: inputTop, width: inner, height: Math.max(MIN_TARGET, height - inputTop - margin) }
  const tray = shape.kind === 'tiles' ? flow(shape.tileCount, inputBox, MAX_TILE, Math.max(MIN_TARGET, 36), 0.22) : null
  const keys = shape.kind === 'keyboard' ? keyboardLayout(inputBox) : []
  const meterWidth = clamp(width * 0.28, 90, 240)
  return {
    width,
    height,
    scene,
    // Room at each end for the character at the start and the goal (hive, net, post office, flag) at the end.
    track: {
      x0: Math.max(width * 0.1, sceneHeight * 0.36),
      x1: width - Math.max(width * 0.1, sceneHeight * 0.36),
      y: sceneHeight - Math.round(sceneHeight * 0.14),
    },
    slots,
    tray,
    keys,
    meter: { x: width - meterWidth - margin, y: margin, width: meterWidth, height: clamp(Math.round(height * 0.03), 12, 20) },
  }
}
