import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react'
import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'
import { currentWord, progressOf, type GameState } from '../../games/spelling/game-flow'
import { usableHint } from '../../games/spelling/hints'
import { keyCommand } from '../../games/spelling/key-commands'
import { isComplete, isEmpty } from '../../games/spelling/round-entry'
import { themeFor } from '../../games/spelling/rules'
import type { GameSession, SessionWord } from '../../games/spelling/session-types'
import { ApiError, type ApiClient } from '../api/client'
import { bankHoneypots, finishSession, finishTestSession, postAttempt, startSession, startTestSession, wordAudio } from '../api/spelling'
import { GameController } from '../game/game-controller'
import type { Playable, SessionChoice } from '../home/play-choice'
import { createSoundService } from '../services/sound'
import { createWordAudio } from '../services/word-audio'
import { SpellingStage } from '../stage/SpellingStage'
import { ResultsView } from './ResultsView'
import { SpeakerIcon } from './SpeakerIcon'

export type GamePageProps = {
  api: ApiClient
  playable: Playable
  choice: SessionChoice
  /** en_GB, en_US…: the voice for words without a recording. */
  locale: string
  soundOn: boolean
  musicOn: boolean
  onHome: () => void
  onPlayAgain: () => void
}

/** Starts (or resumes) the session, then plays it. */
export default function GamePage(props: GamePageProps) {
  const { t } = useTranslation()
  const { api, playable, choice } = props
  const [session, setSession] = useState<GameSession | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    let cancelled = false
    setProblem(null)
    ;(choice.test
      ? startTestSession(api, playable.list.id, { difficulty: choice.difficulty, gameType: choice.gameType })
      : startSession(api, playable.list.id, { difficulty: choice.difficulty, gameType: choice.gameType, freeplay: choice.freeplay })
    )
      .then((s) => !cancelled && setSession(s))
      .catch((error) => {
        if (cancelled) return
        const reason = error instanceof ApiError ? (error.fields[0]?.message ?? error.message) : String(error)
        setProblem(reason)
      })
    return () => {
      cancelled = true
    }
    // One session per page: the choice does not change while it lives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, attempt])

  if (problem) {
    return (
      <div className="card game__problem" role="alert">
        <p>{t('setup.startFailed', { reason: problem })}</p>
        <div className="row">
          <button type="button" className="button" onClick={() => setAttempt((n) => n + 1)}>
            {t('home.retry')}
          </button>
          <button type="button" className="button" onClick={props.onHome}>
            {t('setup.cancel')}
          </button>
        </div>
      </div>
    )
  }
  if (!session) {
    return (
      <p className="home__loading" role="status">
        {t('setup.starting')}
      </p>
    )
  }
  return <Game {...props} session={session} />
}

function focusIsOn(selector: string): boolean {
  const active = document.activeElement as HTMLElement | null
  return Boolean(active?.closest?.(selector))
}

