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
import { schoolDb, type Operation, type SchoolDb } from '../data/db'
import { tables, type RowOf } from '../data/schema'
import { join, raw, SCHOOL, sql } from '../data/sql'
import { groupOfSchool, isSchoolAdmin, unique } from '../school/context'
import { offsetOf, toPage } from '../spelling/pages'
import { changeableHomework, HOMEWORK_COLUMNS, type HomeworkRow } from './access'
import { audienceOf, type AudiencePupil } from './audience'
import { applyChanges, deleteHomeworkRows, insertHomework, type HomeworkInput } from './homework'
import { HOMEWORK_PRODUCTS } from './products'
import { progressKey, type ItemCompetence } from './products/types'
import { itemsOf, staffViews } from './views'

type SetRow = Pick<RowOf<typeof tables.homework_sets>, 'id' | 'name' | 'school_id' | 'set_by_id' | 'created_at' | 'updated_at'> & {
  set_by_name: string | null
}

const SET_COLUMNS = raw('s.id, s.name, s.school_id, s.set_by_id, u.name AS set_by_name, s.created_at, s.updated_at')
const SET_FROM = sql`${tables.homework_sets} s LEFT JOIN ${tables.users} u ON u.id = s.set_by_id`

export type AudienceInput = Pick<HomeworkInput, 'group' | 'groups' | 'pupilIds' | 'teachers'>
export type SetInput = AudienceInput & { name: string; homework: Omit<HomeworkInput, keyof AudienceInput>[] }

/** Homework sets of the caller's school by id, all of them (404 naming the rest otherwise), in the order of `ids`. */
async function setsOfSchool(db: SchoolDb, ids: number[], { lock = false } = {}): Promise<SetRow[]> {
  const wanted = unique(ids)
  const rows = await db.rows<SetRow>(
    sql`SELECT ${SET_COLUMNS} FROM ${SET_FROM} WHERE s.id = ANY(${wanted}::int[]) AND s.school_id = ${SCHOOL}
        ORDER BY s.id ${raw(lock ? 'FOR UPDATE OF s' : '')}`,
  )
  if (rows.length !== wanted.length) {
    const missing = wanted.filter((id) => !rows.some((r) => r.id === id))
    throw new AppError('HOMEWORK_NOT_FOUND', { message: `No homework set with id ${missing.join(', ')} in your school` })
  }
  return wanted.map((id) => rows.find((r) => r.id === id)!)
}

async function homeworkOfSets(db: SchoolDb, setIds: number[]): Promise<HomeworkRow[]> {
  if (!setIds.length) return []
  return db.rows<HomeworkRow>(
    sql`SELECT ${HOMEWORK_COLUMNS} FROM ${tables.homework} h WHERE h.set_id = ANY(${setIds}::int[]) AND h.school_id = ${SCHOOL}
        ORDER BY h.starts_at, h.due_at, h.id`,
  )
}

async function assertChangeable(db: SchoolDb, user: AuthUser, sets: SetRow[]) {
  if (isSchoolAdmin(user)) return
  for (const set of sets) {
    if (set.set_by_id === user.id) continue
    const teacher = await db.one(
      sql`SELECT 1 FROM ${tables.homework} h JOIN ${tables.homework_rels} r ON r.parent_id = h.id AND r.path = 'teachers'
          WHERE h.set_id = ${set.id} AND h.school_id = ${SCHOOL} AND r.users_id = ${user.id} LIMIT 1`,
    )
    if (!teacher) throw new AppError('FORBIDDEN', { message: `Only the teachers of “${set.name}” and your school’s admins can change it` })
  }
}

