/**
 * `npm test`: every check, in the order a failure is cheapest to find: types, formatting, lint, builds, then unit,
 * integration (real server, real PostgreSQL) and end-to-end (real browser) tests, then the catalogue check.
 * Ends with one line `tests: N passed, N failed`.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { projectRoot } from '../lib/env'

const run = (command: string, args: string[]) => {
  console.log(`\n$ ${[command, ...args].join(' ')}`)
  return spawnSync(command, args, { cwd: projectRoot, stdio: 'inherit', env: process.env }).status ?? 1
}

const failures: string[] = []
if (run('npx', ['tsc', '--noEmit', '-p', '.']) !== 0) failures.push('typecheck')
if (run('npx', ['prettier', '--check', '--log-level', 'warn', '.']) !== 0) failures.push('formatting (npm run format)')
if (run('npx', ['eslint', '--max-warnings', '0', '.']) !== 0) failures.push('lint')
if (run('npm', ['run', 'build']) !== 0) {
  console.error('The build failed; the end-to-end tests need it.')
  process.exit(1)
}
// Two runs: the end-to-end tests start the whole product and its own database, and are kept apart from
// the integration tests' database (two embedded servers starting in one process at once can stall).
const reports = ['unit-int', 'e2e'].map((name) => path.join(projectRoot, 'test-results', `vitest-${name}.json`))
for (const report of reports) fs.rmSync(report, { force: true })
const vitest = (projects: string[], report: string) =>
  run('npx', [
    'vitest',
    'run',
    ...projects.flatMap((p) => ['--project', p]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
  ])
if (vitest(['unit', 'int'], reports[0]) !== 0) failures.push('unit and integration tests')
if (vitest(['e2e'], reports[1]) !== 0) failures.push('end-to-end tests')
if (run('npx', ['tsx', 'scripts/api-coverage.ts']) !== 0) failures.push('api coverage')

let passed = 0
let failed = 0
for (const report of reports) {
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
