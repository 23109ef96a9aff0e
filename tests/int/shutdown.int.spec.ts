import { spawn } from 'node:child_process'
import { afterAll, describe, expect, it } from 'vitest'
import { projectRoot } from '../../lib/env'
import { createTestDatabase } from '../helpers/server'

const children: ReturnType<typeof spawn>[] = []
afterAll(() => children.forEach((c) => c.exitCode === null && c.kill('SIGKILL')))

describe('graceful shutdown', () => {
  it('on SIGTERM finishes the request in flight, stops listening and exits 0', async () => {
    const database = await createTestDatabase()
    const script = `
      import { startServer, stopOnSignals } from './server.ts'
      const server = await startServer({ databaseUrl: ${JSON.stringify(database.url)}, push: false, port: 0, host: '127.0.0.1' })
      stopOnSignals(server)
      console.log('listening ' + server.url)`
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      cwd: projectRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, LOG_FILE: '' },
    })
    children.push(child)
    let output = ''
    const url = await new Promise<string>((resolve, reject) => {
      child.stdout!.on('data', (d) => {
        output += d
        const match = /listening (\S+)/.exec(output)
        if (match) resolve(match[1])
      })
      child.once('exit', (code) => reject(new Error(`exited ${code}: ${output}`)))
    })
    // A sign-in hashes a password, so it is still running when the signal arrives.
    const inFlight = fetch(`${url}/api/auth`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'nobody', password: 'a password to hash' }),
    })
    await new Promise((r) => setTimeout(r, 5))
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve))
    child.kill('SIGTERM')
    expect((await inFlight).status).toBe(401)
    expect(await exited).toBe(0)
    await expect(fetch(`${url}/api/health`)).rejects.toThrow()
  })
})
