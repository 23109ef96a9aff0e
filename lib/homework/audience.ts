/**
 * Who a homework is for: the pupils of its classes (`groups`, read now, so a pupil who joins a class later
 * gets the class's homework), plus pupils set by name (`pupils`), less `excludedPupils`; only pupils of the
 * homework's school who are not deleted. Memberships live in `homework_rels` (Payload's table for the
 * collection's hasMany fields), changed here with narrow SQL; every statement reaches them through homework of
 * the caller's school.
 */
import type { SchoolDb } from '../data/db'
import { tables, type RowOf } from '../data/schema'
import { raw, SCHOOL, sql, type Fragment, type Statement } from '../data/sql'

export type RelPath = 'groups' | 'pupils' | 'excludedPupils' | 'teachers'

/** The column of `homework_rels` that a relation fills. */
const columnOf = (path: RelPath) => raw(path === 'groups' ? 'groups_id' : 'users_id')

/** Condition: `pupil` (a value, or an expression such as `me.id`) is in the audience of homework `h` (an alias). */
export const audienceIncludes = (h: Fragment, pupil: number | Fragment | Statement) => sql`(
  (EXISTS (SELECT 1 FROM ${tables.homework_rels} ar WHERE ar.parent_id = ${h}.id AND ar.path = 'pupils' AND ar.users_id = ${pupil})
   OR EXISTS (SELECT 1 FROM ${tables.homework_rels} ar JOIN ${tables.groups_rels} ag ON ag.parent_id = ar.groups_id AND ag.path = 'pupils'
              WHERE ar.parent_id = ${h}.id AND ar.path = 'groups' AND ag.users_id = ${pupil}))
  AND NOT EXISTS (SELECT 1 FROM ${tables.homework_rels} ax WHERE ax.parent_id = ${h}.id AND ax.path = 'excludedPupils' AND ax.users_id = ${pupil}))`

export type AudiencePupil = Pick<RowOf<typeof tables.users>, 'id' | 'name' | 'school_username'>

/** The pupils each homework of the caller's school is for, by homework id, in name order. */
export async function audienceOf(db: SchoolDb, homeworkIds: number[]): Promise<Map<number, AudiencePupil[]>> {
  const byHomework = new Map<number, AudiencePupil[]>(homeworkIds.map((id) => [id, []]))
  if (!homeworkIds.length) return byHomework
  const rows = await db.rows<AudiencePupil & { homework_id: number }>(
    sql`SELECT DISTINCT x.homework_id, u.id, u.name, u.school_username, lower(u.name) AS sort_name FROM (
       SELECT r.parent_id AS homework_id, r.users_id AS pupil_id FROM ${tables.homework_rels} r
       WHERE r.parent_id = ANY(${homeworkIds}::int[]) AND r.path = 'pupils'
       UNION
       SELECT r.parent_id, g.users_id FROM ${tables.homework_rels} r JOIN ${tables.groups_rels} g ON g.parent_id = r.groups_id AND g.path = 'pupils'
       WHERE r.parent_id = ANY(${homeworkIds}::int[]) AND r.path = 'groups'
     ) x
     JOIN ${tables.homework} h ON h.id = x.homework_id AND h.school_id = ${SCHOOL}
     JOIN ${tables.users} u ON u.id = x.pupil_id AND u.role = 'pupil' AND u.deleted_at IS NULL AND u.school_id = h.school_id
     WHERE NOT EXISTS (SELECT 1 FROM ${tables.homework_rels} e WHERE e.parent_id = x.homework_id AND e.path = 'excludedPupils' AND e.users_id = x.pupil_id)
     ORDER BY lower(u.name), u.id`,
  )
  for (const row of rows) byHomework.get(row.homework_id)?.push({ id: row.id, name: row.name, school_username: row.school_username })
  return byHomework
}

async function touch(db: SchoolDb, homeworkIds: number[]) {
  if (homeworkIds.length) {
    await db.run(sql`UPDATE ${tables.homework} SET updated_at = now() WHERE id = ANY(${homeworkIds}::int[]) AND school_id = ${SCHOOL}`)
  }
}

/** Adds users or groups to a homework relation (those already there stay); answers how many were added. */
export async function addRels(db: SchoolDb, homeworkIds: number[], path: RelPath, ids: number[]): Promise<number> {
  if (!homeworkIds.length || !ids.length) return 0
  const column = columnOf(path)
  const added = await db.run(
    sql`INSERT INTO ${tables.homework_rels} ("order", parent_id, path, ${column})
     SELECT coalesce((SELECT max(r."order") FROM ${tables.homework_rels} r WHERE r.parent_id = h.id AND r.path = ${path}), 0)
              + row_number() OVER (PARTITION BY h.id ORDER BY x.ord),
            h.id, ${path}, x.id
     FROM ${tables.homework} h CROSS JOIN unnest(${ids}::int[]) WITH ORDINALITY AS x(id, ord)
     WHERE h.id = ANY(${homeworkIds}::int[]) AND h.school_id = ${SCHOOL}
       AND NOT EXISTS (SELECT 1 FROM ${tables.homework_rels} r WHERE r.parent_id = h.id AND r.path = ${path} AND r.${column} = x.id)`,
  )
  await touch(db, homeworkIds)
  return added
}

/** Removes users or groups from a homework relation (all of them when `ids` is null). */
export async function removeRels(db: SchoolDb, homeworkIds: number[], path: RelPath, ids: number[] | null): Promise<number> {
  if (!homeworkIds.length || (ids && !ids.length)) return 0
  const which = ids ? sql`AND r.${columnOf(path)} = ANY(${ids}::int[])` : sql``
  const removed = await db.run(
    sql`DELETE FROM ${tables.homework_rels} r USING ${tables.homework} h
        WHERE h.id = r.parent_id AND h.id = ANY(${homeworkIds}::int[]) AND h.school_id = ${SCHOOL} AND r.path = ${path} ${which}`,
  )
  await touch(db, homeworkIds)
  return removed
}

/** Makes a homework relation exactly `ids`. */
export async function setRels(db: SchoolDb, homeworkIds: number[], path: RelPath, ids: number[]) {
  if (!homeworkIds.length) return
  await db.run(
    sql`DELETE FROM ${tables.homework_rels} r USING ${tables.homework} h
        WHERE h.id = r.parent_id AND h.id = ANY(${homeworkIds}::int[]) AND h.school_id = ${SCHOOL} AND r.path = ${path}
          AND NOT (r.${columnOf(path)} = ANY(${ids}::int[]))`,
  )
  await addRels(db, homeworkIds, path, ids)
}
