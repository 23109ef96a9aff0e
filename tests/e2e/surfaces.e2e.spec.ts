import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { demoSuperuser, DEMO_STAFF_PASSWORD } from '../../seed/demo'
import { launchBrowser, screenshot, watchConsole } from '../helpers/browser'

const baseUrl = inject('baseUrl')
let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

describe('every surface loads in a real browser with no console errors', () => {
  it('the marketing home page, server-rendered in the default locale', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } })
    const errors = watchConsole(page)
    const response = await page.goto(baseUrl + '/')
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Every child a confident reader')
    expect(await page.title()).toContain('Inkwell')
    await screenshot(page, 'surface-home')
    expect(errors).toEqual([])
  })

  it('the console (react-admin) shows its sign-in page', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } })
    const errors = watchConsole(page)
    await page.goto(baseUrl + '/console/')
    await page.getByLabel(/username/i).waitFor()
    await screenshot(page, 'surface-console')
    expect(errors).toEqual([])
  })

  it('the player draws its scene with PixiJS', async () => {
    const page = await browser.newPage({ viewport: { width: 1024, height: 700 } })
    const errors = watchConsole(page)
    await page.goto(baseUrl + '/play/')
    await page.locator('.stage[data-stage-status="settled"]').waitFor({ timeout: 30_000 })
    await page.keyboard.press('k')
    await expect.poll(async () => Number(await page.locator('.stage').getAttribute('data-hop-count'))).toBeGreaterThan(0)
    await screenshot(page, 'surface-player')
    expect(errors).toEqual([])
  })

  it("Payload's admin signs a superuser in and shows the collections", async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } })
    await page.goto(baseUrl + '/admin/login')
    await page.getByLabel('Username or email').fill(demoSuperuser.username)
    await page.getByLabel('Password').fill(DEMO_STAFF_PASSWORD)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await page.waitForURL(/\/admin\/?$/)
    const errors = watchConsole(page)
    await page.reload()
    await page.getByRole('heading', { name: 'Schools', exact: true }).first().waitFor()
    await screenshot(page, 'surface-admin')
    expect(errors).toEqual([])
  })
})
