/**
 * axe-core, run by Playwright, on every page type of the marketing site (and its open menus and dialogs):
 * no violations of WCAG 2.0, 2.1 or 2.2 at levels A and AA.
 */
import AxeBuilder from '@axe-core/playwright'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { launchBrowser } from '../helpers/browser'

const baseUrl = inject('baseUrl')
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']
let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

async function violations(page: Page) {
  const results = await new AxeBuilder({ page: page as any }).withTags(TAGS).analyze()
  return results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(' | ')}`,
  )
}

async function check(path: string, options: { width?: number; before?: (page: Page) => Promise<void> } = {}) {
  const context = await browser.newContext({ viewport: { width: options.width ?? 1280, height: 800 } })
  try {
    const page = await context.newPage()
    await page.goto(baseUrl + path)
    await page.locator('html[data-hydrated]').waitFor()
    await options.before?.(page)
    return await violations(page)
  } finally {
    await context.close()
  }
}

const PAGE_TYPES: [string, string][] = [
  ['the home page', '/'],
  ['a content page with rich text', '/about'],
  ['the Pricing page', '/pricing'],
  ['the US Pricing page', '/en-us/pricing'],
  ['the resources page', '/browse'],
  ['a resource subject (browse/*)', '/browse/phonics'],
  ['a resource', '/resource/grapheme-mat'],
  ['the resource library', '/resource'],
  ['the Login route', '/login'],
  ['the Logout route', '/logout'],
  ['the 404 page', '/no-such-page'],
]

describe('no WCAG 2.2 AA violations', () => {
  for (const [name, path] of PAGE_TYPES) {
    it(`on ${name}`, async () => {
      expect(await check(path)).toEqual([])
    })
  }

  it('with a navigation dropdown and the region menu open', async () => {
    expect(await check('/', { before: (page) => page.locator('details[data-nav="about"] > summary').click() })).toEqual([])
    expect(await check('/', { before: (page) => page.locator('.region-menu > summary').click() })).toEqual([])
  })

  it('on a phone, with the burger menu open', async () => {
    expect(await check('/en-us', { width: 390, before: (page) => page.locator('details.burger > summary').click() })).toEqual([])
  })

  it('with the South African region dialog open', async () => {
    expect(await check('/en-za', { before: (page) => page.getByRole('dialog', { name: 'South African Region' }).waitFor() })).toEqual([])
  })
})
