/**
 * Issue 12, item 4, in a real browser against the product as `npm start` runs it: the API reference at /api/docs
 * draws the generated document under its own Content-Security-Policy (nothing refused, nothing loaded from
 * elsewhere), lists the operations, and a call tried from the page reaches the API.
 */
import path from 'node:path'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { projectRoot } from '../../lib/env'
import { launchBrowser, watchConsole } from '../helpers/browser'

const baseUrl = inject('baseUrl')
let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

const SIZES = [
  ['desktop', { width: 1280, height: 900 }],
  ['tablet', { width: 820, height: 1180 }],
] as const

describe('the API reference page', () => {
  it.each(SIZES)('draws the reference at %s size, under its policy, from this origin only', async (size, viewport) => {
    const page = await browser.newPage({ viewport })
    const errors = watchConsole(page)
    const elsewhere: string[] = []
    page.on('request', (request) => {
      if (!request.url().startsWith(baseUrl) && !request.url().startsWith('data:')) elsewhere.push(request.url())
    })
    await page.goto(`${baseUrl}/api/docs`)
    // One section per area, closed; opening one draws its operations, named by their catalogue ids.
    await expect.poll(() => page.locator('.opblock-tag').count(), { timeout: 30_000 }).toBeGreaterThan(15)
    await page.locator('#operations-tag-auth').click()
    await expect.poll(() => page.locator('.opblock').count()).toBeGreaterThan(5)
    await expect.poll(() => page.locator('.opblock-summary-operation-id').first().textContent()).toMatch(/^auth\./)
    await page.screenshot({ path: path.join(projectRoot, 'test-results', `api-docs-${size}.png`) })
    expect(errors.filter((e) => /Content Security Policy|Refused to/i.test(e))).toEqual([])
    expect(elsewhere).toEqual([])
    await page.close()
  })

  it('tries a call from the page: GET /api/health answers 200 there', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } })
    const errors = watchConsole(page)
    await page.goto(`${baseUrl}/api/docs`)
    await page.locator('#operations-tag-system').click({ timeout: 30_000 })
    const operation = page.locator('#operations-system-get_health')
    await operation.locator('.opblock-summary').first().click()
    await operation.locator('.try-out__btn').click()
    await operation.locator('button.execute').click()
    await expect
      .poll(() => operation.locator('.live-responses-table tr.response .response-col_status').first().textContent())
      .toContain('200')
    await operation.locator('.live-responses-table').scrollIntoViewIfNeeded()
    await page.screenshot({ path: path.join(projectRoot, 'test-results', 'api-docs-try-health.png') })
    expect(errors.filter((e) => /Content Security Policy|Refused to/i.test(e))).toEqual([])
    await page.close()
  })
})
