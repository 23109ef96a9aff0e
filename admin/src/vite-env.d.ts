/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Sent as X-Client-Version; set by admin/vite.config.ts from package.json. */
  readonly VITE_APP_VERSION?: string
}
