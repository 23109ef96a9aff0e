/**
 * The marketing site's content version: when any page was last changed, and how many there are (a deletion
 * changes the count). Read from the database on every page request, so that every server process behind a
 * load balancer serves an editor's change on the next request, wherever the edit was made (Payload's admin
 * and the seed both write through the pages table). One index-free aggregate over a few hundred rows.
 */
import type { SystemDb } from '../../lib/data/db'
import { tables } from '../../lib/data/schema'
import { named } from '../../lib/data/sql'

const VERSION = named('site-content-version')<{ version: string }>`SELECT coalesce(max(updated_at)::text, '') || '/' || count(*) AS version
FROM ${tables.pages}`

/** The version this process last read: while the database cannot be reached, pages rendered already are still served. */
let lastRead = ''

export async function siteContentVersion(db: SystemDb): Promise<string> {
  try {
    return (lastRead = (await db.one(VERSION))?.version ?? '')
  } catch {
    return lastRead
  }
}
