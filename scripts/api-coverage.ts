/**
 * `npm run api:coverage`: reads ../shared/spec/api-calls.tsv and prints, per area and in total, how many
 * calls are routed and how many have an integration test naming the call's id (`[auth.login]`). Fails if a
 * routed call has no test or a routed id is not in the catalogue.
 */
import fs from 'node:fs'
import path from 'node:path'
import { endpoints } from '../endpoints'
import { readCatalogue } from '../lib/api/catalogue'
import { toRoutePath } from '../lib/api/define-endpoint'
import { projectRoot } from '../lib/env'

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
    problems.push(`${row.id}: routed as ${endpoint.method.toUpperCase()} ${endpoint.apiPath}, catalogue says ${row.method.toUpperCase()} ${row.path}`)
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

const width = Math.max(...[...areas.keys()].map((a) => a.length))
for (const [area, counts] of [...areas.entries()].sort()) {
  if (counts.routed === 0 && !process.argv.includes('--all')) continue
  console.log(`${area.padEnd(width)}  ${String(counts.routed).padStart(3)} routed  ${String(counts.tested).padStart(3)} tested  of ${counts.total}`)
}
for (const problem of problems) console.error(`problem: ${problem}`)
console.log(`api coverage: ${routedCount} routed, ${testedCount} tested, of ${rows.length}`)
process.exit(problems.length ? 1 : 0)
