/**
 * Servers for integration tests. Test files share one server per vitest worker (`testServer`): the server
 * and its database outlive each file, so a file's set-up costs a few queries rather than a process, an
 * import of Payload and a database. Files that need a server of their own (`startTestServer`) run in the
 * `int-own-server` project (vitest.config.ts says which and why).
 */
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { inject } from 'vitest'
import { unknownSourceKey } from '../../lib/auth/throttle'
import { projectRoot } from '../../lib/env'
import { startServer, type RunningServer } from '../../server'
import { TEMPLATE_DATABASE } from './global-setup'
import { Api } from './http'

/** A running test server as test files use it; only a file's own server may be closed (OwnTestServer). */
export type TestServer = Omit<RunningServer, 'close'> & {
  api: Api
  databaseName: string
  query: (sql: string, values?: unknown[]) => Promise<any[]>
}
export type OwnTestServer = TestServer & Pick<RunningServer, 'close'>

/** A fresh database cloned from the template (schema and dictionary: tests/helpers/global-setup.ts). */
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
        // Two workers cloning at the same instant: PostgreSQL refuses the second while the first copies.
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

/** A server of the caller's own, in this process, on a free port, against a fresh database (or the one given). */
export async function startTestServer(options: { databaseUrl?: string } = {}): Promise<OwnTestServer> {
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

let shared: Promise<OwnTestServer> | undefined
const LOOPBACK = '127.0.0.1'

/**
 * The server this worker's test files share (the `int` project runs its files one after another in each
 * worker, without isolation): started by the first file that asks, on a database cloned for this worker,
 * and running until vitest stops the worker. Files make their own schools, people and lists (factories),
 * so nothing of another file's is theirs to see.
 *
 * The one thing files share that a school cannot isolate is the caller's address: throttles count per
 * source, and every request comes from 127.0.0.1. Each file starts with that source's allowances unused,
 * as it did on a database of its own.
 */
export async function testServer(): Promise<TestServer> {
  shared ??= startTestServer().catch((err) => {
    shared = undefined
    throw err
  })
  const server = await shared
  await server.query(`DELETE FROM throttles WHERE key = $1 OR key LIKE 'allowance:%:' || $2`, [unknownSourceKey(LOOPBACK), LOOPBACK])
  return server
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
