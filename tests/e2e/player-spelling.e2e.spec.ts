/**
 * The pupils' player, end to end (issue 5): a pupil of the seeded demo school signs in with their login
 * card's details, plays a whole spelling game at each difficulty with the keyboard alone (sign-in, choosing
 * the list, level and theme, every letter, checking and moving on), and the result screen shows the score
 * the server worked out. A teacher sets homework through the API; the pupil sees it first and plays it.
 * Screenshots of every scene and theme go to test-results/player-*.png.
 */
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest'
import { schoolUsername } from '../../lib/school/usernames'
import { layoutRound } from '../../player/games/spelling/round-layout'
import type { RoundInput } from '../../player/games/spelling/rules'
import { demoSchools, DEMO_PUPIL_PASSWORD, DEMO_STAFF_PASSWORD } from '../../seed/demo'
import { launchBrowser, screenshot, watchConsole } from '../helpers/browser'
import { Api } from '../helpers/http'

const baseUrl = inject('baseUrl')
const api = new Api(baseUrl)
const teacherName = demoSchools[0].teachers[0].username

let browser: Browser
let context: BrowserContext | undefined
let teacher: Api
let schoolId: number

type Pupil = { id: number; username: string }

beforeAll(async () => {
  browser = await launchBrowser()
  const signedIn = await api.post('auth', { username: teacherName, password: DEMO_STAFF_PASSWORD })
  expect(signedIn.status).toBe(200)
  teacher = api.as(signedIn.body.token)
  // The school id of the printed login card: the teacher's school.
  schoolId = (await teacher.get('users/me')).body.user.school.id
})
afterAll(() => browser?.close())
afterEach(async () => {
  await context?.close()
  context = undefined
})

async function pupil(n: number): Promise<Pupil> {
  const username = schoolUsername(n)
  const found = await teacher.get('users/me/school/pupils', { query: { school_username: username } })
  expect(found.status).toBe(200)
  return { id: found.body.docs[0].id, username }
}

/** A list of these words, set for the pupil by their teacher. */
async function listFor(who: Pupil, title: string, words: string[]) {
  const list = await teacher.post('users/me/lists', { title, words })
  expect(list.status).toBe(201)
  expect((await teacher.put(`lists/${list.body.id}/favourite/pupils/${who.id}`)).status).toBeLessThan(300)
  return list.body as { id: number; title: string }
}

async function freshPage(): Promise<{ page: Page; errors: string[] }> {
  // A British pupil: British wording (spelt, practise) whatever the machine's language.
  context = await browser.newContext({ viewport: { width: 1100, height: 820 }, locale: 'en-GB' })
  const page = await context.newPage()
  return { page, errors: watchConsole(page) }
}

/** Presses Tab until `target` has focus: proves it can be reached from the keyboard. */
async function tabTo(page: Page, target: Locator, limit = 40) {
  const handle = await target.elementHandle()
  for (let i = 0; i < limit; i++) {
    if (await page.evaluate((el) => el === document.activeElement, handle)) return
    await page.keyboard.press('Tab')
  }
  throw new Error(`could not reach ${target} with Tab`)
}

async function signInWithKeyboard(page: Page, who: Pupil) {
  await page.goto(`${baseUrl}/play/`)
  await tabTo(page, page.getByLabel('School ID'))
  await page.keyboard.type(String(schoolId))
  await page.keyboard.press('Tab')
  await page.keyboard.type(who.username)
  await page.keyboard.press('Tab')
  await page.keyboard.type(DEMO_PUPIL_PASSWORD)
  await page.keyboard.press('Enter')
  await page.getByRole('heading', { name: 'Your lists' }).waitFor()
}

/** Picks a radio of a group by arrow keys, from wherever the group's checked radio is. */
async function pickRadio(page: Page, name: string, values: readonly string[], wanted: string) {
  const checked = page.locator(`input[name="${name}"]:checked`)
  await tabTo(page, checked)
  const from = values.indexOf((await checked.getAttribute('value')) ?? '')
  const steps = (values.indexOf(wanted) - from + values.length) % values.length
  for (let i = 0; i < steps; i++) await page.keyboard.press('ArrowDown')
  expect(await page.locator(`input[name="${name}"]:checked`).getAttribute('value')).toBe(wanted)
}

const DIFFICULTIES = ['1', '2', '3', '4'] as const
const GAME_TYPES = ['spelling', 'spelling-football', 'spelling-van', 'spelling-horses'] as const

