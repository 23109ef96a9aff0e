/** `npm run create-superuser -- --email a@b.c --password '...' [--name 'A B']` */
import './demo-mode'
import { parseArgs } from 'node:util'
import { createSuperuser } from '../seed'
import { startServer } from '../server'

const { values } = parseArgs({ options: { email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' } } })
if (!values.email || !values.password) {
  console.error("Usage: npm run create-superuser -- --email someone@example.com --password 'a long passphrase'")
  process.exit(2)
}
if (values.password.length < 12) {
  console.error('Staff passwords need at least 12 characters.')
  process.exit(2)
}
const server = await startServer({ port: 0, host: '127.0.0.1' })
const { id, created } = await createSuperuser(server.payload, { email: values.email, password: values.password, name: values.name })
console.log(
  created ? `Created superuser ${values.email} (id ${id}).` : `A user with ${values.email} already exists (id ${id}); nothing changed.`,
)
await server.close()
process.exit(0)
