// Accepting a teacher invitation: the emailed link opens /console/invite?code=…
// Someone new chooses their name and password here; someone with an Inkwell
// teacher account gives its password. Either way they join the school and
// land signed in on the dashboard.
import { useState, type FormEvent } from 'react'
import { Alert, Box, Button, CircularProgress, TextField, Typography } from '@mui/material'
import { useLogin, useTranslate } from 'react-admin'
import { useSearchParams } from 'react-router-dom'

import { SecondFactorRequired } from '../authProvider'
import { errorMessage } from '../school/errors'
import { LoginFrame } from './LoginFrame'

export const InvitePage = () => {
  const translate = useTranslate()
  const login = useLogin()
  const [params] = useSearchParams()
  const [code, setCode] = useState(params.get('code') ?? '')
  const [name, setName] = useState('')
  const [password, setPassword] = useState('')
  const [submitted, setSubmitted] = useState(false)
  const [loading, setLoading] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setSubmitted(true)
    if (!code.trim() || !password) return
    setLoading(true)
    setFailure(null)
    try {
      await login({ method: 'invite', code, password, name }, '/')
    } catch (error) {
      // An account with a second factor finishes signing in on the sign-in page.
      setFailure(error instanceof SecondFactorRequired ? translate('invite.second_factor') : errorMessage(error, translate))
      setLoading(false)
    }
  }

  return (
    <LoginFrame title={translate('invite.title')} subtitle={translate('invite.subtitle')}>
      <Box component="form" onSubmit={submit} noValidate sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        {failure && (
          <Alert severity="error" role="alert">
            {failure}
          </Alert>
        )}
        <TextField
          label={translate('invite.code')}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          required
          error={submitted && !code.trim()}
          helperText={submitted && !code.trim() ? translate('login.required') : undefined}
          autoComplete="one-time-code"
        />
        <TextField
          label={translate('invite.name')}
          value={name}
          onChange={(event) => setName(event.target.value)}
          helperText={translate('invite.name_help')}
          autoComplete="name"
        />
        <TextField
          label={translate('invite.password')}
          type="password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          required
          error={submitted && !password}
          helperText={submitted && !password ? translate('login.required') : translate('invite.password_help')}
          autoComplete="new-password"
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={loading}
          startIcon={loading ? <CircularProgress size={18} color="inherit" /> : undefined}
        >
          {translate('invite.submit')}
        </Button>
        <Typography variant="body2" color="text.secondary">
          {translate('invite.expires')}
        </Typography>
      </Box>
    </LoginFrame>
  )
}
