import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import type { GameState } from '../../games/spelling/game-flow'
import type { BankedHoneypots, SessionWord } from '../../games/spelling/session-types'
import { SpeakerIcon } from './SpeakerIcon'

export type ResultsViewProps = {
  state: GameState
  banked: BankedHoneypots | null
  listTitle: string
  onHear: (word: SessionWord) => void
  onPlayAgain: () => void
  onHome: () => void
}

/** Stars for a game: three for 90% right or more, two from 60%, one for trying. */
export const starsFor = (accuracy: number | undefined) => (accuracy === undefined ? 0 : accuracy >= 90 ? 3 : accuracy >= 60 ? 2 : 1)

function Star({ lit }: { lit: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="44" height="44" aria-hidden="true" focusable="false">
      <path
        d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z"
        fill={lit ? '#ffd25a' : '#e6e9f0'}
        stroke="#1e2a4a"
        strokeWidth="1.6"
        strokeLinejoin="round"
      />
    </svg>
  )
}

/** The end of a game: the score the server worked out, and the words worth practising. */
export function ResultsView({ state, banked, listTitle, onHear, onPlayAgain, onHome }: ResultsViewProps) {
  const { t } = useTranslation()
  const headingRef = useRef<HTMLHeadingElement>(null)
  const result = state.result!
  const score = result.score
  const total = result.words.length
  const practise = result.wordsToPractise
  const wordsById = new Map(result.words.map((w) => [w.id, w]))
  const earned = score.honeypots

  useEffect(() => {
    // The game's controls are gone: put keyboard and screen-reader users at the top of the result.
    headingRef.current?.focus()
  }, [])

  const title = score.perfect ? t('results.titlePerfect') : state.stoppedEarly ? t('results.titleStopped') : t('results.title')
  return (
    <section className="results card" aria-labelledby="results-title" data-score={score.score}>
      <h2 id="results-title" ref={headingRef} tabIndex={-1}>
        {title}
      </h2>
      <p className="results__list">{listTitle}</p>
      <div className="results__stars" aria-hidden="true">
        {[1, 2, 3].map((n) => (
          <Star key={n} lit={n <= starsFor(score.accuracy)} />
        ))}
      </div>
      <div className="results__score">
        <span className="results__label">{t('results.score')}</span>
        <strong className="results__points" data-testid="result-score">
          {score.score}
        </strong>
      </div>
      <ul className="results__facts" role="list">
        <li>{t('results.correct', { correct: score.correct, total })}</li>
        {score.accuracy !== undefined && <li>{t('results.accuracy', { accuracy: score.accuracy })}</li>}
        <li>{t('results.bestStreak', { count: score.bestStreak })}</li>
        {earned > 0 && <li>{t('results.honeypots', { count: earned })}</li>}
        {banked && <li>{t('results.hive', { count: banked.totalHoneypots })}</li>}
      </ul>
      <h3>{t('results.practise')}</h3>
      {practise.length ? (
        <ul className="practise" role="list">
          {practise.map((w) => {
            const word = wordsById.get(w.id)
            return (
              <li key={w.id} className="practise__word">
                <span lang="en">{w.word}</span>
                {word && (
                  <button
                    type="button"
                    className="button button--small"
                    onClick={() => onHear(word)}
                    aria-label={t('results.hear', { word: w.word })}
                  >
                    <SpeakerIcon />
                  </button>
                )}
              </li>
            )
          })}
        </ul>
      ) : (
        <p>{t('results.noPractise')}</p>
      )}
      <div className="results__actions">
        <button type="button" className="button button--primary" onClick={onPlayAgain}>
          {t('results.again')}
        </button>
        <button type="button" className="button" onClick={onHome}>
          {t('results.home')}
        </button>
      </div>
    </section>
  )
}