/** A set with its homework (staff views), its classes, and the dates it spans. */
async function setViews(op: Operation, sets: SetRow[], { withHomework = true } = {}) {
  const db = await schoolDb(op)
  const homework = await homeworkOfSets(
    db,
    sets.map((s) => s.id),
  )
  const views = withHomework ? await staffViews(op, homework) : []
  const groups = await db.rows<{ set_id: number; id: number; name: string; parent: number | null }>(
    sql`SELECT DISTINCT h.set_id, g.id, g.name, g.parent_id AS parent
        FROM ${tables.homework} h JOIN ${tables.homework_rels} r ON r.parent_id = h.id AND r.path = 'groups' JOIN ${tables.groups} g ON g.id = r.groups_id
        WHERE h.set_id = ANY(${sets.map((s) => s.id)}::int[]) AND h.school_id = ${SCHOOL} ORDER BY g.name, g.id`,
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

async function setView(op: Operation, id: number) {
  return (await setViews(op, await setsOfSchool(await schoolDb(op), [id])))[0]
}

/** POST homework/multi: the set and its homework, all or nothing; 201. */
export async function createSet(op: Operation, input: SetInput) {
  const db = await schoolDb(op)
  const created = await db.one<{ id: number }>(
    sql`INSERT INTO ${tables.homework_sets} (name, school_id, set_by_id) VALUES (${input.name}, ${SCHOOL}, ${op.user.id}) RETURNING id`,
  )
  const setId = created!.id
  for (const [i, homework] of input.homework.entries()) {
    try {
      await insertHomework(
        op,
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
  return setView(op, setId)
}

/**
 * PUT homework/multi/{id} {name?, homeworkIds?, group?, groups?, pupilIds?, teachers?}: renames it; makes its
 * homework exactly `homeworkIds` (attaching homework of the school, detaching what is left out); and sets every
 * homework of the set for these classes, pupils and teachers.
 */
export async function updateSet(op: Operation, id: number, input: AudienceInput & { name?: string; homeworkIds?: number[] }) {
  const db = await schoolDb(op)
  const [set] = await setsOfSchool(db, [id], { lock: true })
  await assertChangeable(db, op.user, [set])
  if (input.homeworkIds) {
    const wanted = unique(input.homeworkIds)
    const current = (await homeworkOfSets(db, [id])).map((h) => h.id)
    const touched = unique([...wanted, ...current.filter((h) => !wanted.includes(h))])
    await changeableHomework(db, op.user, touched)
    await db.run(
      sql`UPDATE ${tables.homework} SET set_id = NULL, updated_at = now()
          WHERE set_id = ${id} AND NOT (id = ANY(${wanted}::int[])) AND school_id = ${SCHOOL}`,
    )
    await db.run(
      sql`UPDATE ${tables.homework} SET set_id = ${id}, updated_at = now()
          WHERE id = ANY(${wanted}::int[]) AND set_id IS DISTINCT FROM ${id} AND school_id = ${SCHOOL}`,
    )
  }
  const audience = { group: input.group, groups: input.groups, pupilIds: input.pupilIds, teachers: input.teachers }
  if (Object.values(audience).some((v) => v !== undefined)) {
    const homework = await homeworkOfSets(db, [id])
    await changeableHomework(
      db,
      op.user,
      homework.map((h) => h.id),
    )
    await applyChanges(op, homework, audience)
  }
  const name = input.name !== undefined ? sql`, name = ${input.name}` : sql``
  await db.run(sql`UPDATE ${tables.homework_sets} SET updated_at = now() ${name} WHERE id = ${id} AND school_id = ${SCHOOL}`)
  return setView(op, id)
}

/** GET homework/multi?group_id=: the school's sets (for a class: those with homework for it or its subgroups), newest first. */
export async function listSets(op: Operation, query: { group_id?: number; page: number; limit: number }) {
  const db = await schoolDb(op)
  const where = [sql`s.school_id = ${SCHOOL}`]
  if (query.group_id !== undefined) {
    await groupOfSchool(db, query.group_id)
    where.push(sql`EXISTS (SELECT 1 FROM ${tables.homework} h JOIN ${tables.homework_rels} r ON r.parent_id = h.id AND r.path = 'groups'
      JOIN ${tables.groups} g ON g.id = r.groups_id WHERE h.set_id = s.id AND (g.id = ${query.group_id} OR g.parent_id = ${query.group_id}))`)
  }
  const filter = join(where, ' AND ')
  const total = await db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM ${tables.homework_sets} s WHERE ${filter}`)
  const rows = await db.rows<SetRow>(
    sql`SELECT ${SET_COLUMNS} FROM ${SET_FROM} WHERE ${filter} ORDER BY s.created_at DESC, s.id DESC
        LIMIT ${query.limit} OFFSET ${offsetOf(query.page, query.limit)}`,
  )
  return toPage(await setViews(op, rows, { withHomework: false }), total?.n ?? 0, query.page, query.limit)
}

/** GET homework/multi/{id}. */
export async function getSet(op: Operation, id: number) {
  return setView(op, id)
}

/**
 * GET homework/multi/{id}/competence: `{ set, items: [{ id, homework, product, ref, title }], pupils: [{ id,
 * name, school_username, items: [{ item, score, mastered, …the product's figures }], score, mastered }],
 * summary: { pupils, items, mastered: [{ item, pupils }] } }`: the pupils are everyone any of its homework is for.
 */
export async function setCompetence(op: Operation, id: number) {
  const db = await schoolDb(op)
  const [set] = await setsOfSchool(db, [id])
  const homework = await homeworkOfSets(db, [id])
  const views = await staffViews(op, homework)
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
    const found = await product.competence(op, {
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
export async function detachHomework(op: Operation, homeworkIds: number[]) {
  const db = await schoolDb(op)
  const rows = await changeableHomework(db, op.user, homeworkIds)
  const ids = rows.filter((r) => r.set_id !== null).map((r) => r.id)
  if (ids.length) await detach(db, ids)
  return { updated: ids.length, ids }
}

/** Takes homework of the caller's school out of their sets. */
const detach = (db: SchoolDb, ids: number[]) =>
  db.run(sql`UPDATE ${tables.homework} SET set_id = NULL, updated_at = now() WHERE id = ANY(${ids}::int[]) AND school_id = ${SCHOOL}`)

/** DELETE homework/multi {ids, keepHomework?}: deletes sets and their homework (or, with keepHomework, leaves the homework on its own). */
export async function deleteSets(op: Operation, setIds: number[], { keepHomework = false } = {}) {
  const db = await schoolDb(op)
  const sets = await setsOfSchool(db, setIds, { lock: true })
  await assertChangeable(db, op.user, sets)
  const ids = sets.map((s) => s.id)
  const homework = (await homeworkOfSets(db, ids)).map((h) => h.id)
  if (keepHomework) await detach(db, homework)
  else {
    await changeableHomework(db, op.user, homework)
    await deleteHomeworkRows(db, homework)
  }
  await db.run(sql`DELETE FROM ${tables.homework_sets} WHERE id = ANY(${ids}::int[]) AND school_id = ${SCHOOL}`)
  return { deleted: ids.length, ids, homeworkDeleted: keepHomework ? 0 : homework.length }
}
