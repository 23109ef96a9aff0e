import { withPayload } from '@payloadcms/next/withPayload'

/** Next serves Payload's admin (/admin) and the marketing site (/); Express serves everything else. */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // `npm run typecheck` checks the whole project once; the build need not do it again.
  typescript: { ignoreBuildErrors: true },
  // The legacy redirects are matched with any trailing slash removed (proxy.ts), in one 301, not after a 308.
  skipTrailingSlashRedirect: true,
  // Next loads every page's server bundle in the background after start. Payload's admin is large, and that
  // load held the event loop for hundreds of ms just after start and kept about 120 MB resident whether or
  // not anyone opened /admin. Its pages load on first use instead.
  experimental: { preloadEntriesOnStart: false },
}

const config = withPayload(nextConfig, { devBundleServerPackages: false })

// Payload asks every route for the colour-scheme client hint (Critical-CH), which makes Chromium fetch
// each first page twice. Only its admin needs it.
const payloadHeaders = config.headers
config.headers = async () =>
  (await payloadHeaders()).map((rule) =>
    rule.source === '/:path*' && rule.headers.some((header) => header.key === 'Critical-CH') ? { ...rule, source: '/admin/:path*' } : rule,
  )

export default config
