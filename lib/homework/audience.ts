/**
 * Who a homework is for: the pupils of its classes (`groups`, read now, so a pupil who joins a class later
 * gets the class's homework), plus pupils set by name (`pupils`), less `excludedPupils`; only pupils of the
 * homework's school who are not deleted. Memberships live in `homework_rels` (Payload's table for the
 * collection's hasMany fields), changed here with narrow SQL like `groups_rels` in lib/school/group-members.ts.
 */
import type { Sql } from '../data/connection'

export type RelPath = 'groups' | 'pupils' | 'excludedPupils' | 'teachers'

/** SQL condition: pupil `user` (an SQL expression) is in the audience of homework `h` (an alias). */
export const audienceIncludes = (h: string, user: string) => `(
  (EXISTS (SELECT 1 FROM homework_rels ar WHERE ar.parent_id = ${h}.id AND ar.path = 'pupils' AND ar.users_id = ${user})
   OR EXISTS (SELECT 1 FROM homework_rels ar JOIN groups_rels ag ON ag.parent_id = ar.groups_id AND ag.path = 'pupils'
              WHERE ar.parent_id = ${h}.id AND ar.path = 'groups' AND ag.users_id = ${user}))
  AND NOT EXISTS (SELECT 1 FROM homework_rels ax WHERE ax.parent_id = ${h}.id AND ax.path = 'excludedPupils' AND ax.users_id = ${user}))`

export type AudiencePupil = { id: number; name: string | null; school_username: string | null }

/** The pupils each homework is for, by homework id, in name order. */
export async function audienceOf(db: Sql, homeworkIds: number[]): Promise<Map<number, AudiencePupil[]>> {
  const byHomework = new Map<number, AudiencePupil[]>(homeworkIds.map((id) => [id, []]))
  if (!homeworkIds.length) return byHomework
  const { rows } = await db.query<AudiencePupil & { homework_id: number }>(
    `SELECT DISTINCT x.homework_id, u.id, u.name, u.school_username, lower(u.name) AS sort_name FROM (
       SELECT r.parent_id AS homework_id, r.users_id AS pupil_id FROM homework_rels r WHERE r.parent_id = ANY($1::int[]) AND r.path = 'pupils'
       UNION
       SELECT r.parent_id, g.users_id FROM homework_rels r JOIN groups_rels g ON g.parent_id = r.groups_id AND g.path = 'pupils'
       WHERE r.parent_id = ANY($1::int[]) AND r.path = 'groups'
     ) x
     JOIN homework h ON h.id = x.homework_id
     JOIN users u ON u.id = x.pupil_id AND u.role = 'pupil' AND u.deleted_at IS NULL AND u.school_id = h.school_id
     WHERE NOT EXISTS (SELECT 1 FROM homework_rels e WHERE e.parent_id = x.homework_id AND e.path = 'excludedPupils' AND e.users_id = x.pupil_id)
     ORDER BY lower(u.name), u.id`,
    [homeworkIds],
  )
  for (const row of rows) byHomework.get(row.homework_id)?.push({ id: row.id, name: row.name, school_username: row.school_username })
  return byHomework
}

async function touch(db: Sql, homeworkIds: number[]) {
  if (homeworkIds.length) await db.query('UPDATE homework SET updated_at = now() WHERE id = ANY($1::int[])', [homeworkIds])
}

/** Adds users or groups to a homework relation (those already there stay); answers how many were added. */
export async function addRels(db: Sql, homeworkIds: number[], path: RelPath, ids: number[]): Promise<number> {
  if (!homeworkIds.length || !ids.length) return 0
  const column = path === 'groups' ? 'groups_id' : 'users_id'
  const { rowCount } = await db.query(
    `INSERT INTO homework_rels ("order", parent_id, path, ${column})
     SELECT coalesce((SELECT max(r."order") FROM homework_rels r WHERE r.parent_id = h.id AND r.path = $3), 0)
              + row_number() OVER (PARTITION BY h.id ORDER BY x.ord),
            h.id, $3, x.id
     FROM unnest($1::int[]) AS h(id) CROSS JOIN unnest($2::int[]) WITH ORDINALITY AS x(id, ord)
     WHERE NOT EXISTS (SELECT 1 FROM homework_rels r WHERE r.parent_id = h.id AND r.path = $3 AND r.${column} = x.id)`,
    [homeworkIds, ids, path],
  )
  await touch(db, homeworkIds)
  return rowCount ?? 0
}

/** Removes users or groups from a homework relation (all of them when `ids` is null). */
export async function removeRels(db: Sql, homeworkIds: number[], path: RelPath, ids: number[] | null): Promise<number> {
  if (!homeworkIds.length || (ids && !ids.length)) return 0
  const column = path === 'groups' ? 'groups_id' : 'users_id'
  const { rowCount } = ids
    ? await db.query(`DELETE FROM homework_rels WHERE parent_id = ANY($1::int[]) AND path = $2 AND ${column} = ANY($3::int[])`, [
        homeworkIds,
        path,
        ids,
      ])
    : await db.query(`DELETE FROM homework_rels WHERE parent_id = ANY($1::int[]) AND path = $2`, [homeworkIds, path])
  await touch(db, homeworkIds)
  return rowCount ?? 0
}

/** Makes a homework relation exactly `ids`. */
export async function setRels(db: Sql, homeworkIds: number[], path: RelPath, ids: number[]) {
  if (!homeworkIds.length) return
  const column = path === 'groups' ? 'groups_id' : 'users_id'
  await db.query(`DELETE FROM homework_rels WHERE parent_id = ANY($1::int[]) AND path = $2 AND NOT (${column} = ANY($3::int[]))`, [
    homeworkIds,
    path,
    ids,
  ])
  await addRels(db, homeworkIds, path, ids)
}
