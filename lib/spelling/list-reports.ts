/**
 * Reports on lists and list words, and their moderation (spec sections 4 and 7.4). Anyone who can read a list
 * may report it or one of its words; a report keeps the reporter's school. Reported content is a school staff
 * call (section 6): staff see the reports their school's people made, and close them; superusers see and
 * close all of them (lib/spelling/reach.ts).
 */
import { AppError } from '../api/errors'
import type { Operation, SchoolDb, SystemDb } from '../data/db'
import { schoolDb } from '../data/db'
import { tables, type RowOf } from '../data/schema'
import { sql, type Statement } from '../data/sql'
import { pupilsOfSchool } from '../school/context'
import { listsDb, readableList } from './list-access'
import { offsetOf, toPage } from './pages'
import { reachOf } from './reach'

type ReportRow = Pick<
  RowOf<typeof tables.list_reports>,
  | 'id'
  | 'list_id'
  | 'list_word_id'
  | 'word'
  | 'reason'
  | 'reporter_id'
  | 'list_owner_id'
  | 'school_id'
  | 'closed_by_id'
  | 'closed_at'
  | 'created_at'
> & { kind: string; status: string; list_title: string; reporter_name: string | null }

const REPORT = sql`SELECT r.id, r.kind::text AS kind, r.list_id, l.title AS list_title, r.list_word_id, r.word, r.reason, r.status::text AS status,
  r.reporter_id, u.name AS reporter_name, r.list_owner_id, r.school_id, r.closed_by_id, r.closed_at, r.created_at
  FROM ${tables.list_reports} r JOIN ${tables.word_lists} l ON l.id = r.list_id JOIN ${tables.users} u ON u.id = r.reporter_id`

const reportBody = (r: ReportRow) => ({
  id: r.id,
  kind: r.kind,
  list: { id: r.list_id, title: r.list_title },
  listWord: r.list_word_id ? { id: r.list_word_id, word: r.word } : null,
  reason: r.reason,
  status: r.status,
  reporter: { id: r.reporter_id, name: r.reporter_name },
  listOwner: r.list_owner_id,
  closedBy: r.closed_by_id,
  closedAt: r.closed_at,
  createdAt: r.created_at,
})

async function reportById(db: SchoolDb | SystemDb, id: number, scope: Statement) {
  const report = await db.one<ReportRow>(sql`${REPORT} WHERE r.id = ${id} AND ${scope}`)
  return report && reportBody(report)
}

async function fileReport(op: Operation, listId: number, reason: string, listWord?: { id: number; word: string }) {
  const list = await readableList(op, listId)
  const db = await listsDb(op)
  const filed = await db.one<{ id: number }>(
    sql`INSERT INTO ${tables.list_reports} (kind, list_id, list_word_id, word, reason, reporter_id, school_id, list_owner_id, status)
     VALUES (${listWord ? 'word' : 'list'}::${tables.enum_list_reports_kind}, ${listId}, ${listWord?.id ?? null}, ${listWord?.word ?? null}, ${reason},
       ${op.user.id}, ${op.user.school?.id ?? null}, ${list.owner_id}, 'open') RETURNING id`,
  )
  return (await reportById(db, filed!.id, sql`true`))!
}

/** POST lists/{id}/report: reports a list the caller can read. */
export const reportList = (op: Operation, listId: number, reason: string) => fileReport(op, listId, reason)

/** POST lists/words/{id}/report: reports one word of a list; a word of a list the caller cannot read answers 404, as one that does not exist. */
export async function reportListWord(op: Operation, listWordId: number, reason: string) {
  const noSuchWord = new AppError('LIST_WORD_NOT_FOUND', { message: 'No such list word' })
  const word = await (
    await listsDb(op)
  ).one<Pick<RowOf<typeof tables.list_words>, 'id' | 'list_id' | 'word'>>(
    sql`SELECT id, list_id, word FROM ${tables.list_words} WHERE id = ${listWordId}`,
  )
  if (!word) throw noSuchWord
  return fileReport(op, word.list_id, reason, word).catch((err: unknown) => {
    throw err instanceof AppError && err.code === 'LIST_NOT_FOUND' ? noSuchWord : err
  })
}

export type ReportQuery = { page: number; limit: number; status: 'open' | 'closed' | 'all' }

/** Whose reports: made about what user `id` wrote (`owner`), or that pupil `id` made (`reporter`). */
export type ReportsAbout = { about: 'owner' | 'reporter'; id: number }

const WHY = 'superusers moderate the reports of every school'

/**
 * GET lists/reports, lists/words/reports and the calls about one user: reports on lists (`kind` list) or list
 * words the caller moderates, newest first. About a user: someone of the caller's school (any, for
 * superusers) for what they wrote; a pupil of the caller's school for what they reported; 404 otherwise.
 */
export async function findReports(op: Operation, kind: 'list' | 'word', query: ReportQuery, about?: ReportsAbout) {
  const { db, within } = await reachOf(op, WHY)
  if (about?.about === 'reporter') await pupilsOfSchool(await schoolDb(op), [about.id])
  if (about?.about === 'owner' && !(await db.one(sql`SELECT 1 FROM ${tables.users} WHERE id = ${about.id} AND ${within('school_id')}`))) {
    throw new AppError('NOT_FOUND', { message: 'No such user at your school' })
  }
  const whose = !about ? sql`true` : about.about === 'owner' ? sql`r.list_owner_id = ${about.id}` : sql`r.reporter_id = ${about.id}`
  const scope = sql`r.kind = ${kind}::${tables.enum_list_reports_kind} AND ${within('r.school_id')}
    AND (${query.status}::text = 'all' OR r.status::text = ${query.status}) AND ${whose}`
  const total = await db.one<{ count: number }>(sql`SELECT count(*)::int AS count FROM ${tables.list_reports} r WHERE ${scope}`)
  const rows = await db.rows<ReportRow>(
    sql`${REPORT} WHERE ${scope} ORDER BY r.created_at DESC, r.id DESC LIMIT ${query.limit} OFFSET ${offsetOf(query.page, query.limit)}`,
  )
  return toPage(rows.map(reportBody), total?.count ?? 0, query.page, query.limit)
}

/** PATCH lists/reports/{id}: closes (recording who and when) or reopens a report the caller moderates. */
export async function updateReport(op: Operation, id: number, status: 'open' | 'closed') {
  const { db, within } = await reachOf(op, WHY)
  const closing = status === 'closed'
  const changed = await db.run(
    sql`UPDATE ${tables.list_reports} r SET status = ${status}::${tables.enum_list_reports_status},
         closed_by_id = CASE WHEN ${closing}::bool THEN ${op.user.id}::int END, closed_at = CASE WHEN ${closing}::bool THEN now() END, updated_at = now()
       WHERE r.id = ${id} AND ${within('r.school_id')}`,
  )
  if (!changed) throw new AppError('NOT_FOUND', { message: 'No such report' })
  return (await reportById(db, id, within('r.school_id')))!
}
