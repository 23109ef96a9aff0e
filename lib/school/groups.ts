/**
 * Classes and subgroups of the caller's school. A subgroup belongs to one class (one level deep) and its
 * pupils are pupils of that class. Groups' collection access keeps Payload's REST with superusers; these
 * operations check the school on its connection (lib/school/context.ts) before using the Local API or SQL.
 */
import { AppError } from '../api/errors'
import { schoolDb, type Operation, type SchoolDb } from '../data/db'
import { tables } from '../data/schema'
import { raw, SCHOOL, sql } from '../data/sql'
import { likePattern, offsetOf, toPage } from '../spelling/pages'
import { groupOfSchool, lockSchool, pupilsOfSchool, staffOfSchool, unique, type GroupRow } from './context'
import { addToGroups, removeFromGroups, setMembers, withSubgroups } from './group-members'
import { listPupils, type PupilListQuery } from './pupils'
import { STAGE_MAX, STAGE_MIN, type StageSubject } from './stages'
import { GROUP_COLUMNS, groupViewsById, onePage, toGroupViews, type GroupColumns, type GroupView } from './views'

const GROUP_SORTS = {
  name: 'lower(g.name) ASC, g.id ASC',
  '-name': 'lower(g.name) DESC, g.id DESC',
  createdAt: 'g.created_at ASC, g.id ASC',
  '-createdAt': 'g.created_at DESC, g.id DESC',
} as const
export type GroupSort = keyof typeof GROUP_SORTS

