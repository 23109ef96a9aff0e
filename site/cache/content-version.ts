/**
 * The marketing site's content version: when any page was last changed, and how many there are (a deletion
 * changes the count). Read from the database on every page request, so that every server process behind a
 * load balancer serves an editor's change on the next request, wherever the edit was made (Payload's admin
 * and the seed both write through the pages table). One index-free aggregate over a few hundred rows.
 */
import type { Pool } from 'pg'

const VERSION_SQL = {
  name: 'site-content-version',
  text: `SELECT coalesce(max(updated_at)::text, '') || '/' || count(*) AS version FROM pages`,
}

/** The version this process last read: while the database cannot be reached, pages rendered already are still served. */
let lastRead = ''

export async function siteContentVersion(pool: Pool): Promise<string> {
  try {
    const { rows } = await pool.query<{ version: string }>(VERSION_SQL)
    return (lastRead = rows[0].version)
  } catch {
    return lastRead
  }
}
