// The console's sign-in page. It makes no API call until the form is sent:
// an already stored token only redirects to the dashboard. Accounts with a
// second factor then get a second step on the same page (SecondFactorForm).
import { useEffect, useState, type FormEvent } from 'react'
import { Alert, Box, Button, CircularProgress, IconButton, InputAdornment, TextField, Typography } from '@mui/material'
import Visibility from '@mui/icons-material/Visibility'
import VisibilityOff from '@mui/icons-material/VisibilityOff'
import { useLocaleState, useLogin, useNavigate, useTranslate } from 'react-admin'

import { SecondFactorRequired, cancelSecondFactor, type SecondFactorMethod } from '../authProvider'
import { localeForRegion } from '../i18n/locales'
import { getStoredUser, getToken } from '../session'
import { failureOf, type LoginFailure } from './failure'
import { LoginFrame } from './LoginFrame'
import { SecondFactorForm } from './SecondFactorForm'

export const LoginPage = () => {
  const translate = useTranslate()
  const login = useLogin()
  const navigate = useNavigate()
  const [, setLocale] = useLocaleState()
  const [username, setUsername] = useState('')
  const [password, setPassword] = useState('')
  const [showPassword, setShowPassword] = useState(false)
  const [submitted, setSubmitted] = useState(false)
  const [loading, setLoading] = useState(false)
  const [failure, setFailure] = useState<LoginFailure | null>(null)
  const [secondFactor, setSecondFactor] = useState<SecondFactorMethod | null>(null)

  useEffect(() => {
    if (getToken()) navigate('/')
  }, [navigate])

  // US schools read US wording (student, grade); the locale menu can change it.
  const followSchoolRegion = () => {
    const region = getStoredUser()?.school?.account_region
    if (region) setLocale(localeForRegion(region))
  }

  const usernameMissing = submitted && !username.trim()
  const passwordMissing = submitted && !password

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setSubmitted(true)
    if (!username.trim() || !password) return
    setLoading(true)
    setFailure(null)
    try {
      await login({ username: username.trim(), password })
      followSchoolRegion()
    } catch (error) {
      if (error instanceof SecondFactorRequired) setSecondFactor(error.method)
      else setFailure(failureOf(error))
      setLoading(false)
    }
  }

  /** Email codes: signing in again with the same password sends a new one. */
  const resendCode = async () => {
    try {
      await login({ username: username.trim(), password })
    } catch (error) {
      if (error instanceof SecondFactorRequired) return
      throw error
    }
  }

  const backToPassword = (reason?: LoginFailure) => {
    void cancelSecondFactor()
    setSecondFactor(null)
    setPassword('')
    setSubmitted(false)
    setFailure(reason ?? null)
  }

  if (secondFactor) {
    return (
      <LoginFrame
        title={translate('login.second_factor.title')}
        subtitle={translate(
          secondFactor === 'authenticator' ? 'login.second_factor.authenticator_intro' : 'login.second_factor.email_intro',
        )}
      >
        <SecondFactorForm
          key={secondFactor}
          method={secondFactor}
          onSignedIn={followSchoolRegion}
          onBack={backToPassword}
          onResend={secondFactor === 'email' ? resendCode : undefined}
        />
      </LoginFrame>
    )
  }

  return (
    <LoginFrame title={translate('login.title')} subtitle={translate('login.subtitle')}>
      <form onSubmit={submit} noValidate aria-label={translate('login.title')}>
        {failure && (
          <Alert severity="error" sx={{ mb: 2 }} role="alert">
            {translate(failure.message, { _: failure.message })}
            {failure.attemptsRemaining !== undefined && (
              <Box component="span" sx={{ display: 'block', mt: 0.5 }}>
                {translate('login.attempts_remaining', { smart_count: failure.attemptsRemaining })}
              </Box>
            )}
          </Alert>
        )}
        <TextField
          id="username"
          name="username"
          label={translate('login.username')}
          autoComplete="username"
          autoFocus
          required
          variant="outlined"
          margin="normal"
          size="medium"
          fullWidth
          value={username}
          onChange={(event) => setUsername(event.target.value)}
          error={usernameMissing}
          helperText={usernameMissing ? translate('login.required') : undefined}
          disabled={loading}
        />
        <TextField
          id="password"
          name="password"
          label={translate('login.password')}
          type={showPassword ? 'text' : 'password'}
          autoComplete="current-password"
          required
          variant="outlined"
          margin="normal"
          size="medium"
          fullWidth
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={passwordMissing}
          helperText={passwordMissing ? translate('login.required') : undefined}
          disabled={loading}
          slotProps={{
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  <IconButton
                    aria-label={translate(showPassword ? 'login.hide_password' : 'login.show_password')}
                    onClick={() => setShowPassword((shown) => !shown)}
                    edge="end"
                  >
                    {showPassword ? <VisibilityOff /> : <Visibility />}
                  </IconButton>
                </InputAdornment>
              ),
            },
          }}
        />
        <Button type="submit" variant="contained" size="large" fullWidth disabled={loading} sx={{ mt: 3, py: 1.25 }}>
          {loading ? <CircularProgress size={24} color="inherit" aria-label={translate('login.submit')} /> : translate('login.submit')}
        </Button>
      </form>

      <Typography variant="body2" color="text.secondary" sx={{ mt: 3, textAlign: 'center' }}>
        {translate('login.staff_note')}
      </Typography>
    </LoginFrame>
  )
}
