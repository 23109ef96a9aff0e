/**
 * `npm test`: every check, in two lanes that run side by side (a two-core CI machine has a core for each):
 *   - types, formatting and lint, then the unit and integration tests (real server, real PostgreSQL), then the
 *     catalogue check;
 *   - the builds, then the end-to-end tests (real browser).
 * The integration tests also wait for the builds: they render the site's pages, which link its script, and one
 * starts `npm start`, which builds whatever is missing. Each stage's output is printed whole when it ends, with
 * its wall time; the run ends with the wall time of every stage and one line `tests: N passed, N failed`.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { projectRoot } from '../lib/env'

type Stage = {
  name: string
  command: string[]
  /** Stages this one needs, in either lane: it is skipped if one of them failed. */
  after?: string[]
}
type Outcome = { ok: boolean; ms: number; skipped?: boolean }

const reports = { unitInt: 'vitest-unit-int.json', e2e: 'vitest-e2e.json' }
const reportPath = (file: string) => path.join(projectRoot, 'test-results', file)
const vitest = (projects: string[], report: string) => [
  'npx',
  'vitest',
  'run',
  ...projects.flatMap((p) => ['--project', p]),
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${reportPath(report)}`,
]
// The parts of `npm run build`, in its order.
const builds = ['console', 'player', 'site', 'next'].map((b): Stage => ({ name: `build:${b}`, command: ['npm', 'run', `build:${b}`] }))
const built = builds.map((b) => b.name)

const lanes: Stage[][] = [
  [
    { name: 'typecheck', command: ['npx', 'tsc', '--noEmit', '-p', '.'] },
    { name: 'formatting (npm run format)', command: ['npx', 'prettier', '--check', '--log-level', 'warn', '.'] },
    { name: 'lint', command: ['npx', 'eslint', '--max-warnings', '0', '.'] },
    { name: 'unit and integration tests', command: vitest(['unit', 'int', 'int-own-server'], reports.unitInt), after: built },
    { name: 'api coverage', command: ['npx', 'tsx', 'scripts/api-coverage.ts'] },
  ],
  [...builds, { name: 'end-to-end tests', command: vitest(['e2e'], reports.e2e), after: built }],
]

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`

/** Runs a stage with its output kept, then prints that output under one heading (lanes would interleave it). */
function run(stage: Stage): Promise<Outcome> {
  const started = Date.now()
  return new Promise((resolve) => {
    const [command, ...args] = stage.command
    // Children write to a pipe: keep their colours when this run writes to a terminal.
    const child = spawn(command, args, {
      cwd: projectRoot,
      env: { ...process.env, ...(process.stdout.isTTY ? { FORCE_COLOR: '1' } : {}) },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    const output: Buffer[] = []
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk))
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk))
    let finished = false
    const done = (ok: boolean, error?: Error) => {
      if (finished) return // a command that cannot start reports an error, then closes
      finished = true
      const ms = Date.now() - started
      console.log(`\n$ ${stage.command.join(' ')}    (${stage.name}: ${ok ? 'ok' : 'FAILED'}, ${seconds(ms)})`)
      process.stdout.write(Buffer.concat(output))
      if (error) console.error(error.message)
      resolve({ ok, ms })
    }
    child.once('error', (error) => done(false, error))
    child.once('close', (code) => done(code === 0))
  })
}

const stages = new Map(lanes.flat().map((stage) => [stage.name, stage]))
const previousInLane = new Map(lanes.flatMap((lane) => lane.map((stage, i) => [stage.name, lane[i - 1]?.name] as const)))
const outcomes = new Map<string, Promise<Outcome>>()

/** A stage's outcome, started once: after the stage before it in its lane (whatever became of it) and the stages it needs. */
function outcome(name: string): Promise<Outcome> {
  if (!outcomes.has(name))
    outcomes.set(
      name,
      (async () => {
        const stage = stages.get(name)!
        const previous = previousInLane.get(name)
        if (previous) await outcome(previous)
        const missing = []
        for (const needed of stage.after ?? []) if (!(await outcome(needed)).ok) missing.push(needed)
        if (!missing.length) return run(stage)
        console.log(`\n(${name}: skipped, as ${missing.join(', ')} failed)`)
        return { ok: false, ms: 0, skipped: true }
      })(),
    )
  return outcomes.get(name)!
}

const started = Date.now()
for (const report of Object.values(reports)) fs.rmSync(reportPath(report), { force: true })
await Promise.all([...stages.keys()].map(outcome))

console.log('\nWall time per stage:')
const failures: string[] = []
for (const stage of lanes.flat()) {
  const { ok, ms, skipped } = await outcome(stage.name)
  if (!ok) failures.push(stage.name)
  console.log(`  ${stage.name.padEnd(32)} ${skipped ? 'skipped' : seconds(ms).padStart(8)}${ok ? '' : '  FAILED'}`)
}
console.log(`  ${'npm test'.padEnd(32)} ${seconds(Date.now() - started).padStart(8)}`)

let passed = 0
let failed = 0
for (const report of Object.values(reports).map(reportPath)) {
  if (!fs.existsSync(report)) {
    failed++ // the run did not get as far as writing its report
    continue
  }
  const results = JSON.parse(fs.readFileSync(report, 'utf8'))
  passed += results.numPassedTests
  failed += results.numFailedTests + (results.success === false && results.numFailedTests === 0 ? 1 : 0)
}
if (failures.length) console.error(`\nFailed: ${failures.join(', ')}`)
console.log(`\ntests: ${passed} passed, ${failed} failed`)
process.exit(failures.length ? 1 : 0)
