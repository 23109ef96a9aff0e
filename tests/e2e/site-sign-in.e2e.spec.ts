/**
 * Signing in on the marketing site (spec 4): through the auth site's access-token page and back with a
 * one-time access_token, the avatar menu, Logout, a failed exchange, the session cookie winning over a
 * stale stored token, and a dead token sending the visitor to the region's home.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest'
import { demoSchools, DEMO_STAFF_PASSWORD } from '../../seed/demo'
import { launchBrowser, watchConsole } from '../helpers/browser'

const baseUrl = inject('baseUrl')
const teacher = demoSchools[0].teachers[0]
let browser: Browser
let context: BrowserContext

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())
afterEach(() => context?.close())

async function fresh(): Promise<Page> {
  context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  return context.newPage()
}

const stored = (page: Page) => page.evaluate(() => ({ token: localStorage.getItem('token'), user: localStorage.getItem('user') }))

/** Signs in through the auth site's own form, as a visitor would after pressing Sign In. */
async function signInOnAuthSite(page: Page) {
  await page.waitForURL(/\/auth\/access-token\?return_url=/)
  await page.getByLabel('Username or email').fill(teacher.username)
  await page.getByLabel('Password').fill(DEMO_STAFF_PASSWORD)
  await page.getByRole('button', { name: 'Sign in' }).click()
}

describe('signing in on the marketing site', () => {
  it('Sign In goes to the auth site with this page as the return address, and comes back signed in', async () => {
    const page = await fresh()
    await page.goto(baseUrl + '/en-gb/pricing')
    await page.locator('html[data-hydrated]').waitFor()
    const signIn = page.locator('.desktop-only').getByRole('link', { name: 'Sign In' })
    const href = new URL((await signIn.getAttribute('href'))!, baseUrl)
    expect(href.pathname).toBe('/auth/access-token')
    expect(href.searchParams.get('return_url')).toBe(`${baseUrl}/en-gb/pricing`)

    await signIn.click()
    await signInOnAuthSite(page)
    await page.waitForURL(`${baseUrl}/en-gb/pricing`)
    const menu = page.locator('.desktop-only details.avatar-menu')
    await menu.waitFor()
    // The one-time token was spent and taken out of the address; token and user are kept.
    expect(page.url()).not.toContain('access_token')
    const saved = await stored(page)
    expect(saved.token).toMatch(/^[A-Za-z0-9_-]{40,}$/)
    expect(JSON.parse(saved.user!).name).toBe(teacher.name)
    await expect(menu.locator('summary').getAttribute('aria-label')).resolves.toBe(`Account menu for ${teacher.name}`)
    await expect(menu.locator('img.avatar').getAttribute('data-avatar-state')).resolves.toMatch(/default|prerendered|generated|loading/)
  })

  it('the avatar menu offers the hub, the web game and, for teachers, spelling and maths, through the auth site', async () => {
    const page = await fresh()
    await page.goto(baseUrl + '/')
    await page.locator('html[data-hydrated]').waitFor()
    await page.locator('.desktop-only').getByRole('link', { name: 'Sign In' }).click()
    await signInOnAuthSite(page)
    const menu = page.locator('.desktop-only details.avatar-menu')
    await menu.locator('summary').click()
    for (const [name, target] of [
      ['Main hub', '/console'],
      ['Web game', '/play'],
      ['Spelling', '/console?product=spelling'],
      ['Maths', '/console?product=number'],
    ]) {
      const href = new URL((await menu.getByRole('link', { name, exact: true }).getAttribute('href'))!, baseUrl)
      expect(href.pathname, name).toBe('/auth/access-token')
      expect(href.searchParams.get('return_url'), name).toBe(baseUrl + target)
    }
    // Sibling products in the brand bar go through the auth site too, now.
    const account = page.getByRole('navigation', { name: 'Inkwell products' }).getByRole('link', { name: 'Play Game' })
    expect(await account.getAttribute('href')).toBe(`/auth/access-token?return_url=${encodeURIComponent(baseUrl + '/play')}`)
  })

  it('Logout signs out on the server and forgets the session here', async () => {
    const page = await fresh()
    await page.goto(baseUrl + '/en-us')
    await page.locator('html[data-hydrated]').waitFor()
    await page.locator('.desktop-only').getByRole('link', { name: 'Sign In' }).click()
    await signInOnAuthSite(page)
    await page.locator('.desktop-only details.avatar-menu').waitFor()
    const { token } = await stored(page)

    await page.locator('.desktop-only details.avatar-menu summary').click()
    await page.locator('.desktop-only').getByRole('link', { name: 'Logout' }).click()
    await page.waitForURL(/\/en-us\/logout$/)
    await page.locator('[data-logout-state="done"]').waitFor()
    await expect(page.getByRole('status').innerText()).resolves.toMatch(/signed out/)
    expect(await stored(page)).toEqual({ token: null, user: null })
    expect((await context.cookies()).find((c) => c.name === '_session-token_')).toBeUndefined()
    const me = await fetch(`${baseUrl}/api/users/me`, { headers: { Authorization: `Bearer ${token}` } })
    expect(me.status).toBe(401)
    await expect(page.locator('.desktop-only').getByRole('link', { name: 'Sign In' }).isVisible()).resolves.toBe(true)
  })

  it('signed-out visitors go straight to the sibling products', async () => {
    const page = await fresh()
    await page.goto(baseUrl + '/')
    await page.locator('html[data-hydrated]').waitFor()
    const bar = page.getByRole('navigation', { name: 'Inkwell products' })
    await expect(bar.getByRole('link', { name: 'Play Game' }).getAttribute('href')).resolves.toBe('/play')
    await expect(bar.getByRole('link', { name: 'Inkwell account' }).getAttribute('href')).resolves.toBe('/console')
  })
})

