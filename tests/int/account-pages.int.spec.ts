import { beforeAll, describe, expect, it } from 'vitest'
import { waitForEmail } from '../helpers/email'
import { makeUser, STAFF_PASSWORD } from '../helpers/factories'
import { testServer, type TestServer } from '../helpers/server'

let server: TestServer
beforeAll(async () => {
  server = await testServer()
})

describe('the pages account emails link to', () => {
  it('the reset link opens a page that asks for the new password and posts it to the reset call', async () => {
    const teacher = await makeUser(server.payload, 'teacher')
    await server.api.post('users/forgot', { email: teacher.email })
    const email = await waitForEmail(server, teacher.email, 'password_reset')
    const link = new URL(/https?:\/\/\S+/.exec(email.text)![0])
    expect(link.pathname).toBe('/account/reset-password')
    const page = await fetch(`${server.url}${link.pathname}${link.search}`)
    expect(page.status).toBe(200)
    expect(page.headers.get('referrer-policy')).toBe('no-referrer')
    const html = await page.text()
    expect(html).toContain('Choose a new password')
    expect(html).toContain('name="password"')
    expect(html).toContain('data-path="users/me/passwordreset/{key}"')
    // The page's script reads the key from the address; the server never writes it into the page.
    expect(html).not.toContain(link.searchParams.get('token')!)
  })

  it('a key crafted to close the script and run another is never placed in the page, which runs only our own script', async () => {
    const attack = '</script><script>alert(1)</script>"><img src=x onerror=alert(2)>'
    for (const [path, param] of [
      ['verify-email', 'key'],
      ['reset-password', 'token'],
      ['email-change/confirm', 'key'],
      ['email-change/deny', 'key'],
      ['anon-upgrade', 'key'],
      ['parent-learner/verify', 'verify_token'],
    ]) {
      const page = await fetch(`${server.url}/account/${path}?${param}=${encodeURIComponent(attack)}`)
      expect(page.status).toBe(200)
      const html = await page.text()
      expect(html).not.toContain('alert(')
      expect(html).not.toMatch(/<script>/) // no inline script at all: only <script src=…>
      const csp = page.headers.get('content-security-policy')!
      expect(csp).toContain("script-src 'self'")
      expect(csp).not.toContain('unsafe-inline')
      expect(csp).toContain("frame-ancestors 'none'")
      expect(page.headers.get('x-content-type-options')).toBe('nosniff')
    }
    const script = await fetch(`${server.url}/account/assets/account.js`)
    expect(script.status).toBe(200)
    expect(script.headers.get('content-type')).toMatch(/javascript/)
  })

  it("[account.me] a session carried by the cookie is not handed back to the page's scripts", async () => {
    const teacher = await makeUser(server.payload, 'teacher')
    const signedIn = await server.api.post('auth', { username: teacher.username, password: STAFF_PASSWORD })
    const cookie = signedIn.headers.get('set-cookie')!.split(';')[0]
    const byCookie = await fetch(`${server.url}/api/users/me`, { headers: { cookie, origin: server.url } })
    expect(byCookie.status).toBe(200)
    const body = await byCookie.json()
    expect(body.user.id).toBe(teacher.id)
    expect(body.token).toBeNull()
    expect(JSON.stringify(body)).not.toContain(signedIn.body.token)
    // A caller that sent the token itself gets it back, as before.
    expect((await server.api.as(signedIn.body.token).get('users/me')).body.token).toBe(signedIn.body.token)
  })

  it('every linked page asks for a click instead of acting when opened', async () => {
    for (const [path, param] of [
      ['verify-email', 'key'],
      ['email-change/confirm', 'key'],
      ['email-change/deny', 'key'],
      ['anon-upgrade', 'key'],
      ['parent-learner/verify', 'verify_token'],
    ]) {
      const page = await fetch(`${server.url}/account/${path}?${param}=abc`)
      expect(page.status).toBe(200)
      expect(await page.text()).toMatch(/<button type="submit">/)
    }
  })

  it('an incomplete link says so with status 400', async () => {
    const page = await fetch(`${server.url}/account/reset-password`)
    expect(page.status).toBe(400)
    expect(await page.text()).toContain('This link is incomplete')
  })
})
