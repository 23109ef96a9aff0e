import { Graphics, Text } from 'pixi.js'
import type { RoundLayout } from '../../../games/spelling/round-layout'
import type { Pose } from '../../../games/spelling/scene-motion'
import { INK, TILE_FONT_FAMILY } from '../palette'
import { ThemeScene, grass, mix } from './ThemeScene'

const HOUSES = [0xff8a7a, 0xffd25a, 0x7cc8ff, 0xc3a6ff, 0x6ee0a8, 0xffb26b]

/** spelling-van: the delivery van drives down the road, a letterbox a word, to the post office. */
export class VanTheme extends ThemeScene {
  readonly panel = { fill: 0xeef2f7, edge: 0x8a94a6, pattern: 0xdfe4ec }
  private readonly wheels: Graphics[] = [new Graphics(), new Graphics()]
  private readonly vanBody = new Graphics()

  protected drawScenery(g: Graphics, layout: RoundLayout, stops: number): void {
    const { width, height } = layout.scene
    const ground = layout.track.y
    const roadTop = ground - height * 0.12
    // Hills and a row of little houses behind the road.
    g.ellipse(width * 0.3, roadTop, width * 0.45, height * 0.28).fill(0xa8dc8f)
    g.ellipse(width * 0.9, roadTop, width * 0.4, height * 0.22).fill(0x9ad98a)
    const house = Math.min(height * 0.2, 64)
    for (let i = 0, x = house * 0.4; x < width - house; i++, x += house * 1.9) {
      const y = roadTop - house * 0.05
      const colour = HOUSES[i % HOUSES.length]
      g.rect(x, y - house * 0.7, house, house * 0.7)
        .fill(colour)
        .stroke({ width: 2, color: INK, alpha: 0.5 })
      g.poly([x - house * 0.1, y - house * 0.7, x + house * 0.5, y - house * 1.15, x + house * 1.1, y - house * 0.7])
        .fill(mix(colour, 0x5b3a1e, 0.45))
        .stroke({ width: 2, color: INK, alpha: 0.5 })
      g.rect(x + house * 0.38, y - house * 0.36, house * 0.24, house * 0.36).fill(0x5b3a1e)
      g.rect(x + house * 0.1, y - house * 0.58, house * 0.22, house * 0.18).fill(0xe8f6ff)
      g.rect(x + house * 0.68, y - house * 0.58, house * 0.22, house * 0.18).fill(0xe8f6ff)
    }
    g.rect(0, roadTop - 2, width, 4).fill(0x63b35a)
    // The road, its kerb and dashed middle line.
    g.rect(0, roadTop, width, height - roadTop).fill(0x6c7686)
    g.rect(0, roadTop, width, height * 0.025).fill(0xb8bfcc)
    const dash = Math.max(18, width / 30)
    for (let x = dash * 0.5; x < width; x += dash * 2) g.rect(x, ground + height * 0.05, dash, Math.max(3, height * 0.015)).fill(0xfff1b8)
    // A red letterbox for every word, and the post office at the end.
    const box = Math.min(height * 0.13, 40)
    for (let i = 1; i < stops; i++) {
      const x = this.stopX(layout, i, stops)
      g.rect(x - box * 0.06, roadTop - box * 0.6, box * 0.12, box * 0.6).fill(0x5d6470)
      g.roundRect(x - box * 0.3, roadTop - box * 1.3, box * 0.6, box * 0.75, box * 0.25)
        .fill(0xe4483a)
        .stroke({ width: 2, color: INK, alpha: 0.6 })
      g.rect(x - box * 0.18, roadTop - box * 1.05, box * 0.36, box * 0.07).fill(INK)
    }
    const px = layout.track.x1 + height * 0.1
    const ph = height * 0.42
    g.rect(px - ph * 0.5, roadTop - ph, ph, ph)
      .fill(0xfff4d6)
      .stroke({ width: 2.5, color: INK, alpha: 0.7 })
    g.poly([px - ph * 0.6, roadTop - ph, px, roadTop - ph * 1.35, px + ph * 0.6, roadTop - ph])
      .fill(0xe4483a)
      .stroke({ width: 2.5, color: INK, alpha: 0.7 })
    g.rect(px - ph * 0.15, roadTop - ph * 0.45, ph * 0.3, ph * 0.45).fill(0x3d6cf0)
    // An envelope over the door.
    g.rect(px - ph * 0.18, roadTop - ph * 0.82, ph * 0.36, ph * 0.24)
      .fill(0xffffff)
      .stroke({ width: 2, color: INK, alpha: 0.7 })
    g.moveTo(px - ph * 0.18, roadTop - ph * 0.82)
      .lineTo(px, roadTop - ph * 0.68)
      .lineTo(px + ph * 0.18, roadTop - ph * 0.82)
      .stroke({ width: 2, color: INK, alpha: 0.7 })
    grass(g, 0, width, roadTop, height * 0.03, 0x63b35a)
  }

