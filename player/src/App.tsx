import { useEffect, useState, type ComponentType } from 'react'
import { useTranslation } from 'react-i18next'
import { localeForRegion, sessionChoice, type Picks, type Playable, type SessionChoice } from './home/play-choice'
import { MusicToggle } from './MusicToggle'
import type { GamePageProps } from './pages/GamePage'
import { HomePage } from './pages/HomePage'
import { SignInPage } from './pages/SignInPage'
import { usePlayerSession } from './session/usePlayerSession'
import { readMusicOn, readSoundOn, writeMusicOn, writeSoundOn } from './settings/sound-setting'
import { SoundToggle } from './SoundToggle'

// The game (its Pixi scenes, themes and rules) is a chunk of its own, fetched once the pupil has signed in
// and chooses a list. Not React.lazy: Suspense holds its fallback for at least 300 ms, a delay for nothing
// when the chunk is already here.
let gamePage: Promise<ComponentType<GamePageProps>> | null = null
const loadGamePage = () => (gamePage ??= import('./pages/GamePage').then((m) => m.default))

function browserStorage(): Storage | undefined {
  try {
    return window.localStorage
  } catch {
    return undefined // Access itself can throw when storage is blocked.
  }
}

type View = { name: 'home' } | { name: 'game'; playable: Playable; choice: SessionChoice; run: number }

export function App() {
  const { t, i18n } = useTranslation()
  const [soundOn, setSoundOn] = useState(() => readSoundOn(browserStorage()))
  const [musicOn, setMusicOn] = useState(() => readMusicOn(browserStorage()))
  const { session, api, signIn, signOut } = usePlayerSession()
  const [view, setView] = useState<View>({ name: 'home' })
  const [GamePage, setGamePage] = useState<ComponentType<GamePageProps> | null>(null)

  useEffect(() => {
    document.title = t('documentTitle')
    document.documentElement.lang = i18n.language
  }, [t, i18n.language])

  useEffect(() => {
    // Signing out (or being signed out) always comes back to the start.
    if (session.status !== 'signed-in') setView({ name: 'home' })
    // Fetch the game's code while the pupil chooses a list, so Play starts at once.
    else void loadGamePage().then((page) => setGamePage(() => page))
  }, [session.status])

  // The school's font preference: a clearer, more widely spaced face for pupils who find it easier.
  const dyslexic = session.user?.school?.settings?.fontPreference === 'dyslexic'

  const changeSound = (on: boolean) => {
    setSoundOn(on)
    writeSoundOn(browserStorage(), on)
  }
  const changeMusic = (on: boolean) => {
    setMusicOn(on)
    writeMusicOn(browserStorage(), on)
  }
  const play = (playable: Playable, picks: Picks) =>
    setView({ name: 'game', playable, choice: sessionChoice(playable, picks), run: Date.now() })

  return (
    <div className={`player${dyslexic ? ' player--dyslexic' : ''}`} data-session={session.status}>
      <header className="player__bar">
        <h1 className="player__title">
          <svg className="player__logo" viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
            <path d="M16 3c5 7 9 11.5 9 16.5a9 9 0 0 1-18 0C7 14.5 11 10 16 3z" fill="#3d6cf0" />
            <circle cx="12.5" cy="19" r="2.6" fill="#ffffff" opacity="0.7" />
          </svg>
          {t('heading')}
        </h1>
        <div className="player__tools">
          {session.status === 'signed-in' && (
            <span className="player__hello">{t('account.hello', { name: session.user.name.split(' ')[0] })}</span>
          )}
          <SoundToggle on={soundOn} onChange={changeSound} />
          <MusicToggle on={musicOn} onChange={changeMusic} />
          {session.status === 'signed-in' && (
            <button type="button" className="button button--quiet" onClick={() => void signOut()}>
              {t('account.signOut')}
            </button>
          )}
        </div>
      </header>
      <main className="player__main">
        {session.status === 'checking' ? (
          <p className="home__loading" role="status">
            {t('loading')}
          </p>
        ) : session.status !== 'signed-in' ? (
          <SignInPage
            key={session.problem ?? 'none'}
            signingIn={session.status === 'signing-in'}
            problem={session.status === 'signed-out' ? session.problem : null}
            soundOn={soundOn}
            onSignIn={signIn}
          />
        ) : view.name === 'game' && !GamePage ? (
          <p className="home__loading" role="status">
            {t('setup.starting')}
          </p>
        ) : view.name === 'game' && GamePage ? (
          <GamePage
            key={view.run}
            api={api}
            playable={view.playable}
            choice={view.choice}
            locale={view.playable.list.locale ?? localeForRegion(session.user.school?.account_region)}
            soundOn={soundOn}
            musicOn={musicOn}
            onHome={() => setView({ name: 'home' })}
            onPlayAgain={() => setView({ ...view, run: Date.now() })}
          />
        ) : (
          <HomePage api={api} user={session.user} onPlay={play} />
        )}
      </main>
    </div>
  )
}
