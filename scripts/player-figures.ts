/**
 * The player's figures (issue 5), in headless Chromium against a running server:
 *
 *   JavaScript to a playable game   every script the browser loads from opening /play/ (signed out) through
 *                                   signing in, choosing a list and starting a game, gzipped (level 6, as a
 *                                   compressing proxy would serve it; the server itself sends it
 *                                   uncompressed) and as transferred; budget 400 KB gzipped
 *   time to a playable game         from navigation start to the first word waiting for letters, with the
 *                                   sign-in form and the game setup filled in by the script at once (so it
 *                                   is machine time, not a pupil's reading time); cold (nothing cached) and
 *                                   with a stored session token; budget 3 s
 *   frame times                     30 s of play (PLAYER_FIGURES_SECONDS) of the spelling game at medium
 *                                   difficulty, words typed at a pupil's pace: the interval of every
 *                                   animation frame (requestAnimationFrame) and the Pixi ticker's own
 *                                   samples; p50, p95, p99, budget p95 ≤ 16.7 ms (60 fps, with 1 ms of
 *                                   timer slack allowed)
 *
 * Headless Chromium draws WebGL in software (SwiftShader). The game then uses Pixi's 2D canvas renderer
 * (player/src/stage/renderer-preference.ts), which is what is measured; `PLAYER_FIGURES_WEBGL=1` also plays
 * a while with `?renderer=webgl` forced and reports that, for comparison.
 *
 * `PLAYER_URL=http://127.0.0.1:3000 npx tsx scripts/player-figures.ts` measures a running server (with the
 * demo seed: it signs in as the demo teacher to set a list for a demo pupil); without it the script starts
 * one on a free port with its own data folder and stops it at the end. `--strict` exits non-zero when a
 * figure is over budget. `measurePlayer(baseUrl)` and `report(figures)` are what `npm run bench` can call.
 */
import { gzipSync } from 'node:zlib'
import type { Browser, Page } from 'playwright-core'
import { schoolUsername } from '../lib/school/usernames'
import { demoSchools, DEMO_PUPIL_PASSWORD, DEMO_STAFF_PASSWORD } from '../seed/demo'
import { launchBrowser } from '../tests/helpers/browser'
import { serverFor } from './own-server'

export const BUDGETS = { scriptGzipKb: 400, playableMs: 3000, frameP95Ms: 17.7 }
const PLAY_SECONDS = Number(process.env.PLAYER_FIGURES_SECONDS ?? 30)
const WEBGL_SECONDS = Math.min(PLAY_SECONDS, 10)
/** The pupil the figures play as: well clear of the ones the end-to-end tests use. */
const PUPIL = schoolUsername(7)
/** Enough common words that the game outlasts the measurement. */
const WORDS = (
  'about after again animal another answer around because before began being below between black brought ' +
  'change children city country different during early earth enough every family father first follow found ' +
  'friend garden great group happy house important inside large later learn letter little mother mountain'
).split(' ')

export type FrameStats = { frames: number; p50: number; p95: number; p99: number; max: number; over20ms: number; fps: number }

export type PlayerFigures = {
  scripts: { files: { name: string; bytes: number; gzipBytes: number }[]; bytes: number; gzipBytes: number; transferredBytes: number }
  load: { signInReadyMs: number; coldHomeMs: number; coldPlayableMs: number; tokenHomeMs: number; tokenPlayableMs: number }
  frames: { renderer: string; seconds: number; words: number; animationFrames: FrameStats; pixiTicker: FrameStats }
  webgl?: { renderer: string; seconds: number; animationFrames: FrameStats }
}

type Json = any

