/**
 * For the figure scripts: a server at the address given, or one started the way `npm start` starts it, on a
 * free port with its own data folder (`.data/<name>`), stopped and its folder removed by `stop`.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { freePort } from '../lib/db/embedded'
import { projectRoot } from '../lib/env'

export type FigureServer = { baseUrl: string; stop: () => Promise<void> }

export async function serverFor(name: string, given: string | undefined): Promise<FigureServer> {
  if (given) return { baseUrl: given.replace(/\/$/, ''), stop: async () => {} }
  const port = await freePort()
  const dataDir = path.join(projectRoot, '.data', name)
  fs.rmSync(dataDir, { recursive: true, force: true })
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    cwd: projectRoot,
    env: { ...process.env, PORT: String(port), INKWELL_DATA_DIR: path.relative(projectRoot, dataDir), LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const baseUrl = `http://127.0.0.1:${port}`
  const started = Date.now()
  for (;;) {
    if (child.exitCode !== null) throw new Error('the server exited before it answered')
    if (Date.now() - started > 180_000) throw new Error('the server did not answer within 3 minutes')
    try {
      if ((await fetch(baseUrl + '/api/health')).ok) break
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 200))
  }
  return {
    baseUrl,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r))
        child.kill('SIGTERM')
        await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000))])
        if (child.exitCode === null) child.kill('SIGKILL')
      }
      fs.rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
