/**
 * Editors change the marketing site in Payload's admin, and visitors see the change on the next request.
 */
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { demoSuperuser, DEMO_STAFF_PASSWORD } from '../../seed/demo'
import { launchBrowser } from '../helpers/browser'

const baseUrl = inject('baseUrl')
let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

const visit = async (path: string) => (await fetch(baseUrl + path, { headers: { accept: 'text/html' } })).text()
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1]

describe('editing the site in /admin', () => {
  it('an editor renames a page and the next visitor sees the new title, in every region that shares it', async () => {
    const { docs } = await (await fetch(`${baseUrl}/api/pages?where[slug][equals]=technology&depth=0`)).json()
    const page = docs[0]
    const original = page.title as string
    // Warm the page cache first: the edit must get past it.
    expect(titleOf(await visit('/technology'))).toContain(original)
    expect(titleOf(await visit('/en-au/technology'))).toContain(original)

    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
    const admin = await context.newPage()
    await admin.goto(baseUrl + '/admin/login')
    await admin.getByLabel('Username or email').fill(demoSuperuser.username)
    await admin.getByLabel('Password').fill(DEMO_STAFF_PASSWORD)
    await admin.getByRole('button', { name: 'Sign in' }).click()
    await admin.waitForURL(/\/admin\/?$/)
    const renamed = 'Technology that just works'
    try {
      await admin.goto(`${baseUrl}/admin/collections/pages/${page.id}`)
      const title = admin.locator('#field-title')
      await title.waitFor()
      await title.fill(renamed)
      await admin.getByRole('button', { name: 'Save' }).first().click()
      await admin
        .getByText(/successfully/i)
        .first()
        .waitFor({ timeout: 15_000 })

      expect(titleOf(await visit('/technology'))).toContain(renamed)
      // Australia has no wording of its own for this page: it reads the United Kingdom's.
      expect(titleOf(await visit('/en-au/technology'))).toContain(renamed)
    } finally {
      await admin.goto(`${baseUrl}/admin/collections/pages/${page.id}`)
      await admin.locator('#field-title').fill(original)
      await admin.getByRole('button', { name: 'Save' }).first().click()
      await admin
        .getByText(/successfully/i)
        .first()
        .waitFor({ timeout: 15_000 })
      await context.close()
    }
    expect(titleOf(await visit('/technology'))).toContain(original)
  })
})
