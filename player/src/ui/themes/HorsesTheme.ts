import { Graphics } from 'pixi.js'
import type { RoundLayout } from '../../../games/spelling/round-layout'
import type { Pose } from '../../../games/spelling/scene-motion'
import { INK } from '../palette'
import { ThemeScene, flower, grass } from './ThemeScene'

const COAT = 0xc07a3f
const MANE = 0x5b3a1e

/** spelling-horses: a pony canters round the course, clearing a jump a word, to the finishing flag. */
export class HorsesTheme extends ThemeScene {
  readonly panel = { fill: 0xf8eed8, edge: 0xc9a46a, pattern: 0xeedfbf }
  private readonly legs: Graphics[] = []
  private readonly horse = new Graphics()
  private readonly tail = new Graphics()

  protected drawScenery(g: Graphics, layout: RoundLayout, stops: number): void {
    const { width, height } = layout.scene
    const ground = layout.track.y
    g.ellipse(width * 0.25, ground, width * 0.5, height * 0.34).fill(0xa8dc8f)
    g.ellipse(width * 0.85, ground, width * 0.4, height * 0.26).fill(0x9ad98a)
    // White rails along the back of the course.
    const railTop = ground - height * 0.34
    g.rect(0, railTop, width, Math.max(3, height * 0.02)).fill(0xffffff)
    g.rect(0, railTop + height * 0.07, width, Math.max(3, height * 0.02)).fill(0xffffff)
    for (let x = 10; x < width; x += Math.max(50, width / 14))
      g.rect(x, railTop - 4, Math.max(4, height * 0.025), height * 0.14)
        .fill(0xf4f4f4)
        .stroke({ width: 1, color: INK, alpha: 0.3 })
    g.rect(0, ground - height * 0.05, width, height - ground + height * 0.05).fill(0x7cc86f)
    g.rect(0, ground - height * 0.03, width, height * 0.1).fill(0xe3c58e)
    grass(g, 0, width, ground - height * 0.05, height * 0.04, 0x63b35a)
    for (let x = width * 0.07; x < width; x += width * 0.23) flower(g, x, height - 2, Math.min(height * 0.12, 30), 0xffffff)
    // A jump for every word: striped poles on two stands.
    const jump = Math.min(height * 0.2, 60)
    for (let i = 1; i < stops; i++) {
      const x = this.stopX(layout, i, stops) - jump * 0.2
      g.rect(x - jump * 0.45, ground - jump, jump * 0.1, jump)
        .fill(0xffffff)
        .stroke({ width: 1.5, color: INK, alpha: 0.6 })
      g.rect(x + jump * 0.35, ground - jump, jump * 0.1, jump)
        .fill(0xffffff)
        .stroke({ width: 1.5, color: INK, alpha: 0.6 })
      for (let k = 0; k < 4; k++)
        g.rect(x - jump * 0.45 + (k * jump * 0.9) / 4, ground - jump * 0.62, (jump * 0.9) / 4, jump * 0.12).fill(
          k % 2 ? 0xffffff : 0xe4483a,
        )
      g.rect(x - jump * 0.45, ground - jump * 0.62, jump * 0.9, jump * 0.12).stroke({ width: 1.5, color: INK, alpha: 0.6 })
    }
    // The finishing post and its flag.
    const fx = layout.track.x1 + height * 0.14
    g.rect(fx - 3, ground - height * 0.5, 6, height * 0.5)
      .fill(0xffffff)
      .stroke({ width: 1.5, color: INK, alpha: 0.6 })
    g.poly([fx + 3, ground - height * 0.5, fx + height * 0.2, ground - height * 0.43, fx + 3, ground - height * 0.36])
      .fill(0x3d6cf0)
      .stroke({ width: 1.5, color: INK, alpha: 0.6 })
    g.circle(fx + height * 0.07, ground - height * 0.43, height * 0.025).fill(0xffd25a)
  }

  protected drawPanelPattern(g: Graphics, width: number, height: number, top: number): void {
    // Planks of a stable door.
    const plank = Math.max(36, (height - top) / 5)
    for (let y = top + plank; y < height; y += plank) g.rect(0, y, width, 2).fill(this.panel.pattern)
  }

