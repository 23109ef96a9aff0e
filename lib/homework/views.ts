/**
 * Homework as the API answers it, built in a few statements for a page of homework.
 *
 * - staff: `{ id, title, notes, school_id, setBy, set, startsAt, dueAt, status, items, groups, pupils,
 *   excludedPupils, teachers, pupil_count, createdAt, updatedAt }`;
 * - a pupil: `{ id, title, notes, setBy, startsAt, dueAt, status, items (each with the pupil's `progress`),
 *   complete }`, nothing about other pupils.
 *
 * An item is `{ id, product, ref, settings, title, …what the product says about its record }`.
 */
import { schoolDb, type Operation, type SchoolDb } from '../data/db'
import { tables, type RowOf } from '../data/schema'
import { SCHOOL, sql } from '../data/sql'
import type { HomeworkRow } from './access'
import { audienceOf } from './audience'
import { HOMEWORK_PRODUCTS } from './products'
import { progressKey, type HomeworkItem, type ItemProgress, type ItemSummary } from './products/types'

export type HomeworkStatus = 'upcoming' | 'open' | 'past'

export const statusOf = (row: Pick<HomeworkRow, 'starts_at' | 'due_at'>, now = new Date()): HomeworkStatus =>
  now < new Date(row.starts_at) ? 'upcoming' : now > new Date(row.due_at) ? 'past' : 'open'

type ItemRow = Pick<RowOf<typeof tables.homework_items>, 'id' | 'homework_id' | 'product' | 'ref' | 'settings' | 'position'>

/** The items of each homework of the caller's school, by homework id, in their order. */
export async function itemsOf(db: SchoolDb, homeworkIds: number[]): Promise<Map<number, HomeworkItem[]>> {
  const byHomework = new Map<number, HomeworkItem[]>(homeworkIds.map((id) => [id, []]))
  if (!homeworkIds.length) return byHomework
  const rows = await db.rows<ItemRow>(
    sql`SELECT i.id, i.homework_id, i.product, i.ref::int AS ref, i.settings, i.position::int AS position
        FROM ${tables.homework_items} i JOIN ${tables.homework} h ON h.id = i.homework_id AND h.school_id = ${SCHOOL}
        WHERE i.homework_id = ANY(${homeworkIds}::int[]) ORDER BY i.homework_id, i.position, i.id`,
  )
  for (const r of rows) {
    byHomework.get(r.homework_id)?.push({
      id: r.id,
      homeworkId: r.homework_id,
      product: r.product,
      ref: r.ref,
      settings: (r.settings ?? {}) as Record<string, unknown>,
      position: r.position ?? 0,
    })
  }
  return byHomework
}

/** What each item's record is, asked of its product in one call per product. */
async function summariesOf(op: Operation, items: HomeworkItem[]): Promise<Map<string, ItemSummary>> {
  const summaries = new Map<string, ItemSummary>()
  const byProduct = new Map<string, number[]>()
  for (const item of items) byProduct.set(item.product, [...(byProduct.get(item.product) ?? []), item.ref])
  for (const [product, refs] of byProduct) {
    const adapter = HOMEWORK_PRODUCTS[product]
    const found = adapter ? await adapter.describe(op, [...new Set(refs)]) : new Map()
    for (const ref of refs) summaries.set(`${product}:${ref}`, found.get(ref) ?? { title: `(${product} ${ref})`, missing: true })
  }
  return summaries
}

export const itemView = (item: HomeworkItem, summary: ItemSummary) => ({
  id: item.id,
  product: item.product,
  ref: item.ref,
  settings: item.settings,
  ...summary,
})

type Person = Pick<RowOf<typeof tables.users>, 'id' | 'name'>

type RelRow = Pick<RowOf<typeof tables.homework_rels>, 'parent_id' | 'path'> &
  Pick<RowOf<typeof tables.users>, 'id' | 'name' | 'school_username'> & { parent: number | null }

/** The classes, pupils, excluded pupils and teachers of each homework of the caller's school. */
async function relsOf(db: SchoolDb, homeworkIds: number[]) {
  return db.rows<RelRow>(
    sql`SELECT r.parent_id, r.path, coalesce(u.id, g.id) AS id, coalesce(u.name, g.name) AS name, u.school_username, g.parent_id AS parent
     FROM ${tables.homework_rels} r JOIN ${tables.homework} h ON h.id = r.parent_id AND h.school_id = ${SCHOOL}
     LEFT JOIN ${tables.users} u ON u.id = r.users_id AND u.deleted_at IS NULL LEFT JOIN ${tables.groups} g ON g.id = r.groups_id
     WHERE r.parent_id = ANY(${homeworkIds}::int[]) AND (u.id IS NOT NULL OR g.id IS NOT NULL)
     ORDER BY lower(coalesce(u.name, g.name)), r.id`,
  )
}

