/**
 * One Express server on one port: the API (Payload's router) under /api, the react-admin console under
 * /console, the player under /play, the marketing site (rendered here with React, site/) and Payload's
 * admin through Next.js under /admin.
 */
import compression from 'compression'
import express from 'express'
import fs from 'node:fs'
import type { Server } from 'node:http'
import path from 'node:path'
import pg from 'pg'
import { getPayload, type Payload } from 'payload'
import { endpoints } from './endpoints'
import { inkwellConfig, schemaFingerprint } from './lib/payload-config'
import { startEmbeddedDatabase, type EmbeddedDatabase } from './lib/db/embedded'
import { env, projectRoot, startupProblems } from './lib/env'
import { accessTokenPage } from './lib/http/access-token-page'
import { accountPages } from './lib/http/account-pages'
import { apiRouter } from './lib/http/api-bridge'
import { localSsoProvider } from './lib/http/local-sso-provider'
import { logger } from './lib/http/logger'
import { requestLog } from './lib/http/request-log'
import { securityHeaders } from './lib/http/security-headers'
import { createEmailService, setEmailService } from './services/email'
import { siteMiddleware } from './site/middleware'

export type ServerOptions = {
  port?: number
  host?: string
  /** Use this database; without it, DATABASE_URL, and without that the embedded PostgreSQL. */
  databaseUrl?: string
  /** Push the schema on start (default: outside production). */
  push?: boolean
  /** Serve Payload's admin through Next.js (needs `next build`). */
  next?: boolean
  /** Called once Payload is up, before the server listens (seeding). */
  onReady?: (payload: Payload) => Promise<void>
}

export type RunningServer = {
  url: string
  port: number
  payload: Payload
  databaseUrl: string
  close: () => Promise<void>
}

const DATABASE_NAME = 'inkwell'

/** The server may not start as configured; the message names each variable to set. */
export class StartupError extends Error {}

async function ensureDatabase(adminUrl: string, name: string) {
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])
    if (!rowCount) await client.query(`CREATE DATABASE "${name}"`)
  } finally {
    await client.end()
  }
}

function staticApp(dir: string, mount: string) {
  const router = express.Router()
  const root = path.join(projectRoot, dir)
  // The apps' bundles shrink to about a third gzipped; the API's small JSON answers are left as they are.
  router.use(compression())
  router.use(express.static(root, { index: false, maxAge: '1h', immutable: false }))
  // Single-page apps: every other path under the mount answers the app's index page.
  router.use((_req, res) => {
    const index = path.join(root, 'index.html')
    if (!fs.existsSync(index)) {
      res.status(503).type('text/plain').send(`${mount} is not built yet: run npm run build`)
      return
    }
    res.setHeader('Cache-Control', 'no-cache')
    res.sendFile(index)
  })
  return router
}

