/** Reloads the page after a chunk failed to load, unless it already did so in the last 60 seconds. */
import { shouldReloadForChunk } from '../behaviour/chunk-reload'

const KEY = 'inkwell.chunkReloadAt'

export function reloadForChunk(): boolean {
  let last: number | null = null
  try {
    last = Number(sessionStorage.getItem(KEY)) || null
  } catch {
    /* no storage: reload anyway, the guard is best effort */
  }
  if (!shouldReloadForChunk(last, Date.now())) return false
  try {
    sessionStorage.setItem(KEY, String(Date.now()))
  } catch {
    /* as above */
  }
  location.reload()
  return true
}