/** A class name already used in the school (or a subgroup name in its class), case-insensitively. */
async function assertNameFree(db: SchoolDb, name: string, parentId: number | null, exceptId?: number) {
  const taken = await db.one(
    sql`SELECT 1 FROM ${tables.groups} WHERE school_id = ${SCHOOL} AND parent_id IS NOT DISTINCT FROM ${parentId}
        AND lower(name) = lower(${name.trim()}) AND id IS DISTINCT FROM ${exceptId ?? null} LIMIT 1`,
  )
  if (taken) {
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
  op: Operation,
  query: { page: number; limit: number; sort: GroupSort; q?: string; includeSubgroups?: boolean },
) {
  const db = await schoolDb(op)
  const filter = sql`g.school_id = ${SCHOOL} AND g.parent_id IS NULL ${query.q ? sql`AND g.name ILIKE ${likePattern(query.q)}` : sql``}`
  const [[count], page] = await Promise.all([
    db.rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM ${tables.groups} g WHERE ${filter}`),
    db.rows<GroupColumns>(
      sql`SELECT ${GROUP_COLUMNS} FROM ${tables.groups} g WHERE ${filter} ORDER BY ${raw(GROUP_SORTS[query.sort])}
          LIMIT ${query.limit} OFFSET ${offsetOf(query.page, query.limit)}`,
    ),
  ])
  return toPage(await toGroupViews(db, page, { subgroups: query.includeSubgroups }), count.n, query.page, query.limit)
}

/** GET users/me/school/groups/all: every class of the school at once (for pickers), optionally with stage predictions. */
export async function allGroups(op: Operation, { includeSubgroups = false, predictStage = false }) {
  const db = await schoolDb(op)
  const rows = await db.rows<GroupColumns>(
    sql`SELECT ${GROUP_COLUMNS} FROM ${tables.groups} g WHERE g.school_id = ${SCHOOL} AND g.parent_id IS NULL ORDER BY lower(g.name), g.id`,
  )
  return onePage(await toGroupViews(db, rows, { subgroups: includeSubgroups, predictStages: predictStage }))
}

/** GET users/me/groups: a teacher's own classes, or the classes a pupil is in. */
export async function myGroups(op: Operation) {
  if (!op.user.school) return onePage([])
  const db = await schoolDb(op)
  const path = op.user.role === 'pupil' ? 'pupils' : 'teachers'
  const rows = await db.rows<GroupColumns>(
    sql`SELECT ${GROUP_COLUMNS} FROM ${tables.groups} g
        WHERE g.school_id = ${SCHOOL}
          AND EXISTS (SELECT 1 FROM ${tables.groups_rels} r WHERE r.parent_id = g.id AND r.path = ${path} AND r.users_id = ${op.user.id})
        ORDER BY g.parent_id NULLS FIRST, lower(g.name), g.id`,
  )
  const docs = await toGroupViews(db, rows, { subgroups: path === 'teachers' })
  // Pupils see their classes' names, not who else teaches or is in them.
  return onePage(
    path === 'pupils' ? docs.map(({ id, name, parent, school_id, createdAt }) => ({ id, name, parent, school_id, createdAt })) : docs,
  )
}

export type GroupInput = { name: string; teacherIds?: number[]; pupilIds?: number[] }

async function insertGroup(op: Operation, db: SchoolDb, { name, parentId }: { name: string; parentId: number | null }) {
  await assertNameFree(db, name, parentId)
  const group = await op.payload.create({
    collection: 'groups',
    data: { name: name.trim(), school: db.schoolId, parent: parentId },
    req: op.req,
    overrideAccess: true, // the school is the caller's own (schoolDb); collection access keeps REST with superusers
    depth: 0,
  })
  return Number(group.id)
}

/** POST users/me/school/groups: a class; its teacher is the caller unless teachers are named. */
export async function createGroup(op: Operation, input: GroupInput): Promise<GroupView> {
  const db = await schoolDb(op)
  await lockSchool(db)
  const teacherIds = unique(input.teacherIds ?? (op.user.role === 'superuser' ? [] : [op.user.id]))
  await staffOfSchool(db, teacherIds)
  await pupilsOfSchool(db, unique(input.pupilIds ?? []))
  const id = await insertGroup(op, db, { name: input.name, parentId: null })
  await addToGroups(db, [id], teacherIds, 'teachers')
  await addToGroups(db, [id], unique(input.pupilIds ?? []))
  return (await groupViewsById(db, [id], { subgroups: true }))[0]
}

export async function getGroup(op: Operation, id: number) {
  const db = await schoolDb(op)
  await groupOfSchool(db, id)
  return (await groupViewsById(db, [id], { subgroups: true, predictStages: true }))[0]
}

export type GroupChanges = {
  name?: string
  teacherIds?: number[]
  pupilIds?: number[]
  /** The class's subgroups as they should be: existing ones by id (renamed if the name differs), new ones without. */
  subgroups?: { id?: number; name: string }[]
}

/** The ids of a class's subgroups. */
const subgroupIds = async (db: SchoolDb, id: number) =>
  (await db.rows<{ id: number }>(sql`SELECT id FROM ${tables.groups} WHERE parent_id = ${id} AND school_id = ${SCHOOL}`)).map((r) => r.id)

/** PUT users/me/school/groups/{id}: lists given replace what the class had. */
export async function updateGroup(op: Operation, id: number, changes: GroupChanges): Promise<GroupView> {
  const db = await schoolDb(op)
  const group = await groupOfSchool(db, id)
  await lockSchool(db)
  if (changes.teacherIds) await staffOfSchool(db, unique(changes.teacherIds))
  if (changes.pupilIds) await pupilsOfSchool(db, unique(changes.pupilIds))
  const existingSubgroups = changes.subgroups ? await subgroupIds(db, id) : []
  if (changes.subgroups) {
    if (group.parent_id)
      throw new AppError('INVALID_DATA', { fields: [{ path: 'subgroups', message: 'A subgroup cannot have subgroups' }] })
    const mine = new Set(existingSubgroups)
    for (const sub of changes.subgroups)
      if (sub.id !== undefined && !mine.has(sub.id))
        throw new AppError('CLASS_NOT_FOUND', { message: `No subgroup ${sub.id} in class ${id}` })
    const names = changes.subgroups.map((s) => s.name.trim().toLowerCase())
    const dup = names.findIndex((n, i) => names.indexOf(n) !== i)
    if (dup >= 0)
      throw new AppError('INVALID_DATA', { fields: [{ path: `subgroups.${dup}.name`, message: 'Two subgroups with the same name' }] })
  }
  if (changes.name !== undefined && changes.name.trim() !== group.name) {
    await assertNameFree(db, changes.name, group.parent_id, id)
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
    await db.run(
      sql`DELETE FROM ${tables.groups_rels}
          WHERE parent_id IN (SELECT id FROM ${tables.groups} WHERE parent_id = ${id} AND school_id = ${SCHOOL})
            AND path = 'pupils' AND NOT (users_id = ANY(${keep}::int[]))`,
    )
    await setMembers(db, id, keep, 'pupils')
  }
  if (changes.subgroups) {
    const kept = new Set(changes.subgroups.flatMap((s) => (s.id === undefined ? [] : [s.id])))
    const gone = existingSubgroups.filter((sid) => !kept.has(sid))
    if (gone.length)
      await db.run(sql`DELETE FROM ${tables.groups} WHERE id = ANY(${gone}::int[]) AND parent_id = ${id} AND school_id = ${SCHOOL}`)
    for (const sub of changes.subgroups) {
      if (sub.id === undefined) await insertGroup(op, db, { name: sub.name, parentId: id })
      else
        await db.run(
          sql`UPDATE ${tables.groups} SET name = ${sub.name.trim()}, updated_at = now()
              WHERE id = ${sub.id} AND parent_id = ${id} AND school_id = ${SCHOOL} AND name <> ${sub.name.trim()}`,
        )
    }
  }
  return (await groupViewsById(db, [id], { subgroups: true }))[0]
}

/** DELETE users/me/school/groups/{id}: the class and its subgroups; its pupils stay in the school. */
export async function deleteGroup(op: Operation, id: number) {
  const db = await schoolDb(op)
  await groupOfSchool(db, id)
  const ids = await withSubgroups(db, id)
  await deleteGroups(op, ids)
  return { deleted: ids.length, ids }
}

/** Deletes groups of the caller's school (checked by callers) through Payload, so its hooks run. */
async function deleteGroups(op: Operation, ids: number[]) {
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
export async function deleteAllGroups(op: Operation) {
  const db = await schoolDb(op)
  const ids = (await db.rows<{ id: number }>(sql`SELECT id FROM ${tables.groups} WHERE school_id = ${SCHOOL}`)).map((r) => r.id)
  await deleteGroups(op, ids)
  return { deleted: ids.length, ids }
}

/** PUT users/me/school/groups/{id}/teachers {teacherIds}: the class's teachers become exactly these. */
export async function setGroupTeachers(op: Operation, id: number, teacherIds: number[]) {
  const db = await schoolDb(op)
  await groupOfSchool(db, id)
  await staffOfSchool(db, unique(teacherIds))
  await setMembers(db, id, unique(teacherIds), 'teachers')
  return (await groupViewsById(db, [id], { subgroups: true }))[0]
}

/** DELETE users/me/school/groups/{id}/teachers {teacherIds?}: takes these teachers (all without a list) off the class. */
export async function removeGroupTeachers(op: Operation, id: number, teacherIds: number[] | undefined) {
  const db = await schoolDb(op)
  await groupOfSchool(db, id)
  if (teacherIds) await staffOfSchool(db, unique(teacherIds))
  await removeFromGroups(db, [id], teacherIds ? unique(teacherIds) : null, 'teachers')
  return (await groupViewsById(db, [id], { subgroups: true }))[0]
}

export const groupPupils = (op: Operation, id: number, query: Omit<PupilListQuery, 'group'>) => listPupils(op, { ...query, group: id })

/**
 * Puts pupils in a class or subgroup (a subgroup's pupils join its class too). With `move`, they leave
 * every other class of the school (and its subgroups) at the same time.
 */
async function putPupils(db: SchoolDb, group: GroupRow, pupilIds: number[], move: boolean) {
  await pupilsOfSchool(db, pupilIds)
  let moved = 0
  if (move) {
    const classId = group.parent_id ?? group.id
    moved = await db.run(
      sql`DELETE FROM ${tables.groups_rels} r USING ${tables.groups} g
          WHERE r.parent_id = g.id AND g.school_id = ${SCHOOL} AND r.path = 'pupils' AND r.users_id = ANY(${pupilIds}::int[])
            AND g.id <> ${classId} AND g.id <> ${group.id} AND g.parent_id IS DISTINCT FROM ${classId}`,
    )
  }
  const added = await addToGroups(db, group.parent_id ? [group.parent_id, group.id] : [group.id], pupilIds)
  return { added, moved }
}

/** POST users/me/school/groups/{id}/pupils {pupilIds, move}: move 0 adds them, move 1 moves them here from their other classes. */
export async function addGroupPupils(op: Operation, id: number, { pupilIds, move }: { pupilIds: number[]; move: 0 | 1 }) {
  const db = await schoolDb(op)
  const group = await groupOfSchool(db, id)
  await lockSchool(db)
  const result = await putPupils(db, group, unique(pupilIds), move === 1)
  return { ...(await groupViewsById(db, [id], { subgroups: true }))[0], ...result }
}

/** POST …/groups/{id}/groups/{sub}/pupils: the same for a subgroup of that class. */
export async function addSubgroupPupils(op: Operation, id: number, sub: number, { pupilIds, move }: { pupilIds: number[]; move: 0 | 1 }) {
  const db = await schoolDb(op)
  await groupOfSchool(db, id)
  const subgroup = await groupOfSchool(db, sub, { parentId: id })
  await lockSchool(db)
  const result = await putPupils(db, subgroup, unique(pupilIds), move === 1)
  return { ...(await groupViewsById(db, [sub]))[0], ...result }
}

/** Takes pupils (all without a list) out of a class and its subgroups. */
export async function removeGroupPupils(op: Operation, id: number, pupilIds: number[] | undefined) {
  const db = await schoolDb(op)
  await groupOfSchool(db, id)
  if (pupilIds) {
    // Only pupils of this class may be named: anyone else is not here to remove.
    const here = new Set(
      (
        await db.rows<{ id: number }>(
          sql`SELECT DISTINCT r.users_id AS id FROM ${tables.groups_rels} r JOIN ${tables.users} u ON u.id = r.users_id
              WHERE r.parent_id = ${id} AND r.path = 'pupils' AND r.users_id = ANY(${unique(pupilIds)}::int[]) AND u.school_id = ${SCHOOL}`,
        )
      ).map((r) => r.id),
    )
    const absent = unique(pupilIds).filter((p) => !here.has(p))
    if (absent.length) throw new AppError('PUPIL_NOT_FOUND', { message: `Not in this class: pupil ${absent.join(', ')}` })
  }
  const removed = await removeFromGroups(db, await withSubgroups(db, id), pupilIds ? unique(pupilIds) : null)
  return { ...(await groupViewsById(db, [id], { subgroups: true }))[0], removed }
}

/** GET users/me/school/groups/{id}/groups: a class's subgroups. */
export async function listSubgroups(op: Operation, id: number) {
  const db = await schoolDb(op)
  await groupOfSchool(db, id)
  const rows = await db.rows<GroupColumns>(
    sql`SELECT ${GROUP_COLUMNS} FROM ${tables.groups} g WHERE g.parent_id = ${id} AND g.school_id = ${SCHOOL} ORDER BY lower(g.name), g.id`,
  )
  return onePage(await toGroupViews(db, rows))
}

/** POST users/me/school/groups/{id}/groups {name, pupilIds?}: a subgroup of a class. */
export async function createSubgroup(op: Operation, id: number, { name, pupilIds = [] }: { name: string; pupilIds?: number[] }) {
  const db = await schoolDb(op)
  const parent = await groupOfSchool(db, id)
  if (parent.parent_id)
    throw new AppError('INVALID_DATA', { fields: [{ path: 'name', message: 'Subgroups belong to a class, not to another subgroup' }] })
  await lockSchool(db)
  await pupilsOfSchool(db, unique(pupilIds))
  const sub = await insertGroup(op, db, { name, parentId: id })
  if (pupilIds.length) await addToGroups(db, [id, sub], unique(pupilIds))
  return (await groupViewsById(db, [sub]))[0]
}

const STAGE_COLUMNS = { spelling: raw('stage_spelling'), number: raw('stage_number') } satisfies Record<StageSubject, unknown>

/** PUT …/groups/{id}/pupils/setspellingstage|setnumberstage {stage, pupilIds?}: the class's pupils (or those named) get this stage. */
export async function setGroupStage(
  op: Operation,
  id: number,
  subject: StageSubject,
  { stage, pupilIds }: { stage: number | null; pupilIds?: number[] },
) {
  const db = await schoolDb(op)
  await groupOfSchool(db, id)
  if (stage !== null && (stage < STAGE_MIN || stage > STAGE_MAX))
    throw new AppError('INVALID_DATA', { fields: [{ path: 'stage', message: `Stages run from ${STAGE_MIN} to ${STAGE_MAX}` }] })
  const named = pupilIds && unique(pupilIds)
  if (named) {
    const [{ n }] = await db.rows<{ n: number }>(
      sql`SELECT count(DISTINCT r.users_id)::int AS n FROM ${tables.groups_rels} r JOIN ${tables.users} u ON u.id = r.users_id
          WHERE r.parent_id = ${id} AND r.path = 'pupils' AND u.school_id = ${SCHOOL} AND u.deleted_at IS NULL AND u.id = ANY(${named}::int[])`,
    )
    if (n !== named.length) throw new AppError('PUPIL_NOT_FOUND', { message: 'Some of these pupils are not in this class' })
  }
  const updated = await db.run(
    sql`UPDATE ${tables.users} u SET ${STAGE_COLUMNS[subject]} = ${stage}, updated_at = now()
        WHERE u.school_id = ${SCHOOL} AND u.role = 'pupil' AND u.deleted_at IS NULL ${named ? sql`AND u.id = ANY(${named}::int[])` : sql``}
          AND EXISTS (SELECT 1 FROM ${tables.groups_rels} r WHERE r.parent_id = ${id} AND r.path = 'pupils' AND r.users_id = u.id)`,
  )
  return { updated, stage, subject }
}
