/**
 * Classes and subgroups of the caller's school. A subgroup belongs to one class (one level deep) and its
 * pupils are pupils of that class. Groups' collection access keeps Payload's REST with superusers; these
 * operations check the school themselves (lib/school/context.ts) before using the Local API or SQL.
 */
import { AppError } from '../api/errors'
import type { Sql } from '../data/connection'
import {
  dbFor,
  groupOfSchool,
  lockSchool,
  pupilsOfSchool,
  schoolOf,
  staffOfSchool,
  unique,
  type GroupRow,
  type SchoolOperation,
} from './context'
import { addToGroups, removeFromGroups, setMembers, withSubgroups } from './group-members'
import { listPupils, type PupilListQuery } from './pupils'
import { STAGE_MAX, STAGE_MIN, type StageSubject } from './stages'
import { groupViewsById, paged, toGroupViews, type GroupView } from './views'

const GROUP_SORTS = {
  name: 'lower(g.name) ASC, g.id ASC',
  '-name': 'lower(g.name) DESC, g.id DESC',
  createdAt: 'g.created_at ASC, g.id ASC',
  '-createdAt': 'g.created_at DESC, g.id DESC',
} as const
export type GroupSort = keyof typeof GROUP_SORTS

const GROUP_COLUMNS = 'g.id, g.name, g.school_id, g.parent_id, g.created_at'

/** A class name already used in the school (or a subgroup name in its class), case-insensitively. */
async function assertNameFree(db: Sql, schoolId: number, name: string, parentId: number | null, exceptId?: number) {
  const { rows } = await db.query(
    `SELECT 1 FROM groups WHERE school_id = $1 AND parent_id IS NOT DISTINCT FROM $2 AND lower(name) = lower($3) AND id IS DISTINCT FROM $4 LIMIT 1`,
    [schoolId, parentId, name.trim(), exceptId ?? null],
  )
  if (rows.length) {
    throw new AppError('INVALID_DATA', {
      fields: [
        {
          path: 'name',
          message: parentId ? 'This class already has a subgroup with this name' : 'Your school already has a class with this name',
        },
      ],
    })
  }
}

