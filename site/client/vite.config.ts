// Builds the marketing site's browser script and stylesheet: `npm run build:site` writes site/client/dist
// (hashed files and a manifest), which the server links from every page and serves at /site-assets.
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/site-assets/',
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    // Small enough to need no splitting: one module script and one stylesheet per page.
    rolldownOptions: { input: 'main.ts' },
  },
})
