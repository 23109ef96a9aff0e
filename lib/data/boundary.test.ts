/**
 * Nothing reaches the database except through the data layer: outside lib/data/, no code takes a connection or
 * runs SQL of its own. The files below still do, from before the layer; each is moved onto `schoolDb`/`systemDb`
 * (lib/data/db.ts) and taken off this list, which may only shrink: a new file that bypasses the layer fails here.
 */
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { projectRoot } from '../env'

const NOT_YET_MOVED = new Set<string>([])

/** Taking a connection or a pool, or running SQL on one. */
const BYPASS = /\.query\(|connectionFor\(|poolOf\(|dbFor\(|payload\.db as|\.pool\b|db\.drizzle/

const sourceFiles = (dir: string): string[] =>
  fs.readdirSync(path.join(projectRoot, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(dir, entry.name)
    if (entry.isDirectory()) return relative === 'lib/data' ? [] : sourceFiles(relative)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [relative] : []
  })

describe('the data layer boundary', () => {
  const files = ['lib', 'endpoints', 'services', 'site', 'collections', 'access'].flatMap(sourceFiles)
  const bypassing = files.filter((file) => BYPASS.test(fs.readFileSync(path.join(projectRoot, file), 'utf8')))

  it('is not bypassed by any file beyond those not yet moved onto it', () => {
    expect(bypassing.filter((file) => !NOT_YET_MOVED.has(file))).toEqual([])
  })
  it('lists no file that no longer bypasses it', () => {
    expect([...NOT_YET_MOVED].filter((file) => !bypassing.includes(file))).toEqual([])
  })
})
