/**
 * End-to-end tests: the whole product as `npm start` serves it (Next, console and player builds, seeded
 * demo data) on a free port, against a fresh embedded PostgreSQL of its own.
 */
import fs from 'node:fs'
import path from 'node:path'
import pg from 'pg'
import type { TestProject } from 'vitest/node'
import { startEmbeddedDatabase } from '../../lib/db/embedded'
import { projectRoot } from '../../lib/env'
import { seed } from '../../seed'
import { startServer } from '../../server'

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string
  }
}

export default async function setup(project: TestProject) {
  for (const build of ['admin/dist/index.html', 'player/dist/index.html', '.next/BUILD_ID']) {
    if (!fs.existsSync(path.join(projectRoot, build))) throw new Error(`${build} is missing: run npm run build first (npm test does)`)
  }
  const dataDir = path.join(projectRoot, '.data', `e2e-postgres-${process.pid}`)
  fs.rmSync(dataDir, { recursive: true, force: true })
  const db = await startEmbeddedDatabase({ dataDir, ephemeral: true })
  const client = new pg.Client({ connectionString: db.adminUrl })
  await client.connect()
  await client.query('CREATE DATABASE inkwell_e2e')
  await client.end()
  const server = await startServer({ databaseUrl: db.urlFor('inkwell_e2e'), push: true, next: true, port: 0, host: '127.0.0.1', onReady: (payload) => seed({ payload }).then(() => {}) })
  project.provide('baseUrl', server.url)
  return async () => {
    await server.close()
    await db.stop()
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}
