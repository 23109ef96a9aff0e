import { Application } from './pixi'
import { createFrameTimings, recordFrame } from '../perf/frame-timings'
import { gameRendererPreference, webglRendererName } from './renderer-preference'

/**
 * Starts a Pixi application sized to `host`, recording frame times in `window.__inkwellFrames` (see
 * perf/frame-timings.ts). Rejects when no renderer can start; the caller shows a message.
 */
export async function startPixiApp(host: HTMLElement, background: number): Promise<{ app: Application; renderer: string }> {
  const app = new Application()
  const timings = createFrameTimings()
  window.__inkwellFrames = timings.samples
  await app.init({
    resizeTo: host,
    // Smooth edges cost a lot on software WebGL (SwiftShader) and little is gained at 2x density.
    antialias: (window.devicePixelRatio || 1) < 2,
    background,
    preference: gameRendererPreference(window.location.search, webglRendererName()),
    resolution: Math.min(window.devicePixelRatio || 1, 2),
    autoDensity: true,
  })
  app.ticker.add((ticker) => recordFrame(timings, ticker.elapsedMS))
  return { app, renderer: app.renderer.name }
}
