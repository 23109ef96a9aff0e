import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { z } from 'zod'
import { anyone } from '../../access'
import type { ApiEndpoint } from '../../lib/api/define-endpoint'
import { defineEndpoint, input } from '../../lib/api/define-endpoint'
import { buildOpenApiDocument } from '../../lib/api/openapi'
import { env, projectRoot } from '../../lib/env'
import { DOCS_ASSET_NAMES, docsAsset, docsPage } from '../../lib/http/api-docs'
import { logger } from '../../lib/http/logger'
import { contentSecurityPolicy } from '../../lib/http/security-headers'

let published: Promise<{ json: string; etag: string }> | undefined

/**
 * The document of every routed call, built at its first request and kept: the endpoints cannot change while the
 * server runs. The list is imported here, not at the top, as it includes this file.
 */
function publishedDocument() {
  return (published ??= (async () => {
    const { endpoints } = (await import('../index')) as { endpoints: ApiEndpoint[] }
    const { version } = JSON.parse(fs.readFileSync(path.join(projectRoot, 'package.json'), 'utf8')) as { version: string }
    const { document, problems } = buildOpenApiDocument(endpoints, { version })
    if (problems.length) logger.warn({ problems }, 'API reference: schemas documented as any value')
    const json = JSON.stringify(document)
    return { json, etag: `"${createHash('sha256').update(json).digest('base64url').slice(0, 22)}"` }
  })())
}

/** GET openapi.json: the API's OpenAPI 3.1 document. Outside the catalogue. */
export const openApiDocument = defineEndpoint({
  method: 'get',
  path: 'openapi.json',
  access: anyone,
  description: 'This API as an OpenAPI 3.1 document, generated from the endpoints the server runs. Drawn at /api/docs.',
  response: z.looseObject({
    openapi: z.literal('3.1.0'),
    info: z.looseObject({ title: z.string(), version: z.string() }),
    paths: z.record(z.string(), z.record(z.string(), z.unknown())),
  }),
  handler: async ({ req }) => {
    const { json, etag } = await publishedDocument()
    if (req.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers: { ETag: etag } })
    return new Response(json, { headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-cache', ETag: etag } })
  },
})

/** GET docs: the reference page, under its own Content-Security-Policy (its scripts are ours, from this origin). */
export const apiDocsPage = defineEndpoint({
  method: 'get',
  path: 'docs',
  access: anyone,
  description: 'The API reference: a page that draws openapi.json and lets a reader try calls.',
  response: { status: 200, contentType: 'text/html', description: 'The page' },
  handler: () =>
    new Response(docsPage(), {
      headers: {
        'Content-Type': 'text/html; charset=utf-8',
        'Cache-Control': 'no-cache',
        'Content-Security-Policy': contentSecurityPolicy('apiDocs', { https: env.publicUrl.startsWith('https://') }),
      },
    }),
})

/**
 * GET docs/{asset}: a script or stylesheet of the reference page. The page names each with a hash of its content
 * (`?v=`), so an address that names the current content may be kept for a year.
 */
export const apiDocsAsset = defineEndpoint({
  method: 'get',
  path: 'docs/{asset}',
  access: anyone,
  params: input({ asset: z.enum(DOCS_ASSET_NAMES) }),
  query: input({ v: z.string().max(64).optional().describe('The hash of the content the page expects') }),
  description: 'A script or stylesheet of the reference page.',
  response: { status: 200, contentType: 'text/*', description: 'The file (text/javascript or text/css)' },
  handler: ({ params, query }) => {
    const asset = docsAsset(params.asset)
    return new Response(asset.body, {
      headers: {
        'Content-Type': asset.type,
        'Cache-Control': query.v === asset.version ? 'public, max-age=31536000, immutable' : 'no-cache',
      },
    })
  },
})
