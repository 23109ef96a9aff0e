/**
 * Settings a teacher keeps for a pupil in `users.settings`: `accuracyOnly` (spelling without time pressure or
 * speed bonus; read when a game session starts, lib/spelling/sessions.ts). Pupils cannot change it themselves
 * (PATCH users/me/settings does not take it).
 */
import { schoolDb, type Operation } from '../data/db'
import { tables } from '../data/schema'
import { SCHOOL, sql } from '../data/sql'

/** Sets or reads the accuracy-only setting of a pupil of the caller's school; answers its value. */
export async function pupilAccuracyOnly(op: Operation, pupilId: number, value?: boolean): Promise<boolean> {
  const db = await schoolDb(op)
  const row = await db.one<{ on: boolean | null }>(
    value === undefined
      ? sql`SELECT (settings->>'accuracyOnly')::bool AS on FROM ${tables.users} WHERE id = ${pupilId} AND school_id = ${SCHOOL}`
      : sql`UPDATE ${tables.users} SET settings = coalesce(settings, '{}'::jsonb) || jsonb_build_object('accuracyOnly', ${value}::bool), updated_at = now()
            WHERE id = ${pupilId} AND school_id = ${SCHOOL} AND role = 'pupil' RETURNING (settings->>'accuracyOnly')::bool AS on`,
  )
  return Boolean(row?.on)
}
