import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { waitForEmail } from '../helpers/email'
import { makeUser } from '../helpers/factories'
import { startTestServer, type TestServer } from '../helpers/server'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server?.close())

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
    expect(html).toContain(`users/me/passwordreset/${link.searchParams.get('token')}`)
  })

  it('every linked page asks for a click instead of acting when opened', async () => {
    for (const [path, param] of [['verify-email', 'key'], ['email-change/confirm', 'key'], ['email-change/deny', 'key'], ['anon-upgrade', 'key'], ['parent-learner/verify', 'verify_token']]) {
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
