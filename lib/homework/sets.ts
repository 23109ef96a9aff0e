/**
 * Homework sets (`homework/multi`): several homework followed together, say a term of weekly lists for a
 * class. Creating a set creates its homework, each for the same classes, pupils and teachers; homework can be
 * attached and detached later. Competence is each pupil's competence on every item of the set, from the
 * products (for spelling: the words' competency from the last five attempts).
 *
 * A set is changed by whoever made it, the teachers of its homework, the school's admins and superusers.
 */
import { AppError } from '../api/errors'
import type { AuthUser } from '../auth/types'
import type { Sql } from '../data/connection'
import { dbFor, groupOfSchool, isSchoolAdmin, schoolOf, unique, type SchoolOperation } from '../school/context'
import { toPage } from '../spelling/pages'
import { changeableHomework, HOMEWORK_COLUMNS, type HomeworkRow } from './access'
import { audienceOf, type AudiencePupil } from './audience'
import { applyChanges, insertHomework, type HomeworkInput } from './homework'
import { HOMEWORK_PRODUCTS } from './products'
import { progressKey, type ItemCompetence } from './products/types'
import { itemsOf, staffViews } from './views'

type SetRow = {
  id: number
  name: string
  school_id: number
  set_by_id: number | null
  set_by_name: string | null
  created_at: Date
  updated_at: Date
}

const SET_COLUMNS = `s.id, s.name, s.school_id, s.set_by_id, u.name AS set_by_name, s.created_at, s.updated_at`
const SET_FROM = `homework_sets s LEFT JOIN users u ON u.id = s.set_by_id`

export type AudienceInput = Pick<HomeworkInput, 'group' | 'groups' | 'pupilIds' | 'teachers'>
export type SetInput = AudienceInput & { name: string; homework: Omit<HomeworkInput, keyof AudienceInput>[] }

async function setsOfSchool(db: Sql, user: AuthUser, ids: number[], { lock = false } = {}): Promise<SetRow[]> {
  const wanted = unique(ids)
  const { rows } = await db.query<SetRow>(
    `SELECT ${SET_COLUMNS} FROM ${SET_FROM} WHERE s.id = ANY($1::int[]) AND s.school_id = $2 ORDER BY s.id ${lock ? 'FOR UPDATE OF s' : ''}`,
    [wanted, schoolOf(user)],
  )
  if (rows.length !== wanted.length) {
    const missing = wanted.filter((id) => !rows.some((r) => r.id === id))
    throw new AppError('NOT_FOUND', { message: `No homework set with id ${missing.join(', ')} in your school` })
  }
  return wanted.map((id) => rows.find((r) => r.id === id)!)
}

async function homeworkOfSets(db: Sql, setIds: number[]): Promise<HomeworkRow[]> {
  if (!setIds.length) return []
  const { rows } = await db.query<HomeworkRow>(
    `SELECT ${HOMEWORK_COLUMNS} FROM homework h WHERE h.set_id = ANY($1::int[]) ORDER BY h.starts_at, h.due_at, h.id`,
    [setIds],
  )
  return rows
}

async function assertChangeable(db: Sql, user: AuthUser, sets: SetRow[]) {
  if (isSchoolAdmin(user)) return
  for (const set of sets) {
    if (set.set_by_id === user.id) continue
    const { rows } = await db.query(
      `SELECT 1 FROM homework h JOIN homework_rels r ON r.parent_id = h.id AND r.path = 'teachers' WHERE h.set_id = $1 AND r.users_id = $2 LIMIT 1`,
      [set.id, user.id],
    )
    if (!rows.length)
      throw new AppError('FORBIDDEN', { message: `Only the teachers of “${set.name}” and your school’s admins can change it` })
  }
}

/** A set with its homework (staff views), its classes, and the dates it spans. */
async function setViews(db: Sql, sets: SetRow[], { withHomework = true } = {}) {
  const homework = await homeworkOfSets(
    db,
    sets.map((s) => s.id),
  )
  const views = withHomework ? await staffViews(db, homework) : []
  const { rows: groups } = await db.query<{ set_id: number; id: number; name: string; parent: number | null }>(
    `SELECT DISTINCT h.set_id, g.id, g.name, g.parent_id AS parent FROM homework h JOIN homework_rels r ON r.parent_id = h.id AND r.path = 'groups'
     JOIN groups g ON g.id = r.groups_id WHERE h.set_id = ANY($1::int[]) ORDER BY g.name, g.id`,
    [sets.map((s) => s.id)],
  )
  return sets.map((set) => {
    const mine = homework.filter((h) => h.set_id === set.id)
    const times = (key: 'starts_at' | 'due_at') => mine.map((h) => new Date(h[key]).getTime())
    return {
      id: set.id,
      name: set.name,
      school_id: set.school_id,
      setBy: set.set_by_id ? { id: set.set_by_id, name: set.set_by_name } : null,
      homework_count: mine.length,
      startsAt: mine.length ? new Date(Math.min(...times('starts_at'))).toISOString() : null,
      dueAt: mine.length ? new Date(Math.max(...times('due_at'))).toISOString() : null,
      groups: groups.filter((g) => g.set_id === set.id).map(({ id, name, parent }) => ({ id, name, parent })),
      ...(withHomework ? { homework: views.filter((v) => mine.some((h) => h.id === v.id)) } : {}),
      createdAt: new Date(set.created_at).toISOString(),
      updatedAt: new Date(set.updated_at).toISOString(),
    }
  })
}

