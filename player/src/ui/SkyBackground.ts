import { Container, FillGradient, Graphics } from 'pixi.js'
import { SCENE_COLOURS } from './palette'

/** Pixels per second; slow enough to be calm, never a flicker. */
const CLOUD_SPEED = 10

interface Cloud {
  graphic: Graphics
  /** Position as fractions of the screen, so clouds follow a resize. */
  fx: number
  fy: number
  scale: number
}

/** Sky, sun, drifting clouds and rolling hills behind the title scene. */
export class SkyBackground extends Container {
  private readonly sky = new Graphics()
  private readonly sun = new Graphics()
  private readonly hills = new Graphics()
  private readonly clouds: Cloud[]
  private readonly skyGradient = new FillGradient({
    type: 'linear',
    start: { x: 0, y: 0 },
    end: { x: 0, y: 1 },
    colorStops: [
      { offset: 0, color: SCENE_COLOURS.sky },
      { offset: 1, color: SCENE_COLOURS.skyLow },
    ],
    textureSpace: 'local',
  })
  private width_ = 0

  constructor() {
    super()
    this.clouds = [
      { fx: 0.12, fy: 0.16, scale: 1 },
      { fx: 0.55, fy: 0.09, scale: 0.75 },
      { fx: 0.85, fy: 0.24, scale: 0.9 },
    ].map((cloud) => ({ ...cloud, graphic: new Graphics() }))
    this.addChild(this.sky, this.sun, ...this.clouds.map((c) => c.graphic), this.hills)
    this.eventMode = 'none'
  }

  resize(width: number, height: number): void {
    this.width_ = width
    const unit = Math.min(width, height)

    this.sky.clear().rect(0, 0, width, height).fill(this.skyGradient)

    const sunRadius = unit * 0.09
    this.sun
      .clear()
      .circle(width - sunRadius * 1.8, sunRadius * 1.8, sunRadius * 1.45)
      .fill({ color: SCENE_COLOURS.sunGlow, alpha: 0.7 })
      .circle(width - sunRadius * 1.8, sunRadius * 1.8, sunRadius)
      .fill(SCENE_COLOURS.sun)

    for (const cloud of this.clouds) {
      const r = unit * 0.06 * cloud.scale
      cloud.graphic
        .clear()
        .circle(0, 0, r)
        .circle(r * 1.1, -r * 0.45, r * 1.2)
        .circle(r * 2.3, 0, r * 0.95)
        .roundRect(-r * 0.2, 0, r * 2.8, r * 0.9, r * 0.45)
        .fill({ color: SCENE_COLOURS.cloud, alpha: 0.95 })
      cloud.graphic.position.set(cloud.fx * width, cloud.fy * height + r)
    }

    this.hills
      .clear()
      .ellipse(width * 0.2, height * 1.02, width * 0.45, height * 0.2)
      .fill(SCENE_COLOURS.hillBack)
      .ellipse(width * 0.85, height * 1.05, width * 0.5, height * 0.22)
      .fill(SCENE_COLOURS.hillBack)
      .ellipse(width * 0.5, height * 1.12, width * 0.6, height * 0.2)
      .fill(SCENE_COLOURS.hillFront)
  }

  override destroy(options?: Parameters<Container['destroy']>[0]): void {
    super.destroy(options)
    this.skyGradient.destroy()
  }

  update(dtMs: number, moving: boolean): void {
    if (!moving || this.width_ === 0) return
    for (const cloud of this.clouds) {
      const span = this.width_ + this.width_ * 0.3
      cloud.fx += (CLOUD_SPEED * dtMs) / 1000 / this.width_
      if (cloud.fx * this.width_ > this.width_ + this.width_ * 0.05) cloud.fx -= span / this.width_
      cloud.graphic.x = cloud.fx * this.width_
    }
  }
}
