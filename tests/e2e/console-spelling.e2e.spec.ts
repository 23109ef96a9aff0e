/**
 * The spelling hub in a real browser (issue 5): a teacher browses the spelling scheme, writes a word list and
 * chooses which meaning a homograph has, sets the list as homework for their class; a pupil plays it through
 * the API exactly as the player does (signs in with the school id, starts a game on the list, posts an attempt
 * per word, and the server scores and finishes it); then the teacher sees the result in the homework's
 * progress, in the class's competency grid (and the pupil's words on the list), and among the words the class
 * finds hardest. The same pages at phone width fit in 375 px. Screenshots of every screen go to
 * test-results/console-spelling-*.png.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { minimumAttemptMs } from '../../player/games/spelling/rules'
import { schoolUsername } from '../../lib/school/usernames'
import { demoSchools, DEMO_PUPIL_PASSWORD, DEMO_STAFF_PASSWORD } from '../../seed/demo'
import { launchBrowser, screenshot, watchConsole } from '../helpers/browser'
import { Api } from '../helpers/http'

const baseUrl = inject('baseUrl')
const api = new Api(baseUrl)
const school = demoSchools[0]
const teacherName = school.teachers[0].username
// A pupil of the demo class no other end-to-end test plays with, so their competency is this test's alone.
const PUPIL_USERNAME = schoolUsername(12)
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
})

async function signIn(context: BrowserContext) {
  const page = await context.newPage()
  const errors = watchConsole(page)
  await page.goto(baseUrl + '/console/login')
  await page.getByLabel('Username', { exact: false }).first().fill(teacherName)
  await page.getByLabel('Password', { exact: false }).first().fill(DEMO_STAFF_PASSWORD)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.getByRole('heading', { name: /^Welcome, / }).waitFor()
  return { page, errors }
}

async function notification(page: Page, text: string | RegExp) {
  await page.locator('.RaNotification-root, [role="alert"]').filter({ hasText: text }).first().waitFor()
}

const settle = (page: Page) => page.waitForTimeout(500)
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth)

/**
 * What the player does for one game, over HTTP: start a session on the list, then one attempt per word, each
 * sent once the time it claims has really passed (the server refuses more claimed typing time than has
 * elapsed since the session began). Words in `wrong` are misspelt.
 */
async function playAsPupil(pupil: Api, listId: number, difficulty: number, wrong: string[]) {
  const started = await pupil.post(`lists/${listId}/gamesession`, { difficulty, gameType: 'spelling', phonics: false })
  expect(started.status, started.text).toBeLessThan(300)
  const session = started.body.session as { id: number; words: { id: number; word: string }[] }
  let last: any
  for (const word of session.words) {
    const timeMs = minimumAttemptMs(word.word) + 200
    await sleep(timeMs + 50)
    const typed = wrong.includes(word.word) ? `${word.word}x` : word.word
    const answer = await pupil.post(`lists/${listId}/gameplay`, { sessionId: session.id, wordId: word.id, typed, timeMs })
    expect(answer.status, answer.text).toBe(200)
    expect(answer.body.attempt.correct).toBe(!wrong.includes(word.word))
    last = answer.body.session
  }
  // The last attempt finishes the game; a pupil who stopped early would finish it with this call.
  if (last.status !== 'finished') {
    const finished = await pupil.put(`lists/${listId}/gamesession/${session.id}`, { finished: true })
    expect(finished.status, finished.text).toBe(200)
  }
  return { sessionId: session.id, score: last.score as number, correct: last.correct as number, attempted: last.attempted as number }
}

