/**
 * A teacher with an authenticator app signs in to the console in a real browser: password, then a code from
 * the app, trusting the device, and lands on the dashboard; the next sign-in on that browser needs no code.
 */
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { DEMO_STAFF_PASSWORD, demoSuperuser } from '../../seed/demo'
import { totpCode } from '../../services/totp'
import { launchBrowser, screenshot, watchConsole } from '../helpers/browser'
import { Api } from '../helpers/http'
import { codeAt, waitForFreshStep } from '../helpers/mfa'

const baseUrl = inject('baseUrl')
const api = new Api(baseUrl)
const TEACHER = 'jbrown'

let browser: Browser
let teacherApi: Api
let teacherId: number
let secret: string

beforeAll(async () => {
  browser = await launchBrowser()
  // The seeded teacher sets up an authenticator through the API, as the console's profile page will.
  const signedIn = await api.post('auth', { username: TEACHER, password: DEMO_STAFF_PASSWORD })
  expect(signedIn.status).toBe(200)
  expect(signedIn.body.user).not.toBeNull()
  teacherApi = api.as(signedIn.body.token)
  teacherId = signedIn.body.user.id
  const setup = await teacherApi.get('users/me/mfa/authenticator')
  expect(setup.status).toBe(200)
  secret = setup.body.secret
  // Confirm with the previous step's code (accepted as clock drift), so that the code shown now is a fresh one.
  await waitForFreshStep()
  const confirmed = await teacherApi.post('users/me/mfa/authenticator', { code: codeAt(secret, -1) })
  expect(confirmed.status).toBe(200)
  expect(confirmed.body.mfa.authenticator).toBe(true)
})

afterAll(async () => {
  // Leave the shared demo teacher as seeded: no authenticator, no trusted device.
  await teacherApi?.delete('users/me/mfa/authenticator')
  const support = await api.post('auth', { username: demoSuperuser.username, password: DEMO_STAFF_PASSWORD })
  if (teacherId && support.body?.token) await api.as(support.body.token).delete(`users/${teacherId}/devices`)
  await browser?.close()
})

describe('console sign-in with a second factor', () => {
  it('asks a teacher with an authenticator for a code after the password, and signs them in with a fresh one', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
    const page = await context.newPage()
    const errors = watchConsole(page)
    const sawPassword = await api.post('auth', { username: TEACHER, password: DEMO_STAFF_PASSWORD })
    expect(sawPassword.body.mfaRequired).toBe('authenticator')

    await page.goto(baseUrl + '/console/login')
    await page.getByLabel('Username', { exact: false }).first().fill(TEACHER)
    await page.getByLabel('Password', { exact: false }).first().fill(DEMO_STAFF_PASSWORD)
    await page.getByRole('button', { name: 'Sign in' }).click()

    const codeField = page.getByLabel('Code from your authenticator app')
    await codeField.waitFor()
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Check it’s you')
    expect(await codeField.evaluate((input) => document.activeElement === input)).toBe(true)
    await page.waitForTimeout(300) // the focused field's label finishes floating up
    await screenshot(page, 'console-mfa-step')

    // A wrong code: the field's message and the attempts left, and the step stays.
    await waitForFreshStep()
    const wrong = totpCode(secret) === '000000' ? '111111' : '000000'
    await codeField.fill(wrong)
    await page.getByRole('button', { name: 'Verify and sign in' }).click()
    const alert = page.getByRole('alert')
    await alert.waitFor()
    expect(await alert.textContent()).toContain('That code is not right')
    expect(await alert.textContent()).toContain('4 attempts left')
    expect(await page.getByText('Required').count()).toBe(0)
    expect(await codeField.evaluate((input) => document.activeElement === input)).toBe(true)
    await page.waitForTimeout(300)
    await screenshot(page, 'console-mfa-wrong-code')

    // The code the app shows now, typed as a person would; and trust this browser.
    await codeField.fill(totpCode(secret))
    await page.getByLabel('Trust this device').check()
    await page.getByRole('button', { name: 'Verify and sign in' }).click()
    await page.getByRole('heading', { name: 'Welcome, James Brown' }).waitFor()
    expect(new URL(page.url()).pathname).toBe('/console/')
    await screenshot(page, 'console-mfa-dashboard')
    expect(await page.evaluate(() => localStorage.getItem('token'))).toMatch(/^[A-Za-z0-9_-]{40,}$/)
    const cookies = await context.cookies()
    expect(cookies.find((c) => c.name === '_inkwell_device_')?.httpOnly).toBe(true)

    // Signed out and in again on the same browser: the trusted device skips the code.
    await page.evaluate(() => localStorage.clear())
    await page.goto(baseUrl + '/console/login')
    await page.getByLabel('Username', { exact: false }).first().fill(TEACHER)
    await page.getByLabel('Password', { exact: false }).first().fill(DEMO_STAFF_PASSWORD)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await page.getByRole('heading', { name: 'Welcome, James Brown' }).waitFor()
    expect(await page.getByLabel('Code from your authenticator app').count()).toBe(0)

    // The deliberate wrong code's 422 is the only thing the browser may complain about.
    expect(errors.filter((e) => !/status of 422/.test(e))).toEqual([])
    await context.close()
  })

  it('goes back to the password step, ending the waiting sign-in, when the teacher chooses another account', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
    const page = await context.newPage()
    await page.goto(baseUrl + '/console/login')
    await page.getByLabel('Username', { exact: false }).first().fill(TEACHER)
    await page.getByLabel('Password', { exact: false }).first().fill(DEMO_STAFF_PASSWORD)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await page.getByLabel('Code from your authenticator app').waitFor()
    await page.getByRole('button', { name: 'Use a different account' }).click()
    await page.getByRole('button', { name: 'Sign in' }).waitFor()
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull()
    await context.close()
  })
})
