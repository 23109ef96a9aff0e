import type { Container } from 'pixi.js'

/**
 * What every Pixi screen offers the navigation (the pattern of pixijs
 * open-games): it draws state and forwards input, the rules live elsewhere.
 */
export interface AppScreen extends Container {
  /** Called when the screen becomes the current one; starts its animations. */
  show(): void
  /** Called before the screen is taken off the stage. */
  hide(): void
  /** Every frame, with the milliseconds since the last frame. */
  update(dtMs: number): void
  /** On first show and whenever the canvas changes size (CSS pixels). */
  resize(width: number, height: number): void
  /** A key press from the page; returns true when the screen used it. */
  handleKey?(key: string): boolean
}
