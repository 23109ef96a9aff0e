import { Application } from './pixi'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { createFrameTimings, recordFrame } from '../perf/frame-timings'
import { TitleScreen } from '../screens/TitleScreen'
import { createSoundService } from '../services/sound'
import { SCENE_COLOURS } from '../ui/palette'
import { Navigation } from './navigation'
import { gameRendererPreference, webglRendererName } from './renderer-preference'
import { StageMessage } from './StageMessage'

type TStageStatus = 'loading' | 'ready' | 'settled' | 'error'

export interface GameStageProps {
  word: string
  soundOn: boolean
}

/** Letter keys go to the game unless the pupil is typing somewhere or using a shortcut. */
function keyIsForGame(event: KeyboardEvent): boolean {
  if (event.ctrlKey || event.metaKey || event.altKey || event.repeat || event.isComposing) return false
  const target = event.target as HTMLElement | null
  return !target?.closest?.('input, textarea, select, [contenteditable="true"]')
}

/**
 * Hosts the Pixi application inside React. React owns the page (heading,
 * buttons, messages); Pixi owns the canvas. If the browser cannot draw
 * (no WebGL, WebGPU or 2D canvas renderer) the pupil sees a message, not a crash.
 */
export function GameStage({ word, soundOn }: GameStageProps) {
  const { t } = useTranslation()
  const stageRef = useRef<HTMLDivElement>(null)
  const hostRef = useRef<HTMLDivElement>(null)
  const soundOnRef = useRef(soundOn)
  const [status, setStatus] = useState<TStageStatus>('loading')
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    soundOnRef.current = soundOn // read by the hop callback without restarting Pixi
  }, [soundOn])

  useEffect(() => {
    const host = hostRef.current
    if (!host) return
    let disposed = false
    let started = false
    const app = new Application()
    const sound = createSoundService()
    const timings = createFrameTimings()
    window.__inkwellFrames = timings.samples
    let navigation: Navigation | null = null
    let onKeyDown: ((event: KeyboardEvent) => void) | null = null
    let resizeObserver: ResizeObserver | null = null
    let hops = 0

    setStatus('loading')
    app
      .init({
        resizeTo: host,
        antialias: true,
        background: SCENE_COLOURS.sky,
        // WebGL on a graphics card; Pixi's 2D canvas where WebGL would be emulated in software, which is
        // slow to start and draws a frame in 60-130 ms instead of 17.
        preference: gameRendererPreference(window.location.search, webglRendererName()),
        resolution: Math.min(window.devicePixelRatio || 1, 2),
        autoDensity: true,
      })
      .then(() => {
        started = true
        if (disposed) {
          app.destroy(true, { children: true })
          return
        }
        const canvas = app.canvas
        canvas.setAttribute('role', 'img')
        canvas.setAttribute('aria-label', t('canvasLabel', { word }))
        canvas.setAttribute('aria-describedby', 'player-instructions')
        host.appendChild(canvas)

        app.ticker.add((ticker) => recordFrame(timings, ticker.elapsedMS))

        navigation = new Navigation(app)
        navigation.show(
          new TitleScreen({
            word,
            reducedMotion: window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false,
            tileName: (letter) => t('tileName', { letter }),
            onHop: (index) => {
              hops++
              // A cheap, visible hook for end-to-end tests: how many hops so far.
              stageRef.current?.setAttribute('data-hop-count', String(hops))
              if (soundOnRef.current) sound.playHop(index)
            },
            onSettled: () => setStatus('settled'),
          }),
        )
        setStatus((current) => (current === 'loading' ? 'ready' : current))

        onKeyDown = (event) => {
          if (keyIsForGame(event)) navigation?.handleKey(event.key)
        }
        window.addEventListener('keydown', onKeyDown)
        // Pixi follows window resizes itself; this also catches layout changes.
        resizeObserver = new ResizeObserver(() => app.queueResize())
        resizeObserver.observe(host)
      })
      .catch((error: unknown) => {
        started = true
        console.warn('Inkwell player: the game canvas could not start.', error)
        if (!disposed) setStatus('error')
      })

    return () => {
      disposed = true
      if (onKeyDown) window.removeEventListener('keydown', onKeyDown)
      resizeObserver?.disconnect()
      navigation?.destroy()
      sound.dispose()
      // Destroying before init has finished throws in Pixi 8; the init callback does it instead.
      if (started && app.renderer) app.destroy(true, { children: true })
    }
    // `t` changes only with the language, which is fixed for the page's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [word, attempt])

  return (
    <div className="stage" ref={stageRef} data-stage-status={status} data-hop-count="0">
      <div className="stage__canvas" ref={hostRef} />
      <StageMessage status={status} onRetry={() => setAttempt((n) => n + 1)} />
    </div>
  )
}