async function openList(page: Page, title: string) {
  await tabTo(page, page.getByRole('button', { name: new RegExp(`^${title}`) }).first())
  await page.keyboard.press('Enter')
  await page.locator('dialog[open]').waitFor()
}

async function startGame(page: Page, difficulty: (typeof DIFFICULTIES)[number] | null, gameType: (typeof GAME_TYPES)[number]) {
  if (difficulty) await pickRadio(page, 'difficulty', DIFFICULTIES, difficulty)
  await pickRadio(page, 'gameType', GAME_TYPES, gameType)
  await tabTo(page, page.getByRole('button', { name: 'Play!' }))
  await page.keyboard.press('Enter')
  await page.locator('.stage--game[data-stage-status="ready"]').waitFor({ timeout: 30_000 })
}

/**
 * Plays every word with the keyboard: waits for the letters (easy shows the word first), types it as a pupil
 * would (tiles are chosen by their letter; given apostrophes are skipped on tiles), checks with Enter and
 * moves on with Enter. `answers` may differ from the words to make a mistake on purpose.
 */
async function playWords(page: Page, answers: string[], shots: { name: string; at: number; phase: 'input' | 'feedback' }[] = []) {
  const game = page.locator('.game')
  for (const [i, answer] of answers.entries()) {
    await page.locator(`.game[data-round="${i + 1}"][data-phase="input"]`).waitFor({ timeout: 15_000 })
    const tiles = (await game.getAttribute('data-input')) === 'tiles'
    // A moment to read, as anyone would: the server refuses answers quicker than a child could type them
    // (rules.ts minimumAttemptMs: 300 ms plus 60 ms a letter), so the pause grows with the word.
    await page.waitForTimeout(400 + 80 * answer.length)
    for (const key of tiles ? answer.replace(/[^\p{L}]/gu, '') : answer) await page.keyboard.press(key, { delay: 30 })
    for (const shot of shots)
      if (shot.at === i && shot.phase === 'input') {
        await page.waitForTimeout(500) // the tiles glide into their places
        await screenshot(page, shot.name)
      }
    await page.waitForTimeout(150)
    await page.keyboard.press('Enter')
    await page.locator(`.game[data-round="${i + 1}"][data-phase="feedback"]`).waitFor({ timeout: 15_000 })
    for (const shot of shots)
      if (shot.at === i && shot.phase === 'feedback') {
        await page.waitForTimeout(600) // the celebration's first half
        await screenshot(page, shot.name)
      }
    await page.keyboard.press('Enter')
  }
  await page.locator('.results').waitFor({ timeout: 20_000 })
}

/** The pupil's latest game as the server stored it. */
async function latestSession(page: Page, who: Pupil) {
  const token = await page.evaluate(() => localStorage.getItem('token'))
  expect(token).toBeTruthy()
  const sessions = await api.as(token!).get(`quiz/session/user/${who.id}`, { query: { limit: '1' } })
  expect(sessions.status).toBe(200)
  return sessions.body.docs[0] as {
    id: number
    score: number
    correct: number
    attempted: number
    status: string
    difficulty: number
    gameType: string
    list: number
  }
}

const SCENES: Record<(typeof GAME_TYPES)[number], string> = {
  spelling: 'hive',
  'spelling-football': 'football',
  'spelling-van': 'van',
  'spelling-horses': 'horses',
}

