/**
 * A second Inkwell server process on a database another test already serves (`INKWELL_TEST_DATABASE_URL`), as a
 * load balancer would run several: prints `{"url": …}` once listening, stops on SIGTERM. Started by
 * startSecondInstance in tests/helpers/server.ts.
 */
import { startServer } from '../../server'

const server = await startServer({ databaseUrl: process.env.INKWELL_TEST_DATABASE_URL!, push: false, port: 0, host: '127.0.0.1' })
process.stdout.write(JSON.stringify({ url: server.url }) + '\n')
process.on('SIGTERM', async () => {
  await server.close()
  process.exit(0)
})
