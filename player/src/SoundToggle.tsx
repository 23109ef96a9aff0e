import { useTranslation } from 'react-i18next'

export interface SoundToggleProps {
  on: boolean
  onChange: (on: boolean) => void
}

/**
 * A real toggle button: its name stays "Sound" and aria-pressed carries the
 * state, so screen readers announce "Sound, toggle button, pressed". The
 * visible "on/off" word and the icon repeat that state for sighted pupils.
 */
export function SoundToggle({ on, onChange }: SoundToggleProps) {
  const { t } = useTranslation()
  return (
    <button type="button" className="sound-toggle" aria-pressed={on} onClick={() => onChange(!on)}>
      <svg className="sound-toggle__icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        <path d="M4 9h4l5-4v14l-5-4H4z" fill="currentColor" />
        {on ? (
          <path
            d="M16 8.5a5 5 0 0 1 0 7M18.5 6a8.5 8.5 0 0 1 0 12"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        ) : (
          <path d="M16 9l5 6M21 9l-5 6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        )}
      </svg>
      <span>{t('sound.label')}</span>
      <span className="sound-toggle__state" aria-hidden="true">
        {on ? t('sound.on') : t('sound.off')}
      </span>
    </button>
  )
}
