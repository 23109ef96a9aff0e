/**
 * `npm run api:coverage`: reads ../shared/spec/api-calls.tsv and prints, per area and in total, how many
 * calls are routed, how many have an integration test naming the call's id (`[auth.login]`), and how many
 * are in a tenancy sweep or listed with a reason why they have no tenancy (tests/helpers/tenancy-sweep-plan.ts).
 * Fails if a routed call has no test, a routed id is not in the catalogue, or a routed call (calls outside
 * the catalogue included) is neither swept nor given a reason. `--tenancy` lists every routed call with its
 * sweeps or its reason. It also counts the routed calls whose successful answer is declared (lib/api/openapi.ts).
 */
import fs from 'node:fs'
import path from 'node:path'
import { endpoints } from '../endpoints'
import { readCatalogue } from '../lib/api/catalogue'
import { tenancyCoverage, type RoutedCall } from '../lib/api/tenancy-coverage'
import { toRoutePath } from '../lib/api/define-endpoint'
import { declaresItsAnswer } from '../lib/api/openapi'
import { projectRoot } from '../lib/env'
import { NO_TENANCY, SWEEPS } from '../tests/helpers/tenancy-sweep-plan'

const rows = readCatalogue()

function testSources(dir: string): string {
  if (!fs.existsSync(dir)) return ''
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx)$/.test(entry.name))
    .map((entry) => fs.readFileSync(path.join(entry.parentPath, entry.name), 'utf8'))
    .join('\n')
}
const tests = testSources(path.join(projectRoot, 'tests', 'int'))

const problems: string[] = []
const routed = new Map<string, (typeof endpoints)[number]>()
for (const endpoint of endpoints) {
  if (!endpoint.catalogueId) continue
  const row = rows.find((r) => r.id === endpoint.catalogueId)
  if (!row) problems.push(`${endpoint.catalogueId} is routed but not in the catalogue`)
  else if (row.method !== endpoint.method || toRoutePath(row.path) !== toRoutePath(endpoint.apiPath)) {
    problems.push(
      `${row.id}: routed as ${endpoint.method.toUpperCase()} ${endpoint.apiPath}, catalogue says ${row.method.toUpperCase()} ${row.path}`,
    )
  }
  routed.set(endpoint.catalogueId, endpoint)
}

const areas = new Map<string, { total: number; routed: number; tested: number }>()
let routedCount = 0
let testedCount = 0
for (const row of rows) {
  const area = areas.get(row.area) ?? { total: 0, routed: 0, tested: 0 }
  area.total++
  if (routed.has(row.id)) {
    area.routed++
    routedCount++
    if (tests.includes(`[${row.id}]`)) {
      area.tested++
      testedCount++
    } else problems.push(`${row.id} (${row.method.toUpperCase()} ${row.path}) is routed but no integration test names [${row.id}]`)
  }
  areas.set(row.area, area)
}

// Tenancy: every routed call, those outside the catalogue included, is swept or has a reason.
const OUTSIDE = '(outside the catalogue)'
const routedCalls: RoutedCall[] = endpoints.map((endpoint) => ({
  label: endpoint.catalogueId ?? `${endpoint.method.toUpperCase()} ${endpoint.apiPath}`,
  area: rows.find((r) => r.id === endpoint.catalogueId)?.area ?? OUTSIDE,
  path: endpoint.apiPath,
}))
const tenancy = tenancyCoverage(routedCalls, { sweeps: SWEEPS, noTenancy: NO_TENANCY })
problems.push(...tenancy.problems)
// A sweep of the plan must exist and take its calls from the plan.
for (const [name, sweep] of Object.entries(SWEEPS)) {
  const file = path.join(projectRoot, sweep.spec)
  const source = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : ''
  if (!source.includes(`plannedCalls(endpoints, '${name}')`))
    problems.push(`the ${name} tenancy sweep (${sweep.spec}) is missing or does not call plannedCalls(endpoints, '${name}')`)
}

const areaNames = [...new Set([...areas.keys(), ...tenancy.areas.keys()])].sort()
const width = Math.max(...areaNames.map((a) => a.length))
const n = (value: number) => String(value).padStart(3)
for (const area of areaNames) {
  const counts = areas.get(area) ?? { total: 0, routed: 0, tested: 0 }
  const swept = tenancy.areas.get(area) ?? { routed: 0, swept: 0, reason: 0, neither: 0 }
  if (counts.routed === 0 && swept.routed === 0 && !process.argv.includes('--all')) continue
  const routedHere = area === OUTSIDE ? swept.routed : counts.routed
  const tested = area === OUTSIDE ? '           ' : `${n(counts.tested)} tested `
  const total = area === OUTSIDE ? '' : `  of ${counts.total}`
  console.log(
    `${area.padEnd(width)}  ${n(routedHere)} routed  ${tested}  ${n(swept.swept)} swept  ${n(swept.reason)} with reason  ${n(swept.neither)} not swept${total}`,
  )
}
// `--tenancy`: every routed call, area by area, with its sweeps or its reason.
if (process.argv.includes('--tenancy')) {
  const sweepsOf = (label: string) =>
    Object.entries(SWEEPS)
      .filter(([, sweep]) => (sweep.calls as readonly string[]).includes(label))
      .map(([name]) => name)
  for (const call of [...routedCalls].sort((x, y) => x.area.localeCompare(y.area) || x.label.localeCompare(y.label))) {
    const sweeps = sweepsOf(call.label)
    const how = sweeps.length
      ? `swept: ${sweeps.join(', ')}`
      : call.label in NO_TENANCY
        ? `no tenancy: ${NO_TENANCY[call.label]}`
        : 'NOT SWEPT'
    console.log(`  ${call.area.padEnd(width)}  ${call.label.padEnd(48)}  ${how}`)
  }
}
for (const problem of problems) console.error(`problem: ${problem}`)
console.log(`api coverage: ${routedCount} routed, ${testedCount} tested, of ${rows.length}`)
console.log(
  `tenancy: ${routedCalls.length} routed calls (${routedCalls.length - routedCount} outside the catalogue): ${tenancy.swept.length} swept, ${tenancy.withReason.length} with a reason, ${tenancy.neither.length} not swept`,
)
const declared = endpoints.filter((endpoint) => declaresItsAnswer(endpoint.response)).length
console.log(`responses: ${declared} of ${endpoints.length} routed calls declare their answer (the API reference, /api/docs)`)
process.exit(problems.length ? 1 : 0)
