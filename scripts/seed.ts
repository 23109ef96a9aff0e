/** `npm run seed`: seeds demo data into the configured (or embedded) database; safe to run twice. */
import './demo-mode'
import { seed } from '../seed'
import { startServer } from '../server'

const server = await startServer({ port: 0, host: '127.0.0.1' })
const { created } = await seed({ payload: server.payload })
console.log(`Seed finished: ${created} records created.`)
await server.close()
process.exit(0)
