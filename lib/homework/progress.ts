/**
 * A homework's results for one product (`homework/{id}/data`, `…/sessions` for spelling; `numberdata`,
 * `quizsessions` … once those products are registered): the product's adapter measures, this arranges.
 */
import { AppError } from '../api/errors'
import { schoolDb, type Operation, type SchoolDb } from '../data/db'
import { pupilsOfSchool, unique } from '../school/context'
import { offsetOf, toPage } from '../spelling/pages'
import { homeworkOfSchool, type HomeworkRow } from './access'
import { audienceOf, type AudiencePupil } from './audience'
import { HOMEWORK_PRODUCTS } from './products'
import { progressKey, type HomeworkItem, type ProgressContext } from './products/types'
import { itemsOf, staffViews } from './views'

async function contextFor(db: SchoolDb, row: HomeworkRow, productKey: string, pupils: AudiencePupil[]) {
  const product = HOMEWORK_PRODUCTS[productKey]
  if (!product) throw new AppError('NOT_FOUND', { message: `No ${productKey} homework` })
  const items = ((await itemsOf(db, [row.id])).get(row.id) ?? []).filter((i) => i.product === productKey)
  const context: ProgressContext<unknown> = {
    homework: { id: row.id, schoolId: row.school_id, startsAt: new Date(row.starts_at), dueAt: new Date(row.due_at) },
    items: items.map((i) => ({ ...i, settings: product.settings.parse(i.settings) })) as HomeworkItem<unknown>[],
    pupilIds: pupils.map((p) => p.id),
  }
  return { product, context }
}

/**
 * GET homework/{id}/data (and the other products' `…data`): `{ homework, product, items, pupils: [{ id, name,
 * school_username, complete, items: [{ item, started, complete, completedAt, …the product's figures }] }],
 * summary: { pupils, started, complete } }`.
 */
export async function homeworkData(op: Operation, id: number, productKey: string) {
  const db = await schoolDb(op)
  const [row] = await homeworkOfSchool(db, [id])
  const [view] = await staffViews(op, [row])
  const pupils = (await audienceOf(db, [id])).get(id) ?? []
  const { product, context } = await contextFor(db, row, productKey, pupils)
  const progress = context.items.length ? await product.progress(op, context) : new Map()
  const rows = pupils.map((pupil) => {
    const items = context.items.map((item) => ({ item: item.id, ref: item.ref, ...progress.get(progressKey(pupil.id, item.id)) }))
    return {
      ...pupil,
      started: items.some((i) => i.started),
      complete: items.length > 0 && items.every((i) => i.complete),
      items,
    }
  })
  return {
    homework: view,
    product: productKey,
    items: view.items.filter((i) => i.product === productKey),
    pupils: rows,
    summary: { pupils: rows.length, started: rows.filter((r) => r.started).length, complete: rows.filter((r) => r.complete).length },
  }
}

/** GET homework/{id}/sessions?user_ids= (and the other products' `…sessions`): the pupils' sessions on its items within its dates, newest first, paged. */
export async function homeworkSessions(
  op: Operation,
  id: number,
  productKey: string,
  query: { user_ids?: number[]; page: number; limit: number },
) {
  const db = await schoolDb(op)
  const [row] = await homeworkOfSchool(db, [id])
  if (query.user_ids) await pupilsOfSchool(db, unique(query.user_ids))
  const pupils = ((await audienceOf(db, [id])).get(id) ?? []).filter((p) => !query.user_ids || query.user_ids.includes(p.id))
  const { product, context } = await contextFor(db, row, productKey, pupils)
  const sessions = context.items.length && pupils.length ? await product.sessions(op, context) : []
  const start = offsetOf(query.page, query.limit)
  return {
    homework: id,
    product: productKey,
    ...toPage(sessions.slice(start, start + query.limit), sessions.length, query.page, query.limit),
  }
}
