import { useTranslation } from 'react-i18next'

/** What a stage shows over its canvas while the scene loads, or when it could not start (with a retry). */
export function StageMessage({ status, onRetry }: { status: string; onRetry: () => void }) {
  const { t } = useTranslation()
  if (status === 'loading')
    return (
      <p className="stage__message" role="status">
        {t('loading')}
      </p>
    )
  if (status !== 'error') return null
  return (
    <div className="stage__message stage__message--error" role="alert">
      <h2>{t('error.title')}</h2>
      <p>{t('error.body')}</p>
      <button type="button" className="button" onClick={onRetry}>
        {t('error.retry')}
      </button>
    </div>
  )
}