function Game({ api, playable, locale, soundOn, musicOn, onHome, onPlayAgain, session }: GamePageProps & { session: GameSession }) {
  const { t } = useTranslation()
  const soundOnRef = useRef(soundOn)
  soundOnRef.current = soundOn
  const sound = useMemo(() => createSoundService(), [])
  const audio = useMemo(() => createWordAudio({ fetchAudio: (path) => wordAudio(api, path), locale }), [api, locale])
  const [hint, setHint] = useState<'sentence' | 'definition' | null>(null)
  const [confirmStop, setConfirmStop] = useState(false)

  const game = useMemo(
    () =>
      new GameController(
        session,
        {
          postAttempt: (attempt) => postAttempt(api, session.list, attempt),
          finish: (id) => (session.testMode ? finishTestSession(api, id) : finishSession(api, session.list, id)),
          bankHoneypots: (id) => bankHoneypots(api, session.list, id),
        },
        () => performance.now(),
        {
          onRound: (word, state) => {
            setHint(null)
            // Fetch the next recording while this word is played.
            const next = state.queue[0]
            audio.preload(next === undefined ? [word] : [word, state.words[next]])
            if (soundOnRef.current) void audio.sayWord(word)
          },
          onEntry: (action) => {
            if (!soundOnRef.current) return
            const back = action.type === 'delete' || action.type === 'unplace' || action.type === 'clear'
            sound.playPlace(Math.floor(Math.random() * 8), back)
          },
          onMarked: (outcome) => {
            if (!soundOnRef.current) return
            // A test keeps its marks for the end: one neutral sound per answer.
            if (session.testMode) sound.playPlace(4)
            else (outcome.correct ? sound.playCorrect : sound.playWrong)()
          },
          onFinished: () => {
            if (soundOnRef.current) sound.playFinish()
          },
        },
      ),
    [api, session, audio, sound],
  )

  const state = useSyncExternalStore(game.subscribe, game.getState)

  useEffect(() => {
    game.begin()
    return () => game.dispose()
  }, [game])

  useEffect(
    () => () => {
      sound.dispose()
      audio.dispose()
    },
    [sound, audio],
  )

  useEffect(() => {
    sound.setMusic(musicOn && state.phase !== 'finished')
  }, [sound, musicOn, state.phase])

  useEffect(() => {
    if (!soundOn) audio.stop()
  }, [soundOn, audio])

  const word = currentWord(state)
  const inputKind = word?.input.kind ?? 'keyboard'

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || confirmStop) return
      const command = keyCommand(
        {
          key: event.key,
          ctrlKey: event.ctrlKey,
          metaKey: event.metaKey,
          altKey: event.altKey,
          isComposing: event.isComposing,
          inTextField: focusIsOn('input, textarea, select, [contenteditable="true"]'),
          onControl: focusIsOn('button, a[href], summary, [role="button"]'),
        },
        game.getState().phase,
        inputKind,
      )
      if (!command) return
      // Backspace must not go back a page, Space must not scroll, ' must not open Firefox's quick find.
      event.preventDefault()
      if (command.type === 'entry') game.entry(command.action)
      else if (command.type === 'submit') game.submit()
      else game.next()
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [game, inputKind, confirmStop])

  const hear = useCallback((w: SessionWord) => void audio.sayWord(w), [audio])
  const theme = themeFor(session.gameType).scene
  const progress = progressOf(state)
  const number = Math.min(progress.total, progress.done + (state.current !== null && state.phase !== 'feedback' ? 1 : 0))
  const labels = useMemo(
    () => ({
      letter: (letter: string) => t('tileName', { letter }),
      deleteKey: t('game.deleteKey'),
      checkKey: t('game.checkKey'),
      spaceKey: t('game.spaceKey'),
      remember: t('game.remember'),
      speedBonus: t('game.speedBonus'),
      rightSpelling: t('game.rightSpelling'),
    }),
    [t],
  )

  if (state.phase === 'finished' && state.result) {
    return (
      <ResultsView
        state={state}
        banked={game.banked}
        listTitle={playable.list.title}
        onHear={hear}
        onPlayAgain={onPlayAgain}
        onHome={onHome}
      />
    )
  }

  const sentence = word ? usableHint(word.sentence, word.word) : null
  const definition = word ? usableHint(word.definition, word.word) : null
  const playing = state.phase !== 'finishing'
  const status = statusText(state, t, session.testMode)

  return (
    <div
      className="game"
      data-phase={state.phase}
      data-round={state.round}
      data-difficulty={session.difficulty}
      data-theme={theme}
      data-input={inputKind}
    >
      <div className="hud" aria-label={playable.list.title}>
        <span className="hud__list">{playable.list.title}</span>
        <span className="hud__item" data-testid="progress">
          {t('game.progress', { number: Math.max(1, number), total: progress.total })}
        </span>
        {/* A test keeps its marks for the end: no running score to give answers away. */}
        {!session.testMode && (
          <>
            <span className="hud__item">
              {t('game.score')}: <strong data-testid="score">{state.score.score}</strong>
            </span>
            <span className="hud__item">
              {t('game.streak')}: <strong>{state.score.streak}</strong>
            </span>
            <span className="hud__item">
              {t('game.honeypots')}: <strong>{state.score.honeypots}</strong>
            </span>
          </>
        )}
      </div>
      {session.testMode ? (
        <p className="game__note">{t('game.testMode')}</p>
      ) : (
        session.accuracyOnly && <p className="game__note">{t('game.accuracyOnly')}</p>
      )}
      <SpellingStage
        game={game}
        scene={theme}
        testMode={session.testMode}
        labels={labels}
        label={t('game.label', { theme: t(`theme.${session.gameType}`), number: Math.max(1, number), total: progress.total })}
      />
      <p className="sr-only" id="game-instructions">
        {inputKind === 'tiles' ? t('game.instructionsTiles') : t('game.instructionsKeyboard')}
      </p>
      <div className="controls" role="group" aria-describedby="game-instructions">
        {playing && word && (
          <>
            <button type="button" className="button button--icon" onClick={() => hear(word)}>
              <SpeakerIcon /> {t('game.hear')}
            </button>
            <button
              type="button"
              className="button"
              aria-pressed={hint === 'sentence'}
              disabled={!sentence}
              onClick={() => {
                setHint(hint === 'sentence' ? null : 'sentence')
                // Hearing the sentence in full is the point of the hint; the text hides the word.
                if (hint !== 'sentence' && word.sentence) audio.sayText(word.sentence)
              }}
            >
              {t('game.sentence')}
            </button>
            <button
              type="button"
              className="button"
              aria-pressed={hint === 'definition'}
              disabled={!definition}
              onClick={() => setHint(hint === 'definition' ? null : 'definition')}
            >
              {t('game.definition')}
            </button>
          </>
        )}
        <span className="controls__spacer" />
        {playing && state.phase !== 'feedback' && word && (
          <>
            <button
              type="button"
              className="button"
              disabled={state.phase !== 'input' || !state.entry || isEmpty(state.entry)}
              onClick={() => game.entry({ type: 'delete' })}
            >
              {t('game.delete')}
            </button>
            <button
              type="button"
              className="button button--primary"
              disabled={state.phase !== 'input' || !state.entry || !isComplete(state.entry)}
              onClick={() => game.submit()}
            >
              {t('game.check')}
            </button>
          </>
        )}
        {state.phase === 'feedback' && (
          <button type="button" className="button button--primary" onClick={() => game.next()}>
            {state.queue.length ? t('game.next') : t('game.finish')}
          </button>
        )}
        {playing && (
          <button type="button" className="button button--quiet" onClick={() => setConfirmStop(true)}>
            {t('game.stop')}
          </button>
        )}
      </div>
      <div className="game__messages">
        <p
          className={`game__status${state.phase === 'showing' ? ' sr-only' : ''}${state.lastOutcome && state.phase === 'feedback' && !session.testMode ? (state.lastOutcome.correct ? ' game__status--right' : ' game__status--wrong') : ''}`}
          role="status"
          aria-live="polite"
        >
          {status}
        </p>
        {hint && (sentence || definition) && (
          <p className="game__hint" aria-live="polite">
            <strong>{hint === 'sentence' ? t('game.sentence') : t('game.definition')}:</strong>{' '}
            {hint === 'sentence' ? sentence : definition}
          </p>
        )}
        {state.phase === 'finishing' && state.notice === 'offline' && (
          <div role="alert" className="row">
            <span>{t('game.finishFailed')}</span>
            <button type="button" className="button" onClick={() => game.retryFinish()}>
              {t('game.retry')}
            </button>
          </div>
        )}
      </div>
      {confirmStop && (
        <StopDialog
          onStop={() => {
            setConfirmStop(false)
            game.quit()
          }}
          onKeepPlaying={() => setConfirmStop(false)}
        />
      )}
    </div>
  )
}

