import { Container, Graphics, Rectangle, Text } from 'pixi.js'
import { INK, TILE_FONT_FAMILY } from './palette'

export type SlotMood = 'empty' | 'filled' | 'next' | 'right' | 'wrong'

const BORDER: Record<SlotMood, { colour: number; width: number; alpha: number }> = {
  empty: { colour: INK, width: 2.5, alpha: 0.35 },
  filled: { colour: INK, width: 2.5, alpha: 0.35 },
  next: { colour: 0x3d6cf0, width: 4, alpha: 1 },
  right: { colour: 0x1f8a55, width: 5, alpha: 1 },
  wrong: { colour: 0xc2410c, width: 5, alpha: 1 },
}

/**
 * One place in the answer: a soft rounded well with a baseline, outlined in blue where the next letter goes,
 * green or orange once marked (a colour change, never a flash). In extreme mode it also shows the letter
 * typed; in tile modes the tile itself sits on top.
 */
export class AnswerSlot extends Container {
  private readonly well = new Graphics()
  private readonly letter: Text
  private size = 0
  private mood: SlotMood = 'empty'

  constructor() {
    super()
    this.letter = new Text({ text: '', style: { fontFamily: TILE_FONT_FAMILY, fontWeight: '800', fill: INK, fontSize: 32 } })
    this.letter.anchor.set(0.5)
    this.addChild(this.well, this.letter)
  }

  /** Draws the slot `size` px square, centred on its position. */
  setSize(size: number): void {
    if (size === this.size) return
    this.size = size
    this.letter.style.fontSize = Math.round(size * 0.58)
    this.hitArea = new Rectangle(-size / 2, -size / 2, size, size)
    this.redraw()
  }

  setMood(mood: SlotMood): void {
    if (mood === this.mood) return
    this.mood = mood
    this.redraw()
  }

  setLetter(text: string): void {
    if (this.letter.text !== text) this.letter.text = text
  }

  private redraw(): void {
    const s = this.size
    const half = s / 2
    const border = BORDER[this.mood]
    const fill = this.mood === 'right' ? 0xe3f7ea : this.mood === 'wrong' ? 0xfff0e6 : 0xffffff
    this.well.clear()
    if (this.mood === 'right' || this.mood === 'wrong') {
      // A halo around the slot: the tile sitting in it would hide a border.
      const pad = Math.max(5, s * 0.09)
      this.well.roundRect(-half - pad, -half - pad, s + 2 * pad, s + 2 * pad, s * 0.26).fill({ color: border.colour, alpha: 0.85 })
    }
    this.well
      .roundRect(-half, -half, s, s, s * 0.18)
      .fill({ color: fill, alpha: 0.92 })
      .stroke({ width: border.width, color: border.colour, alpha: border.alpha })
      .rect(-half + s * 0.2, half - s * 0.16, s * 0.6, Math.max(2, s * 0.04))
      .fill({ color: INK, alpha: 0.25 })
  }
}
