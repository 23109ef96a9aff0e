/**
 * Homework operations: list, read, set, change and delete homework, and who it is for. Each takes the
 * caller's request (`Operation`) and works on the caller's school through its school connection
 * (`schoolDb`); what an item is, is left to its product (./products).
 */
import { AppError, type FieldError } from '../api/errors'
import { schoolDb, type Operation, type SchoolDb } from '../data/db'
import { tables } from '../data/schema'
import { join, raw, SCHOOL, sql, type Statement } from '../data/sql'
import { groupOfSchool, pupilsOfSchool, staffOfSchool, unique } from '../school/context'
import { offsetOf, toPage } from '../spelling/pages'
import { changeableHomework, homeworkOfPupil, homeworkOfSchool, HOMEWORK_COLUMNS, isPupil, type HomeworkRow } from './access'
import { addRels, audienceIncludes, audienceOf, removeRels, setRels } from './audience'
import { HOMEWORK_PRODUCTS, productFor, productKeys } from './products'
import type { ItemSummary } from './products/types'
import { pupilViews, staffViews } from './views'

export type ItemInput = { product: string; ref: number; settings?: Record<string, unknown> }

/** What a teacher sends to set or change homework (spelling's `lists` + `difficulty` + `test` are a shorthand for items). */
export type HomeworkInput = {
  title?: string
  notes?: string | null
  items?: ItemInput[]
  lists?: number[]
  difficulty?: number
  test?: boolean
  startsAt?: Date
  dueAt?: Date
  group?: number
  groups?: number[]
  pupilIds?: number[]
  teachers?: number[]
}

export const HOMEWORK_SORTS = {
  dueAt: 'h.due_at ASC, h.id ASC',
  '-dueAt': 'h.due_at DESC, h.id DESC',
  startsAt: 'h.starts_at ASC, h.id ASC',
  '-startsAt': 'h.starts_at DESC, h.id DESC',
  createdAt: 'h.created_at ASC, h.id ASC',
  '-createdAt': 'h.created_at DESC, h.id DESC',
  title: 'lower(h.title) ASC, h.id ASC',
} as const

export type HomeworkListQuery = {
  page: number
  limit: number
  sort?: keyof typeof HOMEWORK_SORTS
  status?: 'upcoming' | 'open' | 'past' | 'current'
  group_id?: number
  pupil_id?: number
  set_id?: number
  mine?: boolean
}

const STATUS_SQL = {
  upcoming: sql`h.starts_at > now()`,
  open: sql`h.starts_at <= now() AND h.due_at >= now()`,
  past: sql`h.due_at < now()`,
  current: sql`h.due_at >= now()`,
} as const

const invalid = (path: string, message: string) => new AppError('INVALID_DATA', { fields: [{ path, message }] })