function statusText(state: GameState, t: TFunction, testMode: boolean): string {
  const word = currentWord(state)
  if (state.phase === 'finishing') return t('game.finishing')
  if (state.phase === 'checking') return t('game.checking')
  if (state.phase === 'showing' && word) return t('game.showing', { word: word.word })
  if (state.phase === 'feedback' && state.lastOutcome) {
    const o = state.lastOutcome
    if (testMode) return t('game.saved')
    if (!o.correct) return t('game.wrong', { typed: o.typed, letters: [...o.word].join('-') })
    return [
      t('game.correct', { points: o.points }),
      o.multiplier > 1 ? t('game.streakBonus', { multiplier: o.multiplier }) : '',
      o.honeypotEarned ? t('game.honeypot') : '',
    ]
      .filter(Boolean)
      .join(' ')
  }
  switch (state.notice) {
    case 'too-fast':
      return t('game.tooFast')
    case 'offline':
      return t('game.offline')
    case 'refused':
      return t('game.refused')
    case 'already-done':
      return t('game.alreadyDone')
    case 'no-tile':
      return t('game.noTile')
    case 'full':
      return t('game.full')
    default:
      return ''
  }
}

function StopDialog({ onStop, onKeepPlaying }: { onStop: () => void; onKeepPlaying: () => void }) {
  const { t } = useTranslation()
  const ref = useRef<HTMLDialogElement>(null)
  useEffect(() => {
    const dialog = ref.current
    if (dialog && !dialog.open) dialog.showModal()
  }, [])
  return (
    <dialog ref={ref} className="setup setup--small" aria-labelledby="stop-title" onCancel={onKeepPlaying}>
      <h2 id="stop-title">{t('game.stopConfirm')}</h2>
      <div className="setup__actions">
        <button type="button" className="button" onClick={onKeepPlaying} autoFocus>
          {t('game.stopNo')}
        </button>
        <button type="button" className="button button--primary" onClick={onStop}>
          {t('game.stopYes')}
        </button>
      </div>
    </dialog>
  )
}