  protected drawPanelPattern(g: Graphics, width: number, height: number, top: number): void {
    // Parcel tape stripes, very faint.
    const step = Math.max(40, width / 14)
    for (let x = -height; x < width; x += step) g.moveTo(x, height).lineTo(x + (height - top), top)
    g.stroke({ width: 6, color: this.panel.pattern, alpha: 0.6 })
  }

  protected buildCharacter(sceneHeight: number): void {
    const s = Math.max(48, Math.min(sceneHeight * 0.62, 160))
    const wheelR = s * 0.13
    this.resetCharacter([this.vanBody, ...this.wheels])
    const g = this.vanBody.clear()
    // Shadow, body, cab window with a smiling driver, side panel with letters, bumper and lamp.
    g.ellipse(0, 0, s * 0.5, s * 0.05).fill({ color: INK, alpha: 0.2 })
    g.roundRect(-s * 0.5, -s * 0.62, s * 0.72, s * 0.5, s * 0.08)
      .fill(0xe4483a)
      .stroke({ width: 2.5, color: INK })
    g.roundRect(s * 0.12, -s * 0.46, s * 0.38, s * 0.34, s * 0.1)
      .fill(0xe4483a)
      .stroke({ width: 2.5, color: INK })
    g.roundRect(s * 0.22, -s * 0.42, s * 0.22, s * 0.15, s * 0.04)
      .fill(0xcdebff)
      .stroke({ width: 2, color: INK })
    g.circle(s * 0.31, -s * 0.33, s * 0.055).fill(0xffc9a0)
    g.moveTo(s * 0.31 + s * 0.03 * Math.cos(0.3), -s * 0.32 + s * 0.03 * Math.sin(0.3))
      .arc(s * 0.31, -s * 0.32, s * 0.03, 0.3, Math.PI - 0.3)
      .stroke({ width: 1.5, color: INK })
    g.rect(s * 0.26, -s * 0.4, s * 0.1, s * 0.025).fill(0x3d6cf0)
    g.roundRect(-s * 0.42, -s * 0.55, s * 0.56, s * 0.3, s * 0.05)
      .fill(0xfff4d6)
      .stroke({ width: 2, color: INK, alpha: 0.8 })
    g.rect(s * 0.46, -s * 0.26, s * 0.05, s * 0.06)
      .fill(0xffe27a)
      .stroke({ width: 1.5, color: INK })
    g.roundRect(-s * 0.52, -s * 0.16, s * 1.04, s * 0.06, s * 0.03)
      .fill(0x8a94a6)
      .stroke({ width: 1.5, color: INK })
    this.character.addChild(this.vanBody)
    // "abc" on the side, as little letter tiles.
    const tile = s * 0.13
    ;['a', 'b', 'c'].forEach((letter, i) => {
      const x = -s * 0.36 + i * tile * 1.3
      g.roundRect(x, -s * 0.48, tile, tile, tile * 0.2)
        .fill([0xff8a7a, 0xffd25a, 0x6ee0a8][i])
        .stroke({ width: 1.5, color: INK })
      const text = new Text({
        text: letter,
        style: { fontFamily: TILE_FONT_FAMILY, fontWeight: '800', fill: INK, fontSize: Math.round(tile * 0.8) },
      })
      text.anchor.set(0.5)
      text.position.set(x + tile / 2, -s * 0.48 + tile / 2)
      this.character.addChild(text)
    })
    for (const [i, wheel] of this.wheels.entries()) {
      wheel.clear()
      wheel.circle(0, 0, wheelR).fill(0x2a3142).stroke({ width: 2, color: INK })
      wheel.circle(0, 0, wheelR * 0.5).fill(0xcfd5df)
      for (let k = 0; k < 4; k++) {
        const a = (k * Math.PI) / 2
        wheel.moveTo(0, 0).lineTo(Math.cos(a) * wheelR * 0.5, Math.sin(a) * wheelR * 0.5)
      }
      wheel.stroke({ width: 2, color: 0x6c7686 })
      wheel.position.set(i === 0 ? -s * 0.3 : s * 0.3, -wheelR)
      this.character.addChild(wheel)
    }
  }

  protected poseCharacter(pose: Pose): void {
    for (const wheel of this.wheels) wheel.rotation = pose.cycle * Math.PI * 2
  }
}
