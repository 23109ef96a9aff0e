/**
 * Homework operations: list, read, set, change and delete homework, and who it is for. Each takes the
 * caller's request (`SchoolOperation`) and works on the caller's school (lib/school/context.ts); what an
 * item is, is left to its product (./products).
 */
import { AppError, type FieldError } from '../api/errors'
import type { AuthUser } from '../auth/types'
import type { Sql } from '../data/connection'
import { dbFor, groupOfSchool, pupilsOfSchool, schoolOf, staffOfSchool, unique, type SchoolOperation } from '../school/context'
import { toPage } from '../spelling/pages'
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
  upcoming: 'h.starts_at > now()',
  open: 'h.starts_at <= now() AND h.due_at >= now()',
  past: 'h.due_at < now()',
  current: 'h.due_at >= now()',
} as const

const invalid = (path: string, message: string) => new AppError('INVALID_DATA', { fields: [{ path, message }] })

/** GET homework: the school's homework for staff; for a pupil, theirs that has started (open by default, soonest due first). */
export async function listHomework(op: SchoolOperation, query: HomeworkListQuery) {
  const db = await dbFor(op)
  const values: unknown[] = []
  const where: string[] = []
  const param = (value: unknown) => {
    values.push(value)
    return `$${values.length}`
  }
  let sort = query.sort
  if (isPupil(op.user)) {
    where.push(
      `h.school_id = ${param(op.user.school?.id ?? null)}`,
      'h.starts_at <= now()',
      audienceIncludes('h', `${param(op.user.id)}::int`),
    )
    where.push(STATUS_SQL[query.status ?? 'open'])
    sort ??= 'dueAt'
  } else {
    where.push(`h.school_id = ${param(schoolOf(op.user))}`)
    if (query.status) where.push(STATUS_SQL[query.status])
    if (query.group_id !== undefined) {
      await groupOfSchool(db, schoolOf(op.user), query.group_id)
      where.push(`EXISTS (SELECT 1 FROM homework_rels r JOIN groups g ON g.id = r.groups_id WHERE r.parent_id = h.id AND r.path = 'groups'
        AND (g.id = ${param(query.group_id)} OR g.parent_id = $${values.length}))`)
    }
    if (query.pupil_id !== undefined) {
      await pupilsOfSchool(db, schoolOf(op.user), [query.pupil_id])
      where.push(audienceIncludes('h', `${param(query.pupil_id)}::int`))
    }
    if (query.set_id !== undefined) where.push(`h.set_id = ${param(query.set_id)}`)
    if (query.mine) {
      where.push(
        `(h.set_by_id = ${param(op.user.id)} OR EXISTS (SELECT 1 FROM homework_rels r WHERE r.parent_id = h.id AND r.path = 'teachers' AND r.users_id = $${values.length}))`,
      )
    }
    sort ??= '-dueAt'
  }
  const filter = where.join(' AND ')
  const total = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM homework h WHERE ${filter}`, values)
  const { rows } = await db.query<HomeworkRow>(
    `SELECT ${HOMEWORK_COLUMNS} FROM homework h WHERE ${filter} ORDER BY ${HOMEWORK_SORTS[sort]} LIMIT ${query.limit} OFFSET ${(query.page - 1) * query.limit}`,
    values,
  )
  const docs = isPupil(op.user) ? await pupilViews(db, rows, op.user.id) : await staffViews(db, rows)
  return toPage(docs as unknown[], total.rows[0].n, query.page, query.limit)
}

/** GET homework/{id}. */
export async function getHomework(op: SchoolOperation, id: number) {
  const db = await dbFor(op)
  if (isPupil(op.user)) return (await pupilViews(db, [await homeworkOfPupil(db, op.user, id)], op.user.id))[0]
  return (await staffViews(db, await homeworkOfSchool(db, op.user, [id])))[0]
}

export async function homeworkView(db: Sql, id: number) {
  const { rows } = await db.query<HomeworkRow>(`SELECT ${HOMEWORK_COLUMNS} FROM homework h WHERE h.id = $1`, [id])
  return (await staffViews(db, rows))[0]
}

/** Items from either `items` or the spelling shorthand, each checked by its product. */
export async function resolveItems(
  db: Sql,
  user: AuthUser,
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
    for (const [ref, summary] of await productFor(product).resolve(db, user, refs)) found.set(`${product}:${ref}`, summary)
  for (const item of valid) summaries.push(found.get(`${item.product}:${item.ref}`)!)
  return { items: valid, summaries }
}

/** The classes, pupils and teachers named in an input, each checked to be of the school (404 otherwise). */
async function checkPeople(db: Sql, schoolId: number, input: HomeworkInput) {
  const groups =
    input.group !== undefined || input.groups !== undefined
      ? unique([...(input.group !== undefined ? [input.group] : []), ...(input.groups ?? [])])
      : undefined
  for (const id of groups ?? []) await groupOfSchool(db, schoolId, id)
  const pupils = input.pupilIds ? unique(input.pupilIds) : undefined
  if (pupils) await pupilsOfSchool(db, schoolId, pupils)
  const teachers = input.teachers ? unique(input.teachers) : undefined
  if (teachers) await staffOfSchool(db, schoolId, teachers)
  return { groups, pupils, teachers }
}

export async function insertItems(db: Sql, homeworkId: number, items: (ItemInput & { settings: Record<string, unknown> })[]) {
  await db.query('DELETE FROM homework_items WHERE homework_id = $1', [homeworkId])
  if (!items.length) return
  await db.query(
    `INSERT INTO homework_items (homework_id, product, ref, settings, position)
     SELECT $1, t.product, t.ref, t.settings, t.n - 1 FROM unnest($2::text[], $3::int[], $4::jsonb[]) WITH ORDINALITY AS t(product, ref, settings, n)`,
    [homeworkId, items.map((i) => i.product), items.map((i) => i.ref), items.map((i) => JSON.stringify(i.settings))],
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
export async function insertHomework(db: Sql, user: AuthUser, input: HomeworkInput, setId: number | null = null): Promise<number> {
  const schoolId = schoolOf(user)
  const { items, summaries } = await resolveItems(db, user, input)
  const people = await checkPeople(db, schoolId, input)
  if (!people.groups?.length && !people.pupils?.length) throw invalid('groups', 'Set it for at least one class or pupil')
  const startsAt = input.startsAt ?? new Date()
  if (!input.dueAt) throw invalid('dueAt', 'Give a due date')
  if (input.dueAt <= startsAt) throw invalid('dueAt', 'The due date must be after the start')
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO homework (title, notes, school_id, set_by_id, set_id, starts_at, due_at) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
    [input.title ?? defaultTitle(summaries), input.notes ?? null, schoolId, user.id, setId, startsAt, input.dueAt],
  )
  const id = rows[0].id
  await insertItems(db, id, items)
  await addRels(db, [id], 'groups', people.groups ?? [])
  await addRels(db, [id], 'pupils', people.pupils ?? [])
  // Whoever sets it looks after it, with the teachers named (a superuser managing a school is not one of its teachers).
  await addRels(db, [id], 'teachers', unique([...(user.role === 'superuser' ? [] : [user.id]), ...(people.teachers ?? [])]))
  return id
}

/** POST homework: 201 with the homework. */
export async function createHomework(op: SchoolOperation, input: HomeworkInput) {
  const db = await dbFor(op)
  const id = await insertHomework(db, op.user, input)
  return homeworkView(db, id)
}

/**
 * Changes homework already checked to be changeable: the fields given replace what was there (`items` or
 * `lists` the items; `difficulty`/`test` alone every spelling item's settings; `group`/`groups` the classes,
 * `pupilIds` the pupils set by name, `teachers` the teachers).
 */
export async function applyChanges(db: Sql, user: AuthUser, homework: HomeworkRow[], input: HomeworkInput) {
  const schoolId = schoolOf(user)
  const people = await checkPeople(db, schoolId, input)
  const replacing = input.items !== undefined || input.lists !== undefined
  const resolved = replacing ? await resolveItems(db, user, input) : null
  for (const row of homework) {
    const startsAt = input.startsAt ?? new Date(row.starts_at)
    const dueAt = input.dueAt ?? new Date(row.due_at)
    if (dueAt <= startsAt) throw invalid('dueAt', 'The due date must be after the start')
    if (resolved) await insertItems(db, row.id, resolved.items)
    else if (input.difficulty !== undefined || input.test !== undefined) {
      const product = productFor('spelling')
      const { rows } = await db.query<{ id: number; settings: Record<string, unknown> }>(
        `SELECT id, settings FROM homework_items WHERE homework_id = $1 AND product = 'spelling'`,
        [row.id],
      )
      if (!rows.length) throw invalid('difficulty', 'This homework has no spelling lists')
      for (const item of rows) {
        const parsed = product.settings.safeParse({
          ...item.settings,
          ...(input.difficulty !== undefined ? { difficulty: input.difficulty } : {}),
          ...(input.test !== undefined ? { test: input.test } : {}),
        })
        if (!parsed.success)
          throw new AppError('INVALID_DATA', {
            fields: parsed.error.issues.map((i) => ({ path: i.path.join('.') || 'difficulty', message: i.message })),
          })
        await db.query('UPDATE homework_items SET settings = $2, updated_at = now() WHERE id = $1', [item.id, JSON.stringify(parsed.data)])
      }
    }
    if (people.groups) await setRels(db, [row.id], 'groups', people.groups)
    if (people.pupils) {
      await setRels(db, [row.id], 'pupils', people.pupils)
      await removeRels(db, [row.id], 'excludedPupils', people.pupils)
    }
    if (people.teachers) await setRels(db, [row.id], 'teachers', people.teachers)
    if (people.groups || people.pupils) {
      const { rows } = await db.query(`SELECT 1 FROM homework_rels WHERE parent_id = $1 AND path IN ('groups', 'pupils') LIMIT 1`, [row.id])
      if (!rows.length) throw invalid('groups', 'Set it for at least one class or pupil')
    }
    const sets: string[] = ['updated_at = now()']
    const values: unknown[] = [row.id]
    const set = (column: string, value: unknown) => {
      values.push(value)
      sets.push(`${column} = $${values.length}`)
    }
    // A title is the teacher's: new items do not rename it.
    if (input.title !== undefined) set('title', input.title)
    if (input.notes !== undefined) set('notes', input.notes)
    if (input.startsAt !== undefined) set('starts_at', input.startsAt)
    if (input.dueAt !== undefined) set('due_at', input.dueAt)
    await db.query(`UPDATE homework SET ${sets.join(', ')} WHERE id = $1`, values)
  }
}

/** PUT homework/{id}. */
export async function updateHomework(op: SchoolOperation, id: number, input: HomeworkInput) {
  const db = await dbFor(op)
  const rows = await changeableHomework(db, op.user, [id])
  await applyChanges(db, op.user, rows, input)
  return homeworkView(db, id)
}

/** DELETE homework/{id} and DELETE homework {ids}: `{ deleted, ids }`; the pupils' sessions stay in their history. */
export async function deleteHomework(op: SchoolOperation, ids: number[]) {
  const db = await dbFor(op)
  const rows = await changeableHomework(db, op.user, ids)
  const found = rows.map((r) => r.id)
  await db.query('DELETE FROM homework_items WHERE homework_id = ANY($1::int[])', [found])
  await db.query('DELETE FROM homework WHERE id = ANY($1::int[])', [found])
  return { deleted: found.length, ids: found }
}

/** POST homework/{id}/pupils {pupilIds}: sets it for these pupils too (and takes them off its excluded pupils). */
export async function addPupils(op: SchoolOperation, id: number, pupilIds: number[]) {
  const db = await dbFor(op)
  await changeableHomework(db, op.user, [id])
  await pupilsOfSchool(db, schoolOf(op.user), unique(pupilIds))
  await addRels(db, [id], 'pupils', unique(pupilIds))
  await removeRels(db, [id], 'excludedPupils', unique(pupilIds))
  return homeworkView(db, id)
}

/** DELETE homework/{id}/pupils {pupilIds}: these pupils no longer have it, even through a class it is set for. */
export async function removePupils(op: SchoolOperation, id: number, pupilIds: number[]) {
  const db = await dbFor(op)
  await changeableHomework(db, op.user, [id])
  const ids = unique(pupilIds)
  await pupilsOfSchool(db, schoolOf(op.user), ids)
  await removeRels(db, [id], 'pupils', ids)
  const stillThrough = (await audienceOf(db, [id]))
    .get(id)!
    .filter((p) => ids.includes(p.id))
    .map((p) => p.id)
  await addRels(db, [id], 'excludedPupils', stillThrough)
  return homeworkView(db, id)
}

/** PUT / DELETE homework/{id}/group/{gid}: sets it for a class (or subgroup), or no longer. */
export async function setGroup(op: SchoolOperation, id: number, groupId: number, on: boolean) {
  const db = await dbFor(op)
  await changeableHomework(db, op.user, [id])
  await groupOfSchool(db, schoolOf(op.user), groupId)
  if (on) await addRels(db, [id], 'groups', [groupId])
  else await removeRels(db, [id], 'groups', [groupId])
  return homeworkView(db, id)
}

/** POST / DELETE homework/{id}/teachers/{tid}: a teacher of the school looks after it too, or no longer. */
export async function setTeacher(op: SchoolOperation, id: number, teacherId: number, on: boolean) {
  const db = await dbFor(op)
  await changeableHomework(db, op.user, [id])
  await staffOfSchool(db, schoolOf(op.user), [teacherId])
  if (on) await addRels(db, [id], 'teachers', [teacherId])
  else await removeRels(db, [id], 'teachers', [teacherId])
  return homeworkView(db, id)
}
