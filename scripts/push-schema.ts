/** Pushes the Payload schema into the database named by the first argument, then exits (test set-up). */
import { getPayload } from 'payload'
import { inkwellConfig } from '../lib/payload-config'

const databaseUrl = process.argv[2]
if (!databaseUrl) throw new Error('usage: tsx scripts/push-schema.ts <database url>')
const payload = await getPayload({ config: inkwellConfig({ databaseUrl, push: true }) })
await payload.db.destroy?.()
process.exit(0)
