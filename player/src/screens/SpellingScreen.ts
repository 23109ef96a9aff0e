import { Container, Graphics, Text } from 'pixi.js'
import { progressOf, speedMeter, type GameState } from '../../games/spelling/game-flow'
import { CHECK_KEY, DELETE_KEY, layoutRound, type RoundLayout, type RoundShape } from '../../games/spelling/round-layout'
import { slotTexts, type EntryAction } from '../../games/spelling/round-entry'
import { tileTargets, type TileTarget } from '../../games/spelling/round-view'
import { approach, characterPose, type Scene } from '../../games/spelling/scene-motion'
import { DIFFICULTY_RULES } from '../../games/spelling/rules'
import { AnswerSlot, type SlotMood } from '../ui/AnswerSlot'
import { KeyButton } from '../ui/KeyButton'
import { LetterTile } from '../ui/LetterTile'
import { INK, TILE_COLOURS, TILE_FONT_FAMILY } from '../ui/palette'
import { FootballTheme } from '../ui/themes/FootballTheme'
import { HiveTheme } from '../ui/themes/HiveTheme'
import { HorsesTheme } from '../ui/themes/HorsesTheme'
import type { ThemeScene } from '../ui/themes/ThemeScene'
import { VanTheme } from '../ui/themes/VanTheme'
import type { AppScreen } from './app-screen'

/** What the screen needs of the game: its state, and somewhere to send taps. */
export interface SpellingGame {
  getState(): GameState
  subscribe(listener: (state: GameState) => void): () => void
  tick(): void
  entry(action: EntryAction): void
  submit(): void
}

export type SpellingScreenLabels = {
  letter: (letter: string) => string
  deleteKey: string
  checkKey: string
  spaceKey: string
  remember: string
  speedBonus: string
  rightSpelling: string
}

export type SpellingScreenOptions = {
  game: SpellingGame
  scene: Scene
  /** A spelling test: answers are saved without showing right or wrong. */
  testMode?: boolean
  reducedMotion: boolean
  labels: SpellingScreenLabels
}

/** How fast tiles glide to where they belong (per second, exponential): quick, but never a jump. */
const TILE_RATE = 14

type TileSprite = { tile: LetterTile; x: number; y: number; size: number; alpha: number; target: TileTarget | null; baseSize: number }

function createTheme(scene: Scene): ThemeScene {
  switch (scene) {
    case 'hive':
      return new HiveTheme()
    case 'football':
      return new FootballTheme()
    case 'van':
      return new VanTheme()
    case 'horses':
      return new HorsesTheme()
  }
}

/**
 * The spelling game's one screen, in any of the four themes: the theme's world and character at the top,
 * the answer slots, and the tiles or the keyboard. It draws the game's state and forwards taps to the game;
 * what a tap or key does, and everything about scoring, lives in games/spelling and the server.
 */
export class SpellingScreen extends Container implements AppScreen {
  private readonly theme: ThemeScene
  private readonly slotLayer = new Container()
  private readonly keyLayer = new Container()
  private readonly tileLayer = new Container()
  private readonly overlay = new Container()
  private readonly meterBack = new Graphics()
  private readonly meterFill = new Graphics()
  private readonly meterLabel: Text
  private readonly banner: Text
  private readonly showBar = new Graphics()
  private readonly floatText: Text
  private readonly answerRow = new Container()
  private slots: AnswerSlot[] = []
  private tiles = new Map<number, TileSprite>()
  private layout: RoundLayout | null = null
  private layoutKey = ''
  private width_ = 0
  private height_ = 0
  private timeMs = 0
  private shownProgress = 0
  private round = -1
  private correctAt: number | null = null
  private wrongAt: number | null = null
  private floatAt: number | null = null
  private unsubscribe: (() => void) | null = null
  private state: GameState

  constructor(private readonly options: SpellingScreenOptions) {
    super()
    this.theme = createTheme(options.scene)
    this.state = options.game.getState()
    this.shownProgress = progressOf(this.state).fraction
    const style = { fontFamily: TILE_FONT_FAMILY, fontWeight: '800' as const, fill: INK }
    this.meterLabel = new Text({ text: options.labels.speedBonus, style: { ...style, fontSize: 14 } })
    this.banner = new Text({ text: options.labels.remember, style: { ...style, fontSize: 22, stroke: { color: 0xffffff, width: 5 } } })
    this.banner.anchor.set(0.5, 0)
    this.floatText = new Text({ text: '', style: { ...style, fontSize: 28, fill: 0x1f8a55, stroke: { color: 0xffffff, width: 6 } } })
    this.floatText.anchor.set(0.5)
    this.floatText.alpha = 0
    this.overlay.addChild(this.meterBack, this.meterFill, this.meterLabel, this.banner, this.showBar, this.answerRow, this.floatText)
    this.addChild(this.theme, this.slotLayer, this.keyLayer, this.tileLayer, this.overlay)
  }