export async function listGroups(
  op: SchoolOperation,
  query: { page: number; limit: number; sort: GroupSort; q?: string; includeSubgroups?: boolean },
) {
  const schoolId = schoolOf(op.user)
  const db = await dbFor(op)
  const values: unknown[] = [schoolId]
  let filter = 'g.school_id = $1 AND g.parent_id IS NULL'
  if (query.q) {
    values.push(`%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)
    filter += ` AND g.name ILIKE $${values.length}`
  }
  const [count, page] = await Promise.all([
    db.query(`SELECT count(*)::int AS n FROM groups g WHERE ${filter}`, values),
    db.query(
      `SELECT ${GROUP_COLUMNS} FROM groups g WHERE ${filter} ORDER BY ${GROUP_SORTS[query.sort]} LIMIT ${query.limit} OFFSET ${(query.page - 1) * query.limit}`,
      values,
    ),
  ])
  return paged(await toGroupViews(db, page.rows, { subgroups: query.includeSubgroups }), count.rows[0].n, query.page, query.limit)
}

/** GET users/me/school/groups/all: every class of the school at once (for pickers), optionally with stage predictions. */
export async function allGroups(op: SchoolOperation, { includeSubgroups = false, predictStage = false }) {
  const schoolId = schoolOf(op.user)
  const db = await dbFor(op)
  const { rows } = await db.query(
    `SELECT ${GROUP_COLUMNS} FROM groups g WHERE g.school_id = $1 AND g.parent_id IS NULL ORDER BY lower(g.name), g.id`,
    [schoolId],
  )
  const docs = await toGroupViews(db, rows, { subgroups: includeSubgroups, predictStages: predictStage })
  return paged(docs, docs.length, 1, Math.max(1, docs.length))
}

/** GET users/me/groups: a teacher's own classes, or the classes a pupil is in. */
export async function myGroups(op: SchoolOperation) {
  const db = await dbFor(op)
  const path = op.user.role === 'pupil' ? 'pupils' : 'teachers'
  if (!op.user.school) return paged([], 0, 1, 1)
  const { rows } = await db.query(
    `SELECT ${GROUP_COLUMNS} FROM groups g
     WHERE g.school_id = $1 AND EXISTS (SELECT 1 FROM groups_rels r WHERE r.parent_id = g.id AND r.path = $2 AND r.users_id = $3)
     ORDER BY g.parent_id NULLS FIRST, lower(g.name), g.id`,
    [op.user.school.id, path, op.user.id],
  )
  const docs = await toGroupViews(db, rows, { subgroups: path === 'teachers' })
  // Pupils see their classes' names, not who else teaches or is in them.
  const shown =
    path === 'pupils' ? docs.map(({ id, name, parent, school_id, createdAt }) => ({ id, name, parent, school_id, createdAt })) : docs
  return paged(shown, shown.length, 1, Math.max(1, shown.length))
}

export type GroupInput = { name: string; teacherIds?: number[]; pupilIds?: number[] }

async function insertGroup(op: SchoolOperation, db: Sql, schoolId: number, { name, parentId }: { name: string; parentId: number | null }) {
  await assertNameFree(db, schoolId, name, parentId)
  const group = await op.payload.create({
    collection: 'groups',
    data: { name: name.trim(), school: schoolId, parent: parentId },
    req: op.req,
    overrideAccess: true, // the school is the caller's own (schoolOf); collection access keeps REST with superusers
    depth: 0,
  })
  return group.id as number
}

/** POST users/me/school/groups: a class; its teacher is the caller unless teachers are named. */
export async function createGroup(op: SchoolOperation, input: GroupInput): Promise<GroupView> {
  const schoolId = schoolOf(op.user)
  const db = await dbFor(op)
  await lockSchool(db, schoolId)
  const teacherIds = unique(input.teacherIds ?? (op.user.role === 'superuser' ? [] : [op.user.id]))
  await staffOfSchool(db, schoolId, teacherIds)
  await pupilsOfSchool(db, schoolId, unique(input.pupilIds ?? []))
  const id = await insertGroup(op, db, schoolId, { name: input.name, parentId: null })
  await addToGroups(db, [id], teacherIds, 'teachers')
  await addToGroups(db, [id], unique(input.pupilIds ?? []))
  return (await groupViewsById(db, [id], { subgroups: true }))[0]
}

export async function getGroup(op: SchoolOperation, id: number) {
  const db = await dbFor(op)
  await groupOfSchool(db, schoolOf(op.user), id)
  return (await groupViewsById(db, [id], { subgroups: true, predictStages: true }))[0]
}

export type GroupChanges = {
  name?: string
  teacherIds?: number[]
  pupilIds?: number[]
  /** The class's subgroups as they should be: existing ones by id (renamed if the name differs), new ones without. */
  subgroups?: { id?: number; name: string }[]
}

/** PUT users/me/school/groups/{id}: lists given replace what the class had. */
export async function updateGroup(op: SchoolOperation, id: number, changes: GroupChanges): Promise<GroupView> {
  const schoolId = schoolOf(op.user)
  const db = await dbFor(op)
  const group = await groupOfSchool(db, schoolId, id)
  await lockSchool(db, schoolId)
  if (changes.teacherIds) await staffOfSchool(db, schoolId, unique(changes.teacherIds))
  if (changes.pupilIds) await pupilsOfSchool(db, schoolId, unique(changes.pupilIds))
  const existingSubgroups = changes.subgroups ? await db.query('SELECT id FROM groups WHERE parent_id = $1', [id]) : { rows: [] }
  if (changes.subgroups) {
    if (group.parent_id)
      throw new AppError('INVALID_DATA', { fields: [{ path: 'subgroups', message: 'A subgroup cannot have subgroups' }] })
    const mine = new Set(existingSubgroups.rows.map((r: any) => r.id))
    for (const sub of changes.subgroups)
      if (sub.id !== undefined && !mine.has(sub.id)) throw new AppError('NOT_FOUND', { message: `No subgroup ${sub.id} in class ${id}` })
    const names = changes.subgroups.map((s) => s.name.trim().toLowerCase())
    const dup = names.findIndex((n, i) => names.indexOf(n) !== i)
    if (dup >= 0)
      throw new AppError('INVALID_DATA', { fields: [{ path: `subgroups.${dup}.name`, message: 'Two subgroups with the same name' }] })
  }
  if (changes.name !== undefined && changes.name.trim() !== group.name) {
    await assertNameFree(db, schoolId, changes.name, group.parent_id, id)
    await op.payload.update({
      collection: 'groups',
      id,
      data: { name: changes.name.trim() },
      req: op.req,
      overrideAccess: true /* checked above */,
      depth: 0,
    })
  }
  if (changes.teacherIds) await setMembers(db, id, unique(changes.teacherIds), 'teachers')
  if (changes.pupilIds) {
    const keep = unique(changes.pupilIds)
    // Pupils leaving the class leave its subgroups too.
    await db.query(
      `DELETE FROM groups_rels WHERE parent_id IN (SELECT id FROM groups WHERE parent_id = $1) AND path = 'pupils' AND NOT (users_id = ANY($2::int[]))`,
      [id, keep],
    )
    await setMembers(db, id, keep, 'pupils')
  }
  if (changes.subgroups) {
    const kept = new Set(changes.subgroups.flatMap((s) => (s.id === undefined ? [] : [s.id])))
    const gone = existingSubgroups.rows.map((r: any) => r.id).filter((sid: number) => !kept.has(sid))
    if (gone.length) await db.query('DELETE FROM groups WHERE id = ANY($1::int[]) AND parent_id = $2', [gone, id])
    for (const sub of changes.subgroups) {
      if (sub.id === undefined) await insertGroup(op, db, schoolId, { name: sub.name, parentId: id })
      else
        await db.query('UPDATE groups SET name = $2, updated_at = now() WHERE id = $1 AND parent_id = $3 AND name <> $2', [
          sub.id,
          sub.name.trim(),
          id,
        ])
    }
  }
  return (await groupViewsById(db, [id], { subgroups: true }))[0]
}

/** DELETE users/me/school/groups/{id}: the class and its subgroups; its pupils stay in the school. */
export async function deleteGroup(op: SchoolOperation, id: number) {
  const schoolId = schoolOf(op.user)
  const db = await dbFor(op)
  await groupOfSchool(db, schoolId, id)
  const ids = await withSubgroups(db, id)
  await deleteGroups(op, ids)
  return { deleted: ids.length, ids }
}

async function deleteGroups(op: SchoolOperation, ids: number[]) {
  if (ids.length === 0) return
  // Subgroups first: a class's row is what they point at.
  await op.payload.delete({
    collection: 'groups',
    where: { and: [{ id: { in: ids } }, { parent: { exists: true } }] },
    req: op.req,
    overrideAccess: true /* ids checked by callers */,
  })
  await op.payload.delete({ collection: 'groups', where: { id: { in: ids } }, req: op.req, overrideAccess: true })
}

/** DELETE users/me/school/groups/all: every class and subgroup of the school (admins only). */
export async function deleteAllGroups(op: SchoolOperation) {
  const schoolId = schoolOf(op.user)
  const db = await dbFor(op)
  const { rows } = await db.query('SELECT id FROM groups WHERE school_id = $1', [schoolId])
  const ids = rows.map((r: any) => r.id)
  await deleteGroups(op, ids)
  return { deleted: ids.length, ids }
}

/** PUT users/me/school/groups/{id}/teachers {teacherIds}: the class's teachers become exactly these. */
export async function setGroupTeachers(op: SchoolOperation, id: number, teacherIds: number[]) {
  const schoolId = schoolOf(op.user)
  const db = await dbFor(op)
  await groupOfSchool(db, schoolId, id)
  await staffOfSchool(db, schoolId, unique(teacherIds))
  await setMembers(db, id, unique(teacherIds), 'teachers')
  return (await groupViewsById(db, [id], { subgroups: true }))[0]
}

/** DELETE users/me/school/groups/{id}/teachers {teacherIds?}: takes these teachers (all without a list) off the class. */
export async function removeGroupTeachers(op: SchoolOperation, id: number, teacherIds: number[] | undefined) {
  const schoolId = schoolOf(op.user)
  const db = await dbFor(op)
  await groupOfSchool(db, schoolId, id)
  if (teacherIds) await staffOfSchool(db, schoolId, unique(teacherIds))
  await removeFromGroups(db, [id], teacherIds ? unique(teacherIds) : null, 'teachers')
  return (await groupViewsById(db, [id], { subgroups: true }))[0]
}

export const groupPupils = (op: SchoolOperation, id: number, query: Omit<PupilListQuery, 'group'>) =>
  listPupils(op, { ...query, group: id })

/**
 * Puts pupils in a class or subgroup (a subgroup's pupils join its class too). With `move`, they leave
 * every other class of the school (and its subgroups) at the same time.
 */
async function putPupils(db: Sql, schoolId: number, group: GroupRow, pupilIds: number[], move: boolean) {
  await pupilsOfSchool(db, schoolId, pupilIds)
  let moved = 0
  if (move) {
    const classId = group.parent_id ?? group.id
    const { rowCount } = await db.query(
      `DELETE FROM groups_rels r USING groups g
       WHERE r.parent_id = g.id AND g.school_id = $1 AND r.path = 'pupils' AND r.users_id = ANY($2::int[])
         AND g.id <> $3 AND g.id <> $4 AND g.parent_id IS DISTINCT FROM $3`,
      [schoolId, pupilIds, classId, group.id],
    )
    moved = rowCount ?? 0
  }
  const added = await addToGroups(db, group.parent_id ? [group.parent_id, group.id] : [group.id], pupilIds)
  return { added, moved }
}

/** POST users/me/school/groups/{id}/pupils {pupilIds, move}: move 0 adds them, move 1 moves them here from their other classes. */
export async function addGroupPupils(op: SchoolOperation, id: number, { pupilIds, move }: { pupilIds: number[]; move: 0 | 1 }) {
  const schoolId = schoolOf(op.user)
  const db = await dbFor(op)
  const group = await groupOfSchool(db, schoolId, id)
  await lockSchool(db, schoolId)
  const result = await putPupils(db, schoolId, group, unique(pupilIds), move === 1)
  return { ...(await groupViewsById(db, [id], { subgroups: true }))[0], ...result }
}

/** POST …/groups/{id}/groups/{sub}/pupils: the same for a subgroup of that class. */
export async function addSubgroupPupils(
  op: SchoolOperation,
  id: number,
  sub: number,
  { pupilIds, move }: { pupilIds: number[]; move: 0 | 1 },
) {
  const schoolId = schoolOf(op.user)
  const db = await dbFor(op)
  await groupOfSchool(db, schoolId, id)
  const subgroup = await groupOfSchool(db, schoolId, sub, { parentId: id })
  await lockSchool(db, schoolId)
  const result = await putPupils(db, schoolId, subgroup, unique(pupilIds), move === 1)
  return { ...(await groupViewsById(db, [sub]))[0], ...result }
}

/** Takes pupils (all without a list) out of a class and its subgroups. */
export async function removeGroupPupils(op: SchoolOperation, id: number, pupilIds: number[] | undefined) {
  const schoolId = schoolOf(op.user)
  const db = await dbFor(op)
  await groupOfSchool(db, schoolId, id)
  if (pupilIds) {
    // Only pupils of this class may be named: anyone else is not here to remove.
    const { rows } = await db.query(
      `SELECT DISTINCT r.users_id AS id FROM groups_rels r JOIN users u ON u.id = r.users_id
       WHERE r.parent_id = $1 AND r.path = 'pupils' AND r.users_id = ANY($2::int[]) AND u.school_id = $3`,
      [id, unique(pupilIds), schoolId],
    )
    if (rows.length !== unique(pupilIds).length) {
      const here = new Set(rows.map((r: any) => r.id))
      throw new AppError('NOT_FOUND', {
        message: `Not in this class: pupil ${unique(pupilIds)
          .filter((p) => !here.has(p))
          .join(', ')}`,
      })
    }
  }
  const removed = await removeFromGroups(db, await withSubgroups(db, id), pupilIds ? unique(pupilIds) : null)
  return { ...(await groupViewsById(db, [id], { subgroups: true }))[0], removed }
}

/** GET users/me/school/groups/{id}/groups: a class's subgroups. */
export async function listSubgroups(op: SchoolOperation, id: number) {
  const schoolId = schoolOf(op.user)
  const db = await dbFor(op)
  await groupOfSchool(db, schoolId, id)
  const { rows } = await db.query(`SELECT ${GROUP_COLUMNS} FROM groups g WHERE g.parent_id = $1 ORDER BY lower(g.name), g.id`, [id])
  const docs = await toGroupViews(db, rows)
  return paged(docs, docs.length, 1, Math.max(1, docs.length))
}

/** POST users/me/school/groups/{id}/groups {name, pupilIds?}: a subgroup of a class. */
export async function createSubgroup(op: SchoolOperation, id: number, { name, pupilIds = [] }: { name: string; pupilIds?: number[] }) {
  const schoolId = schoolOf(op.user)
  const db = await dbFor(op)
  const parent = await groupOfSchool(db, schoolId, id)
  if (parent.parent_id)
    throw new AppError('INVALID_DATA', { fields: [{ path: 'name', message: 'Subgroups belong to a class, not to another subgroup' }] })
  await lockSchool(db, schoolId)
  await pupilsOfSchool(db, schoolId, unique(pupilIds))
  const sub = await insertGroup(op, db, schoolId, { name, parentId: id })
  if (pupilIds.length) await addToGroups(db, [id, sub], unique(pupilIds))
  return (await groupViewsById(db, [sub]))[0]
}

/** PUT …/groups/{id}/pupils/setspellingstage|setnumberstage {stage, pupilIds?}: the class's pupils (or those named) get this stage. */
export async function setGroupStage(
  op: SchoolOperation,
  id: number,
  subject: StageSubject,
  { stage, pupilIds }: { stage: number | null; pupilIds?: number[] },
) {
  const schoolId = schoolOf(op.user)
  const db = await dbFor(op)
  await groupOfSchool(db, schoolId, id)
  if (stage !== null && (stage < STAGE_MIN || stage > STAGE_MAX))
    throw new AppError('INVALID_DATA', { fields: [{ path: 'stage', message: `Stages run from ${STAGE_MIN} to ${STAGE_MAX}` }] })
  const column = subject === 'spelling' ? 'stage_spelling' : 'stage_number'
  const values: unknown[] = [id, schoolId, stage]
  let only = ''
  if (pupilIds) {
    values.push(unique(pupilIds))
    only = 'AND u.id = ANY($4::int[])'
    const { rows } = await db.query(
      `SELECT count(DISTINCT r.users_id)::int AS n FROM groups_rels r JOIN users u ON u.id = r.users_id
       WHERE r.parent_id = $1 AND r.path = 'pupils' AND u.school_id = $2 AND u.deleted_at IS NULL AND u.id = ANY($3::int[])`,
      [id, schoolId, unique(pupilIds)],
    )
    if (rows[0].n !== unique(pupilIds).length) throw new AppError('NOT_FOUND', { message: 'Some of these pupils are not in this class' })
  }
  const { rowCount } = await db.query(
    `UPDATE users u SET ${column} = $3, updated_at = now()
     WHERE u.school_id = $2 AND u.role = 'pupil' AND u.deleted_at IS NULL ${only}
       AND EXISTS (SELECT 1 FROM groups_rels r WHERE r.parent_id = $1 AND r.path = 'pupils' AND r.users_id = u.id)`,
    values,
  )
  return { updated: rowCount ?? 0, stage, subject }
}
