import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'
import { startEmbeddedDatabase } from '../../lib/db/embedded'
import { projectRoot } from '../../lib/env'

const dataDir = path.join(projectRoot, '.data', `crash-test-${process.pid}`)
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }))

describe('the embedded PostgreSQL', () => {
  it('starts again after its owner was killed with SIGKILL, keeping committed data', async () => {
    fs.rmSync(dataDir, { recursive: true, force: true })
    // A process that starts the database, commits a row, then waits to be killed.
    const script = `
      import { startEmbeddedDatabase } from './lib/db/embedded.ts'
      import pg from 'pg'
      const db = await startEmbeddedDatabase({ dataDir: ${JSON.stringify(dataDir)} })
      const c = new pg.Client(db.adminUrl); await c.connect()
      await c.query('CREATE TABLE kept (note text)'); await c.query("INSERT INTO kept VALUES ('committed')")
      console.log('ready'); setInterval(() => {}, 1000)`
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      cwd: projectRoot,
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    await new Promise<void>((resolve, reject) => {
      child.stdout!.on('data', (d) => String(d).includes('ready') && resolve())
      child.once('exit', (code) => reject(new Error(`child exited ${code}`)))
    })
    child.kill('SIGKILL')
    await new Promise((r) => child.once('exit', r))
    expect(fs.existsSync(path.join(dataDir, 'postmaster.pid'))).toBe(true)

    const db = await startEmbeddedDatabase({ dataDir })
    try {
      const client = new pg.Client(db.adminUrl)
      await client.connect()
      const { rows } = await client.query('SELECT note FROM kept')
      await client.end()
      expect(rows).toEqual([{ note: 'committed' }])
    } finally {
      await db.stop()
    }
  })
})
