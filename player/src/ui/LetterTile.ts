import { Container, Graphics, Rectangle, Text } from 'pixi.js'
import { INK, TILE_FONT_FAMILY, type TileColours } from './palette'

export interface LetterTileOptions {
  letter: string
  colours: TileColours
  /** The tile's name for screen readers, e.g. "Letter K" (Pixi's accessibility layer). */
  accessibleName: string
}

/**
 * One chunky letter tile. Its origin is the middle of its bottom edge, so
 * squash-and-stretch and wobble look anchored to the shelf. It only draws:
 * taps are reported through Pixi's `pointertap` event to whoever owns it.
 */
export class LetterTile extends Container {
  private readonly body = new Graphics()
  private readonly letterText: Text
  private readonly colours: TileColours
  private size = 0

  constructor(options: LetterTileOptions) {
    super()
    this.colours = options.colours
    this.letterText = new Text({
      text: options.letter,
      style: { fontFamily: TILE_FONT_FAMILY, fontWeight: '800', fill: INK, fontSize: 32 },
    })
    this.letterText.anchor.set(0.5)
    this.addChild(this.body, this.letterText)

    this.eventMode = 'static'
    this.cursor = 'pointer'
    this.accessible = true
    this.accessibleType = 'button'
    // Pixi puts accessibleHint in aria-label (the accessible name) and
    // accessibleTitle in the tooltip, so both carry the name.
    this.accessibleTitle = options.accessibleName
    this.accessibleHint = options.accessibleName
    // 0 keeps the tiles in reading order after the page's own controls;
    // positive values would jump them ahead of everything else.
    this.tabIndex = 0
  }

  /** Redraws at `size` px square; `touchPadding` widens the tap area beyond the drawing. */
  setSize(size: number, touchPadding = 0): void {
    if (size === this.size) return
    this.size = size
    const half = size / 2
    const depth = Math.max(3, Math.round(size * 0.08))
    const radius = Math.round(size * 0.18)
    const outline = Math.max(2, Math.round(size * 0.035))

    this.body
      .clear()
      // soft shadow on the shelf
      .ellipse(0, 0, half * 0.9, Math.max(2, size * 0.05))
      .fill({ color: INK, alpha: 0.12 })
      // the tile's thickness
      .roundRect(-half, -size + depth, size, size - depth, radius)
      .fill(this.colours.edge)
      .stroke({ width: outline, color: INK, alpha: 0.85 })
      // the face
      .roundRect(-half, -size, size, size - depth, radius)
      .fill(this.colours.face)
      .stroke({ width: outline, color: INK, alpha: 0.85 })
      // a shine along the top
      .roundRect(-half + size * 0.14, -size + size * 0.09, size * 0.72, size * 0.12, size * 0.06)
      .fill({ color: 0xffffff, alpha: 0.45 })

    this.letterText.style.fontSize = Math.round(size * 0.58)
    this.letterText.position.set(0, -size + (size - depth) / 2 + size * 0.02)

    this.hitArea = new Rectangle(-half - touchPadding, -size - touchPadding, size + 2 * touchPadding, size + 2 * touchPadding)
  }
}
