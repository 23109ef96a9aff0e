import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { DIFFICULTIES, GAME_TYPES, type Difficulty, type GameType } from '../../games/spelling/rules'
import type { PlayerUser } from '../api/auth'
import type { ApiClient } from '../api/client'
import { myHomework, type HomeworkTask } from '../api/homework'
import { myLists, myScheme, type Scheme, type WordList } from '../api/spelling'
import { daysUntil, fixedDifficultyOf, readPicks, writePicks, type Picks, type Playable } from '../home/play-choice'
import { ThemeIcon } from './ThemeIcon'

export type HomePageProps = {
  api: ApiClient
  user: PlayerUser
  onPlay: (playable: Playable, picks: Picks) => void
}

type Loaded = { homework: HomeworkTask[]; lists: WordList[]; scheme: Scheme | null }

function browserStorage(): Storage | undefined {
  try {
    return window.localStorage
  } catch {
    return undefined
  }
}

const STAGE_KEY = 'inkwell.player.stage'

const toPlayable = (list: WordList, source: Playable['source']): Playable => ({
  list: { id: list.id, title: list.title, locale: list.locale, wordCount: list.wordCount },
  source,
  fixedDifficulty: fixedDifficultyOf(source, null),
  fixedGameType: null,
})

/**
 * The pupil's home: homework first (soonest due first), then the lists set for them, then free play on the
 * spelling scheme. Choosing one opens the game setup: the level (unless homework or free play fixes it) and
 * the theme.
 */
export function HomePage({ api, user, onPlay }: HomePageProps) {
  const { t, i18n } = useTranslation()
  const [loaded, setLoaded] = useState<Loaded | null>(null)
  const [failed, setFailed] = useState(false)
  const [attempt, setAttempt] = useState(0)
  const [stage, setStage] = useState<number | null>(() => Number(browserStorage()?.getItem(STAGE_KEY)) || null)
  const [chosen, setChosen] = useState<Playable | null>(null)

  useEffect(() => {
    let cancelled = false
    setFailed(false)
    // Homework is what a pupil is set; staff trying the player would otherwise see all their school's.
    const homework = user.role === 'pupil' ? myHomework(api) : Promise.resolve({ available: false, tasks: [] })
    Promise.all([homework, myLists(api), myScheme(api).catch(() => null)])
      .then(([homework, lists, scheme]) => {
        if (cancelled) return
        setLoaded({ homework: homework.tasks, lists, scheme })
      })
      .catch(() => !cancelled && setFailed(true))
    return () => {
      cancelled = true
    }
  }, [api, user.role, attempt])

  const stages = loaded?.scheme?.stages ?? []
  const shownStage = stages.find((s) => s.stage === stage) ?? stages[0] ?? null
  const pickStage = (value: number) => {
    setStage(value)
    try {
      browserStorage()?.setItem(STAGE_KEY, String(value))
    } catch {
      /* not remembered */
    }
  }

  const dateFormat = useMemo(
    () => new Intl.DateTimeFormat(i18n.language, { weekday: 'long', day: 'numeric', month: 'long' }),
    [i18n.language],
  )
  const dueText = (h: HomeworkTask) => {
    const days = daysUntil(h.dueAt, new Date())
    if (days === null || !h.dueAt) return null
    if (days === 0) return t('home.dueToday')
    return days < 0
      ? t('home.overdue', { date: dateFormat.format(new Date(h.dueAt)) })
      : t('home.due', { date: dateFormat.format(new Date(h.dueAt)) })
  }

  if (failed) {
    return (
      <div className="card home__problem" role="alert">
        <p>{t('home.loadFailed')}</p>
        <button type="button" className="button" onClick={() => setAttempt((n) => n + 1)}>
          {t('home.retry')}
        </button>
      </div>
    )
  }
  if (!loaded) {
    return (
      <p className="home__loading" role="status">
        {t('home.loading')}
      </p>
    )
  }

  return (
    <div className="home">
      {loaded.homework.length > 0 && (
        <section className="home__section home__section--homework" aria-labelledby="home-homework">
          <h2 id="home-homework">{t('home.homework')}</h2>
          <p className="home__intro">{t('home.homeworkIntro')}</p>
          <ul className="cards" role="list">
            {loaded.homework.map((task) => {
              const due = dueText(task)
              const title = task.list.title ?? task.homeworkTitle ?? `#${task.list.id}`
              return (
                <li key={`${task.homeworkId}-${task.itemId}`}>
                  <button
                    type="button"
                    className={`list-card list-card--homework${task.done ? ' list-card--done' : ''}`}
                    onClick={() =>
                      setChosen({
                        list: { id: task.list.id, title, locale: task.list.locale, wordCount: task.list.wordCount },
                        source: 'homework',
                        homeworkId: task.homeworkId,
                        test: task.test,
                        fixedDifficulty: fixedDifficultyOf('homework', task.difficulty),
                        fixedGameType: task.gameType,
                      })
                    }
                  >
                    <span className="list-card__title">{title}</span>
                    {task.homeworkTitle && task.homeworkTitle !== title && <span className="list-card__meta">{task.homeworkTitle}</span>}
                    {due && <span className="list-card__meta list-card__due">{due}</span>}
                    {task.difficulty && (
                      <span className="list-card__meta">{t('home.setDifficulty', { level: t(`difficulty.${task.difficulty}.name`) })}</span>
                    )}
                    {task.test && <span className="list-card__meta">{t('home.test')}</span>}
                    {task.setBy && <span className="list-card__meta">{t('home.setBy', { name: task.setBy })}</span>}
                    {task.done && <span className="badge">{t('home.done')}</span>}
                  </button>
                </li>
              )
            })}
          </ul>
        </section>
      )}

      <section className="home__section" aria-labelledby="home-lists">
        <h2 id="home-lists">{t('home.lists')}</h2>
        {loaded.lists.length ? (
          <>
            <p className="home__intro">{t('home.listsIntro')}</p>
            <ul className="cards" role="list">
              {loaded.lists.map((list) => (
                <li key={list.id}>
                  <ListCard list={list} onChoose={() => setChosen(toPlayable(list, 'list'))} />
                </li>
              ))}
            </ul>
          </>
        ) : (
          <p className="home__intro">{t('home.noLists')}</p>
        )}
      </section>

      {stages.length > 0 && shownStage && (
        <section className="home__section" aria-labelledby="home-free">
          <h2 id="home-free">{t('home.freePlay')}</h2>
          <p className="home__intro">{t('home.freePlayIntro')}</p>
          <div className="stage-picker" role="group" aria-label={t('home.chooseStage')}>
            {stages.map((s) => (
              <button
                key={s.stage}
                type="button"
                className="chip"
                aria-pressed={s.stage === shownStage.stage}
                onClick={() => pickStage(s.stage)}
              >
                {s.name ?? `${t('home.stage')} ${s.stage}`}
              </button>
            ))}
          </div>
          {shownStage.lists.length ? (
            <ul className="cards" role="list">
              {shownStage.lists.map((list) => (
                <li key={list.id}>
                  <ListCard list={list} onChoose={() => setChosen(toPlayable(list, 'freeplay'))} />
                </li>
              ))}
            </ul>
          ) : (
            <p>{t('home.noSchemeLists')}</p>
          )}
        </section>
      )}

      {chosen && (
        <SetupDialog
          playable={chosen}
          onClose={() => setChosen(null)}
          onPlay={(picks) => {
            writePicks(browserStorage(), picks)
            onPlay(chosen, picks)
          }}
        />
      )}
      <p className="home__who">{user.school?.name}</p>
    </div>
  )
}