async function setView(db: Sql, user: AuthUser, id: number) {
  return (await setViews(db, await setsOfSchool(db, user, [id])))[0]
}

/** POST homework/multi: the set and its homework, all or nothing; 201. */
export async function createSet(op: SchoolOperation, input: SetInput) {
  const db = await dbFor(op)
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO homework_sets (name, school_id, set_by_id) VALUES ($1, $2, $3) RETURNING id`,
    [input.name, schoolOf(op.user), op.user.id],
  )
  const setId = rows[0].id
  for (const [i, homework] of input.homework.entries()) {
    try {
      await insertHomework(
        db,
        op.user,
        { ...homework, group: input.group, groups: input.groups, pupilIds: input.pupilIds, teachers: input.teachers },
        setId,
      )
    } catch (err) {
      // Field errors of one homework name it: `homework.2.dueAt`.
      if (err instanceof AppError && err.code === 'INVALID_DATA' && err.options.fields) {
        const audience = new Set(['groups', 'group', 'pupilIds', 'teachers'])
        throw new AppError('INVALID_DATA', {
          fields: err.options.fields.map((f) => ({ ...f, path: audience.has(f.path.split('.')[0]) ? f.path : `homework.${i}.${f.path}` })),
        })
      }
      throw err
    }
  }
  return setView(db, op.user, setId)
}

/**
 * PUT homework/multi/{id} {name?, homeworkIds?, group?, groups?, pupilIds?, teachers?}: renames it; makes its
 * homework exactly `homeworkIds` (attaching homework of the school, detaching what is left out); and sets every
 * homework of the set for these classes, pupils and teachers.
 */
export async function updateSet(op: SchoolOperation, id: number, input: AudienceInput & { name?: string; homeworkIds?: number[] }) {
  const db = await dbFor(op)
  const [set] = await setsOfSchool(db, op.user, [id], { lock: true })
  await assertChangeable(db, op.user, [set])
  if (input.homeworkIds) {
    const wanted = unique(input.homeworkIds)
    const current = (await homeworkOfSets(db, [id])).map((h) => h.id)
    const touched = unique([...wanted, ...current.filter((h) => !wanted.includes(h))])
    await changeableHomework(db, op.user, touched)
    await db.query('UPDATE homework SET set_id = NULL, updated_at = now() WHERE set_id = $1 AND NOT (id = ANY($2::int[]))', [id, wanted])
    await db.query('UPDATE homework SET set_id = $1, updated_at = now() WHERE id = ANY($2::int[]) AND set_id IS DISTINCT FROM $1', [
      id,
      wanted,
    ])
  }
  const audience = { group: input.group, groups: input.groups, pupilIds: input.pupilIds, teachers: input.teachers }
  if (Object.values(audience).some((v) => v !== undefined)) {
    const homework = await homeworkOfSets(db, [id])
    await changeableHomework(
      db,
      op.user,
      homework.map((h) => h.id),
    )
    await applyChanges(db, op.user, homework, audience)
  }
  if (input.name !== undefined) await db.query('UPDATE homework_sets SET name = $2 WHERE id = $1', [id, input.name])
  await db.query('UPDATE homework_sets SET updated_at = now() WHERE id = $1', [id])
  return setView(db, op.user, id)
}

/** GET homework/multi?group_id=: the school's sets (for a class: those with homework for it or its subgroups), newest first. */
export async function listSets(op: SchoolOperation, query: { group_id?: number; page: number; limit: number }) {
  const db = await dbFor(op)
  const schoolId = schoolOf(op.user)
  const values: unknown[] = [schoolId]
  let filter = 's.school_id = $1'
  if (query.group_id !== undefined) {
    await groupOfSchool(db, schoolId, query.group_id)
    values.push(query.group_id)
    filter += ` AND EXISTS (SELECT 1 FROM homework h JOIN homework_rels r ON r.parent_id = h.id AND r.path = 'groups' JOIN groups g ON g.id = r.groups_id
      WHERE h.set_id = s.id AND (g.id = $2 OR g.parent_id = $2))`
  }
  const total = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM homework_sets s WHERE ${filter}`, values)
  const { rows } = await db.query<SetRow>(
    `SELECT ${SET_COLUMNS} FROM ${SET_FROM} WHERE ${filter} ORDER BY s.created_at DESC, s.id DESC LIMIT ${query.limit} OFFSET ${(query.page - 1) * query.limit}`,
    values,
  )
  return toPage(await setViews(db, rows, { withHomework: false }), total.rows[0].n, query.page, query.limit)
}

