import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_TITLE_WORD } from './scenes/title-layout';
import { readSoundOn, writeSoundOn } from './settings/sound-setting';
import { SoundToggle } from './SoundToggle';
import { GameStage } from './stage/GameStage';

function browserStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined; // Access itself can throw when storage is blocked.
  }
}

export function App() {
  const { t, i18n } = useTranslation();
  const [soundOn, setSoundOn] = useState(() => readSoundOn(browserStorage()));

  useEffect(() => {
    document.title = t('documentTitle');
    document.documentElement.lang = i18n.language;
  }, [t, i18n.language]);

  const changeSound = (on: boolean) => {
    setSoundOn(on);
    writeSoundOn(browserStorage(), on);
  };

  return (
    <div className="player">
      <header className="player__bar">
        <h1 className="player__title">
          <svg className="player__logo" viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
            <path d="M16 3c5 7 9 11.5 9 16.5a9 9 0 0 1-18 0C7 14.5 11 10 16 3z" fill="#3d6cf0" />
            <circle cx="12.5" cy="19" r="2.6" fill="#ffffff" opacity="0.7" />
          </svg>
          {t('heading')}
        </h1>
        <SoundToggle on={soundOn} onChange={changeSound} />
      </header>
      <main className="player__main">
        <p className="player__tagline">{t('tagline')}</p>
        <GameStage word={DEFAULT_TITLE_WORD} soundOn={soundOn} />
        <p className="player__instructions" id="player-instructions">
          {t('instructions')}
        </p>
      </main>
    </div>
  );
}
