import { Container, Graphics } from 'pixi.js'
import type { RoundLayout } from '../../../games/spelling/round-layout'
import type { Pose } from '../../../games/spelling/scene-motion'
import { INK } from '../palette'

/** Pixels per second; slow enough to be calm, never a flicker. */
const CLOUD_SPEED = 9

export type PanelColours = { fill: number; edge: number; pattern: number }

/**
 * What every theme shares: a still backdrop (sky, scenery, the stops along the track, the panel under the
 * scene where the tiles sit) drawn once per size and kept as one texture, a few drifting clouds, and a
 * character posed every frame from `scene-motion.ts`. Themes fill in the drawing; nothing here decides
 * anything about the game.
 */
export abstract class ThemeScene extends Container {
  protected readonly backdrop = new Container()
  protected readonly backdropArt = new Graphics()
  protected readonly clouds: { graphic: Graphics; fx: number; fy: number; scale: number }[]
  protected readonly character = new Container()
  protected layout: RoundLayout | null = null
  protected stops = 0
  private cached = false

  abstract readonly panel: PanelColours

  constructor() {
    super()
    this.eventMode = 'none'
    this.backdrop.addChild(this.backdropArt)
    this.clouds = [
      { fx: 0.1, fy: 0.12, scale: 1 },
      { fx: 0.48, fy: 0.06, scale: 0.7 },
      { fx: 0.78, fy: 0.18, scale: 0.85 },
    ].map((cloud) => ({ ...cloud, graphic: new Graphics() }))
    this.addChild(this.backdrop, ...this.clouds.map((c) => c.graphic), this.character)
  }

  /** Redraws the still parts for a new size or a new number of stops (words). */
  setLayout(layout: RoundLayout, stops: number): void {
    const sameSize =
      this.layout &&
      this.layout.width === layout.width &&
      this.layout.height === layout.height &&
      this.layout.scene.height === layout.scene.height
    this.layout = layout
    if (sameSize && stops === this.stops) return
    this.stops = stops
    const { width, height } = layout
    const scene = layout.scene
    const g = this.backdropArt.clear()
    this.drawSky(g, scene.width, scene.height)
    this.drawScenery(g, layout, stops)
    this.drawPanel(g, width, height, scene.height)
    const unit = Math.min(width, scene.height * 2)
    for (const cloud of this.clouds) {
      const r = unit * 0.035 * cloud.scale
      cloud.graphic
        .clear()
        .circle(0, 0, r)
        .circle(r * 1.1, -r * 0.45, r * 1.2)
        .circle(r * 2.3, 0, r * 0.95)
        .roundRect(-r * 0.2, 0, r * 2.8, r * 0.9, r * 0.45)
        .fill({ color: 0xffffff, alpha: 0.95 })
      cloud.graphic.position.set(cloud.fx * width, cloud.fy * scene.height + r)
    }
    this.buildCharacter(scene.height)
    // The backdrop is many shapes that never move: one texture draws far faster than re-filling them every
    // frame, which matters most on software WebGL.
    if (!this.cached) {
      this.backdrop.cacheAsTexture(true)
      this.cached = true
    } else {
      this.backdrop.updateCacheTexture()
    }
  }

  update(dtMs: number, pose: Pose, timeMs: number, reducedMotion: boolean): void {
    const layout = this.layout
    if (!layout) return
    if (!reducedMotion) {
      const width = layout.width
      for (const cloud of this.clouds) {
        cloud.fx += (CLOUD_SPEED * dtMs) / 1000 / width
        if (cloud.fx > 1.08) cloud.fx -= 1.3
        cloud.graphic.x = cloud.fx * width
      }
    }
    this.character.position.set(pose.x, pose.y)
    this.character.rotation = pose.rotation
    this.character.scale.set(pose.scaleX, pose.scaleY)
    this.poseCharacter(pose, timeMs, reducedMotion)
  }

  /** Where along the track stop `i` of `stops` is (0 is the start, `stops` the goal). */
  protected stopX(layout: RoundLayout, i: number, stops: number): number {
    const { x0, x1 } = layout.track
    return x0 + ((x1 - x0) * i) / Math.max(1, stops)
  }

  protected drawSky(g: Graphics, width: number, height: number): void {
    const [top, low] = this.skyColours()
    const bands = 12
    for (let i = 0; i < bands; i++) {
      const t = i / (bands - 1)
      g.rect(0, (height * i) / bands, width, height / bands + 1).fill(mix(top, low, t))
    }
    const r = Math.min(width, height) * 0.09
    // Left of the middle: the speed meter has the top right corner.
    g.circle(width * 0.58, r * 1.8, r * 1.45).fill({ color: 0xfff1b8, alpha: 0.7 })
    g.circle(width * 0.58, r * 1.8, r).fill(0xffe27a)
  }

  protected skyColours(): [number, number] {
    return [0xbfe6ff, 0xeaf7ff]
  }

  protected drawPanel(g: Graphics, width: number, height: number, top: number): void {
    g.rect(0, top, width, height - top).fill(this.panel.fill)
    g.rect(0, top, width, Math.max(4, height * 0.008)).fill(this.panel.edge)
    g.rect(0, top, width, 1.5).fill({ color: INK, alpha: 0.5 })
    this.drawPanelPattern(g, width, height, top)
  }

  protected drawPanelPattern(_g: Graphics, _width: number, _height: number, _top: number): void {}

  /** Empties the character before it is built again at a new size, destroying the parts not kept. */
  protected resetCharacter(keep: Container[]): void {
    for (const child of this.character.removeChildren()) if (!keep.includes(child)) child.destroy()
  }

  protected abstract drawScenery(g: Graphics, layout: RoundLayout, stops: number): void
  protected abstract buildCharacter(sceneHeight: number): void
  protected abstract poseCharacter(pose: Pose, timeMs: number, reducedMotion: boolean): void
}

/** Mixes two 0xRRGGBB colours. */
export function mix(a: number, b: number, t: number): number {
  const ch = (c: number, s: number) => (c >> s) & 0xff
  const m = (s: number) => Math.round(ch(a, s) + (ch(b, s) - ch(a, s)) * t) << s
  return m(16) | m(8) | m(0)
}

/** A flower on a stem, drawn with its base at (x, y). */
export function flower(g: Graphics, x: number, y: number, size: number, petal: number): void {
  g.moveTo(x, y)
    .quadraticCurveTo(x - size * 0.15, y - size * 0.6, x, y - size)
    .stroke({ width: Math.max(2, size * 0.08), color: 0x3f9b4a })
  g.ellipse(x + size * 0.18, y - size * 0.45, size * 0.18, size * 0.08).fill(0x58b860)
  const cy = y - size
  const r = size * 0.2
  for (let i = 0; i < 5; i++) {
    const a = (i / 5) * Math.PI * 2
    g.circle(x + Math.cos(a) * r, cy + Math.sin(a) * r, r * 0.8).fill(petal)
  }
  g.circle(x, cy, r * 0.7)
    .fill(0xffd25a)
    .stroke({ width: 1.5, color: INK, alpha: 0.5 })
}

/** Tufts of grass along a line. */
export function grass(g: Graphics, x0: number, x1: number, y: number, size: number, colour: number): void {
  for (let x = x0; x < x1; x += size * 2.6) {
    g.poly([x, y, x + size * 0.3, y - size, x + size * 0.55, y, x + size * 0.8, y - size * 0.75, x + size * 1.1, y]).fill(colour)
  }
}