describe('the spelling hub', () => {
  it('lets a teacher set homework in the browser, and shows what the pupil then played', { timeout: 300_000 }, async () => {
    const marker = unique()
    const listTitle = `Harbour words ${marker}`
    const homeworkTitle = `Spelling homework ${marker}`
    const words = ['harbour', 'lantern', 'whistle', 'light']

    const signedIn = await api.post('auth', { username: teacherName, password: DEMO_STAFF_PASSWORD })
    expect(signedIn.status).toBe(200)
    const teacher = api.as(signedIn.body.token)
    const schoolId = signedIn.body.user.school.id
    const myClasses = await teacher.get('users/me/groups')
    const oak = myClasses.body.docs.find((group: { name: string }) => group.name === school.className)
    expect(oak, 'the demo class').toBeTruthy()
    const found = await teacher.get('users/me/school/pupils', { query: { school_username: PUPIL_USERNAME } })
    const pupilRecord = found.body.docs[0] as { id: number; name: string }
    expect(pupilRecord).toBeTruthy()

    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-GB' })
    const { page, errors } = await signIn(context)

    // Word lists: the spelling scheme in the school's variant, on the teacher's class's stage; a star keeps one.
    await page.getByRole('menuitem', { name: 'Word lists' }).click()
    await page.getByRole('tab', { name: 'Spelling scheme' }).click()
    await page.getByRole('heading', { name: 'Inkwell Spelling: England (Years 1–6)' }).waitFor()
    await expect.poll(() => page.getByRole('tab', { name: 'Year 3' }).getAttribute('aria-selected')).toBe('true')
    expect(await page.getByRole('tabpanel').locator('article').count()).toBeGreaterThan(5)
    const weekOne = 'Year 3 week 1: Adding -ing'
    await page.getByRole('button', { name: `Add ${weekOne} to my favourites` }).click()
    await notification(page, `${weekOne} is in your favourites`)
    await expect
      .poll(() => page.getByRole('button', { name: `Remove ${weekOne} from my favourites` }).getAttribute('aria-pressed'))
      .toBe('true')
    const favourites = await teacher.get('users/me/lists/favourites')
    expect(favourites.body.docs.map((list: { title: string }) => list.title)).toContain(weekOne)
    await settle(page)
    await screenshot(page, 'console-spelling-01-scheme')

    // Searching every list, opening one and duplicating it: the copy is the teacher's to change.
    await page.getByRole('tab', { name: 'Find lists' }).click()
    await page.getByPlaceholder('Search by title').fill('Adding -ing')
    await expect.poll(() => page.locator('tbody tr').count()).toBe(1)
    await page.getByRole('cell', { name: /^Year 3 week 1: Adding -ing/ }).waitFor()
    await settle(page)
    await screenshot(page, 'console-spelling-02-find-lists')
    await page.getByRole('cell', { name: /^Year 3 week 1: Adding -ing/ }).click()
    await page.getByRole('heading', { name: weekOne, level: 2 }).waitFor()
    await page.getByRole('table', { name: `The words of ${weekOne}` }).waitFor()
    await settle(page)
    await screenshot(page, 'console-spelling-03-list-show')
    await page.getByRole('button', { name: `Make my own copy of ${weekOne}` }).click()
    await notification(page, `Your copy, ${weekOne} (copy), is ready to edit`)
    await expect.poll(() => page.getByRole('textbox', { name: /^Title/ }).inputValue()).toBe(`${weekOne} (copy)`)
    await page.getByRole('heading', { name: '10 words' }).waitFor()

    // A new list, then the meaning of a word with several.
    await page.getByRole('menuitem', { name: 'Word lists' }).click()
    await page.getByRole('link', { name: 'New list' }).click()
    await page.waitForURL(/\/console\/lists\/create$/)
    await page.getByRole('textbox', { name: /^Title/ }).fill(listTitle)
    await page.getByRole('textbox', { name: 'Words', exact: true }).fill(words.join(', '))
    await settle(page)
    await screenshot(page, 'console-spelling-04-list-create')
    await page.getByRole('button', { name: 'Save' }).click()
    await page.getByRole('heading', { name: '4 words' }).waitFor()
    const listId = Number(new URL(page.url()).pathname.split('/').pop())
    expect(listId).toBeGreaterThan(0)

    const meanings = await teacher.get('dictionary/homographs', { query: { word: 'light', locale: 'en_GB' } })
    const notHeavy = meanings.body.docs.find((entry: { definition: string }) => /little physical weight/.test(entry.definition))
    expect(notHeavy, 'the dictionary has light as in not heavy').toBeTruthy()
    await page.getByRole('combobox', { name: 'Meaning of “light”' }).click()
    await page.getByRole('option', { name: /little physical weight/ }).click()
    await notification(page, 'Meaning of “light” saved')
    const savedList = await teacher.get(`lists/${listId}`)
    expect(savedList.body.words.find((word: { word: string }) => word.word === 'light').dictionary_id).toBe(notHeavy.id)
    await settle(page)
    await screenshot(page, 'console-spelling-05-list-edit-meanings')

    // A favourite for the class: its pupils find the list in the player.
    await page.getByRole('link', { name: 'Show' }).click()
    await page.getByRole('heading', { name: listTitle, level: 2 }).waitFor()
    await page.getByRole('button', { name: 'Favourite for a class' }).click()
    const classes = page.getByRole('dialog', { name: `Favourite ${listTitle} for classes` })
    await classes.getByRole('checkbox', { name: school.className, exact: true }).check()
    await notification(page, `${listTitle} is now a favourite of ${school.className}`)
    await settle(page)
    await screenshot(page, 'console-spelling-06-class-favourite')
    await classes.getByRole('button', { name: 'Done' }).click()
    const favouriters = await teacher.get(`lists/${listId}/favouriters`)
    expect(favouriters.body.docs).toEqual([expect.objectContaining({ kind: 'group', group: { id: oak.id, name: school.className } })])

    // Set it as homework for the class, at medium difficulty, due in a week.
    await page
      .getByRole('link', { name: `Set ${listTitle} as homework` })
      .first()
      .click()
    await page.waitForURL(/\/console\/homework\/create\?list=\d+$/)
    await page.getByText(listTitle).first().waitFor() // the list arrives chosen
    await page.getByRole('combobox', { name: /^Class/ }).click()
    await page.getByRole('option', { name: school.className, exact: true }).click()
    await page.getByRole('radio', { name: /^2 · Medium/ }).check()
    await page.getByRole('textbox', { name: /^Title/ }).fill(homeworkTitle)
    await page.getByRole('textbox', { name: 'Note for pupils' }).fill('Play it until you can spell every word.')
    await settle(page)
    await screenshot(page, 'console-spelling-07-homework-create')
    await page.getByRole('button', { name: 'Set homework' }).click()
    await page.getByRole('heading', { name: homeworkTitle, level: 2 }).waitFor()
    const homeworkId = Number(new URL(page.url()).pathname.split('/').slice(-2)[0])
    const set = await teacher.get(`homework/${homeworkId}`)
    expect(set.status, set.text).toBe(200)
    expect(set.body).toMatchObject({
      title: homeworkTitle,
      groups: [{ id: oak.id }],
      items: [{ product: 'spelling', ref: listId, settings: { difficulty: 2 } }],
    })
    await page.getByText(/^0 of \d+ pupils have finished/).waitFor()
    await settle(page)
    await screenshot(page, 'console-spelling-08-homework-progress-before')

    // The pupil plays it through the API, as the player does: one word wrong.
    const pupilSignIn = await api.post('auth/school_id', {
      school_id: String(schoolId),
      school_username: PUPIL_USERNAME,
      password: DEMO_PUPIL_PASSWORD,
    })
    expect(pupilSignIn.status, pupilSignIn.text).toBe(200)
    const pupil = api.as(pupilSignIn.body.token)
    const pupilHomework = await pupil.get('homework')
    expect(pupilHomework.body.docs.map((h: { id: number }) => h.id)).toContain(homeworkId)
    const played = await playAsPupil(pupil, listId, 2, ['whistle'])
    expect(played).toMatchObject({ correct: 3, attempted: 4 })
    expect(played.score).toBeGreaterThan(0)

    // The teacher sees it in the homework's progress: finished, with the score the server gave.
    await page.reload()
    await page.getByText(/^1 of \d+ pupils have finished/).waitFor()
    const progress = page.getByRole('table', { name: 'Each pupil’s progress' })
    const row = progress.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${pupilRecord.name}\\b`) }) })
    await expect.poll(() => row.textContent()).toContain('Finished')
    const rowText = (await row.textContent()) ?? ''
    expect(rowText).toContain(String(played.score))
    expect(rowText).toContain('75%')
    await page.getByRole('heading', { name: 'Latest games' }).waitFor()
    await settle(page)
    await screenshot(page, 'console-spelling-09-homework-progress-after')

    // And in the class's competency grid: 3 of 4 words right once each is 15% (each word's last five tries).
    await page.getByRole('link', { name: `${school.className}: all spelling results` }).click()
    const grid = page.getByTestId('competency-grid')
    await grid.waitFor()
    await grid.getByRole('columnheader', { name: new RegExp(listTitle) }).waitFor()
    const cell = grid.getByRole('link', { name: new RegExp(`^${pupilRecord.name}, ${listTitle}: `) })
    expect(await cell.getAttribute('aria-label')).toBe(`${pupilRecord.name}, ${listTitle}: Under 25%, 15%, 0 of 4 words mastered`)
    expect(await cell.textContent()).toBe('15%0/4 words')
    await settle(page)
    await screenshot(page, 'console-spelling-10-competency-grid')

    // The pupil's words on the list, from the cell.
    await cell.click()
    await page.getByRole('heading', { name: `${listTitle}: word by word` }).waitFor()
    const whistle = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'whistle' }) })
    expect(await whistle.textContent()).toContain('0%')
    await page.getByRole('heading', { name: 'Games', exact: true }).waitFor()
    await settle(page)
    await screenshot(page, 'console-spelling-11-pupil-history')

    // The words the class finds hardest, and the games it played each week.
    await page.goto(`${baseUrl}/console/results/${oak.id}/show?tab=words`)
    await page.getByRole('heading', { name: 'Words the class finds hardest' }).waitFor()
    await page.getByRole('button', { name: 'Show the numbers as a table' }).click()
    await page.getByRole('rowheader', { name: 'whistle', exact: true }).waitFor()
    await settle(page)
    await screenshot(page, 'console-spelling-12-hardest-words')
    await page.getByRole('tab', { name: 'Games played' }).click()
    await page.getByRole('heading', { name: 'Games played each week' }).waitFor()
    await settle(page)
    await screenshot(page, 'console-spelling-13-games-played')

    await page.getByRole('menuitem', { name: 'Homework' }).click()
    await page.getByRole('cell', { name: homeworkTitle }).waitFor()
    await settle(page)
    await screenshot(page, 'console-spelling-14-homework-list')

    expect(errors).toEqual([])
    await context.close()

    // At phone width the same pages fit in 375 px; wide tables scroll in their own box.
    const phone = await browser.newContext({ viewport: { width: 375, height: 800 }, locale: 'en-GB' })
    const small = await signIn(phone)
    for (const [name, path, ready] of [
      ['console-spelling-15-phone-scheme', '/console/lists/scheme', 'Inkwell Spelling: England (Years 1–6)'],
      ['console-spelling-16-phone-homework-progress', `/console/homework/${homeworkId}/show`, homeworkTitle],
      ['console-spelling-17-phone-competency-grid', `/console/results/${oak.id}/show`, 'Competency by list'],
      [
        'console-spelling-18-phone-pupil-history',
        `/console/results/${oak.id}/pupils/${pupilRecord.id}?list=${listId}`,
        `${listTitle}: word by word`,
      ],
    ] as const) {
      await small.page.goto(baseUrl + path)
      await small.page.getByRole('heading', { name: ready }).first().waitFor()
      await settle(small.page)
      expect(await pageWidth(small.page), name).toBeLessThanOrEqual(375)
      await screenshot(small.page, name)
    }
    expect(small.errors).toEqual([])
    await phone.close()
  })
})
