/** Configuration read from the environment, in one place. */
import path from 'node:path'

export const projectRoot = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..')

export type ApiEnvironment = 'production' | 'preview' | 'staging' | 'dev'

const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)

export const env = {
  port: Number(process.env.PORT ?? 3000),
  databaseUrl: process.env.DATABASE_URL || undefined,
  dataDir: path.resolve(projectRoot, process.env.INKWELL_DATA_DIR ?? '.data'),
  /** Signs nothing secret-bearing today but Payload requires one; set it in production. */
  payloadSecret: process.env.PAYLOAD_SECRET ?? 'inkwell-local-development-secret',
  apiEnvironment: (process.env.API_ENVIRONMENT ??
    (process.env.NODE_ENV === 'production' ? 'production' : 'dev')) as ApiEnvironment,
  /** Origins of the sibling products allowed to call the API with credentials. */
  corsOrigins: list(process.env.CORS_ORIGINS),
  publicUrl: process.env.PUBLIC_URL ?? `http://localhost:${process.env.PORT ?? 3000}`,
  logLevel: process.env.LOG_LEVEL ?? 'info',
}
