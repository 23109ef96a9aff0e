/**
 * Class membership rows in `groups_rels` (Payload's table for the Groups collection's hasMany `pupils`
 * and `teachers`). Changed here with set-based SQL so that moving a class of pupils is a few statements,
 * not a rewrite of every class. Callers have checked that groups and users belong to the caller's school.
 */
import type { Sql } from '../data/connection'

export type MemberPath = 'pupils' | 'teachers'

async function touch(db: Sql, groupIds: number[]) {
  if (groupIds.length) await db.query('UPDATE groups SET updated_at = now() WHERE id = ANY($1::int[])', [groupIds])
}

/** Adds users to groups (those already in one stay as they are); answers how many rows were added. */
export async function addToGroups(db: Sql, groupIds: number[], userIds: number[], path: MemberPath = 'pupils'): Promise<number> {
  if (groupIds.length === 0 || userIds.length === 0) return 0
  const { rowCount } = await db.query(
    `INSERT INTO groups_rels ("order", parent_id, path, users_id)
     SELECT coalesce((SELECT max(r."order") FROM groups_rels r WHERE r.parent_id = g.id AND r.path = $3), 0)
              + row_number() OVER (PARTITION BY g.id ORDER BY u.ord),
            g.id, $3, u.id
     FROM unnest($1::int[]) AS g(id)
     CROSS JOIN unnest($2::int[]) WITH ORDINALITY AS u(id, ord)
     WHERE NOT EXISTS (SELECT 1 FROM groups_rels r WHERE r.parent_id = g.id AND r.path = $3 AND r.users_id = u.id)`,
    [groupIds, userIds, path],
  )
  await touch(db, groupIds)
  return rowCount ?? 0
}

/** Removes users (all of them when `userIds` is null) from groups; answers how many rows went. */
export async function removeFromGroups(
  db: Sql,
  groupIds: number[],
  userIds: number[] | null,
  path: MemberPath = 'pupils',
): Promise<number> {
  if (groupIds.length === 0 || (userIds && userIds.length === 0)) return 0
  const { rowCount } = userIds
    ? await db.query('DELETE FROM groups_rels WHERE parent_id = ANY($1::int[]) AND path = $2 AND users_id = ANY($3::int[])', [
        groupIds,
        path,
        userIds,
      ])
    : await db.query('DELETE FROM groups_rels WHERE parent_id = ANY($1::int[]) AND path = $2', [groupIds, path])
  await touch(db, groupIds)
  return rowCount ?? 0
}

/** Makes a group's members exactly `userIds`. */
export async function setMembers(db: Sql, groupId: number, userIds: number[], path: MemberPath) {
  await db.query('DELETE FROM groups_rels WHERE parent_id = $1 AND path = $2 AND NOT (users_id = ANY($3::int[]))', [groupId, path, userIds])
  await addToGroups(db, [groupId], userIds, path)
}

/** A class and its subgroups (or a subgroup alone). */
export async function withSubgroups(db: Sql, groupId: number): Promise<number[]> {
  const { rows } = await db.query('SELECT id FROM groups WHERE id = $1 OR parent_id = $1', [groupId])
  return rows.map((r: any) => r.id)
}
