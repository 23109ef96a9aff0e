import { Graphics } from 'pixi.js'
import type { RoundLayout } from '../../../games/spelling/round-layout'
import type { Pose } from '../../../games/spelling/scene-motion'
import { INK } from '../palette'
import { ThemeScene } from './ThemeScene'

const CROWD = [0xff8a7a, 0xffd25a, 0x7cc8ff, 0xc3a6ff, 0xffffff, 0x6ee0a8]
const SKIN = [0xf6d3b3, 0xe8b48f, 0xc68a5e, 0x8d5a3b, 0x5e3a26, 0xf1c7a0]

/** spelling-football: the ball is dribbled up the pitch, a cone a word, and into the goal. */
export class FootballTheme extends ThemeScene {
  readonly panel = { fill: 0xeaf6e4, edge: 0x4caf50, pattern: 0xd3ebc9 }
  private readonly ball = new Graphics()

  protected skyColours(): [number, number] {
    return [0x9fd6ff, 0xe3f3ff]
  }

  protected drawScenery(g: Graphics, layout: RoundLayout, stops: number): void {
    const { width, height } = layout.scene
    const ground = layout.track.y
    const standTop = height * 0.26
    const standBottom = ground - height * 0.3
    // The stand: rows of supporters (a shirt and a head each) under a roof hung with bunting.
    g.rect(0, standTop, width, standBottom - standTop).fill(0x8aa0b8)
    g.rect(0, standTop - height * 0.04, width, height * 0.04).fill(0x5d7390)
    const head = Math.max(3, height * 0.026)
    const rowGap = head * 3.2
    let seed = 7
    const next = () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff)
    for (let row = 0, y = standTop + head * 2.2; y < standBottom - head; row++, y += rowGap) {
      g.rect(0, y + head * 1.1, width, head * 0.5).fill({ color: 0x5d7390, alpha: 0.5 })
      for (let x = head * (row % 2 ? 1.5 : 3); x < width; x += head * 3.3) {
        g.roundRect(x - head * 1.1, y + head * 0.6, head * 2.2, head * 1.6, head * 0.6).fill(CROWD[next() % CROWD.length])
        g.circle(x, y, head).fill(SKIN[next() % SKIN.length])
      }
    }
    for (let x = 0; x < width; x += height * 0.12) {
      g.poly([x, standTop - height * 0.04, x + height * 0.06, standTop + height * 0.04, x + height * 0.12, standTop - height * 0.04]).fill(
        CROWD[Math.round(x / (height * 0.12)) % 4],
      )
    }
    // The pitch: mown stripes, the touchline.
    g.rect(0, standBottom, width, height - standBottom).fill(0x5cbf60)
    const stripe = Math.max(30, width / 12)
    for (let x = 0; x < width; x += stripe * 2) g.rect(x, standBottom, stripe, height - standBottom).fill(0x52b356)
    g.rect(0, ground + height * 0.06, width, 3).fill({ color: 0xffffff, alpha: 0.85 })
    g.rect(0, standBottom + height * 0.03, width, 3).fill({ color: 0xffffff, alpha: 0.85 })
    // A cone for every word.
    const cone = Math.min(height * 0.1, 30)
    for (let i = 1; i < stops; i++) {
      const x = this.stopX(layout, i, stops)
      g.poly([x - cone * 0.5, ground + cone * 0.2, x + cone * 0.5, ground + cone * 0.2, x, ground - cone])
        .fill(0xff8a3d)
        .stroke({ width: 2, color: INK, alpha: 0.6 })
      g.rect(x - cone * 0.3, ground - cone * 0.45, cone * 0.6, cone * 0.18).fill(0xffffff)
    }
    this.drawGoal(g, layout.track.x1 + height * 0.14, ground + height * 0.04, height * 0.46)
  }

  private drawGoal(g: Graphics, x: number, ground: number, size: number): void {
    const w = size * 0.55
    const post = Math.max(4, size * 0.06)
    // The net: a grid behind the frame.
    for (let i = 0; i <= 6; i++) g.moveTo(x - w / 2 + (w * i) / 6, ground - size).lineTo(x - w / 2 + (w * i) / 6 + size * 0.1, ground)
    for (let i = 0; i <= 8; i++)
      g.moveTo(x - w / 2, ground - size + (size * i) / 8).lineTo(x + w / 2 + size * 0.1, ground - size + (size * i) / 8)
    g.stroke({ width: 1.5, color: 0xffffff, alpha: 0.8 })
    g.rect(x - w / 2 - post, ground - size - post, post, size + post)
      .fill(0xffffff)
      .stroke({ width: 1.5, color: INK, alpha: 0.5 })
    g.rect(x - w / 2 - post, ground - size - post, w + post, post)
      .fill(0xffffff)
      .stroke({ width: 1.5, color: INK, alpha: 0.5 })
  }

  protected drawPanelPattern(g: Graphics, width: number, height: number, top: number): void {
    // Chalk lines of a pitch: the halfway line and centre circle.
    g.moveTo(width / 2, top)
      .lineTo(width / 2, height)
      .stroke({ width: 3, color: this.panel.pattern })
    g.circle(width / 2, top + (height - top) / 2, Math.min(width, height - top) * 0.22).stroke({ width: 3, color: this.panel.pattern })
  }

  protected buildCharacter(sceneHeight: number): void {
    const r = Math.max(16, Math.min(sceneHeight * 0.09, 34))
    this.resetCharacter([this.ball])
    this.ball.clear()
    this.ball.circle(0, 0, r).fill(0xffffff).stroke({ width: 2.5, color: INK })
    const pentagon = (cx: number, cy: number, size: number, turn: number) => {
      const points: number[] = []
      for (let k = 0; k < 5; k++) {
        const a = turn + (k * 2 * Math.PI) / 5
        points.push(cx + size * Math.cos(a), cy + size * Math.sin(a))
      }
      this.ball.poly(points).fill(INK)
    }
    pentagon(0, 0, r * 0.32, -Math.PI / 2)
    for (let k = 0; k < 5; k++) {
      const a = -Math.PI / 2 + (k * 2 * Math.PI) / 5
      pentagon(Math.cos(a) * r * 0.86, Math.sin(a) * r * 0.86, r * 0.2, a + Math.PI)
    }
    // The ball sits on the grass: its anchor is its centre, so lift it by its radius.
    this.ball.position.set(0, -r)
    const shadow = new Graphics().ellipse(0, 0, r * 0.9, r * 0.2).fill({ color: INK, alpha: 0.18 })
    this.character.addChild(shadow, this.ball)
  }

  protected poseCharacter(pose: Pose): void {
    // The character container carries the roll as its rotation; only the ball should turn, not its shadow.
    this.ball.rotation = pose.rotation
    this.character.rotation = 0
    const shadow = this.character.children[0]
    if (shadow) shadow.y = (this.layout?.track.y ?? pose.y) - pose.y
  }
}
