/**
 * Screenshots of the home and Pricing pages in three regions at desktop and phone widths (in
 * test-results/, to be looked at), each loading without a console error.
 */
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { launchBrowser, screenshot, watchConsole } from '../helpers/browser'

const baseUrl = inject('baseUrl')
let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

const WIDTHS = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } }

describe('the home and Pricing pages look right in every region and on every screen', () => {
  for (const locale of ['en-gb', 'en-us', 'en-za']) {
    for (const [pageName, path] of [
      ['home', `/${locale}`],
      ['pricing', `/${locale}/pricing`],
    ]) {
      for (const [widthName, viewport] of Object.entries(WIDTHS)) {
        it(`${pageName} in ${locale} on ${widthName}`, async () => {
          const context = await browser.newContext({ viewport, deviceScaleFactor: 1 })
          // The South African modal is its own test; here it has been seen already.
          await context.addInitScript(() => sessionStorage.setItem('inkwell.southAfricaModalSeen', '1'))
          const page = await context.newPage()
          const errors = watchConsole(page)
          const answer = await page.goto(baseUrl + path)
          expect(answer?.status()).toBe(200)
          await page.locator('html[data-hydrated]').waitFor()
          await screenshot(page, `site-${pageName}-${locale}-${widthName}`)
          expect(errors).toEqual([])
          await context.close()
        })
      }
    }
  }
})
