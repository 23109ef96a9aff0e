/**
 * Integration tests: one embedded PostgreSQL per run (fsync off), the schema pushed once into a template
 * database by a child process, and every test file gets its own database cloned from it (tests/helpers/server.ts).
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
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

export default async function setup(project: TestProject) {
  const dataDir = path.join(projectRoot, '.data', `test-postgres-${process.pid}`)
  fs.rmSync(dataDir, { recursive: true, force: true })
  const db = await startEmbeddedDatabase({ dataDir, ephemeral: true })
  const client = new pg.Client({ connectionString: db.adminUrl })
  await client.connect()
  await client.query(`CREATE DATABASE ${TEMPLATE_DATABASE}`)
  await client.end()
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/push-schema.ts', db.urlFor(TEMPLATE_DATABASE)], {
    cwd: projectRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NODE_ENV: 'development' },
  })
  project.provide('pgAdminUrl', db.adminUrl)
  return async () => {
    await db.stop()
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}