async function call(baseUrl: string, method: string, route: string, token?: string, body?: unknown): Promise<Json> {
  const response = await fetch(`${baseUrl}/api/${route}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const text = await response.text()
  if (!response.ok) throw new Error(`${method} ${route}: ${response.status} ${text.slice(0, 200)}`)
  return text ? JSON.parse(text) : undefined
}

/** A list of WORDS set for the pupil by the demo teacher; the school id of the pupil's login card. */
async function prepare(baseUrl: string) {
  const teacher = (
    await call(baseUrl, 'POST', 'auth', undefined, { username: demoSchools[0].teachers[0].username, password: DEMO_STAFF_PASSWORD })
  ).token
  const schoolId = (await call(baseUrl, 'GET', 'users/me', teacher)).user.school.id as number
  const pupil = (await call(baseUrl, 'GET', `users/me/school/pupils?school_username=${PUPIL}`, teacher)).docs[0]
  if (!pupil) throw new Error(`the demo pupil ${PUPIL} is missing: is the demo seed loaded?`)
  const title = `Player figures ${Date.now()}`
  const list = await call(baseUrl, 'POST', 'users/me/lists', teacher, { title, words: WORDS })
  await call(baseUrl, 'PUT', `lists/${list.id}/favourite/pupils/${pupil.id}`, teacher)
  const token = (
    await call(baseUrl, 'POST', 'auth/school_id', undefined, { school_id: schoolId, school_username: PUPIL, password: DEMO_PUPIL_PASSWORD })
  ).token as string
  return { schoolId, title, listId: list.id as number, teacher, token }
}

const percentile = (sorted: number[], q: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] : 0)
const round = (n: number) => Math.round(n * 10) / 10

export function frameStats(samples: number[]): FrameStats {
  const sorted = [...samples].filter((n) => Number.isFinite(n) && n > 0).sort((a, b) => a - b)
  const total = sorted.reduce((sum, n) => sum + n, 0)
  return {
    frames: sorted.length,
    p50: round(percentile(sorted, 0.5)),
    p95: round(percentile(sorted, 0.95)),
    p99: round(percentile(sorted, 0.99)),
    max: round(sorted[sorted.length - 1] ?? 0),
    over20ms: sorted.filter((n) => n > 20).length,
    fps: total ? round((sorted.length * 1000) / total) : 0,
  }
}

/** Opens the list and plays it at medium in the bee theme. */
async function openGame(page: Page, title: string): Promise<void> {
  await page.getByRole('heading', { name: 'Your lists' }).waitFor({ timeout: 30_000 })
  await page.getByRole('button', { name: new RegExp(`^${title}`) }).click()
  await page.locator('input[name="difficulty"][value="2"]').check()
  await page.locator('input[name="gameType"][value="spelling"]').check()
  await page.getByRole('button', { name: 'Play!' }).click()
  await page.locator('.game[data-phase="input"] .stage--game[data-stage-status="ready"]').waitFor({ timeout: 30_000 })
}

type Setup = Awaited<ReturnType<typeof prepare>>

/**
 * The word the game is asking for: the first word of the pupil's session not yet attempted (asking for the
 * session again resumes it and changes nothing).
 */
async function wordInPlay(baseUrl: string, setup: Setup): Promise<string> {
  const { session } = await call(baseUrl, 'POST', `lists/${setup.listId}/gamesession`, setup.token, {
    difficulty: 2,
    gameType: 'spelling',
    phonics: false,
    freeplay: false,
  })
  const done = new Set((session.attempts as { wordId: number }[]).map((a) => a.wordId))
  return (session.words as { id: number; word: string }[]).find((w) => !done.has(w.id))?.word ?? 'zzz'
}

/** Starts a requestAnimationFrame clock in the page: every frame interval, unbounded, until read. */
// A string, not a function: tsx would wrap named functions inside it in a helper the page does not have.
const startFrameLog = (page: Page) =>
  page.evaluate(`(() => {
    const log = []
    let last = performance.now()
    const tick = (now) => {
      log.push(now - last)
      last = now
      requestAnimationFrame(tick)
    }
    window.__figuresFrames = log
    requestAnimationFrame((now) => {
      last = now
      requestAnimationFrame(tick)
    })
  })()`)

/** Plays words as a pupil types them (about 6 letters a second) for `seconds`; answers how many. */
async function playFor(page: Page, seconds: number, baseUrl: string, setup: Setup): Promise<number> {
  const until = Date.now() + seconds * 1000
  let words = 0
  while (Date.now() < until) {
    const round = await page.locator('.game').getAttribute('data-round')
    await page.locator(`.game[data-round="${round}"][data-phase="input"]`).waitFor({ timeout: 15_000 })
    const word = await wordInPlay(baseUrl, setup)
    await page.waitForTimeout(400)
    for (const letter of word) {
      await page.keyboard.press(letter)
      await page.waitForTimeout(150)
      if (Date.now() > until) return words
    }
    await page.keyboard.press('Enter')
    await page.locator(`.game[data-round="${round}"][data-phase="feedback"]`).waitFor({ timeout: 15_000 })
    words++
    await page.waitForTimeout(Math.max(0, Math.min(900, until - Date.now())))
    if (Date.now() > until) break
    await page.keyboard.press('Enter')
  }
  return words
}

/**
 * Notes in the page when each milestone first shows, checked every animation frame: Playwright's own
 * waiting polls at growing intervals (up to half a second), too coarse to time a load with.
 */
const MILESTONES = `(() => {
  const at = {}
  window.__milestones = at
  const seen = {
    signIn: '.stage[data-stage-status="ready"], .stage[data-stage-status="settled"]',
    home: '#home-lists',
    playable: '.game[data-phase="input"] .stage--game[data-stage-status="ready"]',
  }
  const check = () => {
    for (const [name, selector] of Object.entries(seen)) if (!(name in at) && document.querySelector(selector)) at[name] = performance.now()
    if (Object.keys(at).length < 3) requestAnimationFrame(check)
  }
  requestAnimationFrame(check)
})()`

const milestone = async (page: Page, name: 'signIn' | 'home' | 'playable') => {
  const at = (await page.evaluate(`window.__milestones && window.__milestones[${JSON.stringify(name)}]`)) as number | undefined
  return Math.round(at ?? Number.NaN)
}

async function measureLoad(browser: Browser, baseUrl: string, setup: Setup) {
  // Cold: nothing cached, signed out; the script fills in the login card and the setup at once.
  const context = await browser.newContext({ viewport: { width: 1100, height: 820 }, locale: 'en-GB' })
  await context.addInitScript(MILESTONES)
  const page = await context.newPage()
  const scripts: Promise<{ name: string; bytes: number; gzipBytes: number; transferred: number }>[] = []
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script') return
    scripts.push(
      (async () => {
        const response = await request.response()
        const body = response ? await response.body() : Buffer.alloc(0)
        const sizes = await request.sizes()
        return {
          name: new URL(request.url()).pathname,
          bytes: body.length,
          gzipBytes: gzipSync(body).length,
          transferred: sizes.responseBodySize,
        }
      })(),
    )
  })
  await page.goto(`${baseUrl}/play/`)
  await page.getByLabel('School ID').waitFor()
  await page.locator('.stage[data-stage-status="ready"], .stage[data-stage-status="settled"]').first().waitFor({ timeout: 30_000 })
  const signInReadyMs = await milestone(page, 'signIn')
  await page.getByLabel('School ID').fill(String(setup.schoolId))
  await page.getByLabel('Username').fill(PUPIL)
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PUPIL_PASSWORD)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await openGame(page, setup.title)
  const coldHomeMs = await milestone(page, 'home')
  const coldPlayableMs = await milestone(page, 'playable')
  const files = await Promise.all(scripts)

  // With a stored session token: a pupil coming back.
  const returning = await browser.newContext({ viewport: { width: 1100, height: 820 }, locale: 'en-GB' })
  await returning.addInitScript((token) => localStorage.setItem('token', token), setup.token)
  await returning.addInitScript(MILESTONES)
  const again = await returning.newPage()
  await again.goto(`${baseUrl}/play/`)
  await openGame(again, setup.title)
  const tokenHomeMs = await milestone(again, 'home')
  const tokenPlayableMs = await milestone(again, 'playable')
  await returning.close()

  return {
    page,
    context,
    scripts: {
      files: files.map((f) => ({ name: f.name, bytes: f.bytes, gzipBytes: f.gzipBytes })),
      bytes: files.reduce((sum, f) => sum + f.bytes, 0),
      gzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0),
      transferredBytes: files.reduce((sum, f) => sum + f.transferred, 0),
    },
    load: {
      signInReadyMs: Math.round(signInReadyMs),
      coldHomeMs: Math.round(coldHomeMs),
      coldPlayableMs: Math.round(coldPlayableMs),
      tokenHomeMs: Math.round(tokenHomeMs),
      tokenPlayableMs: Math.round(tokenPlayableMs),
    },
  }
}

async function measureFrames(page: Page, seconds: number, baseUrl: string, setup: Setup) {
  const renderer = (await page.locator('.stage--game').getAttribute('data-renderer')) ?? 'unknown'
  await startFrameLog(page)
  const words = await playFor(page, seconds, baseUrl, setup)
  const animation = await page.evaluate(() => (window as unknown as { __figuresFrames?: number[] }).__figuresFrames ?? [])
  const ticker = await page.evaluate(() => window.__inkwellFrames ?? [])
  return { renderer, seconds, words, animationFrames: frameStats(animation.slice(1)), pixiTicker: frameStats(ticker) }
}

export async function measurePlayer(baseUrl: string, options: { seconds?: number; webgl?: boolean } = {}): Promise<PlayerFigures> {
  const seconds = options.seconds ?? PLAY_SECONDS
  const setup = await prepare(baseUrl)
  const browser = await launchBrowser()
  try {
    const loaded = await measureLoad(browser, baseUrl, setup)
    const frames = await measureFrames(loaded.page, seconds, baseUrl, setup)
    await loaded.context.close()
    const figures: PlayerFigures = { scripts: loaded.scripts, load: loaded.load, frames }
    if (options.webgl ?? process.env.PLAYER_FIGURES_WEBGL === '1') {
      const context = await browser.newContext({ viewport: { width: 1100, height: 820 }, locale: 'en-GB' })
      await context.addInitScript((token) => localStorage.setItem('token', token), setup.token)
      const page = await context.newPage()
      await page.goto(`${baseUrl}/play/?renderer=webgl`)
      await openGame(page, setup.title)
      const webgl = await measureFrames(page, Math.min(seconds, WEBGL_SECONDS), baseUrl, setup)
      figures.webgl = { renderer: webgl.renderer, seconds: webgl.seconds, animationFrames: webgl.animationFrames }
      await context.close()
    }
    return figures
  } finally {
    await browser.close()
    await call(baseUrl, 'DELETE', `lists/${setup.listId}`, setup.teacher).catch(() => undefined)
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

export function report(figures: PlayerFigures): { lines: string[]; overBudget: string[] } {
  const lines: string[] = []
  const overBudget: string[] = []
  const { scripts, load, frames } = figures
  lines.push('Player: JavaScript from opening /play/ to a playable game (signed out, sign in, choose, play)')
  for (const f of scripts.files) lines.push(`  ${f.name.padEnd(52)} ${kb(f.bytes).padStart(10)}  gzip ${kb(f.gzipBytes).padStart(9)}`)
  lines.push(
    `  total ${scripts.files.length} files: ${kb(scripts.bytes)}, gzipped ${kb(scripts.gzipBytes)} (as transferred: ${kb(scripts.transferredBytes)})   budget < ${BUDGETS.scriptGzipKb} KB gzipped`,
  )
  if (scripts.gzipBytes / 1024 >= BUDGETS.scriptGzipKb) overBudget.push(`player JavaScript ${kb(scripts.gzipBytes)} gzipped`)
  lines.push('Player: time from navigation start (headless Chromium, 1100 × 820; the script fills in the forms as soon as they show,')
  lines.push('  so the times include its clicks and typing, about 0.2-0.4 s, but no reading time)')
  lines.push(`  sign-in page ready (title scene drawn)   ${String(load.signInReadyMs).padStart(6)} ms`)
  lines.push(`  cold, signed out: signed in, lists shown ${String(load.coldHomeMs).padStart(6)} ms`)
  lines.push(`  cold, signed out, to the first word      ${String(load.coldPlayableMs).padStart(6)} ms   budget < ${BUDGETS.playableMs} ms`)
  lines.push(`  stored session: lists shown              ${String(load.tokenHomeMs).padStart(6)} ms`)
  lines.push(
    `  stored session, to the first word        ${String(load.tokenPlayableMs).padStart(6)} ms   budget < ${BUDGETS.playableMs} ms`,
  )
  if (load.coldPlayableMs >= BUDGETS.playableMs) overBudget.push(`cold load to a playable game ${load.coldPlayableMs} ms`)
  const a = frames.animationFrames
  const p = frames.pixiTicker
  lines.push(`Player: ${frames.seconds} s of play (medium, busy bee, ${frames.words} words typed), renderer ${frames.renderer}`)
  lines.push(
    `  animation frames ${a.frames}: ${a.fps} fps, p50 ${a.p50} ms, p95 ${a.p95} ms, p99 ${a.p99} ms, max ${a.max} ms, ${a.over20ms} over 20 ms   budget p95 ≤ 16.7 ms (+1 ms slack)`,
  )
  lines.push(`  Pixi ticker (last ${p.frames} frames): p50 ${p.p50} ms, p95 ${p.p95} ms, max ${p.max} ms`)
  if (a.p95 > BUDGETS.frameP95Ms) overBudget.push(`frame time p95 ${a.p95} ms`)
  if (figures.webgl) {
    const w = figures.webgl.animationFrames
    lines.push(
      `  for comparison, ${figures.webgl.seconds} s with ?renderer=webgl (${figures.webgl.renderer}, software WebGL): ${w.fps} fps, p50 ${w.p50} ms, p95 ${w.p95} ms`,
    )
  }
  return { lines, overBudget }
}

if (import.meta.url === `file://${process.argv[1]}` || process.argv[1]?.endsWith('player-figures.ts')) {
  const given = process.env.PLAYER_URL ?? process.argv.slice(2).find((a) => a.startsWith('http'))
  const server = await serverFor('player-figures', given)
  let exitCode = 0
  try {
    const figures = await measurePlayer(server.baseUrl)
    const { lines, overBudget } = report(figures)
    console.log(lines.join('\n'))
    console.log(`PLAYER_FIGURES ${JSON.stringify({ ...figures, scripts: { ...figures.scripts, files: undefined } })}`)
    if (overBudget.length) {
      console.log(`Over budget: ${overBudget.join('; ')}`)
      if (process.argv.includes('--strict')) exitCode = 1
    }
  } finally {
    await server.stop()
  }
  process.exit(exitCode)
}