  show(): void {
    this.visible = true
    this.unsubscribe = this.options.game.subscribe((state) => this.onState(state))
    this.onState(this.options.game.getState())
  }

  hide(): void {
    this.visible = false
    this.unsubscribe?.()
    this.unsubscribe = null
  }

  resize(width: number, height: number): void {
    this.width_ = width
    this.height_ = height
    this.layoutKey = ''
    this.relayout()
  }

  update(dtMs: number): void {
    this.timeMs += dtMs
    this.options.game.tick()
    const state = this.state
    const layout = this.layout
    if (!layout) return
    const reduced = this.options.reducedMotion
    const target = progressOf(state).fraction
    this.shownProgress = reduced ? target : approach(this.shownProgress, target, dtMs)
    const pose = characterPose(
      this.options.scene,
      {
        shown: this.shownProgress,
        target,
        timeMs: this.timeMs,
        sinceCorrectMs: this.correctAt === null ? null : this.timeMs - this.correctAt,
        sinceWrongMs: this.wrongAt === null ? null : this.timeMs - this.wrongAt,
        reducedMotion: reduced,
      },
      layout.track,
      layout.scene.height,
    )
    this.theme.update(dtMs, pose, this.timeMs, reduced)

    for (const sprite of this.tiles.values()) {
      const t = sprite.target
      if (!t) continue
      const rate = reduced ? 40 : TILE_RATE
      sprite.x = approach(sprite.x, t.x, dtMs, rate)
      sprite.y = approach(sprite.y, t.y, dtMs, rate)
      sprite.size = approach(sprite.size, t.size, dtMs, rate)
      sprite.alpha = approach(sprite.alpha, t.alpha, dtMs, rate * 0.7)
      // Tiles are drawn from the middle of their bottom edge.
      sprite.tile.position.set(sprite.x, sprite.y + sprite.size / 2)
      sprite.tile.scale.set(sprite.size / sprite.baseSize)
      sprite.tile.alpha = sprite.alpha
      sprite.tile.visible = sprite.alpha > 0.02
    }

    const meter = speedMeter(state, performance.now())
    this.meterFill.visible = this.meterBack.visible = this.meterLabel.visible = meter !== null && state.phase !== 'feedback'
    if (meter) this.meterFill.scale.x = meter.cap ? meter.bonus / meter.cap : 0

    if (state.phase === 'showing') {
      const showMs = DIFFICULTY_RULES[state.difficulty].showWordMs
      const left = Math.max(0, state.inputFrom - performance.now())
      this.showBar.scale.x = showMs ? left / showMs : 0
    }

    if (this.floatAt !== null) {
      const t = (this.timeMs - this.floatAt) / 1400
      if (t >= 1) {
        this.floatAt = null
        this.floatText.alpha = 0
      } else {
        this.floatText.alpha = t < 0.15 ? t / 0.15 : 1 - Math.max(0, (t - 0.6) / 0.4)
        // Above the character's track, rising a little, never off the canvas.
        const size = Number(this.floatText.style.fontSize)
        const rise = reduced ? 0 : 0.12 * t
        const y = Math.max(size * 0.8, layout.track.y - layout.scene.height * (0.62 + rise))
        const x = Math.min(layout.width - size * 1.6, Math.max(size * 1.6, pose.x))
        this.floatText.position.set(x, y)
      }
    }
  }

  destroy(options?: Parameters<Container['destroy']>[0]): void {
    this.unsubscribe?.()
    super.destroy(options)
  }

  private shapeOf(state: GameState): RoundShape {
    const entry = state.entry
    if (entry?.kind === 'tiles') return { kind: 'tiles', slotCount: entry.slotCount, tileCount: entry.tiles.length }
    if (entry?.kind === 'keyboard') return { kind: 'keyboard', typedLength: entry.text.length }
    const word = state.current === null ? null : state.words[state.current]
    return word?.input.kind === 'tiles' ? { kind: 'tiles', slotCount: 1, tileCount: 1 } : { kind: 'keyboard', typedLength: 0 }
  }

  private onState(state: GameState): void {
    const previous = this.state
    this.state = state
    if (state.round !== this.round) {
      this.round = state.round
      this.buildTiles(state)
      this.layoutKey = ''
    }
    if (state.lastOutcome && state.lastOutcome !== previous.lastOutcome) this.onMarked(state)
    this.relayout()
  }

  private onMarked(state: GameState): void {
    const outcome = state.lastOutcome!
    if (this.options.testMode) return
    if (outcome.correct) {
      this.correctAt = this.timeMs
      this.floatText.text = `+${outcome.points}`
      this.floatAt = this.timeMs
    } else {
      this.wrongAt = this.timeMs
    }
  }

