/** A chunk that fails to load (a new deploy replaced it) reloads the page, at most once per 60 seconds. */
export const CHUNK_RELOAD_GUARD_MS = 60_000

export function isChunkLoadError(error: unknown): boolean {
  const e = error as { name?: string; message?: string } | null
  if (!e) return false
  return (
    e.name === 'ChunkLoadError' ||
    /Loading (CSS )?chunk [\w-]+ failed|Failed to fetch dynamically imported module|error loading dynamically imported module/i.test(
      e.message ?? '',
    )
  )
}

export function shouldReloadForChunk(lastReloadAt: number | null, now: number): boolean {
  return lastReloadAt === null || !Number.isFinite(lastReloadAt) || now - lastReloadAt >= CHUNK_RELOAD_GUARD_MS
}
