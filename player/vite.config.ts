import react from '@vitejs/plugin-react'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'

// The pupils' player: a React shell around a PixiJS canvas, served under /play/.
// Build with `npm run build:player`; output goes to player/dist.
const playerRoot = fileURLToPath(new URL('.', import.meta.url))
const localesDir = fileURLToPath(new URL('../locales', import.meta.url))

export default defineConfig({
  root: playerRoot,
  base: '/play/',
  plugins: [react()],
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    // Pixi alone is a few hundred kB; the renderers are split into their own chunks.
    chunkSizeWarningLimit: 800,
  },
  server: {
    // The translations live in /locales, outside this root.
    fs: { allow: [playerRoot, localesDir] },
  },
})
