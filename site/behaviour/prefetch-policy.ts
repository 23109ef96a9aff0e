/** Links are prefetched only on a decent connection, and only once the browser has been idle (at most 2 s). */
export const PREFETCH_IDLE_TIMEOUT_MS = 2000

export type ConnectionInfo = { saveData?: boolean; effectiveType?: string } | undefined

export function canPrefetch(connection: ConnectionInfo): boolean {
  if (!connection) return true
  if (connection.saveData) return false
  return !/(^|-)2g$/.test(connection.effectiveType ?? '')
}
