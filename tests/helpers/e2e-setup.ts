/**
 * End-to-end tests: the whole product exactly as `npm start` serves it (scripts/start.ts: the builds,
 * an embedded PostgreSQL of its own, seeded demo data), in its own process on a free port. A child
 * process rather than in vitest's global setup, where importing Payload's Lexical editor can stall.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { freePort } from '../../lib/db/embedded'
import { projectRoot } from '../../lib/env'

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string
  }
}

async function untilHealthy(url: string, child: ChildProcess, timeoutMs: number) {
  const started = Date.now()
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode} before it was ready`)
    try {
      if ((await fetch(url)).status === 200) return
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`)
}

/**
 * The environment `npm start` sees in a terminal: without what vitest sets (NODE_ENV=test, which keeps Next
 * from switching NODE_ENV to production as it does under `npm start`) and without the mode and stand-in switch
 * this process decided for itself (lib/env.ts), so that the product decides them exactly as it does there.
 */
function asNpmStartSees(environment: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const { NODE_ENV, INKWELL_MODE, INKWELL_LOCAL_SERVICES, VITEST, VITEST_MODE, VITEST_POOL_ID, VITEST_WORKER_ID, TEST, ...rest } =
    environment
  return rest as NodeJS.ProcessEnv
}

export default async function setup(project: TestProject) {
  for (const build of ['admin/dist/index.html', 'player/dist/index.html', 'site/client/dist/.vite/manifest.json', '.next/BUILD_ID']) {
    if (!fs.existsSync(path.join(projectRoot, build))) throw new Error(`${build} is missing: run npm run build first (npm test does)`)
  }
  const dataDir = path.join('.data', `e2e-${process.pid}`)
  fs.rmSync(path.join(projectRoot, dataDir), { recursive: true, force: true })
  const port = await freePort()
  const logFile = path.join(projectRoot, 'test-results', 'e2e-server.log')
  fs.mkdirSync(path.dirname(logFile), { recursive: true })
  const log = fs.openSync(logFile, 'w')
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    cwd: projectRoot,
    env: { ...asNpmStartSees(process.env), PORT: String(port), INKWELL_DATA_DIR: dataDir, LOG_LEVEL: 'warn', LOG_FILE: '' },
    stdio: ['ignore', log, log],
  })
  const baseUrl = `http://127.0.0.1:${port}`
  try {
    await untilHealthy(`${baseUrl}/api/health`, child, 120_000)
  } catch (err) {
    child.kill('SIGKILL')
    throw new Error(`${(err as Error).message}; see test-results/e2e-server.log`, { cause: err })
  }
  project.provide('baseUrl', baseUrl)
  return async () => {
    const exited = new Promise((r) => child.once('exit', r))
    child.kill('SIGTERM')
    // Unref'd: once the server has stopped, its timer would hold vitest open (for 10 s, then a warning).
    await Promise.race([exited, new Promise((r) => setTimeout(r, 20_000).unref())])
    if (child.exitCode === null) child.kill('SIGKILL')
    fs.closeSync(log)
    fs.rmSync(path.join(projectRoot, dataDir), { recursive: true, force: true })
  }
}
