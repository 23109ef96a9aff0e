/**
 * The marketing site's chrome in a real browser: regional navigation, menus, the burger menu, choosing a
 * region, the South African modal, the loading bar, scrolling, prefetching and the chunk-reload guard.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest'
import { launchBrowser, watchConsole } from '../helpers/browser'

const baseUrl = inject('baseUrl')
let browser: Browser
let context: BrowserContext

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())
afterEach(() => context?.close())

async function open(path: string, width = 1280): Promise<{ page: Page; errors: string[] }> {
  context = await browser.newContext({ viewport: { width, height: 800 } })
  const page = await context.newPage()
  const errors = watchConsole(page)
  await page.goto(baseUrl + path)
  await page.locator('html[data-hydrated]').waitFor()
  return { page, errors }
}

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' })

describe('the navigation follows the region', () => {
  it('the United Kingdom site has About, Resources, Blog and Webinars, and no US curriculum pages', async () => {
    const { page, errors } = await open('/')
    const nav = mainNav(page)
    await expect(nav.getByText('About', { exact: true }).isVisible()).resolves.toBe(true)
    for (const name of ['Resources', /Blog/, /Webinars/]) await expect(nav.getByRole('link', { name }).isVisible()).resolves.toBe(true)
    await expect(nav.getByRole('link', { name: 'Free Resources' }).count()).resolves.toBe(0)
    await nav.getByText('Programme', { exact: true }).click()
    await expect(nav.getByRole('link', { name: 'Synthetic phonics scheme' }).isVisible()).resolves.toBe(true)
    await expect(nav.getByRole('link', { name: 'Core Curriculum' }).count()).resolves.toBe(0)
    expect(errors).toEqual([])
  })

  it('the United States site hides About, adds Free Resources and its curriculum pages, and drops Resources, Blog and Webinars', async () => {
    const { page, errors } = await open('/en-us')
    const nav = mainNav(page)
    await expect(nav.getByText('About', { exact: true }).count()).resolves.toBe(0)
    await expect(nav.getByRole('link', { name: 'Free Resources' }).getAttribute('href')).resolves.toBe('/en-us/free-resources')
    for (const name of ['Resources', /Blog/, /Webinars/])
      await expect(nav.getByRole('link', { name, exact: true }).count()).resolves.toBe(0)
    await nav.getByText('Program', { exact: true }).click()
    for (const name of ['Core Curriculum', 'Supplemental', 'Intervention', 'Standards alignment']) {
      await expect(nav.getByRole('link', { name }).isVisible(), name).resolves.toBe(true)
    }
    expect(errors).toEqual([])
  })

  it('uses each region’s words: math and students in the US, stage and term in South Africa', async () => {
    const { page } = await open('/en-us')
    await expect(page.getByRole('heading', { name: 'Math fluency' }).isVisible()).resolves.toBe(true)
    await expect(
      page
        .getByText(/students ask to play/)
        .first()
        .isVisible(),
    ).resolves.toBe(true)
    await page.goto(baseUrl + '/en-za/synthetic-phonics-teaching-scheme')
    const text = await page.locator('main').innerText()
    expect(text).toMatch(/stages/)
    expect(text).toMatch(/weeks/)
    expect(text).not.toMatch(/\bchapters?\b|\bsubsets?\b/)
  })

  it('the footer shows the US office in the US and the UK company registration and VAT elsewhere, with regional contacts', async () => {
    const { page } = await open('/en-us')
    const footer = page.locator('footer')
    await expect(footer.locator('[data-address="us"]').innerText()).resolves.toMatch(/Burlington, VT/)
    await expect(footer.getByRole('link', { name: '1-800-555-0199' }).isVisible()).resolves.toBe(true)
    await page.goto(baseUrl + '/en-au')
    await expect(footer.locator('[data-address="uk"]').innerText()).resolves.toMatch(/England and Wales.*VAT/s)
    await expect(footer.getByRole('link', { name: 'australia@inkwell.test' }).isVisible()).resolves.toBe(true)
    await expect(footer.getByText('Australian Curriculum').isVisible()).resolves.toBe(true)
  })
})

describe('menus', () => {
  it('a dropdown opens on click and closes on a click outside, on Escape and when another opens', async () => {
    const { page } = await open('/')
    const nav = mainNav(page)
    const about = nav.locator('details[data-nav="about"]')
    const programme = nav.locator('details[data-nav="programme"]')
    await nav.getByText('About', { exact: true }).click()
    await expect(about.getAttribute('open')).resolves.toBe('')
    await page.mouse.click(1200, 700)
    await expect(about.getAttribute('open')).resolves.toBeNull()
    await nav.getByText('About', { exact: true }).click()
    await page.keyboard.press('Escape')
    await expect(about.getAttribute('open')).resolves.toBeNull()
    await nav.getByText('About', { exact: true }).click()
    await nav.getByText('Programme', { exact: true }).click()
    await expect(about.getAttribute('open')).resolves.toBeNull()
    await expect(programme.getAttribute('open')).resolves.toBe('')
  })

  it('below 1024 px the brand bar goes and a burger menu holds the navigation and Sign In, closing when a page opens', async () => {
    const { page, errors } = await open('/', 800)
    await expect(page.getByRole('navigation', { name: 'Inkwell products' }).isVisible()).resolves.toBe(false)
    const burger = page.locator('details.burger')
    await page.locator('details.burger > summary[aria-label="Menu"]').click()
    const touchNav = burger.getByRole('navigation', { name: 'Main' })
    await expect(touchNav.getByRole('link', { name: 'Sign In' }).isVisible()).resolves.toBe(true)
    await touchNav.getByRole('link', { name: 'Pricing' }).click()
    await page.waitForURL(/\/pricing$/)
    await expect(page.getByRole('heading', { level: 1 }).innerText()).resolves.toBe('Simple prices for every classroom')
    await expect(burger.getAttribute('open')).resolves.toBeNull()
    expect(errors).toEqual([])
  })

  it('on desktop the brand bar (44 px) lists the products and Play Game above a top bar at least 5rem high', async () => {
    const { page } = await open('/')
    const bar = page.getByRole('navigation', { name: 'Inkwell products' })
    expect((await bar.boundingBox())!.height).toBe(44)
    await expect(bar.getByRole('link', { name: 'Play Game' }).getAttribute('href')).resolves.toBe('/play')
    expect((await page.locator('.header-inner').boundingBox())!.height).toBeGreaterThanOrEqual(80)
    await page.mouse.wheel(0, 1500)
    await page.waitForTimeout(200)
    expect((await page.locator('.site-header').boundingBox())!.y).toBe(0)
  })
})

describe('regions', () => {
  it('choosing a region opens the same page there and remembers it for a year; / then opens that region', async () => {
    const { page } = await open('/pricing')
    await page.locator('.region-menu > summary[aria-label="Region: United Kingdom"]').click()
    await page.getByRole('link', { name: 'United States' }).first().click()
    await page.waitForURL(/\/en-us\/pricing$/)
    const cookie = (await context.cookies()).find((c) => c.name === 'i18n_redirected')!
    expect(cookie).toMatchObject({ value: 'en-us', path: '/', sameSite: 'Lax' })
    const days = (cookie.expires * 1000 - Date.now()) / 86_400_000
    expect(days).toBeGreaterThan(364)
    expect(days).toBeLessThan(366)
    await page.goto(baseUrl + '/')
    expect(new URL(page.url()).pathname).toBe('/en-us')
  })

  it('South African visitors are offered the dedicated site; Stay here closes it for the visit', async () => {
    const { page, errors } = await open('/en-za')
    const dialog = page.getByRole('dialog', { name: 'South African Region' })
    await dialog.waitFor()
    await expect(dialog.innerText()).resolves.toMatch(/trying to access the South African region/)
    await dialog.getByRole('button', { name: 'Stay here' }).click()
    await expect(dialog.isVisible()).resolves.toBe(false)
    await page.reload()
    await page.waitForTimeout(500)
    await expect(dialog.isVisible()).resolves.toBe(false)
    expect(errors).toEqual([])
  })

  it('Go takes South African visitors to the South African site', async () => {
    context = await browser.newContext()
    const page = await context.newPage()
    await context.route('https://za.inkwell.example/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Inkwell South Africa</title>' }),
    )
    await page.goto(baseUrl + '/en-za/pricing')
    await page.getByRole('dialog', { name: 'South African Region' }).getByRole('button', { name: 'Go' }).click()
    await page.waitForURL('https://za.inkwell.example/')
  })

  it('the generic dialogs: delete asks by name and is confirmed only by Delete; confirm and prompt answer as chosen', async () => {
    const { page, errors } = await open('/')
    type Dialogs = Window & {
      inkwellDialogs: {
        deleteConfirm: (name: string) => Promise<boolean>
        confirm: (o: object) => Promise<boolean>
        prompt: (o: object) => Promise<string | null>
      }
    }
    const dialog = page.getByRole('dialog', { name: 'Delete Record' })
    const deleting = page.evaluate(() => (window as unknown as Dialogs).inkwellDialogs.deleteConfirm('Year 3 words'))
    await expect(dialog.innerText()).resolves.toContain('Are you sure you wish to delete "Year 3 words"?')
    await dialog.getByRole('button', { name: 'Delete' }).click()
    await expect(deleting).resolves.toBe(true)
    const cancelled = page.evaluate(() => (window as unknown as Dialogs).inkwellDialogs.deleteConfirm('Year 4 words'))
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await expect(cancelled).resolves.toBe(false)
    const confirming = page.evaluate(() =>
      (window as unknown as Dialogs).inkwellDialogs.confirm({ title: 'Leave this page?', message: 'Your changes are not saved.' }),
    )
    await page.getByRole('dialog', { name: 'Leave this page?' }).getByRole('button', { name: 'OK' }).click()
    await expect(confirming).resolves.toBe(true)
    const asking = page.evaluate(() =>
      (window as unknown as Dialogs).inkwellDialogs.prompt({
        title: 'Rename',
        message: 'A new name',
        prompt: { label: 'Name', defaultValue: 'Spring' },
      }),
    )
    const prompt = page.getByRole('dialog', { name: 'Rename' })
    await prompt.getByLabel('Name').fill('Summer term')
    await prompt.getByRole('button', { name: 'OK' }).click()
    await expect(asking).resolves.toBe('Summer term')
    expect(errors).toEqual([])
  })

  it('no other region shows the modal', async () => {
    const { page } = await open('/en-au')
    await page.waitForTimeout(800)
    await expect(page.getByRole('dialog').isVisible()).resolves.toBe(false)
  })
})

describe('navigating', () => {
  it('a loading bar appears after 200 ms on a slow navigation and goes when the page arrives', async () => {
    const { page } = await open('/')
    await page.route(/\/pricing$/, async (route) => {
      await new Promise((r) => setTimeout(r, 1200))
      await route.continue()
    })
    // The navigation is a full page load: while it is pending the browser answers no query about the page
    // being left, so that page reports its bar's phases itself, with the time since the click.
    const seen: { phase: string; ms: number }[] = []
    await page.exposeFunction('reportLoadingBar', (phase: string, ms: number) => seen.push({ phase, ms }))
    await page.evaluate(() => {
      let clickedAt = 0
      document.addEventListener('click', () => (clickedAt = performance.now()), true)
      new MutationObserver(() => {
        const phase = document.querySelector<HTMLElement>('.loading-bar')?.dataset.phase
        if (phase)
          (window as unknown as { reportLoadingBar: (phase: string, ms: number) => void }).reportLoadingBar(
            phase,
            performance.now() - clickedAt,
          )
      }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-phase'] })
    })
    await mainNav(page).getByRole('link', { name: 'Pricing' }).click()
    await page.waitForURL(/\/pricing$/)
    await expect.poll(() => seen.find((entry) => entry.phase === 'creeping')).toBeDefined()
    expect(seen.filter((entry) => entry.ms < 120)).toEqual([])
    expect(seen.find((entry) => entry.phase === 'creeping')!.ms).toBeLessThan(120 + 1500)
    await page.locator('.loading-bar').waitFor({ state: 'detached', timeout: 2000 })
  })

  it('a new page opens at the top, and an address with a hash opens at its target below the fixed bar', async () => {
    const { page } = await open('/')
    await page.mouse.wheel(0, 4000)
    await page.waitForTimeout(200)
    expect(await page.evaluate(() => scrollY)).toBeGreaterThan(500)
    await page.locator('footer').getByRole('link', { name: 'Pricing' }).click()
    await page.waitForURL(/\/pricing$/)
    await page.waitForTimeout(200)
    expect(await page.evaluate(() => scrollY)).toBe(0)
    await page.goto(baseUrl + '/pricing#maths')
    await page.waitForTimeout(300)
    const top = (await page.locator('#maths').boundingBox())!.y
    expect(top).toBeGreaterThanOrEqual(80)
    expect(top).toBeLessThan(200)
  })

  it('links are prefetched when the browser is idle, but not with data saver on or on 2g', async () => {
    const prefetches = async (connection: object | null) => {
      context = await browser.newContext()
      if (connection)
        await context.addInitScript((c) => Object.defineProperty(navigator, 'connection', { value: c, configurable: true }), connection)
      const page = await context.newPage()
      const seen: string[] = []
      page.on('request', (request) => {
        if (request.url().endsWith('/pricing') && !request.isNavigationRequest()) seen.push(request.url())
      })
      await page.goto(baseUrl + '/')
      await page.locator('html[data-hydrated]').waitFor()
      await mainNav(page).getByRole('link', { name: 'Pricing' }).hover()
      await page.waitForTimeout(3000)
      await context.close()
      return seen.length
    }
    expect(await prefetches(null)).toBeGreaterThan(0)
    expect(await prefetches({ saveData: true, effectiveType: '4g' })).toBe(0)
    expect(await prefetches({ saveData: false, effectiveType: '2g' })).toBe(0)
    expect(await prefetches({ saveData: false, effectiveType: 'slow-2g' })).toBe(0)
  })

  it('a chunk that fails to load reloads the page, but not twice within a minute', async () => {
    const { page } = await open('/about')
    const fail = () =>
      page.evaluate(() => {
        const reason = Object.assign(new Error('Loading chunk 4242 failed.'), { name: 'ChunkLoadError' })
        window.dispatchEvent(
          new PromiseRejectionEvent('unhandledrejection', { promise: Promise.reject(reason).catch(() => {}) as Promise<never>, reason }),
        )
      })
    const reloaded = page.waitForEvent('load', { timeout: 5000 })
    await fail()
    await reloaded
    let again = false
    page.once('load', () => (again = true))
    await fail()
    await page.waitForTimeout(1500)
    expect(again).toBe(false)
  })
})
