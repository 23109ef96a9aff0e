// The pages account emails link to (lib/http/account-pages.ts). The form's data attributes say which call to
// make (constants of the server's); the key is read from the address here, never written into the page.
const form = document.getElementById('action')
const { method, path, param, bodyKey, password, failed, done } = form.dataset
const key = new URLSearchParams(location.search).get(param) ?? ''

form.addEventListener('submit', async (event) => {
  event.preventDefault()
  const fields = {}
  if (bodyKey) fields[bodyKey] = key
  if (password) fields.password = new FormData(form).get('password')
  const body = bodyKey || password ? JSON.stringify(fields) : undefined
  const headers = { 'X-Client-Type': 'auth', ...(body ? { 'Content-Type': 'application/json' } : {}) }
  const response = await fetch('/api/' + path.replace('{key}', encodeURIComponent(key)), { method, credentials: 'include', headers, body })
  const answer = await response.json().catch(() => ({}))
  const message = document.getElementById('message')
  if (!response.ok) {
    message.textContent = answer.error || failed
    return
  }
  if (answer.token) localStorage.setItem('token', answer.token)
  form.querySelector('button').hidden = true
  message.textContent = done
})
