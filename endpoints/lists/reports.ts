/**
 * Reports on lists and list words, and their moderation (spec sections 4 and 7.4). Anyone who can read a list
 * may report it or one of its words. Reported content is a school staff call (section 6): staff see the
 * reports their school's people made, and close them; superusers see and close all of them.
 */
import { z } from 'zod'
import { authenticated, teacher } from '../../access'
import { created, defineEndpoint, input } from '../../lib/api/define-endpoint'
import { AppError } from '../../lib/api/errors'
import type { AuthUser } from '../../lib/auth/types'
import { connectionFor, type Sql } from '../../lib/data/connection'
import { pupilOfCallersSchool } from '../../lib/school/context'
import { readableList } from '../../lib/spelling/list-access'
import { ZPage, offsetOf, toPage } from '../../lib/spelling/pages'
import { pageOf } from '../school/common.schema'
import { ZListId, ZListReport } from './lists.schema'
import * as ids from '../../lib/api/ids'

const ZReport = input({ reason: z.string().trim().min(1, 'Say what is wrong').max(1000, 'At most 1000 characters') })
const ZReportQuery = input({ ...ZPage, status: z.enum(['open', 'closed', 'all']).default('open') })
type TReportQuery = z.infer<typeof ZReportQuery>
const ZReportPage = pageOf(ZListReport)
const MODERATION =
  'Staff see the reports their school’s people made (superusers: all), newest first; `status` is open (the default), closed or all.'

const REPORT_COLUMNS = `r.id, r.kind::text AS kind, r.list_id, l.title AS list_title, r.list_word_id, r.word, r.reason, r.status::text AS status,
  r.reporter_id, u.name AS reporter_name, r.list_owner_id, r.school_id, r.closed_by_id, r.closed_at, r.created_at`