function ListCard({ list, onChoose }: { list: WordList; onChoose: () => void }) {
  const { t } = useTranslation()
  return (
    <button type="button" className="list-card" onClick={onChoose}>
      <span className="list-card__title">{list.title}</span>
      <span className="list-card__meta">{t('home.words', { count: list.wordCount })}</span>
    </button>
  )
}

/** The game setup, as a modal dialog: focus moves in, Escape or Back closes it, focus returns. */
function SetupDialog({ playable, onClose, onPlay }: { playable: Playable; onClose: () => void; onPlay: (picks: Picks) => void }) {
  const { t } = useTranslation()
  const id = useId()
  const ref = useRef<HTMLDialogElement>(null)
  const [picks, setPicks] = useState<Picks>(() => readPicks(browserStorage()))
  const difficulty = playable.fixedDifficulty ?? picks.difficulty
  const gameType = playable.fixedGameType ?? picks.gameType

  useEffect(() => {
    const dialog = ref.current
    // No close() on unmount: removing the element ends the modal, and a close event would arrive late.
    if (dialog && !dialog.open) dialog.showModal()
  }, [])

  const choose = useCallback((change: Partial<Picks>) => setPicks((p) => ({ ...p, ...change })), [])

  return (
    <dialog ref={ref} className="setup" aria-labelledby={`${id}-title`} onClose={onClose} onCancel={onClose}>
      <form
        method="dialog"
        onSubmit={(event) => {
          event.preventDefault()
          onPlay({ difficulty, gameType })
        }}
      >
        <h2 id={`${id}-title`}>{t('setup.title', { list: playable.list.title })}</h2>
        <fieldset className="choices">
          <legend>{t('setup.difficulty')}</legend>
          {playable.fixedDifficulty !== null && (
            <p className="choices__note">{playable.source === 'freeplay' ? t('setup.freePlayLevel') : t('setup.fixed')}</p>
          )}
          {DIFFICULTIES.map((d: Difficulty) => (
            <label key={d} className={`choice${playable.fixedDifficulty !== null && d !== difficulty ? ' choice--unavailable' : ''}`}>
              <input
                type="radio"
                name="difficulty"
                value={d}
                checked={difficulty === d}
                disabled={playable.fixedDifficulty !== null && d !== difficulty}
                onChange={() => choose({ difficulty: d })}
              />
              <span className="choice__name">{t(`difficulty.${d}.name`)}</span>
              <span className="choice__about">{t(`difficulty.${d}.about`)}</span>
            </label>
          ))}
        </fieldset>
        <fieldset className="choices choices--themes">
          <legend>{t('setup.theme')}</legend>
          {GAME_TYPES.map((g: GameType) => (
            <label key={g} className="choice choice--theme">
              <input
                type="radio"
                name="gameType"
                value={g}
                checked={gameType === g}
                disabled={playable.fixedGameType !== null && g !== gameType}
                onChange={() => choose({ gameType: g })}
              />
              <ThemeIcon gameType={g} />
              <span className="choice__name">{t(`theme.${g}`)}</span>
            </label>
          ))}
        </fieldset>
        <div className="setup__actions">
          <button type="button" className="button" onClick={onClose}>
            {t('setup.cancel')}
          </button>
          <button type="submit" className="button button--primary" autoFocus>
            {t('setup.play')}
          </button>
        </div>
      </form>
    </dialog>
  )
}
