/**
 * `npm run bench`: measures the figures the issues name, against a server started the way `npm start`
 * starts it, on a free port with its own database folder. Bounded: every load runs a fixed time on
 * 127.0.0.1 and every process it starts is stopped at the end.
 *
 *   cold start (fresh folder: initdb, schema, seed) and warm start (existing folder) to the first 200 from /api/health
 *   resident memory after start
 *   GET /api/health, GET /api/users/me and a hand-written Express + pg baseline at 20 connections
 */
import autocannon from 'autocannon'
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { freePort } from '../lib/db/embedded'
import { projectRoot } from '../lib/env'
import { demoSchools, DEMO_STAFF_PASSWORD } from '../seed/demo'
import { loadAttempts, loadSchoolBurst, prepareSpellingBench } from './bench-spelling'
import { loadPupilList, preparePupilListBench } from './bench-pupils'

const DURATION = Number(process.env.BENCH_SECONDS ?? 10)
const dataDir = path.join(projectRoot, '.data', 'bench')
const children: ChildProcess[] = []

function startProcess(script: string, env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: projectRoot,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  children.push(child)
  child.stdout!.resume()
  return child
}

async function untilHealthy(url: string, timeoutMs = 120_000) {
  const started = Date.now()
  while (Date.now() - started < timeoutMs) {
    try {
      if ((await fetch(url)).status === 200) return Date.now() - started
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 25))
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs} ms`)
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return
  const exited = new Promise((r) => child.once('exit', r))
  child.kill('SIGTERM')
  await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000))])
  if (child.exitCode === null) child.kill('SIGKILL')
}

const rssMb = (pid: number) => {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8')
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)![1]) / 1024)
}

async function load(name: string, url: string, headers: Record<string, string> = {}) {
  const result = await autocannon({ url, connections: 20, duration: DURATION, headers })
  const errors = result.errors + result.non2xx
  return { name, rps: Math.round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99, errors }
}

async function main() {
  fs.rmSync(dataDir, { recursive: true, force: true })
  const port = await freePort()
  const base = `http://127.0.0.1:${port}`
  const env = { PORT: String(port), INKWELL_DATA_DIR: path.relative(projectRoot, dataDir) }

  let server = startProcess('scripts/start.ts', env)
  const coldMs = await untilHealthy(`${base}/api/health`)
  await stop(server)
  server = startProcess('scripts/start.ts', env)
  const warmMs = await untilHealthy(`${base}/api/health`)
  await new Promise((r) => setTimeout(r, 1000))
  const rss = rssMb(server.pid!)

  const teacher = demoSchools[0].teachers[0]
  const login = await fetch(`${base}/api/auth`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: teacher.username, password: DEMO_STAFF_PASSWORD }),
  })
  const { token } = (await login.json()) as { token: string }
  const auth = { Authorization: `Bearer ${token}` }

  const databaseUrl = fs.readFileSync(path.join(dataDir, 'database-url'), 'utf8').trim()
  const baselinePort = await freePort()
  const baseline = startProcess('scripts/bench-baseline.ts', { PORT: String(baselinePort), DATABASE_URL: databaseUrl })
  await new Promise<void>((resolve) => baseline.stdout!.once('data', () => resolve()))

  const results = [
    await load('GET /api/health', `${base}/api/health`),
    await load('GET /api/users/me', `${base}/api/users/me`, auth),
    await load('baseline: Express + pg users/me', `http://127.0.0.1:${baselinePort}/baseline/users/me`, auth),
  ]
  const baselineRps = results[2].rps

  console.log(`\nStart-up (to the first 200 from /api/health, server in its own process):`)
  console.log(`  first start, fresh data folder (initdb, schema, seed, Next): ${(coldMs / 1000).toFixed(1)} s   target < 20 s`)
  console.log(`  start with an existing data folder:                          ${(warmMs / 1000).toFixed(1)} s   target < 6 s`)
  console.log(`  resident memory after start:                                 ${rss} MB   target < 500 MB`)
  console.log(`\nLoad: 20 connections, ${DURATION} s each, autocannon on 127.0.0.1 (same 2 cores)`)
  console.log(
    `  ${'route'.padEnd(34)} ${'req/s'.padStart(7)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'errors'.padStart(7)} ${'vs baseline'.padStart(12)}`,
  )
  for (const r of results) {
    const ratio = `${Math.round((r.rps / baselineRps) * 100)}%`
    console.log(
      `  ${r.name.padEnd(34)} ${String(r.rps).padStart(7)} ${String(r.p50).padStart(7)} ${String(r.p99).padStart(7)} ${String(r.errors).padStart(7)} ${ratio.padStart(12)}`,
    )
  }
  console.log(`  target: GET /api/users/me at least 60% of the baseline, p99 under 30 ms`)

  // School management (issue 4): a 2,000-pupil school's pupil list, paged, as its teacher.
  const pupilBench = await preparePupilListBench(databaseUrl)
  const pupilList = await loadPupilList(base, pupilBench.token, DURATION)
  console.log(`\nPupil list: 20 connections, ${DURATION} s, pages of 50 across the list`)
  console.log(
    `  ${pupilList.name.padEnd(44)} ${String(pupilList.rps).padStart(7)} req/s  p50 ${pupilList.p50} ms  p99 ${pupilList.p99} ms  errors ${pupilList.errors}   target: p99 < 100 ms`,
  )

  // Spelling (issue 5): posting one attempt vs its own baseline, then a school's burst of game sessions.
  const spelling = await prepareSpellingBench(databaseUrl, demoSchools[0].code)
  const attemptBaselinePort = await freePort()
  const attemptBaseline = startProcess('scripts/bench-attempt-baseline.ts', {
    PORT: String(attemptBaselinePort),
    DATABASE_URL: databaseUrl,
  })
  await new Promise<void>((resolve) => attemptBaseline.stdout!.once('data', () => resolve()))
  const attemptOurs = await loadAttempts(
    'POST /api/lists/{id}/gameplay',
    (id) => `${base}/api/lists/${id}/gameplay`,
    spelling,
    spelling.ours,
    DURATION,
  )
  const attemptBase = await loadAttempts(
    'baseline: Express + pg attempt',
    (id) => `http://127.0.0.1:${attemptBaselinePort}/baseline/lists/${id}/gameplay`,
    spelling,
    spelling.baseline,
    DURATION,
  )
  const burst = await loadSchoolBurst(base, spelling)
  console.log(`\nSpelling: 50 connections, ${DURATION} s each`)
  for (const r of [attemptOurs, attemptBase]) {
    const ratio = `${Math.round((r.rps / attemptBase.rps) * 100)}%`
    console.log(
      `  ${r.name.padEnd(34)} ${String(r.rps).padStart(7)} ${String(r.p50).padStart(7)} ${String(r.p99).padStart(7)} ${String(r.errors).padStart(7)} ${ratio.padStart(12)}`,
    )
  }
  console.log(`  target: at least 60% of the baseline, p99 under 50 ms`)
  console.log(
    `  ${burst.name}: ${burst.requests} requests in ${burst.seconds.toFixed(1)} s, ${burst.errors} errors, p50 ${burst.p50} ms, p99 ${burst.p99} ms   target: within 10 s, 0 errors, p99 < 250 ms`,
  )
}

try {
  await main()
} finally {
  await Promise.all(children.map(stop))
  fs.rmSync(dataDir, { recursive: true, force: true })
}
process.exit(0)
