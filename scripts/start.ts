/**
 * `npm start`: builds what is not built yet, starts the embedded PostgreSQL (unless DATABASE_URL is set),
 * pushes the schema, seeds demo data on first start and serves every surface on one port.
 */
import { demoMode } from './demo-mode'
import { execSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { demoSchools, demoSuperuser, DEMO_PUPIL_PASSWORD, DEMO_STAFF_PASSWORD } from '../seed/demo'
import { createSuperuser, seed } from '../seed'
import { env, projectRoot } from '../lib/env'
import { logger } from '../lib/http/logger'
import { schoolUsername } from '../lib/school/usernames'
import { startServer, StartupError, stopOnSignals, type RunningServer } from '../server'

const builds = [
  { output: 'admin/dist/index.html', command: 'npm run build:console' },
  { output: 'player/dist/index.html', command: 'npm run build:player' },
  { output: 'site/client/dist/.vite/manifest.json', command: 'npm run build:site' },
  { output: '.next/BUILD_ID', command: 'npm run build:next' },
]
for (const build of builds) {
  if (!fs.existsSync(path.join(projectRoot, build.output))) {
    console.log(`Building: ${build.command}`)
    execSync(build.command, { cwd: projectRoot, stdio: 'inherit' })
  }
}

const started = Date.now()
let server: RunningServer
try {
  server = await startServer({
    next: true,
    onReady: async (payload) => {
      const { totalDocs } = await payload.count({ collection: 'users', overrideAccess: true })
      if (totalDocs === 0 && demoMode) {
        console.log('First start: seeding demo data…')
        await seed({ payload })
      }
      const { INKWELL_SUPERUSER_EMAIL: email, INKWELL_SUPERUSER_PASSWORD: password } = process.env
      if (email && password) await createSuperuser(payload, { email, password })
    },
  })
} catch (err) {
  if (!(err instanceof StartupError)) throw err
  console.error(err.message)
  process.exit(1)
}
logger.info({ startupMs: Date.now() - started, url: server.url, mode: env.mode }, 'server started')

console.log(`
Inkwell is running on http://localhost:${server.port} (${env.mode})
  Marketing site   http://localhost:${server.port}/
  Console (hub)    http://localhost:${server.port}/console
  Player           http://localhost:${server.port}/play
  Payload admin    http://localhost:${server.port}/admin
  API              http://localhost:${server.port}/api/health
`)
if (env.localServices) {
  console.log(`Local stand-ins are on (INKWELL_LOCAL_SERVICES=1): mail is caught and kept in the database (Payload admin → Emails),
and school sign-in providers are simulated at /dev/sso. Never in production.
`)
}
if (demoMode) {
  const [school] = demoSchools
  const { docs: schools } = await server.payload.find({
    collection: 'schools',
    where: { code: { equals: school.code } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  console.log(`Demo logins (seeded on first start):
  superuser        ${demoSuperuser.username} / ${DEMO_STAFF_PASSWORD}
  school admin     ${school.admin.username} / ${DEMO_STAFF_PASSWORD}
  teacher          ${school.teachers[0].username} / ${DEMO_STAFF_PASSWORD}
  pupil            school id ${schools[0]?.id ?? '(not seeded)'}, username ${schoolUsername(0)} / ${DEMO_PUPIL_PASSWORD}
`)
}

stopOnSignals(server)
