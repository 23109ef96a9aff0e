// The second sign-in step: a code from the authenticator app (or a backup
// code) or the code from the sign-in email, and whether to trust this device.
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { Alert, Box, Button, Checkbox, CircularProgress, FormControlLabel, FormHelperText, Stack, TextField } from '@mui/material'
import { useLogin, useTranslate } from 'react-admin'

import type { SecondFactorMethod } from '../authProvider'
import { failureOf, type LoginFailure } from './failure'

interface SecondFactorFormProps {
  method: SecondFactorMethod
  /** Called after the code was accepted, before react-admin moves on. */
  onSignedIn: () => void
  /** Back to the password step (with a message when the waiting sign-in has ended). */
  onBack: (failure?: LoginFailure) => void
  /** Email only: sign in again with the same password, which sends a new code. */
  onResend?: () => Promise<void>
}

export const SecondFactorForm = ({ method, onSignedIn, onBack, onResend }: SecondFactorFormProps) => {
  const translate = useTranslate()
  const login = useLogin()
  const [code, setCode] = useState('')
  const [trust, setTrust] = useState(false)
  const [submitted, setSubmitted] = useState(false)
  const [loading, setLoading] = useState(false)
  const [failure, setFailure] = useState<LoginFailure | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  const input = useRef<HTMLInputElement>(null)

  // After a wrong code the field was disabled while checking: put the cursor back for the next one.
  useEffect(() => {
    if (failure && !loading) input.current?.focus()
  }, [failure, loading])

  const codeMissing = submitted && !code.trim()
  const codeLabel = translate(method === 'authenticator' ? 'login.second_factor.authenticator_code' : 'login.second_factor.email_code')

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setSubmitted(true)
    if (!code.trim()) return
    setLoading(true)
    setFailure(null)
    setNotice(null)
    try {
      await login({ method, code: code.trim(), trust })
      onSignedIn()
    } catch (error) {
      const status = (error as { status?: number } | null)?.status
      if (status === 401) {
        // The waiting sign-in ended (timed out, or its second factor was turned off): start again.
        onBack({ message: 'login.second_factor.expired' })
        return
      }
      setFailure(failureOf(error, ['code', 'key']))
      // Ready for the next code: an empty field here is not a mistake to point at.
      setCode('')
      setSubmitted(false)
      setLoading(false)
    }
  }

  const resend = async () => {
    if (!onResend) return
    setFailure(null)
    setNotice(null)
    try {
      await onResend()
      setNotice('login.second_factor.resent')
    } catch (error) {
      setFailure(failureOf(error))
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-label={translate('login.second_factor.title')}>
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
      {notice && (
        <Alert severity="success" sx={{ mb: 2 }} role="status">
          {translate(notice)}
        </Alert>
      )}
      <TextField
        id="one-time-code"
        name="one-time-code"
        label={codeLabel}
        autoComplete="one-time-code"
        autoFocus
        required
        variant="outlined"
        margin="normal"
        fullWidth
        inputRef={input}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={codeMissing}
        helperText={
          codeMissing ? translate('login.required') : method === 'authenticator' ? translate('login.second_factor.backup_hint') : undefined
        }
        disabled={loading}
        slotProps={{
          htmlInput: {
            // Backup codes have letters: only the emailed code is digits alone.
            inputMode: method === 'email' ? 'numeric' : 'text',
            maxLength: 16,
            spellCheck: false,
            autoCapitalize: 'characters',
            style: { fontSize: '1.4rem', letterSpacing: '0.2em' },
          },
        }}
      />
      <FormControlLabel
        sx={{ mt: 1 }}
        control={<Checkbox checked={trust} onChange={(event) => setTrust(event.target.checked)} disabled={loading} />}
        label={translate('login.second_factor.trust')}
      />
      <FormHelperText sx={{ mt: -0.5, ml: 4 }}>{translate('login.second_factor.trust_hint')}</FormHelperText>
      <Button type="submit" variant="contained" size="large" fullWidth disabled={loading} sx={{ mt: 3, py: 1.25 }}>
        {loading ? (
          <CircularProgress size={24} color="inherit" aria-label={translate('login.second_factor.submit')} />
        ) : (
          translate('login.second_factor.submit')
        )}
      </Button>
      <Stack direction="row" sx={{ mt: 1.5, justifyContent: onResend ? 'space-between' : 'center' }}>
        <Button variant="text" size="small" onClick={() => onBack()} disabled={loading}>
          {translate('login.second_factor.back')}
        </Button>
        {onResend && (
          <Button variant="text" size="small" onClick={resend} disabled={loading}>
            {translate('login.second_factor.resend')}
          </Button>
        )}
      </Stack>
    </form>
  )
}
