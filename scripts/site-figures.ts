/**
 * The marketing site's figures (issue 6), against a server started the way `npm start` starts it:
 *
 *   JavaScript per page     bytes of script the browser downloads (as served, gzipped), every page type;
 *                           budget 100 KB
 *   time to first byte      the home page at 20 connections for a fixed time (autocannon on 127.0.0.1,
 *                           gzip accepted like a browser); p95 of every answer, budget 100 ms
 *   largest contentful      home and pricing, cold, in headless Chromium at 1280 × 800; budget 1.5 s
 *   paint
 *
 * `SITE_URL=http://127.0.0.1:3000 npx tsx scripts/site-figures.ts` measures a running server; without it
 * the script starts one on a free port with its own data folder and stops it at the end. `--strict` exits
 * non-zero when a figure is over budget. `measureSite(baseUrl)` is what `npm run bench` can call.
 */
import autocannon from 'autocannon'
import { launchBrowser } from '../tests/helpers/browser'
import { serverFor } from './own-server'

const DURATION = Number(process.env.BENCH_SECONDS ?? 10)
export const BUDGETS = { scriptKb: 100, ttfbP95Ms: 100, lcpMs: 1500 }

/** One page of each type, and the regional variants of the pages the issue names. */
export const MEASURED_PAGES = [
  '/',
  '/en-us',
  '/en-za',
  '/pricing',
  '/en-us/pricing',
  '/en-za/pricing',
  '/about',
  '/synthetic-phonics-teaching-scheme',
  '/browse',
  '/browse/phonics',
  '/resource/grapheme-mat',
  '/login',
  '/logout',
  '/no-such-page',
]

export type SiteFigures = {
  scripts: { path: string; kb: number; files: number }[]
  ttfb: { p50: number; p95: number; p99: number; requests: number; errors: number }
  lcp: { path: string; ms: number }[]
}

async function scriptWeights(baseUrl: string) {
  const browser = await launchBrowser()
  try {
    const results: SiteFigures['scripts'] = []
    for (const pagePath of MEASURED_PAGES) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
      const page = await context.newPage()
      const scripts: Promise<number>[] = []
      page.on('requestfinished', (request) => {
        if (request.resourceType() === 'script') scripts.push(request.sizes().then((sizes) => sizes.responseBodySize))
      })
      await page.goto(baseUrl + pagePath, { waitUntil: 'load' })
      await page.waitForTimeout(3000) // scripts loaded late count too
      const bytes = (await Promise.all(scripts)).reduce((sum, size) => sum + size, 0)
      results.push({ path: pagePath, kb: Math.round(bytes / 102.4) / 10, files: scripts.length })
      await context.close()
    }
    return results
  } finally {
    await browser.close()
  }
}

async function largestContentfulPaint(baseUrl: string) {
  const browser = await launchBrowser()
  try {
    const results: SiteFigures['lcp'] = []
    for (const pagePath of ['/', '/pricing', '/en-us', '/en-za/pricing']) {
      const samples: number[] = []
      for (let run = 0; run < 3; run++) {
        const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
        const page = await context.newPage()
        await page.goto(baseUrl + pagePath, { waitUntil: 'load' })
        samples.push(
          await page.evaluate(
            () =>
              new Promise<number>((resolve) => {
                let last = 0
                new PerformanceObserver((list) => {
                  for (const entry of list.getEntries()) last = entry.startTime
                }).observe({ type: 'largest-contentful-paint', buffered: true })
                setTimeout(() => resolve(last), 500)
              }),
          ),
        )
        await context.close()
      }
      samples.sort((a, b) => a - b)
      results.push({ path: pagePath, ms: Math.round(samples[1]) })
    }
    return results
  } finally {
    await browser.close()
  }
}

async function timeToFirstByte(baseUrl: string) {
  // Warm the page cache first: the figure is for the page as visitors get it, not its first render.
  await fetch(baseUrl + '/', { headers: { accept: 'text/html' } })
  const times: number[] = []
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      { url: baseUrl + '/', connections: 20, duration: DURATION, headers: { 'accept-encoding': 'gzip', accept: 'text/html' } },
      (err, done) => (err ? reject(err) : resolve(done)),
    )
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime))
  })
  times.sort((a, b) => a - b)
  const at = (q: number) => Math.round(times[Math.min(times.length - 1, Math.floor(q * times.length))] * 10) / 10
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99), requests: times.length, errors: result.errors + result.non2xx }
}

export async function measureSite(baseUrl: string): Promise<SiteFigures> {
  const scripts = await scriptWeights(baseUrl)
  const lcp = await largestContentfulPaint(baseUrl)
  const ttfb = await timeToFirstByte(baseUrl)
  return { scripts, ttfb, lcp }
}

export function report(figures: SiteFigures): { lines: string[]; overBudget: string[] } {
  const lines: string[] = []
  const overBudget: string[] = []
  lines.push('Marketing site: JavaScript downloaded per page (as served, gzipped)')
  for (const s of figures.scripts) {
    const over = s.kb > BUDGETS.scriptKb
    if (over) overBudget.push(`${s.path}: ${s.kb} KB of JavaScript`)
    lines.push(`  ${s.path.padEnd(38)} ${String(s.kb).padStart(7)} KB in ${s.files} files${over ? '   OVER 100 KB' : ''}`)
  }
  const { ttfb } = figures
  lines.push(`Home page at 20 connections for ${DURATION} s (autocannon, 127.0.0.1, gzip): ${ttfb.requests} answers, ${ttfb.errors} errors`)
  lines.push(`  time to first byte p50 ${ttfb.p50} ms, p95 ${ttfb.p95} ms, p99 ${ttfb.p99} ms   budget p95 < ${BUDGETS.ttfbP95Ms} ms`)
  if (ttfb.p95 >= BUDGETS.ttfbP95Ms) overBudget.push(`home page TTFB p95 ${ttfb.p95} ms`)
  lines.push('Largest contentful paint, cold, headless Chromium 1280 × 800 (median of 3)')
  for (const l of figures.lcp) {
    const over = l.ms >= BUDGETS.lcpMs
    if (over) overBudget.push(`${l.path}: LCP ${l.ms} ms`)
    lines.push(`  ${l.path.padEnd(38)} ${String(l.ms).padStart(7)} ms${over ? '   OVER 1.5 s' : ''}`)
  }
  return { lines, overBudget }
}

if (import.meta.url === `file://${process.argv[1]}` || process.argv[1]?.endsWith('site-figures.ts')) {
  const given = process.env.SITE_URL
  const server = await serverFor('site-figures', given)
  let exitCode = 0
  try {
    const { lines, overBudget } = report(await measureSite(server.baseUrl))
    console.log(lines.join('\n'))
    if (overBudget.length) {
      console.log(`Over budget: ${overBudget.join('; ')}`)
      if (process.argv.includes('--strict')) exitCode = 1
    }
  } finally {
    await server.stop()
  }
  process.exit(exitCode)
}
