import { Container, Graphics, Rectangle, Text } from 'pixi.js'
import { INK, TILE_FONT_FAMILY } from './palette'

export type KeyButtonOptions = {
  label: string
  /** The key's name for screen readers ("Letter a", "Delete", "Check"). */
  accessibleName: string
  width: number
  height: number
  colour?: number
}

/**
 * A key of the on-screen keyboard: a chunky rounded key that sinks a little while pressed. It draws and
 * reports taps (`pointertap`); the screen decides what a key means.
 */
export class KeyButton extends Container {
  private readonly cap = new Graphics()
  private readonly text: Text

  constructor(options: KeyButtonOptions) {
    super()
    const { width, height } = options
    const depth = Math.max(3, Math.round(height * 0.1))
    const radius = Math.round(Math.min(width, height) * 0.22)
    this.cap
      .roundRect(0, depth, width, height - depth, radius)
      .fill(0xb9c3d6)
      .stroke({ width: 2, color: INK, alpha: 0.8 })
      .roundRect(0, 0, width, height - depth, radius)
      .fill(options.colour ?? 0xffffff)
      .stroke({ width: 2, color: INK, alpha: 0.8 })
    this.text = new Text({
      text: options.label,
      style: {
        fontFamily: TILE_FONT_FAMILY,
        fontWeight: '800',
        fill: INK,
        fontSize: Math.round(Math.min(height * 0.5, options.label.length > 1 ? width / (options.label.length * 0.62) : height * 0.5)),
      },
    })
    this.text.anchor.set(0.5)
    this.text.position.set(width / 2, (height - depth) / 2)
    this.addChild(this.cap, this.text)
    this.hitArea = new Rectangle(0, 0, width, height)
    this.eventMode = 'static'
    this.cursor = 'pointer'
    this.accessible = true
    this.accessibleType = 'button'
    this.accessibleTitle = options.accessibleName
    this.accessibleHint = options.accessibleName
    this.tabIndex = 0
    const press = (down: boolean) => {
      this.cap.y = down ? depth * 0.6 : 0
      this.text.y = (height - depth) / 2 + (down ? depth * 0.6 : 0)
    }
    this.on('pointerdown', () => press(true))
    this.on('pointerup', () => press(false))
    this.on('pointerupoutside', () => press(false))
    this.on('pointerleave', () => press(false))
  }
}
