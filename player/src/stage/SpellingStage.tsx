import type { Application } from 'pixi.js'
import { useEffect, useRef, useState } from 'react'
import type { Scene } from '../../games/spelling/scene-motion'
import { SpellingScreen, type SpellingGame, type SpellingScreenLabels } from '../screens/SpellingScreen'
import { Navigation } from './navigation'
import { startPixiApp } from './pixi-app'
import { StageMessage } from './StageMessage'

export type SpellingStageProps = {
  game: SpellingGame
  scene: Scene
  /** A spelling test: answers are saved, not marked, until the end. */
  testMode?: boolean
  label: string
  labels: SpellingScreenLabels
}

type TStatus = 'loading' | 'ready' | 'error'

/**
 * Hosts the spelling game's Pixi canvas. Keys are handled by the page (GamePage), not here, so the same
 * keys work whether the canvas, a button or nothing has focus.
 */
export function SpellingStage({ game, scene, testMode = false, label, labels }: SpellingStageProps) {
  const hostRef = useRef<HTMLDivElement>(null)
  const [status, setStatus] = useState<TStatus>('loading')
  const [attempt, setAttempt] = useState(0)
  const [renderer, setRenderer] = useState<string | null>(null)
  const labelRef = useRef(label)
  labelRef.current = label

  useEffect(() => {
    const host = hostRef.current
    if (!host) return
    let disposed = false
    let app: Application | null = null
    let navigation: Navigation | null = null
    let resizeObserver: ResizeObserver | null = null
    setStatus('loading')
    startPixiApp(host, 0xcdebff)
      .then(({ app: started, renderer: name }) => {
        if (disposed) {
          started.destroy(true, { children: true })
          return
        }
        app = started
        setRenderer(name)
        const canvas = started.canvas
        canvas.setAttribute('role', 'img')
        canvas.setAttribute('aria-label', labelRef.current)
        host.appendChild(canvas)
        navigation = new Navigation(started)
        navigation.show(
          new SpellingScreen({
            game,
            scene,
            testMode,
            reducedMotion: window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false,
            labels,
          }),
        )
        resizeObserver = new ResizeObserver(() => started.queueResize())
        resizeObserver.observe(host)
        setStatus('ready')
      })
      .catch((error: unknown) => {
        console.warn('Inkwell player: the game canvas could not start.', error)
        if (!disposed) setStatus('error')
      })
    return () => {
      disposed = true
      resizeObserver?.disconnect()
      navigation?.destroy()
      app?.destroy(true, { children: true })
    }
    // The labels only change with the language, fixed for the page's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [game, scene, attempt])

  useEffect(() => {
    hostRef.current?.querySelector('canvas')?.setAttribute('aria-label', label)
  }, [label])

  return (
    <div className="stage stage--game" data-stage-status={status} data-scene={scene} data-renderer={renderer ?? undefined}>
      <div className="stage__canvas" ref={hostRef} />
      <StageMessage status={status} onRetry={() => setAttempt((n) => n + 1)} />
    </div>
  )
}
