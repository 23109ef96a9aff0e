'use client'
/**
 * Payload's admin signs in through Inkwell's own sign-in (POST /api/auth), which sets the session cookie
 * that the admin's server side reads. Shown on the admin's login page in place of Payload's local form.
 */
import { useState, type FormEvent } from 'react'

export function AdminSignIn() {
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    setBusy(true)
    setError(null)
    try {
      const response = await fetch('/api/auth', {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json', 'X-Client-Type': 'payload-admin' },
        body: JSON.stringify({ username: form.get('username'), password: form.get('password') }),
      })
      const body = await response.json().catch(() => ({}))
      if (!response.ok) {
        setError(body.error ?? 'Sign-in failed')
        return
      }
      if (!body.user?.superuser) {
        setError('The content admin is for Inkwell staff. Teachers sign in to the console at /console.')
        return
      }
      const redirect = new URLSearchParams(window.location.search).get('redirect')
      window.location.assign(redirect && redirect.startsWith('/admin') ? redirect : '/admin')
    } finally {
      setBusy(false)
    }
  }

  return (
    <form onSubmit={submit} style={{ display: 'grid', gap: '1rem', width: '100%' }} aria-label="Sign in">
      <label style={{ display: 'grid', gap: '0.25rem' }}>
        Username or email
        <input name="username" autoComplete="username" required className="field-type text" style={{ padding: '0.6rem' }} />
      </label>
      <label style={{ display: 'grid', gap: '0.25rem' }}>
        Password
        <input name="password" type="password" autoComplete="current-password" required style={{ padding: '0.6rem' }} />
      </label>
      {error && (
        <p role="alert" style={{ color: 'var(--theme-error-500)', margin: 0 }}>
          {error}
        </p>
      )}
      <button type="submit" className="btn btn--style-primary" disabled={busy} style={{ padding: '0.7rem' }}>
        {busy ? 'Signing in…' : 'Sign in'}
      </button>
    </form>
  )
}