/** Who set each of these homework of the caller's school (a teacher, or a superuser managing the school), by user id. */
async function settersOf(db: SchoolDb, homeworkIds: number[]): Promise<Map<number, Person>> {
  const rows = await db.rows<Person>(
    sql`SELECT DISTINCT u.id, u.name FROM ${tables.homework} h JOIN ${tables.users} u ON u.id = h.set_by_id
        WHERE h.id = ANY(${homeworkIds}::int[]) AND h.school_id = ${SCHOOL}`,
  )
  return new Map(rows.map((r) => [r.id, r]))
}

/** The caller's school's homework sets with these ids, by id. */
async function setsNamed(db: SchoolDb, ids: number[]): Promise<Map<number, { id: number; name: string }>> {
  const wanted = [...new Set(ids)]
  if (!wanted.length) return new Map()
  const rows = await db.rows<Pick<RowOf<typeof tables.homework_sets>, 'id' | 'name'>>(
    sql`SELECT id, name FROM ${tables.homework_sets} WHERE id = ANY(${wanted}::int[]) AND school_id = ${SCHOOL}`,
  )
  return new Map(rows.map((r) => [r.id, r]))
}

/** Staff views of homework rows, in the rows' order. */
export async function staffViews(op: Operation, rows: HomeworkRow[]) {
  const ids = rows.map((r) => r.id)
  if (!ids.length) return []
  const db = await schoolDb(op)
  const items = await itemsOf(db, ids)
  const summaries = await summariesOf(op, [...items.values()].flat())
  const rels = await relsOf(db, ids)
  const audience = await audienceOf(db, ids)
  const setters = await settersOf(db, ids)
  const sets = await setsNamed(
    db,
    rows.flatMap((r) => (r.set_id ? [r.set_id] : [])),
  )
  const now = new Date()
  return rows.map((row) => {
    const mine = rels.filter((r) => r.parent_id === row.id)
    const people = (path: string) =>
      mine.filter((r) => r.path === path).map((r) => ({ id: r.id, name: r.name, school_username: r.school_username }))
    return {
      id: row.id,
      title: row.title,
      notes: row.notes,
      school_id: row.school_id,
      setBy: row.set_by_id ? (setters.get(row.set_by_id) ?? null) : null,
      set: row.set_id ? (sets.get(row.set_id) ?? null) : null,
      startsAt: new Date(row.starts_at).toISOString(),
      dueAt: new Date(row.due_at).toISOString(),
      status: statusOf(row, now),
      items: (items.get(row.id) ?? []).map((item) => itemView(item, summaries.get(`${item.product}:${item.ref}`)!)),
      groups: mine.filter((r) => r.path === 'groups').map((r) => ({ id: r.id, name: r.name, parent: r.parent })),
      pupils: people('pupils'),
      excludedPupils: people('excludedPupils'),
      teachers: mine.filter((r) => r.path === 'teachers').map((r) => ({ id: r.id, name: r.name })),
      pupil_count: audience.get(row.id)?.length ?? 0,
      createdAt: new Date(row.created_at).toISOString(),
      updatedAt: new Date(row.updated_at).toISOString(),
    }
  })
}

export type StaffHomeworkView = Awaited<ReturnType<typeof staffViews>>[number]

/** One pupil's progress on each item of these homework, keyed `pupil:item`. */
async function pupilProgress(op: Operation, rows: HomeworkRow[], items: Map<number, HomeworkItem[]>, pupilId: number) {
  const progress = new Map<string, ItemProgress>()
  for (const row of rows) {
    const mine = items.get(row.id) ?? []
    for (const product of new Set(mine.map((i) => i.product))) {
      const adapter = HOMEWORK_PRODUCTS[product]
      if (!adapter) continue
      const found = await adapter.progress(op, {
        homework: { id: row.id, schoolId: row.school_id, startsAt: new Date(row.starts_at), dueAt: new Date(row.due_at) },
        items: mine.filter((i) => i.product === product).map((i) => ({ ...i, settings: adapter.settings.parse(i.settings) })),
        pupilIds: [pupilId],
      })
      for (const [key, value] of found) progress.set(key, value)
    }
  }
  return progress
}

/** A pupil's views of homework rows, with their own progress, in the rows' order. */
export async function pupilViews(op: Operation, rows: HomeworkRow[], pupilId: number) {
  const ids = rows.map((r) => r.id)
  if (!ids.length) return []
  const db = await schoolDb(op)
  const items = await itemsOf(db, ids)
  const summaries = await summariesOf(op, [...items.values()].flat())
  const setters = await settersOf(db, ids)
  const progress = await pupilProgress(op, rows, items, pupilId)
  const now = new Date()
  return rows.map((row) => {
    const views = (items.get(row.id) ?? []).map((item) => ({
      ...itemView(item, summaries.get(`${item.product}:${item.ref}`)!),
      progress: progress.get(progressKey(pupilId, item.id)) ?? null,
    }))
    return {
      id: row.id,
      title: row.title,
      notes: row.notes,
      setBy: row.set_by_id ? (setters.get(row.set_by_id) ?? null) : null,
      startsAt: new Date(row.starts_at).toISOString(),
      dueAt: new Date(row.due_at).toISOString(),
      status: statusOf(row, now),
      items: views,
      complete: views.length > 0 && views.every((v) => v.progress?.complete),
    }
  })
}
