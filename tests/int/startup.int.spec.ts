/**
 * Start-up as `npm start` runs it (scripts/start.ts): production requirements are checked before anything
 * starts, and the local stand-ins of outside services exist only when switched on.
 */
import { spawnSync } from 'node:child_process'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { projectRoot } from '../../lib/env'
import { startSecondInstance, testServer, type TestServer } from '../helpers/server'

/** The environment of a terminal: none of the test run's own switches. */
const { INKWELL_MODE, INKWELL_LOCAL_SERVICES, NODE_ENV, ...terminal } = process.env

describe('npm start in production', () => {
  it('refuses to start with development secrets or the local stand-ins, naming each variable', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
      cwd: projectRoot,
      env: {
        ...terminal,
        NODE_ENV: 'production',
        INKWELL_LOCAL_SERVICES: '1',
        PAYLOAD_SECRET: '',
        INKWELL_ENCRYPTION_KEY: '',
        INKWELL_DATA_DIR: '.data/startup-refused',
      },
      encoding: 'utf8',
      timeout: 60_000,
    })
    expect(run.status).toBe(1)
    expect(run.stderr).toContain('Inkwell cannot start (production)')
    for (const variable of ['PAYLOAD_SECRET', 'INKWELL_ENCRYPTION_KEY', 'INKWELL_LOCAL_SERVICES']) expect(run.stderr).toContain(variable)
  })
})

describe('the stand-in identity provider', () => {
  let server: TestServer
  let plain: Awaited<ReturnType<typeof startSecondInstance>>
  beforeAll(async () => {
    server = await testServer()
    // A development server without the switch: mail goes to an SMTP server, and nothing stands in.
    plain = await startSecondInstance(server.databaseUrl, { INKWELL_LOCAL_SERVICES: '0', SMTP_URL: 'smtp://127.0.0.1:9' })
  }, 120_000)
  afterAll(async () => {
    await plain?.close()
  })

  it('hands out sign-in codes only where INKWELL_LOCAL_SERVICES=1 switched it on', async () => {
    const authorize = (base: string) =>
      fetch(`${base}/dev/sso/wonde/authorize`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ sub: 'anyone' }),
      })
    expect((await authorize(server.url)).status).toBe(200)
    const refused = await authorize(plain.url)
    expect(refused.status).toBeGreaterThanOrEqual(400)
    expect(await refused.text()).not.toMatch(/"code"\s*:\s*"[A-Za-z0-9_-]{10,}"/)
  })
})
