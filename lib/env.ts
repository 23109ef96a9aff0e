/**
 * Configuration read from the environment, in one place, once: the first import decides the mode and every
 * later reader (Next's bundle of the Payload config included) sees the same values, whatever Next does to
 * NODE_ENV after start-up. `startupProblems()` lists what production needs and is missing; the server
 * refuses to start on any of them (server.ts).
 */
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

export const projectRoot = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..')

export type ApiEnvironment = 'production' | 'preview' | 'staging' | 'dev'
export type Mode = 'production' | 'development'

const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)

// Decided at the first import and written back, so that a copy of this module loaded later (Next's bundle
// inlines NODE_ENV as "production") or a child process agrees.
const mode: Mode = (process.env.INKWELL_MODE ?? (process.env.NODE_ENV === 'production' ? 'production' : 'development')) as Mode
process.env.INKWELL_MODE = mode
const production = mode === 'production'

const dataDir = path.resolve(projectRoot, process.env.INKWELL_DATA_DIR ?? '.data')

const DEVELOPMENT_PAYLOAD_SECRET = 'inkwell-local-development-secret'

/**
 * Outside production a secret that is not configured is generated once and kept in the data folder
 * (`<INKWELL_DATA_DIR>/secrets/<name>`), so that what was encrypted under it can be read after a restart.
 * Production never generates one: startupProblems() names the variable instead.
 */
function developmentSecret(variable: string, name: string): string | undefined {
  if (process.env[variable]) return process.env[variable]
  if (production) return undefined
  const file = path.join(dataDir, 'secrets', name)
  // The data folder keeps its usual mode (the embedded PostgreSQL's user must enter it); only secrets/ is private.
  fs.mkdirSync(dataDir, { recursive: true })
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 })
  // Written whole under another name and linked into place, so that processes starting at once (test workers)
  // all read the one that won, never a half-written file.
  if (!fs.existsSync(file)) {
    const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`
    fs.writeFileSync(draft, randomBytes(32).toString('base64url'), { mode: 0o600 })
    try {
      fs.linkSync(draft, file)
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err
    } finally {
      fs.rmSync(draft, { force: true })
    }
  }
  return fs.readFileSync(file, 'utf8').trim()
}

export const env = {
  mode,
  production,
  port: Number(process.env.PORT ?? 3000),
  databaseUrl: process.env.DATABASE_URL || undefined,
  /** The longest one SQL statement may run (server-side statement_timeout; the client waits 300 ms more). */
  statementTimeoutMs: Number(process.env.DATABASE_STATEMENT_TIMEOUT_MS ?? 1500),
  dataDir,
  payloadSecret: developmentSecret('PAYLOAD_SECRET', 'payload-secret') ?? '',
  /** AES-256-GCM key material for secrets read back (authenticator seeds): lib/auth/secrets.ts. */
  encryptionKey: developmentSecret('INKWELL_ENCRYPTION_KEY', 'encryption-key') ?? '',
  /**
   * The local stand-ins of outside services (the SMTP catcher that stores mail in the `emails` collection,
   * the identity provider at /dev/sso, and those later issues add): on only when INKWELL_LOCAL_SERVICES=1,
   * which `npm start` sets outside production and says so. Never on because something is missing.
   */
  localServices: process.env.INKWELL_LOCAL_SERVICES === '1',
  smtpUrl: process.env.SMTP_URL || undefined,
  apiEnvironment: (process.env.API_ENVIRONMENT ?? (production ? 'production' : 'dev')) as ApiEnvironment,
  /** Origins of the sibling products allowed to call the API with credentials. */
  corsOrigins: list(process.env.CORS_ORIGINS),
  publicUrl: process.env.PUBLIC_URL ?? `http://localhost:${process.env.PORT ?? 3000}`,
  logLevel: process.env.LOG_LEVEL ?? 'info',
}

/** What keeps the server from starting, each naming the variable to set; empty when it may start. */
export function startupProblems(config: typeof env = env): string[] {
  const problems: string[] = []
  if (!config.localServices && !config.smtpUrl) {
    problems.push(
      'SMTP_URL is not set: set it to the mail server (smtp://user:pass@host:587), or INKWELL_LOCAL_SERVICES=1 for the local stand-ins (development only)',
    )
  }
  if (!config.production) return problems
  if (!config.payloadSecret || config.payloadSecret === DEVELOPMENT_PAYLOAD_SECRET || config.payloadSecret.length < 32) {
    problems.push('PAYLOAD_SECRET must be set to a random value of at least 32 characters in production')
  }
  if (!config.encryptionKey || config.encryptionKey.length < 32) {
    problems.push(
      'INKWELL_ENCRYPTION_KEY must be set to a random value of at least 32 characters in production (authenticator seeds are encrypted under it)',
    )
  }
  if (config.localServices) {
    problems.push(
      'INKWELL_LOCAL_SERVICES=1 is for development: production must not store mail in the database or mount the stand-in identity provider',
    )
  }
  return problems
}
