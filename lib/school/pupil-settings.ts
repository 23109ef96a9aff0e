/**
 * Settings a teacher keeps for a pupil in `users.settings`: `accuracyOnly` (spelling without time pressure or
 * speed bonus; read when a game session starts, lib/spelling/sessions.ts). Pupils cannot change it themselves
 * (PATCH users/me/settings does not take it).
 */
import type { Sql } from '../data/connection'

/** Sets or reads a pupil's accuracy-only setting (the pupil is already checked to be of the school); answers its value. */
export async function pupilAccuracyOnly(db: Sql, pupilId: number, value?: boolean): Promise<boolean> {
  const { rows } =
    value === undefined
      ? await db.query<{ on: boolean }>(`SELECT coalesce((settings->>'accuracyOnly')::bool, false) AS on FROM users WHERE id = $1`, [
          pupilId,
        ])
      : await db.query<{ on: boolean }>(
          `UPDATE users SET settings = coalesce(settings, '{}'::jsonb) || jsonb_build_object('accuracyOnly', $2::bool), updated_at = now()
           WHERE id = $1 AND role = 'pupil' RETURNING (settings->>'accuracyOnly')::bool AS on`,
          [pupilId, value],
        )
  return Boolean(rows[0]?.on)
}