export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  const problems = startupProblems()
  if (problems.length) throw new StartupError(`Inkwell cannot start (${env.mode}):\n${problems.map((p) => `  - ${p}`).join('\n')}`)
  let embedded: EmbeddedDatabase | undefined
  let databaseUrl = options.databaseUrl ?? env.databaseUrl
  if (!databaseUrl) {
    embedded = await startEmbeddedDatabase({ dataDir: path.join(env.dataDir, 'postgres'), log: (m) => logger.debug({ postgres: m }) })
    await ensureDatabase(embedded.adminUrl, DATABASE_NAME)
    databaseUrl = embedded.urlFor(DATABASE_NAME)
    // For psql and the benchmark's baseline: where this run's embedded database listens.
    fs.writeFileSync(path.join(env.dataDir, 'database-url'), databaseUrl + '\n')
  }
  // Next's bundle of payload.config.ts reads the database from here (lib/env.ts).
  process.env.INKWELL_RUNTIME_DATABASE_URL = databaseUrl

  // Outside production the schema is pushed on start; the embedded database remembers the fingerprint of
  // the schema it last received, so an unchanged schema is not compared again.
  const fingerprintFile = embedded ? path.join(env.dataDir, 'schema-fingerprint') : undefined
  const fingerprint = fingerprintFile ? schemaFingerprint() : undefined
  const unchanged = Boolean(fingerprintFile && fs.existsSync(fingerprintFile) && fs.readFileSync(fingerprintFile, 'utf8') === fingerprint)
  const push = options.push ?? (!env.production && !unchanged)
  const config = inkwellConfig({ databaseUrl, push })
  const payload = await getPayload({ config })
  if (fingerprintFile && push) fs.writeFileSync(fingerprintFile, fingerprint!)
  // Stopping PostgreSQL under a live pool emits 'error' on idle clients; without a handler Node exits.
  ;(payload.db as any).pool?.on('error', (err: Error) => logger.warn({ err: err.message }, 'database connection lost'))
  const email = await createEmailService(payload)
  setEmailService(email)
  await options.onReady?.(payload)

  const app = express()
  app.disable('x-powered-by')
  app.set('trust proxy', 'loopback')
  app.use(requestLog())
  const https = env.publicUrl.startsWith('https://')
  app.use('/api', securityHeaders('api', { https }), apiRouter(config, endpoints))
  app.use(['/auth/access-token', '/account'], securityHeaders('pages', { https }))
  app.use('/auth/access-token', accessTokenPage(payload))
  app.use('/account', accountPages())
  if (env.localServices) app.use('/dev/sso', securityHeaders('api', { https }), localSsoProvider())
  app.use('/console', securityHeaders('console', { https }), staticApp('admin/dist', '/console'))
  app.use('/play', securityHeaders('player', { https }), staticApp('player/dist', '/play'))
  app.use(siteMiddleware(payload, securityHeaders('site', { https })))

  let closeNext: (() => Promise<void>) | undefined
  if (options.next) {
    const { default: next } = await import('next')
    // Next installs SIGINT/SIGTERM handlers that exit at once; shutdown is ours (stopOnSignals), which
    // finishes requests and stops the database first.
    const signals = ['SIGINT', 'SIGTERM'] as const
    const before = new Map(signals.map((signal) => [signal, new Set(process.listeners(signal))]))
    const nextApp = next({ dev: false, dir: projectRoot, quiet: true })
    await nextApp.prepare()
    for (const signal of signals) {
      for (const listener of process.listeners(signal)) if (!before.get(signal)!.has(listener)) process.removeListener(signal, listener)
    }
    const handle = nextApp.getRequestHandler()
    app.all('/{*path}', securityHeaders('admin', { https }), (req, res) => handle(req, res))
    closeNext = () => nextApp.close()
  }

  const server: Server = await new Promise((resolve, reject) => {
    const s = app.listen(options.port ?? env.port, options.host ?? '0.0.0.0', (err?: Error) => (err ? reject(err) : resolve(s)))
  })
  server.keepAliveTimeout = 65_000
  const port = (server.address() as { port: number }).port
  // Server-to-itself calls (the local stand-ins of outside services) use the port actually bound.
  process.env.INKWELL_INTERNAL_URL = `http://127.0.0.1:${port}`

  let closing: Promise<void> | undefined
  const close = () =>
    (closing ??= (async () => {
      // Stop accepting, let in-flight requests finish (at most 10 s), then close the pool and the database.
      await new Promise<void>((resolve) => {
        const timer = setTimeout(() => {
          server.closeAllConnections()
          resolve()
        }, 10_000)
        timer.unref()
        // Keep-alive connections go as soon as their request is answered.
        const sweep = setInterval(() => server.closeIdleConnections(), 50)
        server.close(() => {
          clearTimeout(timer)
          clearInterval(sweep)
          resolve()
        })
        server.closeIdleConnections()
      })
      await closeNext?.().catch(() => {})
      await email.close().catch(() => {})
      setEmailService(undefined)
      await Promise.race([payload.db.destroy?.(), new Promise((r) => setTimeout(r, 2000).unref())]).catch(() => {})
      await embedded?.stop()
    })())

  return { url: `http://127.0.0.1:${port}`, port, payload, databaseUrl, close }
}

/** Ctrl-C or SIGTERM: stop accepting, let in-flight requests finish, close the pool, stop the database, exit 0. */
export function stopOnSignals(server: RunningServer) {
  let stopping = false
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, async () => {
      if (stopping) return
      stopping = true
      logger.info({ signal }, 'stopping')
      await server.close()
      logger.info('stopped')
      process.exit(0)
    })
  }
}