describe('the player: a pupil plays spelling with the keyboard alone', () => {
  const games = [
    { difficulty: '1', name: 'easy', gameType: 'spelling', words: ['ship', 'frog', 'jump'] },
    { difficulty: '2', name: 'medium', gameType: 'spelling-football', words: ['green', 'house', 'plant'] },
    { difficulty: '3', name: 'hard', gameType: 'spelling-van', words: ['river', 'smile', 'because'] },
    { difficulty: '4', name: 'extreme', gameType: 'spelling-horses', words: ["don't", 'friend', 'people'] },
  ] as const

  for (const game of games) {
    it(`plays a whole ${game.name} game (difficulty ${game.difficulty}, ${game.gameType}) and sees the server's score`, async () => {
      const who = await pupil(0)
      const list = await listFor(who, `E2E ${game.name} ${Date.now()}`, [...game.words])
      const { page, errors } = await freshPage()
      await signInWithKeyboard(page, who)
      if (game.difficulty === '1') await screenshot(page, 'player-home')
      await openList(page, list.title)
      if (game.difficulty === '1') await screenshot(page, 'player-setup')
      await startGame(page, game.difficulty, game.gameType)
      expect(await page.locator('.stage--game').getAttribute('data-scene')).toBe(SCENES[game.gameType])

      if (game.difficulty === '1') {
        // Easy shows the word before jumbling it.
        await page.locator('.game[data-phase="showing"]').waitFor()
        await page.waitForTimeout(700)
        await screenshot(page, 'player-scene-hive-easy-showing')
      }
      // One mistake in the medium game, to see how a wrong answer is marked.
      const answers = game.difficulty === '2' ? [game.words[0], 'huose', game.words[2]] : [...game.words]
      await playWords(page, answers, [
        { name: `player-scene-${SCENES[game.gameType]}-${game.name}`, at: 0, phase: 'input' },
        { name: `player-scene-${SCENES[game.gameType]}-${game.name}-right`, at: 0, phase: 'feedback' },
        ...(game.difficulty === '2' ? [{ name: 'player-scene-football-medium-wrong', at: 1, phase: 'feedback' as const }] : []),
      ])

      const stored = await latestSession(page, who)
      expect(stored).toMatchObject({
        list: list.id,
        status: 'finished',
        difficulty: Number(game.difficulty),
        gameType: game.gameType,
        attempted: 3,
      })
      expect(stored.correct).toBe(game.difficulty === '2' ? 2 : 3)
      expect(stored.score).toBeGreaterThan(0)
      // The result screen shows exactly what the server scored.
      await expect(page.getByTestId('result-score').textContent()).resolves.toBe(String(stored.score))
      if (game.difficulty === '2') await expect(page.locator('.practise').textContent()).resolves.toContain('house')
      else await page.getByText('Nothing to practise').waitFor()
      await screenshot(page, `player-results-${game.name}`)
      expect(errors).toEqual([])
    }, 180_000)
  }

  it('shows homework first and plays it at the level the teacher set', async () => {
    const who = await pupil(1)
    const own = await listFor(who, `E2E own list ${Date.now()}`, ['cat', 'dog', 'sun'])
    const homeworkList = await teacher.post('users/me/lists', { title: `E2E homework ${Date.now()}`, words: ['bird', 'tree', 'fish'] })
    expect(homeworkList.status).toBe(201)
    const due = new Date(Date.now() + 3 * 24 * 3600_000).toISOString().slice(0, 10)
    const homework = await teacher.post('homework', {
      title: 'Animal words',
      lists: [homeworkList.body.id],
      difficulty: 3,
      dueAt: due,
      pupilIds: [who.id],
    })
    expect(homework.status).toBe(201)

    const { page, errors } = await freshPage()
    await signInWithKeyboard(page, who)
    const sections = await page.locator('main h2').allTextContents()
    expect(sections.slice(0, 2)).toEqual(['Your homework', 'Your lists'])
    const card = page.locator('.list-card--homework').filter({ hasText: homeworkList.body.title })
    await expect(card.textContent()).resolves.toContain('Level set by your teacher: Hard')
    await expect(page.getByRole('button', { name: new RegExp(`^${own.title}`) }).count()).resolves.toBe(1)
    await screenshot(page, 'player-home-homework')

    await openList(page, homeworkList.body.title)
    // The level is the teacher's: the others cannot be chosen.
    await expect(page.locator('input[name="difficulty"]:checked').getAttribute('value')).resolves.toBe('3')
    await expect(page.locator('input[name="difficulty"]:disabled').count()).resolves.toBe(3)
    await startGame(page, null, 'spelling')
    await expect(page.locator('.game').getAttribute('data-difficulty')).resolves.toBe('3')
    await playWords(page, ['bird', 'tree', 'fish'])
    const stored = await latestSession(page, who)
    expect(stored).toMatchObject({ list: homeworkList.body.id, difficulty: 3, status: 'finished', correct: 3 })
    await expect(page.getByTestId('result-score').textContent()).resolves.toBe(String(stored.score))

    // Back home, the homework is done, as the server's progress says.
    await tabTo(page, page.getByRole('button', { name: 'Choose another list' }))
    await page.keyboard.press('Enter')
    await expect(
      page.locator('.list-card--homework').filter({ hasText: homeworkList.body.title }).locator('.badge').textContent(),
    ).resolves.toBe('Done')
    const progress = await teacher.get(`homework/${homework.body.id}/sessions`)
    expect(progress.status).toBe(200)
    expect(JSON.stringify(progress.body)).toContain(`"score":${stored.score}`)
    expect(errors).toEqual([])
  }, 180_000)

  it('takes a spelling test set as homework: answers saved without marks, the marks at the end', async () => {
    const who = await pupil(4)
    const list = await teacher.post('users/me/lists', { title: `E2E test ${Date.now()}`, words: ['bird', 'tree'] })
    const due = new Date(Date.now() + 2 * 24 * 3600_000).toISOString().slice(0, 10)
    const homework = await teacher.post('homework', {
      title: 'Friday test',
      lists: [list.body.id],
      difficulty: 4,
      test: true,
      dueAt: due,
      pupilIds: [who.id],
    })
    expect(homework.status).toBe(201)
    const { page, errors } = await freshPage()
    await signInWithKeyboard(page, who)
    await expect(page.locator('.list-card--homework').filter({ hasText: list.body.title }).textContent()).resolves.toContain(
      'Spelling test',
    )
    await openList(page, list.body.title)
    await startGame(page, null, 'spelling')
    await expect(page.getByTestId('score').count()).resolves.toBe(0) // no running score in a test
    for (const [i, answer] of ['bird', 'trea'].entries()) {
      await page.locator(`.game[data-round="${i + 1}"][data-phase="input"]`).waitFor()
      await page.waitForTimeout(400 + 80 * answer.length)
      for (const key of answer) await page.keyboard.press(key, { delay: 30 })
      await page.keyboard.press('Enter')
      await page.locator(`.game[data-round="${i + 1}"][data-phase="feedback"]`).waitFor()
      await expect(page.locator('.game__status').textContent()).resolves.toBe('Saved! Your marks come at the end.')
      if (i === 1) await screenshot(page, 'player-scene-hive-test')
      await page.keyboard.press('Enter')
    }
    await page.locator('.results').waitFor()
    const stored = await latestSession(page, who)
    expect(stored).toMatchObject({ list: list.body.id, status: 'finished', correct: 1, attempted: 2 })
    await expect(page.getByTestId('result-score').textContent()).resolves.toBe(String(stored.score))
    await expect(page.locator('.practise').textContent()).resolves.toContain('tree')
    expect(errors).toEqual([])
  }, 120_000)

  it('plays with taps on a touch screen (tiles) and clicks of a mouse (the on-screen keyboard)', async () => {
    const who = await pupil(3)
    const list = await listFor(who, `E2E touch ${Date.now()}`, ['cake', 'lamp'])
    context = await browser.newContext({
      viewport: { width: 820, height: 1000 },
      locale: 'en-GB',
      hasTouch: true,
      isMobile: true,
      deviceScaleFactor: 2,
    })
    const page = await context.newPage()
    const errors = watchConsole(page)
    await page.goto(`${baseUrl}/play/`)
    await page.getByLabel('School ID').tap()
    await page.keyboard.type(String(schoolId))
    await page.getByLabel('Username').tap()
    await page.keyboard.type(who.username)
    await page.getByLabel('Password', { exact: true }).tap()
    await page.keyboard.type(DEMO_PUPIL_PASSWORD)
    await page.getByRole('button', { name: 'Sign in' }).tap()
    await page.getByRole('button', { name: new RegExp(`^${list.title}`) }).tap()
    await page.getByText('Medium', { exact: true }).tap()
    await page.getByText('Delivery van', { exact: true }).tap()
    await page.getByRole('button', { name: 'Play!' }).tap()
    await page.locator('.stage--game[data-stage-status="ready"]').waitFor({ timeout: 30_000 })
    const token = (await page.evaluate(() => localStorage.getItem('token')))!

    /** Where the canvas draws each tile of the word in play: the same pure layout the screen uses. */
    async function tileCentres() {
      const resumed = await api.as(token).post(`lists/${list.id}/gamesession`, { difficulty: 2, gameType: 'spelling-van', phonics: false })
      const { words, attempts } = resumed.body.session as {
        words: { id: number; word: string; input: RoundInput }[]
        attempts: { wordId: number }[]
      }
      const word = words.find((w) => !attempts.some((a) => a.wordId === w.id))!
      if (word.input.kind !== 'tiles') throw new Error('expected tiles')
      const box = (await page.locator('.stage--game .stage__canvas').boundingBox())!
      const slotCount = word.input.tiles.filter((t) => !t.distractor).length
      const layout = layoutRound(box.width, box.height, { kind: 'tiles', slotCount, tileCount: word.input.tiles.length })
      return {
        word: word.word,
        tiles: word.input.tiles.map((tile, i) => ({
          text: tile.text,
          x: box.x + layout.tray!.centres[i].x,
          y: box.y + layout.tray!.centres[i].y,
        })),
      }
    }

    for (const [i] of ['cake', 'lamp'].entries()) {
      await page.locator(`.game[data-round="${i + 1}"][data-phase="input"]`).waitFor()
      const { word, tiles } = await tileCentres()
      await page.waitForTimeout(300)
      const used = new Set<number>()
      for (const letter of word) {
        const index = tiles.findIndex((t, n) => t.text === letter && !used.has(n))
        used.add(index)
        await page.touchscreen.tap(tiles[index].x, tiles[index].y)
        await page.waitForTimeout(120)
      }
      if (i === 0) {
        await page.waitForTimeout(400)
        await screenshot(page, 'player-touch-tiles')
      }
      await page.getByRole('button', { name: 'Check' }).tap()
      await page.locator(`.game[data-round="${i + 1}"][data-phase="feedback"]`).waitFor()
      expect(await page.locator('.game__status').textContent()).toContain('Correct')
      await page.getByRole('button', { name: /Next word|See my score/ }).tap()
    }
    await page.locator('.results').waitFor()
    const stored = await latestSession(page, who)
    expect(stored).toMatchObject({ correct: 2, attempted: 2, status: 'finished' })
    await expect(page.getByTestId('result-score').textContent()).resolves.toBe(String(stored.score))

    // Extreme with a mouse, on the keyboard the canvas draws.
    const mouse = await browser.newContext({ viewport: { width: 1100, height: 820 }, locale: 'en-GB' })
    await mouse.addInitScript((t) => localStorage.setItem('token', t), token)
    const desk = await mouse.newPage()
    await desk.goto(`${baseUrl}/play/`)
    await desk.getByRole('button', { name: new RegExp(`^${list.title}`) }).click()
    await desk.locator('input[name="difficulty"][value="4"]').click()
    await desk.locator('input[name="gameType"][value="spelling-horses"]').click()
    await desk.getByRole('button', { name: 'Play!' }).click()
    await desk.locator('.game[data-round="1"][data-phase="input"] .stage--game[data-stage-status="ready"]').waitFor({ timeout: 30_000 })
    const box = (await desk.locator('.stage--game .stage__canvas').boundingBox())!
    const click = async (key: string, typedLength: number) => {
      const cap = layoutRound(box.width, box.height, { kind: 'keyboard', typedLength }).keys.find((k) => k.key === key)!
      await desk.mouse.click(box.x + cap.x + cap.width / 2, box.y + cap.y + cap.height / 2)
      await desk.waitForTimeout(100)
    }
    await desk.waitForTimeout(300)
    for (const [n, letter] of [...'cake'].entries()) await click(letter, n)
    await screenshot(desk, 'player-mouse-keyboard')
    await click('Enter', 4)
    await desk.locator('.game[data-round="1"][data-phase="feedback"]').waitFor()
    expect(await desk.locator('.game__status').textContent()).toContain('Correct')
    await mouse.close()
    expect(errors).toEqual([])
  }, 180_000)

  it('signs in from a login card QR link and signs out again', async () => {
    const who = await pupil(2)
    // The demo class: other tests give the teacher classes of their own.
    const classes = await teacher.get('users/me/school/groups', { query: { limit: '100' } })
    const demoClass = classes.body.docs.find((c: { name: string }) => c.name === demoSchools[0].className)
    const keys = await teacher.post(`users/me/school/groups/${demoClass.id}/pupils/signinkeys`)
    expect(keys.status).toBeLessThan(300)
    const card = keys.body.docs.find((d: { id: number }) => d.id === who.id) as { url: string; key: string }
    const { page, errors } = await freshPage()
    await page.goto(`${baseUrl}/play/#key=${card.key}`)
    await page.getByRole('heading', { name: 'Your lists' }).waitFor()
    // The key leaves the address at once; the session token is kept for the next visit.
    expect(page.url()).toBe(`${baseUrl}/play/`)
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy()
    await page.reload()
    await page.getByRole('heading', { name: 'Your lists' }).waitFor()
    await screenshot(page, 'player-home-signed-in-with-key')
    await tabTo(page, page.getByRole('button', { name: 'Sign out' }))
    await page.keyboard.press('Enter')
    await page.getByRole('heading', { name: 'Sign in to play' }).waitFor()
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull()
    await screenshot(page, 'player-sign-in')
    expect(errors).toEqual([])
  }, 120_000)
})