/** GET homework/multi/{id}. */
export async function getSet(op: SchoolOperation, id: number) {
  return setView(await dbFor(op), op.user, id)
}

/**
 * GET homework/multi/{id}/competence: `{ set, items: [{ id, homework, product, ref, title }], pupils: [{ id,
 * name, school_username, items: [{ item, score, mastered, …the product's figures }], score, mastered }],
 * summary: { pupils, items, mastered: [{ item, pupils }] } }`: the pupils are everyone any of its homework is for.
 */
export async function setCompetence(op: SchoolOperation, id: number) {
  const db = await dbFor(op)
  const [set] = await setsOfSchool(db, op.user, [id])
  const homework = await homeworkOfSets(db, [id])
  const views = await staffViews(db, homework)
  const audience = await audienceOf(
    db,
    homework.map((h) => h.id),
  )
  const pupils = new Map<number, AudiencePupil>()
  for (const list of audience.values()) for (const p of list) pupils.set(p.id, p)
  const pupilIds = [...pupils.keys()]
  const items = await itemsOf(
    db,
    homework.map((h) => h.id),
  )
  const all = [...items.values()].flat()
  const competence = new Map<string, ItemCompetence>()
  for (const productKey of new Set(all.map((i) => i.product))) {
    const product = HOMEWORK_PRODUCTS[productKey]
    if (!product || !pupilIds.length) continue
    const mine = all.filter((i) => i.product === productKey).map((i) => ({ ...i, settings: product.settings.parse(i.settings) }))
    const found = await product.competence(db, {
      homework: { id: 0, schoolId: set.school_id, startsAt: new Date(0), dueAt: new Date() },
      items: mine,
      pupilIds,
    })
    for (const [key, value] of found) competence.set(key, value)
  }
  const itemViews = views.flatMap((v) =>
    v.items.map((item) => ({ ...item, homework: { id: v.id, title: v.title, startsAt: v.startsAt, dueAt: v.dueAt } })),
  )
  const sorted = [...pupils.values()].sort((a, b) => (a.name ?? '').localeCompare(b.name ?? '') || a.id - b.id)
  const rows = sorted.map((pupil) => {
    // A pupil is measured on the items of the homework they were set.
    const theirs = itemViews.filter((item) => audience.get(item.homework.id)?.some((p) => p.id === pupil.id))
    const measured = theirs.map((item) => ({
      item: item.id,
      ...(competence.get(progressKey(pupil.id, item.id)) ?? { score: 0, mastered: false }),
    }))
    const score = measured.length ? Math.round((measured.reduce((sum, m) => sum + m.score, 0) / measured.length) * 100) / 100 : 0
    return { ...pupil, items: measured, score, mastered: measured.filter((m) => m.mastered).length }
  })
  return {
    set: { id: set.id, name: set.name },
    items: itemViews,
    pupils: rows,
    summary: {
      pupils: rows.length,
      items: itemViews.length,
      mastered: itemViews.map((item) => ({
        item: item.id,
        pupils: rows.filter((r) => r.items.some((m) => m.item === item.id && m.mastered)).length,
      })),
    },
  }
}

/** PATCH homework/multi {homeworkIds}: takes homework out of its set (it stays, on its own); `{ updated, ids }`. */
export async function detachHomework(op: SchoolOperation, homeworkIds: number[]) {
  const db = await dbFor(op)
  const rows = await changeableHomework(db, op.user, homeworkIds)
  const ids = rows.filter((r) => r.set_id !== null).map((r) => r.id)
  if (ids.length) await db.query('UPDATE homework SET set_id = NULL, updated_at = now() WHERE id = ANY($1::int[])', [ids])
  return { updated: ids.length, ids }
}

/** DELETE homework/multi {ids, keepHomework?}: deletes sets and their homework (or, with keepHomework, leaves the homework on its own). */
export async function deleteSets(op: SchoolOperation, setIds: number[], { keepHomework = false } = {}) {
  const db = await dbFor(op)
  const sets = await setsOfSchool(db, op.user, setIds, { lock: true })
  await assertChangeable(db, op.user, sets)
  const ids = sets.map((s) => s.id)
  const homework = (await homeworkOfSets(db, ids)).map((h) => h.id)
  if (keepHomework) await db.query('UPDATE homework SET set_id = NULL, updated_at = now() WHERE id = ANY($1::int[])', [homework])
  else {
    await changeableHomework(db, op.user, homework)
    await db.query('DELETE FROM homework_items WHERE homework_id = ANY($1::int[])', [homework])
    await db.query('DELETE FROM homework WHERE id = ANY($1::int[])', [homework])
  }
  await db.query('DELETE FROM homework_sets WHERE id = ANY($1::int[])', [ids])
  return { deleted: ids.length, ids, homeworkDeleted: keepHomework ? 0 : homework.length }
}