  /** Lays everything out again when the size or the round's shape changed; otherwise just restyles. */
  private relayout(): void {
    if (!this.width_ || !this.height_) return
    const state = this.state
    const shape = this.shapeOf(state)
    const key = `${this.width_}x${this.height_}:${JSON.stringify(shape)}`
    if (key !== this.layoutKey) {
      this.layoutKey = key
      const layout = layoutRound(this.width_, this.height_, shape)
      const resized = !this.layout || this.layout.width !== layout.width || this.layout.height !== layout.height
      this.layout = layout
      this.theme.setLayout(layout, state.words.length)
      this.buildSlots(layout)
      if (resized || this.keyLayer.children.length === 0) this.buildKeys(layout, shape)
      this.placeOverlay(layout)
    }
    this.restyle()
  }

  private buildTiles(state: GameState): void {
    for (const sprite of this.tiles.values()) sprite.tile.destroy({ children: true })
    this.tiles.clear()
    const entry = state.entry
    if (entry?.kind !== 'tiles') return
    entry.tiles.forEach((tile, order) => {
      const letterTile = new LetterTile({
        letter: tile.text,
        colours: TILE_COLOURS[order % TILE_COLOURS.length],
        accessibleName: this.options.labels.letter(tile.text),
      })
      letterTile.on('pointertap', () => this.tapTile(tile.id))
      this.tileLayer.addChild(letterTile)
      this.tiles.set(tile.id, { tile: letterTile, x: NaN, y: NaN, size: NaN, alpha: 0, target: null, baseSize: 0 })
    })
  }

  private tapTile(id: number): void {
    const state = this.state
    if (state.phase !== 'input' || state.entry?.kind !== 'tiles') return
    const slot = state.entry.placed.indexOf(id)
    this.options.game.entry(slot >= 0 ? { type: 'unplace', slot } : { type: 'tile', id })
  }

  private buildSlots(layout: RoundLayout): void {
    const count = layout.slots.centres.length
    while (this.slots.length > count) this.slots.pop()!.destroy()
    while (this.slots.length < count) {
      const slot = new AnswerSlot()
      const index = this.slots.length
      slot.eventMode = 'static'
      slot.on('pointertap', () => {
        if (this.state.phase === 'input') this.options.game.entry({ type: 'unplace', slot: index })
      })
      this.slots.push(slot)
      this.slotLayer.addChild(slot)
    }
    this.slots.forEach((slot, i) => {
      slot.setSize(layout.slots.size)
      slot.position.set(layout.slots.centres[i].x, layout.slots.centres[i].y)
    })
  }

  private buildKeys(layout: RoundLayout, shape: RoundShape): void {
    this.keyLayer.removeChildren().forEach((child) => child.destroy({ children: true }))
    if (shape.kind !== 'keyboard') return
    const { labels } = this.options
    for (const cap of layout.keys) {
      const name =
        cap.key === DELETE_KEY
          ? labels.deleteKey
          : cap.key === CHECK_KEY
            ? labels.checkKey
            : cap.key === ' '
              ? labels.spaceKey
              : labels.letter(cap.key)
      const key = new KeyButton({
        label: cap.key === ' ' ? labels.spaceKey : cap.label,
        accessibleName: name,
        width: cap.width,
        height: cap.height,
        colour: cap.key === CHECK_KEY ? 0x9be8bd : cap.key === DELETE_KEY ? 0xffd9c7 : undefined,
      })
      key.position.set(cap.x, cap.y)
      key.on('pointertap', () => {
        if (cap.key === CHECK_KEY) this.options.game.submit()
        else if (cap.key === DELETE_KEY) this.options.game.entry({ type: 'delete' })
        else this.options.game.entry({ type: 'letter', key: cap.key })
      })
      this.keyLayer.addChild(key)
    }
  }

  private placeOverlay(layout: RoundLayout): void {
    const m = layout.meter
    this.meterBack
      .clear()
      .roundRect(m.x, m.y, m.width, m.height, m.height / 2)
      .fill({ color: 0xffffff, alpha: 0.85 })
      .stroke({ width: 2, color: INK, alpha: 0.7 })
    // Drawn full width from its left edge, then scaled: no redrawing every frame.
    this.meterFill
      .clear()
      .roundRect(0, 0, m.width - 4, m.height - 4, (m.height - 4) / 2)
      .fill(0xffc83d)
    this.meterFill.position.set(m.x + 2, m.y + 2)
    this.meterLabel.style.fontSize = Math.max(12, Math.round(m.height * 0.8))
    this.meterLabel.anchor.set(1, 0.5)
    this.meterLabel.position.set(m.x - 8, m.y + m.height / 2)
    const slots = layout.slots.box
    this.banner.style.fontSize = Math.max(16, Math.round(layout.slots.size * 0.38))
    // Under the word: "Remember it!" and a bar that shrinks until the letters are jumbled.
    this.banner.position.set(layout.width / 2, slots.y + slots.height + 14)
    const barWidth = Math.min(layout.width * 0.5, 320)
    this.showBar.clear().roundRect(0, 0, barWidth, 10, 5).fill(0x3d6cf0)
    this.showBar.position.set((layout.width - barWidth) / 2, slots.y + slots.height + 24 + Number(this.banner.style.fontSize))
    this.floatText.style.fontSize = Math.max(20, Math.round(layout.scene.height * 0.14))
  }

