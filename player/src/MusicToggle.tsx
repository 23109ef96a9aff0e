import { useTranslation } from 'react-i18next'

/** Music on or off: a toggle button like the sound one (name "Music", state in aria-pressed). */
export function MusicToggle({ on, onChange }: { on: boolean; onChange: (on: boolean) => void }) {
  const { t } = useTranslation()
  return (
    <button type="button" className="sound-toggle" aria-pressed={on} onClick={() => onChange(!on)}>
      <svg className="sound-toggle__icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        <path d="M9 17V5l11-2v12" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
        <circle cx="6.5" cy="17.5" r="2.8" fill="currentColor" />
        <circle cx="17.5" cy="15.5" r="2.8" fill="currentColor" />
        {!on && <path d="M3 3l18 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />}
      </svg>
      <span>{t('music.label')}</span>
      <span className="sound-toggle__state" aria-hidden="true">
        {on ? t('sound.on') : t('sound.off')}
      </span>
    </button>
  )
}
