// Builds the react-admin console: `npm run build:console` writes admin/dist,
// which the server serves at /console (index.html as the SPA fallback).
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

const adminDir = fileURLToPath(new URL('.', import.meta.url))
const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }
const apiTarget = process.env.CONSOLE_API_TARGET ?? 'http://127.0.0.1:3000'

export default defineConfig({
  root: adminDir,
  base: '/console/',
  plugins: [react()],
  define: {
    'import.meta.env.VITE_APP_VERSION': JSON.stringify(process.env.VITE_APP_VERSION ?? version),
  },
  server: {
    host: '127.0.0.1',
    port: 5174,
    // The dev server answers the console; /api goes to the API server.
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
    fs: { allow: [fileURLToPath(new URL('..', import.meta.url))] },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        // Vendor code changes less often than ours: keep it in its own cacheable chunks.
        codeSplitting: {
          groups: [
            { name: 'vendor-mui', test: /node_modules[\\/]@(mui|emotion)[\\/]/ },
            { name: 'vendor-react-admin', test: /node_modules[\\/](ra-[^\\/]+|react-admin)[\\/]/ },
            { name: 'vendor', test: /node_modules[\\/]/ },
          ],
        },
      },
    },
  },
})
