import { Graphics } from 'pixi.js'
import type { RoundLayout } from '../../../games/spelling/round-layout'
import type { Pose } from '../../../games/spelling/scene-motion'
import { INK } from '../palette'
import { ThemeScene, flower, grass } from './ThemeScene'

const PETALS = [0xff8a7a, 0xc3a6ff, 0xff9fd0, 0x7cc8ff, 0xffb26b]

/** The spelling game's own theme: a bee flies from flower to flower, one a word, home to its hive. */
export class HiveTheme extends ThemeScene {
  readonly panel = { fill: 0xfff4d6, edge: 0xf2c14e, pattern: 0xf5dfa0 }
  private readonly wings = new Graphics()
  private readonly body = new Graphics()

  protected drawScenery(g: Graphics, layout: RoundLayout, stops: number): void {
    const { width, height } = layout.scene
    const ground = layout.track.y
    g.ellipse(width * 0.2, ground + height * 0.2, width * 0.5, height * 0.32).fill(0xa8dc8f)
    g.ellipse(width * 0.85, ground + height * 0.22, width * 0.45, height * 0.3).fill(0x9ad98a)
    g.rect(0, ground, width, height - ground).fill(0x7cc86f)
    grass(g, 0, width, ground + 2, height * 0.05, 0x63b35a)
    // A flower for every word, then the hive at the end of the track.
    const size = Math.min(height * 0.22, 70)
    for (let i = 1; i < stops; i++) flower(g, this.stopX(layout, i, stops), ground + 2, size, PETALS[i % PETALS.length])
    this.drawHive(g, layout.track.x1 + size * 0.1, ground, height * 0.42)
  }

  private drawHive(g: Graphics, x: number, ground: number, size: number): void {
    const bands = 5
    const bandH = size / bands
    g.rect(x - size * 0.05, ground - size * 0.2, size * 0.1, size * 0.2).fill(0x8e5a2e)
    for (let i = 0; i < bands; i++) {
      const w = size * (0.95 - i * 0.13)
      const y = ground - size * 0.18 - (i + 1) * bandH * 0.92
      g.roundRect(x - w / 2, y, w, bandH, bandH / 2)
        .fill(i % 2 ? 0xf2b640 : 0xe9a52f)
        .stroke({ width: 2, color: INK, alpha: 0.6 })
    }
    g.ellipse(x, ground - size * 0.18 - bandH * 0.6, size * 0.12, size * 0.1)
      .fill(0x5b3a1e)
      .stroke({ width: 2, color: INK, alpha: 0.6 })
    // Honey dripping from the top band.
    g.ellipse(x + size * 0.2, ground - size * 0.18 - bands * bandH * 0.92 + bandH, size * 0.05, size * 0.08).fill(0xffc83d)
  }

  protected drawPanelPattern(g: Graphics, width: number, height: number, top: number): void {
    // Faint honeycomb.
    const r = Math.max(14, Math.min(width, height) * 0.035)
    const h = Math.sqrt(3) * r
    for (let row = 0, y = top + h; y < height + h; row++, y += h) {
      for (let x = row % 2 ? r * 1.5 : 0; x < width + r; x += r * 3) {
        const points: number[] = []
        for (let k = 0; k < 6; k++) points.push(x + r * Math.cos((k * Math.PI) / 3), y + r * Math.sin((k * Math.PI) / 3))
        g.poly(points).stroke({ width: 2, color: this.panel.pattern, alpha: 0.7 })
      }
    }
  }

  protected buildCharacter(sceneHeight: number): void {
    const s = Math.max(30, Math.min(sceneHeight * 0.28, 90))
    this.resetCharacter([this.wings, this.body])
    this.wings.clear()
    this.wings
      .ellipse(-s * 0.12, -s * 0.38, s * 0.2, s * 0.3)
      .fill({ color: 0xffffff, alpha: 0.75 })
      .stroke({ width: 2, color: INK, alpha: 0.6 })
      .ellipse(s * 0.12, -s * 0.36, s * 0.17, s * 0.26)
      .fill({ color: 0xe8f6ff, alpha: 0.75 })
      .stroke({ width: 2, color: INK, alpha: 0.6 })
    this.wings.pivot.set(0, -s * 0.12)
    this.wings.position.set(0, -s * 0.12)
    const a = s * 0.42
    const b = s * 0.3
    const g = this.body.clear()
    // Stinger, body, stripes that follow the body's curve, head.
    g.poly([-a - s * 0.12, 0, -a + s * 0.05, -s * 0.06, -a + s * 0.05, s * 0.06]).fill(INK)
    g.ellipse(0, 0, a, b).fill(0xffd25a).stroke({ width: 2.5, color: INK })
    for (const [x0, x1] of [
      [-a * 0.62, -a * 0.36],
      [-a * 0.08, a * 0.18],
    ]) {
      const top: number[] = []
      const bottom: number[] = []
      for (let k = 0; k <= 6; k++) {
        const x = x0 + ((x1 - x0) * k) / 6
        const hy = b * Math.sqrt(Math.max(0, 1 - (x / a) ** 2)) * 0.96
        top.push(x, -hy)
        bottom.unshift(x, hy)
      }
      g.poly([...top, ...bottom]).fill(INK)
    }
    g.circle(a * 0.95, -b * 0.05, b * 0.78)
      .fill(0xffd25a)
      .stroke({ width: 2.5, color: INK })
    g.circle(a * 1.1, -b * 0.22, b * 0.2)
      .fill(0xffffff)
      .stroke({ width: 1.5, color: INK })
    g.circle(a * 1.15, -b * 0.22, b * 0.1).fill(INK)
    // An arc continues the current path: start it where the smile starts, or a line joins them.
    g.moveTo(a * 1.05 + b * 0.25 * Math.cos(0.2), b * 0.12 + b * 0.25 * Math.sin(0.2))
      .arc(a * 1.05, b * 0.12, b * 0.25, 0.2, Math.PI - 0.6)
      .stroke({ width: 2, color: INK })
    g.circle(a * 0.78, b * 0.2, b * 0.13).fill({ color: 0xff8a7a, alpha: 0.7 })
    g.moveTo(a * 0.9, -b * 0.7)
      .quadraticCurveTo(a * 0.95, -b * 1.4, a * 1.25, -b * 1.45)
      .stroke({ width: 2, color: INK })
    g.circle(a * 1.27, -b * 1.45, b * 0.1).fill(INK)
    this.character.addChild(this.wings, this.body)
  }

  protected poseCharacter(pose: Pose): void {
    // Wings beat by squashing, never by blinking in and out.
    this.wings.scale.y = 0.55 + 0.45 * Math.abs(Math.cos(pose.cycle * Math.PI * 2))
  }
}
