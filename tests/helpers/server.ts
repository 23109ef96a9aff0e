import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { inject } from 'vitest'
import { projectRoot } from '../../lib/env'
import { startServer, type RunningServer } from '../../server'
import { TEMPLATE_DATABASE } from './global-setup'
import { Api } from './http'

export type TestServer = RunningServer & { api: Api; databaseName: string; query: (sql: string, values?: unknown[]) => Promise<any[]> }

/** A fresh database cloned from the template, for this test file alone. */
export async function createTestDatabase(): Promise<{ name: string; url: string }> {
  const adminUrl = inject('pgAdminUrl')
  const name = `t_${randomBytes(5).toString('hex')}`
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        await client.query(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DATABASE}`)
        break
      } catch (err: any) {
        // Two files cloning at the same instant: PostgreSQL refuses the second while the first copies.
        if (attempt > 20 || !/being accessed by other users/.test(err.message)) throw err
        await new Promise((r) => setTimeout(r, 100))
      }
    }
  } finally {
    await client.end()
  }
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return { name, url: url.toString() }
}

/** The real Express server, in this process, on a free port, against this file's own database. */
export async function startTestServer(options: { databaseUrl?: string } = {}): Promise<TestServer> {
  const database = options.databaseUrl ? { name: '(given)', url: options.databaseUrl } : await createTestDatabase()
  const server = await startServer({ databaseUrl: database.url, push: false, port: 0, host: '127.0.0.1' })
  const pool = (server.payload.db as any).pool
  return {
    ...server,
    databaseName: database.name,
    api: new Api(server.url),
    query: async (sql, values) => (await pool.query(sql, values)).rows,
  }
}

/** Another server process on the same database (tests/helpers/second-instance.ts): nothing of the first one's memory. */
export async function startSecondInstance(
  databaseUrl: string,
  environment: Record<string, string> = {},
): Promise<{ url: string; api: Api; close: () => Promise<void> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/helpers/second-instance.ts'], {
    cwd: projectRoot,
    env: { ...process.env, ...environment, INKWELL_TEST_DATABASE_URL: databaseUrl },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const url = await new Promise<string>((resolve, reject) => {
    let output = ''
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const line = output.split('\n').find((l) => l.startsWith('{"url"'))
      if (line) resolve(JSON.parse(line).url)
    })
    child.once('exit', (code) => reject(new Error(`the second instance exited with ${code}`)))
  })
  return {
    url,
    api: new Api(url),
    close: async () => {
      if (child.exitCode !== null) return
      const exited = new Promise((r) => child.once('exit', r))
      child.kill('SIGTERM')
      await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))])
      if (child.exitCode === null) child.kill('SIGKILL')
    },
  }
}
