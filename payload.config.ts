/**
 * The config Payload's admin (through Next) and Payload's CLI import. The server builds its own with
 * `inkwellConfig` and the database it started; it passes that database here through the environment.
 */
import { env } from './lib/env'
import { inkwellConfig } from './lib/payload-config'

export default inkwellConfig({ databaseUrl: env.databaseUrl ?? process.env.INKWELL_RUNTIME_DATABASE_URL ?? '' })
