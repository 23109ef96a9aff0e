import { useId, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { DEFAULT_TITLE_WORD } from '../scenes/title-layout'
import type { SignInProblem } from '../session/usePlayerSession'
import { GameStage } from '../stage/GameStage'

export type SignInPageProps = {
  signingIn: boolean
  problem: SignInProblem | null
  soundOn: boolean
  onSignIn: (card: {
    schoolId: string
    username: string
    password: string
  }) => Promise<{ problem: SignInProblem; retryAfterS: number | null } | null>
}

/**
 * The login card's three lines (school id, username, password), first in reading and tab order, beside the
 * title scene whose letters hop when tapped or typed. Nothing is focused on arrival, so typing plays with
 * the letters until the pupil chooses a field.
 */
export function SignInPage({ signingIn, problem: initialProblem, soundOn, onSignIn }: SignInPageProps) {
  const { t } = useTranslation()
  const id = useId()
  const [schoolId, setSchoolId] = useState('')
  const [username, setUsername] = useState('')
  const [password, setPassword] = useState('')
  const [showPassword, setShowPassword] = useState(false)
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<{ problem: SignInProblem | 'missing'; retryAfterS?: number | null } | null>(
    initialProblem ? { problem: initialProblem } : null,
  )

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (busy) return
    if (!schoolId.trim() || !username.trim() || !password) {
      setProblem({ problem: 'missing' })
      return
    }
    setBusy(true)
    setProblem(null)
    const failed = await onSignIn({ schoolId, username, password })
    setBusy(false)
    if (failed) setProblem(failed)
  }

  const message = problem
    ? problem.problem === 'tooMany' && problem.retryAfterS
      ? t('signIn.tooManyIn', { count: problem.retryAfterS })
      : problem.problem === 'signedOut'
        ? t('account.signedOut')
        : t(`signIn.${problem.problem}`)
    : null

  return (
    <div className="sign-in">
      <form className="card sign-in__form" onSubmit={submit} noValidate aria-labelledby={`${id}-title`} aria-busy={busy || signingIn}>
        <h2 id={`${id}-title`}>{t('signIn.title')}</h2>
        {signingIn ? (
          <p role="status" className="notice">
            {t('signIn.withKey')}
          </p>
        ) : (
          <p>{t('signIn.intro')}</p>
        )}
        <div className="field">
          <label htmlFor={`${id}-school`}>{t('signIn.schoolId')}</label>
          <input
            id={`${id}-school`}
            name="school_id"
            inputMode="numeric"
            autoComplete="off"
            aria-describedby={`${id}-school-help`}
            value={schoolId}
            onChange={(e) => setSchoolId(e.target.value)}
            disabled={signingIn}
          />
          <small id={`${id}-school-help`}>{t('signIn.schoolIdHelp')}</small>
        </div>
        <div className="field">
          <label htmlFor={`${id}-username`}>{t('signIn.username')}</label>
          <input
            id={`${id}-username`}
            name="username"
            autoComplete="username"
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            value={username}
            onChange={(e) => setUsername(e.target.value)}
            disabled={signingIn}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-password`}>{t('signIn.password')}</label>
          <input
            id={`${id}-password`}
            name="password"
            type={showPassword ? 'text' : 'password'}
            autoComplete="current-password"
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            disabled={signingIn}
          />
          <label className="check">
            <input type="checkbox" checked={showPassword} onChange={(e) => setShowPassword(e.target.checked)} />
            {t('signIn.showPassword')}
          </label>
        </div>
        {message && (
          <p className="notice notice--problem" role="alert">
            {message}
          </p>
        )}
        <button type="submit" className="button button--primary button--wide" disabled={busy || signingIn}>
          {busy || signingIn ? t('signIn.working') : t('signIn.submit')}
        </button>
        <p className="sign-in__qr">{t('signIn.qrHint')}</p>
      </form>
      <div className="sign-in__stage">
        <p className="player__tagline">{t('tagline')}</p>
        <GameStage word={DEFAULT_TITLE_WORD} soundOn={soundOn} />
        <p className="player__instructions" id="player-instructions">
          {t('instructions')}
        </p>
      </div>
    </div>
  )
}
