/**
 * Class membership rows in `groups_rels` (Payload's table for the Groups collection's hasMany `pupils`
 * and `teachers`). Changed here with set-based SQL so that moving a class of pupils is a few statements,
 * not a rewrite of every class. Only the caller's school's groups are touched; callers have checked that the
 * users named belong to it.
 */
import type { SchoolDb } from '../data/db'
import { tables } from '../data/schema'
import { SCHOOL, sql } from '../data/sql'

export type MemberPath = 'pupils' | 'teachers'

/** Those of these groups that are the caller's school's. */
const schoolGroups = (groupIds: number[]) =>
  sql`(SELECT id FROM ${tables.groups} WHERE id = ANY(${groupIds}::int[]) AND school_id = ${SCHOOL})`

async function touch(db: SchoolDb, groupIds: number[]) {
  if (groupIds.length)
    await db.run(sql`UPDATE ${tables.groups} SET updated_at = now() WHERE id = ANY(${groupIds}::int[]) AND school_id = ${SCHOOL}`)
}

/** Adds users to groups (those already in one stay as they are); answers how many rows were added. */
export async function addToGroups(db: SchoolDb, groupIds: number[], userIds: number[], path: MemberPath = 'pupils'): Promise<number> {
  if (groupIds.length === 0 || userIds.length === 0) return 0
  const added = await db.run(
    sql`INSERT INTO ${tables.groups_rels} ("order", parent_id, path, users_id)
        SELECT coalesce((SELECT max(r."order") FROM ${tables.groups_rels} r WHERE r.parent_id = g.id AND r.path = ${path}), 0)
                 + row_number() OVER (PARTITION BY g.id ORDER BY u.ord),
               g.id, ${path}, u.id
        FROM ${schoolGroups(groupIds)} g
        CROSS JOIN unnest(${userIds}::int[]) WITH ORDINALITY AS u(id, ord)
        WHERE NOT EXISTS (SELECT 1 FROM ${tables.groups_rels} r WHERE r.parent_id = g.id AND r.path = ${path} AND r.users_id = u.id)`,
  )
  await touch(db, groupIds)
  return added
}

/** Removes users (all of them when `userIds` is null) from groups; answers how many rows went. */
export async function removeFromGroups(
  db: SchoolDb,
  groupIds: number[],
  userIds: number[] | null,
  path: MemberPath = 'pupils',
): Promise<number> {
  if (groupIds.length === 0 || (userIds && userIds.length === 0)) return 0
  const removed = await db.run(
    sql`DELETE FROM ${tables.groups_rels} WHERE parent_id IN ${schoolGroups(groupIds)} AND path = ${path}
        ${userIds ? sql`AND users_id = ANY(${userIds}::int[])` : sql``}`,
  )
  await touch(db, groupIds)
  return removed
}

/** Makes a group's members exactly `userIds`. */
export async function setMembers(db: SchoolDb, groupId: number, userIds: number[], path: MemberPath) {
  await db.run(
    sql`DELETE FROM ${tables.groups_rels} WHERE parent_id IN ${schoolGroups([groupId])} AND path = ${path} AND NOT (users_id = ANY(${userIds}::int[]))`,
  )
  await addToGroups(db, [groupId], userIds, path)
}

/** A class and its subgroups (or a subgroup alone). */
export async function withSubgroups(db: SchoolDb, groupId: number): Promise<number[]> {
  const rows = await db.rows<{ id: number }>(
    sql`SELECT id FROM ${tables.groups} WHERE (id = ${groupId} OR parent_id = ${groupId}) AND school_id = ${SCHOOL}`,
  )
  return rows.map((r) => r.id)
}
