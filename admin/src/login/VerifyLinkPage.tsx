// /console/verify?key=…: the link in the sign-in email. Opened in the browser
// where the sign-in waits, one press finishes it (a press, not the page load,
// so that mail scanners opening links sign nobody in, and so the user can
// choose whether to trust the device).
import { useState } from 'react'
import { Alert, Button, Checkbox, CircularProgress, FormControlLabel, FormHelperText } from '@mui/material'
import { useLogin, useTranslate } from 'react-admin'
import { Link, useSearchParams } from 'react-router-dom'

import { failureOf, type LoginFailure } from './failure'
import { LoginFrame } from './LoginFrame'

export const VerifyLinkPage = () => {
  const translate = useTranslate()
  const login = useLogin()
  const [params] = useSearchParams()
  const key = params.get('key') ?? ''
  const [trust, setTrust] = useState(false)
  const [loading, setLoading] = useState(false)
  const [failure, setFailure] = useState<LoginFailure | null>(key ? null : { message: 'login.second_factor.link_expired' })

  const finish = async () => {
    setLoading(true)
    setFailure(null)
    try {
      await login({ method: 'link', key, trust }, '/')
    } catch (error) {
      const status = (error as { status?: number } | null)?.status
      if (status === 401) setFailure({ message: 'login.second_factor.link_elsewhere' })
      else if (status === 404) setFailure({ message: 'login.second_factor.link_expired' })
      else setFailure(failureOf(error, ['key']))
      setLoading(false)
    }
  }

  return (
    <LoginFrame title={translate('login.second_factor.link_title')} subtitle={translate('login.second_factor.link_intro')}>
      {failure && (
        <Alert severity="error" sx={{ mb: 2 }} role="alert">
          {translate(failure.message, { _: failure.message })}
        </Alert>
      )}
      {key && (
        <>
          <FormControlLabel
            control={<Checkbox checked={trust} onChange={(event) => setTrust(event.target.checked)} disabled={loading} />}
            label={translate('login.second_factor.trust')}
          />
          <FormHelperText sx={{ mt: -0.5, ml: 4 }}>{translate('login.second_factor.trust_hint')}</FormHelperText>
          <Button variant="contained" size="large" fullWidth onClick={finish} disabled={loading} sx={{ mt: 3, py: 1.25 }}>
            {loading ? (
              <CircularProgress size={24} color="inherit" aria-label={translate('login.second_factor.link_submit')} />
            ) : (
              translate('login.second_factor.link_submit')
            )}
          </Button>
        </>
      )}
      <Button component={Link} to="/login" variant="text" size="small" fullWidth sx={{ mt: 1.5 }}>
        {translate('login.second_factor.back_to_sign_in')}
      </Button>
    </LoginFrame>
  )
}
