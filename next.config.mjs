import { withPayload } from '@payloadcms/next/withPayload'

/** Next serves Payload's admin (/admin) only; Express serves everything else, the marketing site included (site/). */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // `npm run typecheck` checks the whole project once; the build need not do it again.
  typescript: { ignoreBuildErrors: true },
  // Next loads every page's server bundle in the background after start. Payload's admin is large, and that
  // load held the event loop for hundreds of ms just after start and kept about 120 MB resident whether or
  // not anyone opened /admin. Its pages load on first use instead.
  experimental: { preloadEntriesOnStart: false },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