describe('when sign-in goes wrong', () => {
  it('an access token that does not work shows the reason, and the visitor stays signed out', async () => {
    const page = await fresh()
    await page.goto(baseUrl + '/about?access_token=not-a-real-token')
    const dialog = page.getByRole('dialog', { name: "We couldn't sign you in" })
    await dialog.waitFor()
    await expect(dialog.innerText()).resolves.toMatch(/expired or was already used/)
    await dialog.getByRole('button', { name: 'OK' }).click()
    expect(new URL(page.url()).search).toBe('')
    await expect(page.locator('.desktop-only').getByRole('link', { name: 'Sign In' }).isVisible()).resolves.toBe(true)
    expect(await stored(page)).toEqual({ token: null, user: null })
  })

  it('the session cookie wins over another user’s stored token, which is dropped: the cookie’s token never reaches the page', async () => {
    const page = await fresh()
    await page.goto(baseUrl + '/about')
    const signedIn = await page.evaluate(
      async ({ username, password }) => {
        const answer = await fetch('/api/auth', {
          method: 'POST',
          credentials: 'same-origin',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ username, password }),
        })
        return answer.status
      },
      { username: teacher.username, password: DEMO_STAFF_PASSWORD },
    )
    expect(signedIn).toBe(200)
    await page.evaluate(() => {
      localStorage.setItem('token', 'a-token-from-another-session')
      localStorage.setItem('user', JSON.stringify({ id: 999_999, name: 'Someone else', role: 'teacher' }))
    })
    await page.reload()
    await page.locator('.desktop-only details.avatar-menu summary[aria-label="Account menu for ' + teacher.name + '"]').waitFor()
    expect((await stored(page)).token).toBeNull()
    expect(JSON.parse((await stored(page)).user!).name).toBe(teacher.name)
  })

  it('a stored token that no longer works signs the visitor out and returns them to the region’s home', async () => {
    const page = await fresh()
    const errors = watchConsole(page)
    await page.goto(baseUrl + '/en-nz/about')
    await page.evaluate(() => {
      localStorage.setItem('token', 'revoked-long-ago')
      localStorage.setItem('user', JSON.stringify({ id: 1, name: 'Old Session', role: 'teacher' }))
    })
    // The page sends the visitor on as soon as the server refuses the token, which can cut the first load short.
    await page.goto(baseUrl + '/en-nz/pricing').catch((err: Error) => expect(err.message).toMatch(/ERR_ABORTED|interrupted/))
    await page.waitForURL(`${baseUrl}/en-nz`)
    await page.locator('html[data-hydrated]').waitFor()
    expect(await stored(page)).toEqual({ token: null, user: null })
    await expect(page.locator('.desktop-only').getByRole('link', { name: 'Sign In' }).isVisible()).resolves.toBe(true)
    // The only error is the server's 401 for the dead token.
    expect(errors.every((e) => /401/.test(e))).toBe(true)
  })

  it('a stored token of "null" is cleared without asking the server', async () => {
    const page = await fresh()
    await page.goto(baseUrl + '/about')
    await page.evaluate(() => {
      localStorage.setItem('token', 'null')
      localStorage.setItem('user', JSON.stringify({ id: 1, name: 'Ghost', role: 'teacher' }))
    })
    const calls: string[] = []
    page.on('request', (request) => request.url().includes('/api/') && calls.push(request.url()))
    await page.reload()
    await page.locator('html[data-hydrated]').waitFor()
    await page.waitForTimeout(300)
    expect(await stored(page)).toEqual({ token: null, user: null })
    expect(calls).toEqual([])
  })
})
