import { Container } from 'pixi.js'
import {
  createTitleState,
  hopTiles,
  isSettled,
  layoutWord,
  pressKey,
  tilePose,
  type HopResult,
  type TitleLayout,
  type TitleState,
} from '../scenes/title-layout'
import { LetterTile } from '../ui/LetterTile'
import { TILE_COLOURS } from '../ui/palette'
import { Shelf } from '../ui/Shelf'
import { SkyBackground } from '../ui/SkyBackground'
import type { AppScreen } from './app-screen'

export interface TitleScreenOptions {
  word: string
  reducedMotion: boolean
  /** Localised tile name for screen readers, e.g. "Letter K". */
  tileName: (letter: string) => string
  /** A tile started to hop (for sound); `index` is its place in the word. */
  onHop?: (index: number, letter: string) => void
  /** Every tile has landed on the shelf. */
  onSettled?: () => void
}

/**
 * The spelling game's welcome scene: the word's letter tiles drop onto a
 * shelf, bob gently, and hop when tapped or typed. Positions and timings come
 * from the pure `scenes/title-layout.ts`; this class only draws them.
 */
export class TitleScreen extends Container implements AppScreen {
  private readonly background = new SkyBackground()
  private readonly shelfLayer = new Container()
  private readonly tileLayer = new Container()
  private readonly tiles: LetterTile[]
  private readonly options: TitleScreenOptions
  private state: TitleState
  private layout: TitleLayout | null = null
  private nowMs = 0
  private settled = false

  constructor(options: TitleScreenOptions) {
    super()
    this.options = options
    this.state = createTitleState(options.word, { reducedMotion: options.reducedMotion })
    this.tiles = [...options.word].map((letter, index) => {
      const tile = new LetterTile({
        letter,
        colours: TILE_COLOURS[index % TILE_COLOURS.length],
        accessibleName: options.tileName(letter),
      })
      tile.on('pointertap', () => this.apply(hopTiles(this.state, [index], this.nowMs)))
      return tile
    })
    this.tileLayer.addChild(...this.tiles)
    this.addChild(this.background, this.shelfLayer, this.tileLayer)
  }

  show(): void {
    this.nowMs = 0
    this.settled = false
    this.state = createTitleState(this.options.word, { reducedMotion: this.options.reducedMotion })
    this.visible = true
    this.draw()
  }

  hide(): void {
    this.visible = false
  }

  update(dtMs: number): void {
    this.nowMs += dtMs
    this.background.update(dtMs, !this.options.reducedMotion)
    this.draw()
    if (!this.settled && isSettled(this.state, this.nowMs)) {
      this.settled = true
      this.options.onSettled?.()
    }
  }

  resize(width: number, height: number): void {
    const layout = layoutWord(this.options.word, width, height)
    this.layout = layout
    this.background.resize(width, height)

    this.shelfLayer.removeChildren().forEach((child) => child.destroy())
    for (const spec of layout.shelves) {
      const shelf = new Shelf()
      shelf.draw(spec.x, spec.y, spec.width, spec.height)
      this.shelfLayer.addChild(shelf)
    }
    for (const tile of this.tiles) tile.setSize(layout.tileSize, layout.gap / 2)
    this.draw()
  }

  handleKey(key: string): boolean {
    return this.apply(pressKey(this.state, key, this.nowMs))
  }

  private apply(result: HopResult): boolean {
    this.state = result.state
    for (const index of result.hopped) this.options.onHop?.(index, this.state.tiles[index].letter)
    return result.hopped.length > 0
  }

  private draw(): void {
    const layout = this.layout
    if (!layout) return
    this.tiles.forEach((tile, index) => {
      const pose = tilePose(this.state, index, this.nowMs, layout)
      // Tiles are drawn from the middle of their bottom edge.
      tile.position.set(pose.x, pose.y + layout.tileSize / 2)
      tile.rotation = pose.rotation
      tile.scale.set(pose.scaleX, pose.scaleY)
    })
  }
}
