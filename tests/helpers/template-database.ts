/**
 * Fills the integration tests' template database named by the first argument: the schema, then the dictionary
 * and spelling scheme, so that every database cloned from it has them without seeding its own (1.3 MB of
 * words). Run by tests/helpers/global-setup.ts in a child process: Payload is kept out of vitest's own
 * process (tests/helpers/e2e-setup.ts says why).
 */
import { getPayload } from 'payload'
import { inkwellConfig } from '../../lib/payload-config'
import { seedSpelling } from '../../seed/spelling'

const databaseUrl = process.argv[2]
if (!databaseUrl) throw new Error('usage: tsx tests/helpers/template-database.ts <database url>')
const payload = await getPayload({ config: inkwellConfig({ databaseUrl, push: true }) })
await seedSpelling({ payload })
await payload.db.destroy?.()
process.exit(0)