  /** Everything that follows the state without moving things around: targets, moods, letters, visibility. */
  private restyle(): void {
    const state = this.state
    const layout = this.layout
    if (!layout) return
    const entry = state.entry
    const phase = state.phase
    const marked = phase === 'feedback' && !this.options.testMode ? state.lastOutcome : null

    if (entry?.kind === 'tiles') {
      const word = state.current === null ? '' : state.words[state.current].word
      for (const target of tileTargets(entry, word, phase, layout)) {
        const sprite = this.tiles.get(target.id)
        if (!sprite) continue
        if (!sprite.baseSize || Math.abs(sprite.baseSize - (layout.tray?.size ?? target.size)) > 0.5) {
          sprite.baseSize = layout.tray?.size ?? target.size
          sprite.tile.setSize(sprite.baseSize, Math.round(sprite.baseSize * 0.1))
        }
        if (Number.isNaN(sprite.x)) {
          // A new tile starts where it belongs, faded out, and fades in.
          sprite.x = target.x
          sprite.y = target.y
          sprite.size = target.size
        }
        sprite.target = target
        sprite.tile.eventMode = target.interactive ? 'static' : 'none'
        sprite.tile.accessible = target.interactive
      }
    }

    const typed = entry?.kind === 'keyboard' ? entry.text : null
    const filled = entry?.kind === 'tiles' ? slotTexts(entry) : null
    this.slots.forEach((slot, i) => {
      let mood: SlotMood
      if (marked) mood = marked.correct ? 'right' : 'wrong'
      else if (filled) mood = filled[i] ? 'filled' : phase === 'input' && i === filled.findIndex((t) => !t) ? 'next' : 'empty'
      else
        mood = typed !== null && i < typed.length ? 'filled' : phase === 'input' && typed !== null && i === typed.length ? 'next' : 'empty'
      slot.setMood(mood)
      slot.setLetter(typed !== null ? (typed[i] ?? '').replace(' ', '␣') : '')
      // The keyboard's answer row keeps a free place while typing; once answered, only what was typed.
      slot.visible = typed === null || phase === 'input' || i < typed.length
      slot.eventMode = phase === 'input' && entry?.kind === 'tiles' ? 'static' : 'none'
    })

    this.keyLayer.visible = entry?.kind === 'keyboard' && (phase === 'input' || phase === 'checking')
    this.banner.visible = this.showBar.visible = phase === 'showing'
    this.showAnswerRow(marked && !marked.correct ? marked.word : null, layout)
  }

  private answerRowWord: string | null = null

  /** After a wrong answer: the right spelling, big and green, where the tiles or keys were. */
  private showAnswerRow(word: string | null, layout: RoundLayout): void {
    if (word === this.answerRowWord && this.answerRow.children.length) return
    this.answerRowWord = word
    this.answerRow.removeChildren().forEach((child) => child.destroy())
    if (!word) return
    const label = new Text({
      text: this.options.labels.rightSpelling,
      style: { fontFamily: TILE_FONT_FAMILY, fontWeight: '800', fill: INK, fontSize: Math.max(16, Math.round(layout.slots.size * 0.32)) },
    })
    label.anchor.set(0.5, 1)
    const letters = [...word]
    const top = (layout.tray?.box.y ?? layout.slots.box.y + layout.slots.box.height + 20) + label.height + 16
    const size = Math.max(28, Math.min(layout.slots.size, (layout.width - 40) / (letters.length * 1.15)))
    const rowWidth = letters.length * size * 1.15 - size * 0.15
    label.position.set(layout.width / 2, top - 8)
    this.answerRow.addChild(label)
    letters.forEach((letter, i) => {
      const x = (layout.width - rowWidth) / 2 + i * size * 1.15
      const cell = new Graphics()
        .roundRect(x, top, size, size, size * 0.18)
        .fill(0xe3f7ea)
        .stroke({ width: 3, color: 0x1f8a55 })
      const text = new Text({
        text: letter,
        style: { fontFamily: TILE_FONT_FAMILY, fontWeight: '800', fill: INK, fontSize: Math.round(size * 0.6) },
      })
      text.anchor.set(0.5)
      text.position.set(x + size / 2, top + size / 2)
      this.answerRow.addChild(cell, text)
    })
  }
}