const reportBody = (r: any) => ({
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

/** Reports the caller may moderate, with one more condition on `r` (parameters from $4). */
async function findReports(sql: Sql, user: AuthUser, query: TReportQuery, kind: 'list' | 'word', where = 'true', params: unknown[] = []) {
  const scope = `r.kind = '${kind}' AND ($1::bool OR r.school_id = $2) AND ($3::text = 'all' OR r.status::text = $3) AND ${where}`
  const values = [user.role === 'superuser', user.school?.id ?? null, query.status, ...params]
  const total = await sql.query<{ count: number }>(`SELECT count(*)::int AS count FROM list_reports r WHERE ${scope}`, values)
  const { rows } = await sql.query(
    `SELECT ${REPORT_COLUMNS} FROM list_reports r JOIN word_lists l ON l.id = r.list_id JOIN users u ON u.id = r.reporter_id
     WHERE ${scope} ORDER BY r.created_at DESC, r.id DESC LIMIT ${query.limit} OFFSET ${offsetOf(query.page, query.limit)}`,
    values,
  )
  return toPage(rows.map(reportBody), total.rows[0].count, query.page, query.limit)
}

async function fileReport(sql: Sql, user: AuthUser, listId: number, reason: string, listWord?: { id: number; word: string }) {
  const list = await readableList(sql, user, listId)
  const { rows } = await sql.query<{ id: number }>(
    `INSERT INTO list_reports (kind, list_id, list_word_id, word, reason, reporter_id, school_id, list_owner_id, status)
     VALUES ($1::enum_list_reports_kind, $2, $3, $4, $5, $6, $7, $8, 'open') RETURNING id`,
    [
      listWord ? 'word' : 'list',
      listId,
      listWord?.id ?? null,
      listWord?.word ?? null,
      reason,
      user.id,
      user.school?.id ?? null,
      list.owner_id,
    ],
  )
  const report = await sql.query(
    `SELECT ${REPORT_COLUMNS} FROM list_reports r JOIN word_lists l ON l.id = r.list_id JOIN users u ON u.id = r.reporter_id WHERE r.id = $1`,
    [rows[0].id],
  )
  return created(reportBody(report.rows[0]))
}

/** POST lists/{id}/report {reason}: reports a list; 201 with the report. */
export const reportList = defineEndpoint({
  id: 'lists.report',
  method: 'post',
  path: 'lists/{id}/report',
  access: authenticated,
  params: ZListId,
  body: ZReport,
  example: { body: { reason: 'A word is spelt wrongly' } },
  response: { status: 201, schema: ZListReport },
  description: 'Anyone who can read a list may report it; the staff of the reporter’s school (and superusers) moderate reports.',
  handler: async ({ payload, req, user, params, body }) => fileReport(await connectionFor(payload, req), user, params.id, body.reason),
})

/** POST lists/words/{id}/report {reason}: reports one word of a list ({id} is the list word's id); 201. */
export const reportListWord = defineEndpoint({
  id: 'lists.words.report',
  method: 'post',
  path: 'lists/words/{id}/report',
  access: authenticated,
  params: ids.idParams('a list word'),
  body: ZReport,
  example: { body: { reason: 'The sentence does not fit this word' } },
  response: { status: 201, schema: ZListReport },
  description:
    'Anyone who can read the list may report one of its words; a word of a list the caller cannot read answers 404 as one that does not exist.',
  handler: async ({ payload, req, user, params, body }) => {
    const sql = await connectionFor(payload, req)
    const { rows } = await sql.query<{ id: number; list_id: number; word: string }>(
      `SELECT id, list_id, word FROM list_words WHERE id = $1`,
      [params.id],
    )
    // A word of a list the caller cannot read is answered exactly as a word that does not exist.
    const noSuchWord = new AppError('NOT_FOUND', { message: 'No such list word' })
    if (!rows[0]) throw noSuchWord
    return fileReport(sql, user, rows[0].list_id, body.reason, rows[0]).catch((err) => {
      throw err instanceof AppError && err.code === 'NOT_FOUND' ? noSuchWord : err
    })
  },
})

/** GET lists/reports?status=open|closed|all: reports on lists, for moderation. */
export const listReports = defineEndpoint({
  id: 'reported.lists',
  method: 'get',
  path: 'lists/reports',
  access: teacher,
  query: ZReportQuery,
  response: ZReportPage,
  description: MODERATION,
  handler: async ({ payload, req, user, query }) => findReports(await connectionFor(payload, req), user, query, 'list'),
})

/** GET lists/words/reports: reports on list words, for moderation. */
export const listWordReports = defineEndpoint({
  id: 'reported.list_words',
  method: 'get',
  path: 'lists/words/reports',
  access: teacher,
  query: ZReportQuery,
  response: ZReportPage,
  description: MODERATION,
  handler: async ({ payload, req, user, query }) => findReports(await connectionFor(payload, req), user, query, 'word'),
})

const ZUserId = ids.idParams('a user')

/** Another user the caller may moderate: someone of their own school (anyone, for superusers); 404 otherwise. */
async function userOfMySchool(sql: Sql, user: AuthUser, id: number) {
  const { rows } = await sql.query(`SELECT id FROM users WHERE id = $1 AND ($2::bool OR school_id = $3)`, [
    id,
    user.role === 'superuser',
    user.school?.id ?? null,
  ])
  if (!rows[0]) throw new AppError('NOT_FOUND', { message: 'No such user at your school' })
}

/**
 * Reports about one user of the caller's school: on the lists (or list words) they wrote, or the ones a pupil
 * reported. The user must be of the caller's school (any school, for superusers); 404 otherwise.
 */
function reportsAboutUser(id: string, path: string, kind: 'list' | 'word', about: 'owner' | 'reporter') {
  return defineEndpoint({
    id,
    method: 'get',
    path,
    access: teacher,
    params: ZUserId,
    query: ZReportQuery,
    response: ZReportPage,
    description: `${about === 'owner' ? 'Reports on what user {id} wrote: they must be of the caller’s school (any school, for superusers)' : 'What pupil {id} reported: they must be a pupil of the caller’s school'}; 404 otherwise. ${MODERATION}`,
    handler: async ({ payload, req, user, params, query }) => {
      const sql = await connectionFor(payload, req)
      await (about === 'owner' ? userOfMySchool : pupilOfCallersSchool)(sql, user, params.id)
      return findReports(sql, user, query, kind, about === 'owner' ? 'r.list_owner_id = $4' : 'r.reporter_id = $4', [params.id])
    },
  })
}

/** GET users/{id}/lists: reports on lists that user {id} wrote. */
export const userListReports = reportsAboutUser('reported.user_lists', 'users/{id}/lists', 'list', 'owner')

/** GET users/{id}/lists/words: reports on words of lists that user {id} wrote. */
export const userListWordReports = reportsAboutUser('reported.user_list_words', 'users/{id}/lists/words', 'word', 'owner')

/** GET users/me/school/pupils/{id}/reported_lists: the lists a pupil of the caller's school reported. */
export const pupilReportedLists = reportsAboutUser('reported.pupil.lists', 'users/me/school/pupils/{id}/reported_lists', 'list', 'reporter')

/** GET users/me/school/pupils/{id}/reported_words: the list words a pupil of the caller's school reported. */
export const pupilReportedWords = reportsAboutUser('reported.pupil.words', 'users/me/school/pupils/{id}/reported_words', 'word', 'reporter')

/** PATCH lists/reports/{id} {status: open|closed}: closes (or reopens) a report on a list or list word. */
export const updateListReport = defineEndpoint({
  id: 'reported.lists.update',
  method: 'patch',
  path: 'lists/reports/{id}',
  access: teacher,
  params: ids.idParams('a report'),
  body: input({ status: z.enum(['open', 'closed'], { error: 'Choose open or closed' }) }),
  example: { body: { status: 'closed' } },
  response: ZListReport,
  description: 'Closing records who closed it and when; reopening clears them. Staff close their school’s reports, superusers anyone’s.',
  handler: async ({ payload, req, user, params, body }) => {
    const sql = await connectionFor(payload, req)
    const closing = body.status === 'closed'
    const { rows } = await sql.query<{ id: number }>(
      `UPDATE list_reports r SET status = $2::enum_list_reports_status, closed_by_id = CASE WHEN $3::bool THEN $4::int END,
         closed_at = CASE WHEN $3::bool THEN now() END, updated_at = now()
       WHERE r.id = $1 AND ($5::bool OR r.school_id = $6) RETURNING r.id`,
      [params.id, body.status, closing, user.id, user.role === 'superuser', user.school?.id ?? null],
    )
    if (!rows[0]) throw new AppError('NOT_FOUND', { message: 'No such report' })
    const report = await sql.query(
      `SELECT ${REPORT_COLUMNS} FROM list_reports r JOIN word_lists l ON l.id = r.list_id JOIN users u ON u.id = r.reporter_id WHERE r.id = $1`,
      [params.id],
    )
    return reportBody(report.rows[0])
  },
})
