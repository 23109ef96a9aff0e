// The console's sign-in page. It makes no API call until the form is sent:
// an already stored token only redirects to the dashboard.
import { useEffect, useState, type FormEvent } from 'react';
import { Alert, Avatar, Box, Button, Card, CardContent, CircularProgress, IconButton, InputAdornment, TextField, Typography } from '@mui/material';
import HistoryEduIcon from '@mui/icons-material/HistoryEdu';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { useLocaleState, useLogin, useNavigate, useTranslate } from 'react-admin';

import { localeForRegion } from '../i18n/locales';
import { getStoredUser, getToken } from '../session';

interface LoginFailure {
  message: string;
  attemptsRemaining?: number;
}

const failureOf = (error: unknown): LoginFailure => {
  const message = error instanceof Error && error.message ? error.message : typeof error === 'string' ? error : 'ra.auth.sign_in_error';
  const body = (error as { body?: { attemptsRemaining?: unknown } } | null)?.body;
  const attemptsRemaining = typeof body?.attemptsRemaining === 'number' ? body.attemptsRemaining : undefined;
  return { message, attemptsRemaining };
};

export const LoginPage = () => {
  const translate = useTranslate();
  const login = useLogin();
  const navigate = useNavigate();
  const [, setLocale] = useLocaleState();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [loading, setLoading] = useState(false);
  const [failure, setFailure] = useState<LoginFailure | null>(null);

  useEffect(() => {
    if (getToken()) navigate('/');
  }, [navigate]);

  const usernameMissing = submitted && !username.trim();
  const passwordMissing = submitted && !password;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (!username.trim() || !password) return;
    setLoading(true);
    setFailure(null);
    try {
      await login({ username: username.trim(), password });
      // US schools read US wording (student, grade); the locale menu can change it.
      const region = getStoredUser()?.school?.account_region;
      if (region) setLocale(localeForRegion(region));
    } catch (error) {
      setFailure(failureOf(error));
      setLoading(false);
    }
  };

  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        p: 2,
        background: 'linear-gradient(160deg, #eef1f8 0%, #dde3f0 100%)',
      }}
    >
      <Card sx={{ width: '100%', maxWidth: 400 }} elevation={3}>
        <CardContent sx={{ p: 4, '&:last-child': { pb: 4 } }}>
          <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', mb: 3 }}>
            <Avatar sx={{ bgcolor: 'primary.main', width: 56, height: 56, mb: 1.5 }}>
              <HistoryEduIcon fontSize="large" />
            </Avatar>
            <Typography component="h1" variant="h5" sx={{ fontWeight: 600 }}>
              {translate('login.title')}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, textAlign: 'center' }}>
              {translate('login.subtitle')}
            </Typography>
          </Box>

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
              onChange={event => setUsername(event.target.value)}
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
              onChange={event => setPassword(event.target.value)}
              error={passwordMissing}
              helperText={passwordMissing ? translate('login.required') : undefined}
              disabled={loading}
              slotProps={{
                input: {
                  endAdornment: (
                    <InputAdornment position="end">
                      <IconButton
                        aria-label={translate(showPassword ? 'login.hide_password' : 'login.show_password')}
                        onClick={() => setShowPassword(shown => !shown)}
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
        </CardContent>
      </Card>
    </Box>
  );
};
