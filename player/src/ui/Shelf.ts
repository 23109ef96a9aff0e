import { Graphics } from 'pixi.js'
import { INK, SCENE_COLOURS } from './palette'

/** A wooden plank with two brackets; (x, y) is the top-left of the plank. */
export class Shelf extends Graphics {
  draw(x: number, y: number, width: number, height: number): void {
    const bracket = Math.max(6, height * 0.9)
    const radius = Math.min(6, height / 2)
    this.clear()
    for (const bx of [x + width * 0.15, x + width * 0.85 - bracket]) {
      this.poly([bx, y + height, bx + bracket, y + height, bx, y + height + bracket * 1.6])
        .fill(SCENE_COLOURS.shelfEdge)
        .stroke({ width: 2, color: INK, alpha: 0.6 })
    }
    this.roundRect(x, y, width, height, radius)
      .fill(SCENE_COLOURS.shelf)
      .stroke({ width: 2, color: INK, alpha: 0.7 })
      .rect(x + radius, y + height * 0.62, width - 2 * radius, height * 0.22)
      .fill({ color: SCENE_COLOURS.shelfEdge, alpha: 0.5 })
      .rect(x + radius, y + 2, width - 2 * radius, Math.max(1, height * 0.15))
      .fill({ color: SCENE_COLOURS.shelfHighlight, alpha: 0.9 })
  }
}
