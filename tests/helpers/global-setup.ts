/**
 * Integration tests: one embedded PostgreSQL per run (fsync off), with a template database holding the schema
 * and the dictionary (tests/helpers/template-database.ts); each worker's shared server, and each file with a
 * server of its own, gets a database cloned from it (tests/helpers/server.ts).
 */
import { execFile } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import pg from 'pg'
import type { TestProject } from 'vitest/node'
import { startEmbeddedDatabase } from '../../lib/db/embedded'
import { projectRoot } from '../../lib/env'

export const TEMPLATE_DATABASE = 'inkwell_template'

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string
  }
}

async function startTemplateServer() {
  const dataDir = path.join(projectRoot, '.data', `test-postgres-${process.pid}`)
  fs.rmSync(dataDir, { recursive: true, force: true })
  const db = await startEmbeddedDatabase({ dataDir, ephemeral: true })
  const client = new pg.Client({ connectionString: db.adminUrl })
  await client.connect()
  await client.query(`CREATE DATABASE ${TEMPLATE_DATABASE}`)
  await client.end()
  const stop = async () => {
    await db.stop()
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
  // Asynchronously: vitest's own process keeps answering while the child works; a failure carries its stderr.
  await promisify(execFile)(process.execPath, ['--import', 'tsx', 'tests/helpers/template-database.ts', db.urlFor(TEMPLATE_DATABASE)], {
    cwd: projectRoot,
    env: { ...process.env, NODE_ENV: 'development' },
    maxBuffer: 64 * 1024 * 1024,
  }).catch(async (err) => {
    await stop()
    throw err
  })
  return { adminUrl: db.adminUrl, stop }
}

/**
 * Both integration projects (`int` and `int-own-server`) name this set-up; they share one database server,
 * started by whichever comes first and stopped when the last is done. Kept on globalThis: vitest loads the
 * set-up once per project.
 */
type Shared = { server: ReturnType<typeof startTemplateServer>; users: number }
const shared = globalThis as { inkwellTemplateServer?: Shared }

export default async function setup(project: TestProject) {
  const current = (shared.inkwellTemplateServer ??= { server: startTemplateServer(), users: 0 })
  current.users++
  project.provide('pgAdminUrl', (await current.server).adminUrl)
  return async () => {
    if (--current.users > 0) return
    shared.inkwellTemplateServer = undefined
    await (await current.server).stop()
  }
}
