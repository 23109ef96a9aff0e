/**
 * Nothing reaches the database except through the data layer: outside lib/data/, no code takes a connection or
 * runs SQL of its own, so every statement passes the school check of `schoolDb` or says why it is `systemDb`'s.
 */
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { projectRoot } from '../env'

/** Taking a connection or a pool, or running SQL on one. */
const BYPASS = /\.query(<[^(]*>)?\(|connectionFor\(|poolOf\(|dbFor\(|payload\.db as|\.pool\b|db\.drizzle/

const sourceFiles = (dir: string): string[] =>
  fs.readdirSync(path.join(projectRoot, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(dir, entry.name)
    if (entry.isDirectory()) return relative === 'lib/data' ? [] : sourceFiles(relative)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [relative] : []
  })

describe('the data layer boundary', () => {
  const files = ['lib', 'endpoints', 'services', 'site', 'collections', 'access'].flatMap(sourceFiles)
  it('is not bypassed by any file', () => {
    expect(files.filter((file) => BYPASS.test(fs.readFileSync(path.join(projectRoot, file), 'utf8')))).toEqual([])
  })
  it('recognises an operation that goes round it', () => {
    const bypasses = [
      `const { rows } = await (await connectionFor(op.payload, op.req)).query('SELECT id FROM users WHERE id = $1', [id])`,
      `await pool.query<{ id: number }>('DELETE FROM groups WHERE id = $1', [id])`,
      `const db = (payload.db as unknown as { pool: Pool }).pool`,
      `await payload.db.drizzle.execute(statement)`,
    ]
    expect(bypasses.filter((line) => !BYPASS.test(line))).toEqual([])
  })
})