  protected buildCharacter(sceneHeight: number): void {
    const s = Math.max(50, Math.min(sceneHeight * 0.62, 170))
    this.resetCharacter([this.horse, this.tail])
    this.legs.length = 0
    const legLength = s * 0.3
    const legWidth = s * 0.07
    // Hips and shoulders, where the legs swing from; far legs are a shade darker and drawn first.
    const hips = [
      { x: -s * 0.25, far: true },
      { x: s * 0.18, far: true },
      { x: -s * 0.2, far: false },
      { x: s * 0.23, far: false },
    ]
    const shadow = new Graphics().ellipse(0, 0, s * 0.42, s * 0.05).fill({ color: INK, alpha: 0.2 })
    this.character.addChild(shadow)
    for (const hip of hips.filter((h) => h.far)) this.character.addChild(this.leg(hip.x, legLength, legWidth, 0x9a5f2e))
    this.tail.clear()
    this.tail
      .moveTo(0, 0)
      .bezierCurveTo(-s * 0.1, s * 0.02, -s * 0.16, s * 0.12, -s * 0.12, s * 0.28)
      .stroke({ width: s * 0.06, color: MANE, cap: 'round' })
    this.tail.position.set(-s * 0.36, -legLength - s * 0.2)
    this.character.addChild(this.tail)
    const g = this.horse.clear()
    const bodyY = -legLength - s * 0.1
    g.ellipse(0, bodyY, s * 0.38, s * 0.17)
      .fill(COAT)
      .stroke({ width: 2.5, color: INK })
    // Neck and head.
    g.poly([s * 0.18, bodyY - s * 0.05, s * 0.3, bodyY - s * 0.38, s * 0.42, bodyY - s * 0.34, s * 0.36, bodyY + s * 0.04])
      .fill(COAT)
      .stroke({ width: 2.5, color: INK })
    g.roundRect(s * 0.28, bodyY - s * 0.5, s * 0.3, s * 0.17, s * 0.08)
      .fill(COAT)
      .stroke({ width: 2.5, color: INK })
    g.ellipse(s * 0.55, bodyY - s * 0.39, s * 0.06, s * 0.055).fill(0xe0a070)
    g.circle(s * 0.54, bodyY - s * 0.4, s * 0.012).fill(INK)
    g.circle(s * 0.4, bodyY - s * 0.45, s * 0.03)
      .fill(0xffffff)
      .stroke({ width: 1.5, color: INK })
    g.circle(s * 0.41, bodyY - s * 0.45, s * 0.015).fill(INK)
    g.poly([s * 0.3, bodyY - s * 0.48, s * 0.31, bodyY - s * 0.6, s * 0.37, bodyY - s * 0.5])
      .fill(COAT)
      .stroke({ width: 2, color: INK })
    // Mane along the neck, a saddle cloth with a star.
    g.moveTo(s * 0.31, bodyY - s * 0.5)
      .quadraticCurveTo(s * 0.2, bodyY - s * 0.3, s * 0.12, bodyY - s * 0.13)
      .stroke({ width: s * 0.075, color: MANE, cap: 'round' })
    g.moveTo(s * 0.34, bodyY - s * 0.5)
      .quadraticCurveTo(s * 0.4, bodyY - s * 0.56, s * 0.44, bodyY - s * 0.5)
      .stroke({ width: s * 0.05, color: MANE, cap: 'round' })
    g.roundRect(-s * 0.12, bodyY - s * 0.17, s * 0.26, s * 0.2, s * 0.04)
      .fill(0x3d6cf0)
      .stroke({ width: 2, color: INK })
    const star: number[] = []
    for (let k = 0; k < 10; k++) {
      const r = k % 2 ? s * 0.025 : s * 0.06
      const a = -Math.PI / 2 + (k * Math.PI) / 5
      star.push(s * 0.01 + Math.cos(a) * r, bodyY - s * 0.07 + Math.sin(a) * r)
    }
    g.poly(star).fill(0xffd25a)
    this.character.addChild(this.horse)
    for (const hip of hips.filter((h) => !h.far)) this.character.addChild(this.leg(hip.x, legLength, legWidth, COAT))
  }

  private leg(x: number, length: number, width: number, colour: number): Graphics {
    const leg = new Graphics()
      .roundRect(-width / 2, 0, width, length, width / 2)
      .fill(colour)
      .stroke({ width: 2, color: INK })
      .roundRect(-width * 0.6, length - width * 0.7, width * 1.2, width * 0.8, width * 0.2)
      .fill(0x3a2a1e)
    leg.position.set(x, -length)
    this.legs.push(leg)
    return leg
  }

  protected poseCharacter(pose: Pose): void {
    // A canter: front and hind pairs swing in opposite phase; still legs when standing.
    const swing = pose.moving ? 0.55 : 0
    const a = Math.sin(pose.cycle * Math.PI * 2) * swing
    const phases = [a, -a, -a * 0.8, a * 0.8]
    this.legs.forEach((leg, i) => (leg.rotation = phases[i]))
    this.tail.rotation = pose.moving ? Math.sin(pose.cycle * Math.PI * 2) * 0.15 : 0
  }
}
