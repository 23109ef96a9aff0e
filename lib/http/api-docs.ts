/**
 * The API reference page (/api/docs): Swagger UI drawing GET /api/openapi.json. Swagger UI's script and
 * stylesheet come from the swagger-ui-dist package and are served by our own endpoints (endpoints/system/openapi.ts),
 * with our small script and stylesheet beside them (lib/http/api-docs/): the page loads nothing from elsewhere and
 * runs no inline script, under its own Content-Security-Policy (lib/http/security-headers.ts `apiDocs`).
 */
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { projectRoot } from '../env'

export const DOCS_PATH = '/api/docs'
export const DOCUMENT_PATH = '/api/openapi.json'

const ASSETS = {
  'swagger-ui.css': { from: 'swagger-ui-dist', type: 'text/css; charset=utf-8' },
  'swagger-ui-bundle.js': { from: 'swagger-ui-dist', type: 'text/javascript; charset=utf-8' },
  'api-docs.css': { from: 'ours', type: 'text/css; charset=utf-8' },
  'api-docs.js': { from: 'ours', type: 'text/javascript; charset=utf-8' },
} as const

export type DocsAssetName = keyof typeof ASSETS
export const DOCS_ASSET_NAMES = Object.keys(ASSETS) as [DocsAssetName, ...DocsAssetName[]]

/** A file of the page: its text, content type, and a hash of the text that its address carries (`?v=`). */
export type DocsAsset = { body: string; type: string; version: string }

let assets: Map<DocsAssetName, DocsAsset> | undefined

/** The page's files, read when first asked for (Swagger UI's script is about 1.5 MB) and kept. */
export function docsAsset(name: DocsAssetName): DocsAsset {
  if (!assets) {
    const swaggerUi = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'))
    const folders = { 'swagger-ui-dist': swaggerUi, ours: path.join(projectRoot, 'lib/http/api-docs') }
    assets = new Map(
      DOCS_ASSET_NAMES.map((file) => {
        const body = fs.readFileSync(path.join(folders[ASSETS[file].from], file), 'utf8')
        const version = createHash('sha256').update(body).digest('hex').slice(0, 12)
        return [file, { body, type: ASSETS[file].type, version }]
      }),
    )
  }
  return assets.get(name)!
}

const assetUrl = (name: DocsAssetName) => `${DOCS_PATH}/${name}?v=${docsAsset(name).version}`

/** The page itself: a header, the element Swagger UI draws into, and the four files. */
export const docsPage = () => `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>API reference · Inkwell</title>
<link rel="stylesheet" href="${assetUrl('swagger-ui.css')}">
<link rel="stylesheet" href="${assetUrl('api-docs.css')}">
<script src="${assetUrl('swagger-ui-bundle.js')}" defer></script>
<script src="${assetUrl('api-docs.js')}" defer></script>
</head>
<body>
<header class="api-docs-header"><h1>Inkwell API reference</h1><p>Every call, generated from the server’s own definitions: <a href="${DOCUMENT_PATH}">openapi.json</a> (OpenAPI 3.1)</p></header>
<main id="reference" data-document-url="${DOCUMENT_PATH}"></main>
</body>
</html>
`
