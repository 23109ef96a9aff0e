import type { Application, Ticker } from 'pixi.js'
import type { AppScreen } from '../screens/app-screen'

/**
 * Keeps one screen on the stage at a time and feeds it frames and sizes
 * (a trimmed-down version of the navigation in pixijs open-games).
 */
export class Navigation {
  private current: AppScreen | null = null

  constructor(private readonly app: Application) {
    app.ticker.add(this.tick)
    app.renderer.on('resize', this.onResize)
  }

  show(screen: AppScreen): void {
    if (this.current) {
      this.current.hide()
      this.app.stage.removeChild(this.current)
    }
    this.current = screen
    this.app.stage.addChild(screen)
    screen.resize(this.app.screen.width, this.app.screen.height)
    screen.show()
  }

  handleKey(key: string): boolean {
    return this.current?.handleKey?.(key) ?? false
  }

  destroy(): void {
    this.app.ticker.remove(this.tick)
    this.app.renderer.off('resize', this.onResize)
    this.current?.hide()
    this.current = null
  }

  private readonly tick = (ticker: Ticker) => {
    // deltaMS is capped by Pixi, so a backgrounded tab does not fast-forward the scene.
    this.current?.update(ticker.deltaMS)
  }

  private readonly onResize = (width: number, height: number) => {
    this.current?.resize(width, height)
  }
}
