/**
 * The marketing site's one browser script, on pages rendered by the server (site/render.tsx): menus,
 * dialogs and the South African modal, the session menus, the loading bar, prefetching, and a reload
 * after a script fails to load (at most once a minute). `data-hydrated` on <html> says it is all live.
 */
import '../site.css'
import { isChunkLoadError } from '../behaviour/chunk-reload'
import { reloadForChunk } from './chunk-reload'
import { confirmDialog, deleteConfirmDialog, openDialog, promptDialog } from './dialogs'
import { wireLoadingBar } from './loading-bar'
import { wireMenus } from './menus'
import { wirePrefetch } from './prefetch'
import { checkBeforeNavigation } from './session'
import { wireSession } from './session-menu'
import { offerSouthAfricanSite } from './south-africa-modal'

declare global {
  interface Window {
    /** The generic dialogs, for scripts an editor's content may bring. */
    inkwellDialogs: {
      open: typeof openDialog
      confirm: typeof confirmDialog
      deleteConfirm: typeof deleteConfirmDialog
      prompt: typeof promptDialog
    }
  }
}

window.addEventListener('error', (event) => {
  if (isChunkLoadError(event.error ?? { message: event.message })) reloadForChunk()
})
window.addEventListener('unhandledrejection', (event) => {
  if (isChunkLoadError(event.reason)) reloadForChunk()
})

const localeHome = document.documentElement.dataset.localeHome ?? '/'
wireMenus()
wireLoadingBar()
wirePrefetch()
wireSession(localeHome)
window.addEventListener('pageshow', (event) => event.persisted && checkBeforeNavigation(localeHome))
offerSouthAfricanSite()
window.inkwellDialogs = { open: openDialog, confirm: confirmDialog, deleteConfirm: deleteConfirmDialog, prompt: promptDialog }
document.documentElement.dataset.hydrated = ''
