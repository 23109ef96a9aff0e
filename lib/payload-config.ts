import { postgresAdapter } from '@payloadcms/db-postgres'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { buildConfig, type SanitizedConfig } from 'payload'
import { allCollections } from '../collections'
import { guardCollectionRest } from '../collections/rest-guard'
import { endpoints } from '../endpoints'
import { routeEndpoints } from './api/route-endpoints'
import { env, projectRoot } from './env'
import { logger } from './http/logger'
import { SITE_LOCALE_INFO, SITE_LOCALES, DEFAULT_SITE_LOCALE } from './locales/site-locales'

export type InkwellConfigOptions = {
  databaseUrl: string
  /** Push the schema to the database on start (development and tests); production uses migrations. */
  push?: boolean
}

/**
 * A fingerprint of everything that shapes the database schema (collections' fields, indexes and options,
 * the localisation and Payload's version): when it has not changed since the last push, start-up skips
 * comparing the schema with the database.
 */
export function schemaFingerprint(): string {
  const payloadVersion = JSON.parse(readFileSync(path.join(projectRoot, 'node_modules/payload/package.json'), 'utf8')).version
  const shape = JSON.stringify({ payloadVersion, locales: SITE_LOCALES, collections: allCollections }, (_key, value) =>
    typeof value === 'function' ? undefined : value,
  )
  return createHash('sha256').update(shape).digest('hex')
}

export function inkwellConfig({ databaseUrl, push }: InkwellConfigOptions): Promise<SanitizedConfig> {
  const { collections, rootEndpoints } = routeEndpoints(
    allCollections.map((c) => ({ ...c })),
    endpoints,
  )
  const allowedOrigins = [env.publicUrl, ...env.corsOrigins]
  // Payload's own collection REST goes through one guard (access of Payload's collections, bulk writes,
  // ids, where): collections/rest-guard.ts.
  return buildConfig({
    serverURL: env.publicUrl,
    secret: env.payloadSecret,
    routes: { admin: '/admin', api: '/api' },
    admin: {
      user: 'users',
      importMap: { baseDir: projectRoot },
      meta: { titleSuffix: ' · Inkwell' },
      avatar: 'default',
      // Sign-in is Inkwell's own (lib/auth); the admin's login page shows a form that uses it.
      components: { afterLogin: ['/app/(payload)/admin-sign-in#AdminSignIn'] },
    },
    collections,
    endpoints: rootEndpoints,
    editor: lexicalEditor(),
    // The marketing site's regions (collections/Pages); a region without its own wording reads en-gb's.
    localization: {
      locales: SITE_LOCALES.map((code) => ({ code, label: SITE_LOCALE_INFO[code].name })),
      defaultLocale: DEFAULT_SITE_LOCALE,
      fallback: true,
    },
    cors: allowedOrigins,
    csrf: allowedOrigins,
    graphQL: { disable: true },
    telemetry: false,
    logger,
    // What a caller got wrong (a bad where, an id of nothing) is no server error: Payload logs these at info.
    // Every 5xx is logged at error level by the request log (lib/http/request-log.ts) whatever its name.
    loggingLevels: { APIError: 'info', QueryError: 'info', AuthenticationError: 'info', UnverifiedEmail: 'info', LockedAuth: 'info' },
    typescript: { outputFile: path.resolve(projectRoot, 'payload-types.ts'), autoGenerate: false },
    db: postgresAdapter({
      pool: {
        connectionString: databaseUrl,
        max: 20,
        // Every request answers within two seconds of the database going away or stalling (503): a new
        // connection waits at most this long, the server cancels a statement that runs longer than
        // env.statementTimeoutMs, and the client gives up a little after that when the server cannot even
        // cancel (paused, or the network stalled). A transaction left idle by a stalled process is ended.
        connectionTimeoutMillis: env.statementTimeoutMs || 2000,
        ...(env.statementTimeoutMs > 0 ? { statement_timeout: env.statementTimeoutMs, query_timeout: env.statementTimeoutMs + 300 } : {}),
        idle_in_transaction_session_timeout: 10_000,
        idleTimeoutMillis: 30_000,
      },
      push: push ?? !env.production,
      // `npx payload generate:db-schema` writes the Drizzle schema the data layer names tables and types rows from.
      generateSchemaOutputFile: path.join(projectRoot, 'lib/data/generated-schema.ts'),
    }),
  }).then(guardCollectionRest)
}
