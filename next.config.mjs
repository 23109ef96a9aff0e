import { withPayload } from '@payloadcms/next/withPayload'

/** Next serves Payload's admin (/admin) only; Express serves everything else, the marketing site included (site/). */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // `npm run typecheck` checks the whole project once; the build need not do it again.
  typescript: { ignoreBuildErrors: true },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
