// The access-token page's sign-in (lib/http/access-token-page.ts): password, then a second factor if asked,
// then the page loads again and sends the visitor back with a one-time access token.
const signIn = document.getElementById('signin')
const codeForm = document.getElementById('code')
const { failed } = signIn.dataset

const post = (path, body) =>
  fetch('/api/' + path, {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json', 'X-Client-Type': 'auth' },
    body: JSON.stringify(body),
  }).then(async (r) => ({ ok: r.ok, body: await r.json().catch(() => ({})) }))

let mfa = null
signIn.addEventListener('submit', async (event) => {
  event.preventDefault()
  const fields = new FormData(signIn)
  const r = await post('auth', { username: fields.get('username'), password: fields.get('password') })
  if (!r.ok) {
    document.getElementById('error').textContent = r.body.error || failed
    return
  }
  localStorage.setItem('token', r.body.token)
  if (r.body.mfaRequired) {
    mfa = r.body.mfaRequired
    signIn.hidden = true
    codeForm.hidden = false
    codeForm.querySelector('input').focus()
    return
  }
  location.reload()
})

codeForm.addEventListener('submit', async (event) => {
  event.preventDefault()
  const code = new FormData(codeForm).get('code')
  const r =
    mfa === 'authenticator'
      ? await post('users/me/verify-authenticator', { code, trust: false })
      : await post('users/me/verify', { key: code, trust: false })
  if (!r.ok) {
    document.getElementById('code-error').textContent = r.body.error || failed
    return
  }
  location.reload()
})