/** GET homework: the school's homework for staff; for a pupil, theirs that has started (open by default, soonest due first). */
export async function listHomework(op: Operation, query: HomeworkListQuery) {
  const db = await schoolDb(op)
  const where: Statement[] = [sql`h.school_id = ${SCHOOL}`]
  let sort = query.sort
  if (isPupil(op.user)) {
    where.push(sql`h.starts_at <= now()`, audienceIncludes(raw('h'), op.user.id), STATUS_SQL[query.status ?? 'open'])
    sort ??= 'dueAt'
  } else {
    if (query.status) where.push(STATUS_SQL[query.status])
    if (query.group_id !== undefined) {
      await groupOfSchool(db, query.group_id)
      where.push(sql`EXISTS (SELECT 1 FROM ${tables.homework_rels} r JOIN ${tables.groups} g ON g.id = r.groups_id
        WHERE r.parent_id = h.id AND r.path = 'groups' AND (g.id = ${query.group_id} OR g.parent_id = ${query.group_id}))`)
    }
    if (query.pupil_id !== undefined) {
      await pupilsOfSchool(db, [query.pupil_id])
      where.push(audienceIncludes(raw('h'), query.pupil_id))
    }
    if (query.set_id !== undefined) where.push(sql`h.set_id = ${query.set_id}`)
    if (query.mine) {
      where.push(sql`(h.set_by_id = ${op.user.id}
        OR EXISTS (SELECT 1 FROM ${tables.homework_rels} r WHERE r.parent_id = h.id AND r.path = 'teachers' AND r.users_id = ${op.user.id}))`)
    }
    sort ??= '-dueAt'
  }
  const filter = join(where, ' AND ')
  const total = await db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM ${tables.homework} h WHERE ${filter}`)
  const rows = await db.rows<HomeworkRow>(
    sql`SELECT ${HOMEWORK_COLUMNS} FROM ${tables.homework} h WHERE ${filter} ORDER BY ${raw(HOMEWORK_SORTS[sort])}
        LIMIT ${query.limit} OFFSET ${offsetOf(query.page, query.limit)}`,
  )
  const docs = isPupil(op.user) ? await pupilViews(op, rows, op.user.id) : await staffViews(op, rows)
  return toPage<unknown>(docs, total?.n ?? 0, query.page, query.limit)
}

/** GET homework/{id}. */
export async function getHomework(op: Operation, id: number) {
  const db = await schoolDb(op)
  if (isPupil(op.user)) return (await pupilViews(op, [await homeworkOfPupil(db, op.user, id)], op.user.id))[0]
  return (await staffViews(op, await homeworkOfSchool(db, [id])))[0]
}

/** One homework of the caller's school, as its staff see it. */
async function homeworkView(op: Operation, id: number) {
  return (await staffViews(op, await homeworkOfSchool(await schoolDb(op), [id])))[0]
}

/** Items from either `items` or the spelling shorthand, each checked by its product. */
async function resolveItems(
  op: Operation,
  input: HomeworkInput,
): Promise<{ items: (ItemInput & { settings: Record<string, unknown> })[]; summaries: ItemSummary[] }> {
  const raw: ItemInput[] =
    input.items ??
    (input.lists ?? []).map((ref) => ({
      product: 'spelling',
      ref,
      settings: {
        ...(input.difficulty !== undefined ? { difficulty: input.difficulty } : {}),
        ...(input.test !== undefined ? { test: input.test } : {}),
      },
    }))
  const fields: FieldError[] = []
  const items = raw.map((item, i) => {
    const where = input.items ? `items.${i}` : 'lists'
    const product = HOMEWORK_PRODUCTS[item.product]
    if (!product) {
      fields.push({ path: `${where}.product`, message: `Homework can be ${productKeys().join(', ')}` })
      return null
    }
    const settings = product.settings.safeParse(item.settings ?? {})
    if (!settings.success) {
      for (const issue of settings.error.issues) {
        const path = input.items ? [where, 'settings', ...issue.path.map(String)] : [issue.path.map(String).join('.') || where]
        fields.push({ path: path.join('.'), message: issue.message })
      }
      return null
    }
    return { product: item.product, ref: item.ref, settings: settings.data as Record<string, unknown> }
  })
  if (fields.length) throw new AppError('INVALID_DATA', { fields })
  const valid = items as (ItemInput & { settings: Record<string, unknown> })[]
  const seen = new Set<string>()
  valid.forEach((item, i) => {
    const key = `${item.product}:${item.ref}`
    if (seen.has(key)) fields.push({ path: input.items ? `items.${i}.ref` : 'lists', message: 'The same thing is in this homework twice' })
    seen.add(key)
  })
  if (fields.length) throw new AppError('INVALID_DATA', { fields })
  const summaries: ItemSummary[] = []
  const byProduct = new Map<string, number[]>()
  for (const item of valid) byProduct.set(item.product, [...(byProduct.get(item.product) ?? []), item.ref])
  const found = new Map<string, ItemSummary>()
  for (const [product, refs] of byProduct)
    for (const [ref, summary] of await productFor(product).resolve(op, refs)) found.set(`${product}:${ref}`, summary)
  for (const item of valid) summaries.push(found.get(`${item.product}:${item.ref}`)!)
  return { items: valid, summaries }
}

/** The classes, pupils and teachers named in an input, each checked to be of the caller's school (404 otherwise). */
async function checkPeople(db: SchoolDb, input: HomeworkInput) {
  const groups =
    input.group !== undefined || input.groups !== undefined
      ? unique([...(input.group !== undefined ? [input.group] : []), ...(input.groups ?? [])])
      : undefined
  for (const id of groups ?? []) await groupOfSchool(db, id)
  const pupils = input.pupilIds ? unique(input.pupilIds) : undefined
  if (pupils) await pupilsOfSchool(db, pupils)
  const teachers = input.teachers ? unique(input.teachers) : undefined
  if (teachers) await staffOfSchool(db, teachers)
  return { groups, pupils, teachers }
}

/** Makes a homework's items exactly these, in this order. */
async function replaceItems(db: SchoolDb, homeworkId: number, items: (ItemInput & { settings: Record<string, unknown> })[]) {
  await db.run(
    sql`DELETE FROM ${tables.homework_items} i USING ${tables.homework} h
        WHERE h.id = i.homework_id AND i.homework_id = ${homeworkId} AND h.school_id = ${SCHOOL}`,
  )
  if (!items.length) return
  await db.run(
    sql`INSERT INTO ${tables.homework_items} (homework_id, product, ref, settings, position)
     SELECT h.id, t.product, t.ref, t.settings, t.n - 1
     FROM ${tables.homework} h CROSS JOIN unnest(${items.map((i) => i.product)}::text[], ${items.map((i) => i.ref)}::int[],
       ${items.map((i) => JSON.stringify(i.settings))}::jsonb[]) WITH ORDINALITY AS t(product, ref, settings, n)
     WHERE h.id = ${homeworkId} AND h.school_id = ${SCHOOL}`,
  )
}

const defaultTitle = (summaries: ItemSummary[]) => {
  const first = summaries[0]?.title ?? 'Homework'
  return (summaries.length > 1 ? `${first} and ${summaries.length - 1} more` : first).slice(0, 200)
}

/**
 * Creates one homework (POST homework, and each homework of a set). `setId` puts it in a homework set.
 * Answers the new homework's id.
 */
export async function insertHomework(op: Operation, input: HomeworkInput, setId: number | null = null): Promise<number> {
  const db = await schoolDb(op)
  const { items, summaries } = await resolveItems(op, input)
  const people = await checkPeople(db, input)
  if (!people.groups?.length && !people.pupils?.length) throw invalid('groups', 'Set it for at least one class or pupil')
  const startsAt = input.startsAt ?? new Date()
  if (!input.dueAt) throw invalid('dueAt', 'Give a due date')
  if (input.dueAt <= startsAt) throw invalid('dueAt', 'The due date must be after the start')
  const row = await db.one<{ id: number }>(
    sql`INSERT INTO ${tables.homework} (title, notes, school_id, set_by_id, set_id, starts_at, due_at)
        VALUES (${input.title ?? defaultTitle(summaries)}, ${input.notes ?? null}, ${SCHOOL}, ${op.user.id}, ${setId}, ${startsAt}, ${input.dueAt})
        RETURNING id`,
  )
  const id = row!.id
  await replaceItems(db, id, items)
  await addRels(db, [id], 'groups', people.groups ?? [])
  await addRels(db, [id], 'pupils', people.pupils ?? [])
  // Whoever sets it looks after it, with the teachers named (a superuser managing a school is not one of its teachers).
  await addRels(db, [id], 'teachers', unique([...(op.user.role === 'superuser' ? [] : [op.user.id]), ...(people.teachers ?? [])]))
  return id
}

/** POST homework: 201 with the homework. */
export async function createHomework(op: Operation, input: HomeworkInput) {
  const id = await insertHomework(op, input)
  return homeworkView(op, id)
}

/**
 * Changes homework already checked to be changeable: the fields given replace what was there (`items` or
 * `lists` the items; `difficulty`/`test` alone every spelling item's settings; `group`/`groups` the classes,
 * `pupilIds` the pupils set by name, `teachers` the teachers).
 */
export async function applyChanges(op: Operation, homework: HomeworkRow[], input: HomeworkInput) {
  const db = await schoolDb(op)
  const people = await checkPeople(db, input)
  const replacing = input.items !== undefined || input.lists !== undefined
  const resolved = replacing ? await resolveItems(op, input) : null
  for (const row of homework) {
    const startsAt = input.startsAt ?? new Date(row.starts_at)
    const dueAt = input.dueAt ?? new Date(row.due_at)
    if (dueAt <= startsAt) throw invalid('dueAt', 'The due date must be after the start')
    if (resolved) await replaceItems(db, row.id, resolved.items)
    else if (input.difficulty !== undefined || input.test !== undefined) await changeSpellingSettings(db, row.id, input)
    if (people.groups) await setRels(db, [row.id], 'groups', people.groups)
    if (people.pupils) {
      await setRels(db, [row.id], 'pupils', people.pupils)
      await removeRels(db, [row.id], 'excludedPupils', people.pupils)
    }
    if (people.teachers) await setRels(db, [row.id], 'teachers', people.teachers)
    if (people.groups || people.pupils) {
      const audience = await db.one(
        sql`SELECT 1 FROM ${tables.homework_rels} r JOIN ${tables.homework} h ON h.id = r.parent_id AND h.school_id = ${SCHOOL}
            WHERE r.parent_id = ${row.id} AND r.path IN ('groups', 'pupils') LIMIT 1`,
      )
      if (!audience) throw invalid('groups', 'Set it for at least one class or pupil')
    }
    // A title is the teacher's: new items do not rename it.
    const changes = [
      sql`updated_at = now()`,
      ...(input.title !== undefined ? [sql`title = ${input.title}`] : []),
      ...(input.notes !== undefined ? [sql`notes = ${input.notes}`] : []),
      ...(input.startsAt !== undefined ? [sql`starts_at = ${input.startsAt}`] : []),
      ...(input.dueAt !== undefined ? [sql`due_at = ${input.dueAt}`] : []),
    ]
    await db.run(sql`UPDATE ${tables.homework} SET ${join(changes, ', ')} WHERE id = ${row.id} AND school_id = ${SCHOOL}`)
  }
}

/** `difficulty` or `test` alone: every spelling item of the homework takes them, each checked by the product. */
async function changeSpellingSettings(db: SchoolDb, homeworkId: number, input: HomeworkInput) {
  const product = productFor('spelling')
  const items = await db.rows<{ id: number; settings: Record<string, unknown> | null }>(
    sql`SELECT i.id, i.settings FROM ${tables.homework_items} i JOIN ${tables.homework} h ON h.id = i.homework_id AND h.school_id = ${SCHOOL}
        WHERE i.homework_id = ${homeworkId} AND i.product = ${product.key}`,
  )
  if (!items.length) throw invalid('difficulty', 'This homework has no spelling lists')
  for (const item of items) {
    const parsed = product.settings.safeParse({
      ...item.settings,
      ...(input.difficulty !== undefined ? { difficulty: input.difficulty } : {}),
      ...(input.test !== undefined ? { test: input.test } : {}),
    })
    if (!parsed.success)
      throw new AppError('INVALID_DATA', {
        fields: parsed.error.issues.map((i) => ({ path: i.path.join('.') || 'difficulty', message: i.message })),
      })
    await db.run(
      sql`UPDATE ${tables.homework_items} i SET settings = ${JSON.stringify(parsed.data)}, updated_at = now() FROM ${tables.homework} h
          WHERE i.id = ${item.id} AND h.id = i.homework_id AND h.school_id = ${SCHOOL}`,
    )
  }
}

/** PUT homework/{id}. */
export async function updateHomework(op: Operation, id: number, input: HomeworkInput) {
  const db = await schoolDb(op)
  const rows = await changeableHomework(db, op.user, [id])
  await applyChanges(op, rows, input)
  return homeworkView(op, id)
}

/** DELETE homework/{id} and DELETE homework {ids}: `{ deleted, ids }`; the pupils' sessions stay in their history. */
export async function deleteHomework(op: Operation, ids: number[]) {
  const db = await schoolDb(op)
  const found = (await changeableHomework(db, op.user, ids)).map((r) => r.id)
  await deleteHomeworkRows(db, found)
  return { deleted: found.length, ids: found }
}

/** Deletes homework of the caller's school with their items (their relations go with them). */
export async function deleteHomeworkRows(db: SchoolDb, ids: number[]) {
  await db.run(
    sql`DELETE FROM ${tables.homework_items} i USING ${tables.homework} h
        WHERE h.id = i.homework_id AND i.homework_id = ANY(${ids}::int[]) AND h.school_id = ${SCHOOL}`,
  )
  await db.run(sql`DELETE FROM ${tables.homework} WHERE id = ANY(${ids}::int[]) AND school_id = ${SCHOOL}`)
}

/** POST homework/{id}/pupils {pupilIds}: sets it for these pupils too (and takes them off its excluded pupils). */
export async function addPupils(op: Operation, id: number, pupilIds: number[]) {
  const db = await schoolDb(op)
  await changeableHomework(db, op.user, [id])
  const ids = unique(pupilIds)
  await pupilsOfSchool(db, ids)
  await addRels(db, [id], 'pupils', ids)
  await removeRels(db, [id], 'excludedPupils', ids)
  return homeworkView(op, id)
}

/** DELETE homework/{id}/pupils {pupilIds}: these pupils no longer have it, even through a class it is set for. */
export async function removePupils(op: Operation, id: number, pupilIds: number[]) {
  const db = await schoolDb(op)
  await changeableHomework(db, op.user, [id])
  const ids = unique(pupilIds)
  await pupilsOfSchool(db, ids)
  await removeRels(db, [id], 'pupils', ids)
  const stillThrough = (await audienceOf(db, [id]))
    .get(id)!
    .filter((p) => ids.includes(p.id))
    .map((p) => p.id)
  await addRels(db, [id], 'excludedPupils', stillThrough)
  return homeworkView(op, id)
}

/** PUT / DELETE homework/{id}/group/{gid}: sets it for a class (or subgroup), or no longer. */
export async function setGroup(op: Operation, id: number, groupId: number, on: boolean) {
  const db = await schoolDb(op)
  await changeableHomework(db, op.user, [id])
  await groupOfSchool(db, groupId)
  if (on) await addRels(db, [id], 'groups', [groupId])
  else await removeRels(db, [id], 'groups', [groupId])
  return homeworkView(op, id)
}

/** POST / DELETE homework/{id}/teachers/{tid}: a teacher of the school looks after it too, or no longer. */
export async function setTeacher(op: Operation, id: number, teacherId: number, on: boolean) {
  const db = await schoolDb(op)
  await changeableHomework(db, op.user, [id])
  await staffOfSchool(db, [teacherId])
  if (on) await addRels(db, [id], 'teachers', [teacherId])
  else await removeRels(db, [id], 'teachers', [teacherId])
  return homeworkView(op, id)
}
