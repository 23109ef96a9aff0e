/**
 * Who a report is about, checked against the caller's school (another school's class or pupil answers 404),
 * and the shared pieces of the spelling reports: date ranges, session rows, accuracy, the lists they name.
 */
import { schoolDb, systemDb, type Operation, type SchoolDb, type SystemDb } from '../data/db'
import { tables, type RowOf } from '../data/schema'
import { raw, SCHOOL, sql, type Statement } from '../data/sql'
import { groupOfSchool, pupilsOfSchool, userOfSchool } from '../school/context'

export type ReportPupil = Pick<RowOf<typeof tables.users>, 'id' | 'name' | 'school_username' | 'stage_spelling'> & { accuracyOnly: boolean }

const PUPIL_SELECT = raw(
  `u.id, u.name, u.school_username, u.stage_spelling::int AS stage_spelling, coalesce((u.settings->>'accuracyOnly')::bool, false) AS "accuracyOnly"`,
)

/** A class (or subgroup) of the caller's school and its pupils, by name. */
export async function groupScope(op: Operation, groupId: number) {
  const db = await schoolDb(op)
  const group = await groupOfSchool(db, groupId)
  const rows = await db.rows<ReportPupil & { sort: string | null }>(
    sql`SELECT DISTINCT ${PUPIL_SELECT}, lower(u.name) AS sort FROM ${tables.groups_rels} r JOIN ${tables.users} u ON u.id = r.users_id
        WHERE r.parent_id = ${groupId} AND r.path = 'pupils' AND u.school_id = ${SCHOOL} AND u.role = 'pupil' AND u.deleted_at IS NULL
        ORDER BY lower(u.name), u.id`,
  )
  const pupils: ReportPupil[] = rows.map(({ sort: _sort, ...p }) => p)
  return { db, group: { id: group.id, name: group.name, parent: group.parent_id }, pupils, pupilIds: pupils.map((p) => p.id) }
}

/** A pupil of the caller's school. */
export async function pupilScope(op: Operation, pupilId: number) {
  const db = await schoolDb(op)
  await pupilsOfSchool(db, [pupilId])
  const [pupil] = await db.rows<ReportPupil>(
    sql`SELECT ${PUPIL_SELECT} FROM ${tables.users} u WHERE u.id = ${pupilId} AND u.school_id = ${SCHOOL}`,
  )
  return { db, pupil }
}

/**
 * Word lists are no one school's (lib/spelling/list-access.ts): the lists a report names are read on a system
 * connection, once the report has its permission to name each, the caller may read it (readableList), or the
 * school's pupils played it.
 */
export const reportListsDb = (op: Operation) =>
  systemDb(op, 'the word lists a report names: each readable by the caller, or played by the school’s pupils')

/** Title and size of lists, in the order asked. */
export async function listHeads(db: SystemDb, listIds: number[]) {
  const rows = await db.rows<{ id: number; title: string; word_count: number }>(
    sql`SELECT l.id, l.title, (SELECT count(*)::int FROM ${tables.list_words} w WHERE w.list_id = l.id) AS word_count
        FROM ${tables.word_lists} l WHERE l.id = ANY(${listIds}::int[])`,
  )
  return listIds.flatMap((id) => rows.filter((r) => r.id === id).map((r) => ({ id: r.id, title: r.title, wordCount: r.word_count })))
}

export type DateRange = { from?: Date; to?: Date }

export const percent = (part: number, whole: number) => (whole ? Math.round((part / whole) * 100) : null)

/** A spelling session as the reports list it. */
export type SessionSummary = {
  id: number
  user: { id: number; name: string | null }
  list: { id: number; title: string }
  difficulty: number
  gameType: string
  mode: string
  testMode: boolean
  freeplay: boolean
  status: string
  score: number
  correct: number
  attempted: number
  words: number
  accuracy: number | null
  honeypots: number
  timeMs: number
  startedAt: string
  finishedAt: string | null
}

/** A row selected with SESSION_SELECT. */
export type SessionRow = Pick<
  RowOf<typeof tables.spelling_sessions>,
  'id' | 'user_id' | 'list_id' | 'freeplay' | 'started_at' | 'finished_at'
> & {
  user_name: string | null
  list_title: string
  difficulty: number
  game_type: string
  mode: string
  status: string
  score: number
  correct: number
  attempted: number
  words: number
  honeypots: number
  claimed_ms: number | null
}

export const SESSION_SELECT = raw(`s.id, s.user_id, u.name AS user_name, s.list_id, l.title AS list_title, s.difficulty::int AS difficulty,
  s.game_type::text AS game_type, s.mode::text AS mode, s.freeplay, s.status::text AS status, s.score::int AS score, s.correct::int AS correct,
  s.attempted::int AS attempted, jsonb_array_length(s.words) AS words, s.honeypots::int AS honeypots, s.claimed_ms::float8 AS claimed_ms,
  s.started_at, s.finished_at`)

/** Sessions `s` of the caller's school's users `u`, on lists `l`. */
export const SESSION_FROM = sql`${tables.spelling_sessions} s JOIN ${tables.users} u ON u.id = s.user_id AND u.school_id = ${SCHOOL}
  JOIN ${tables.word_lists} l ON l.id = s.list_id`

export const toSessionSummary = (r: SessionRow): SessionSummary => ({
  id: r.id,
  user: { id: r.user_id, name: r.user_name },
  list: { id: r.list_id, title: r.list_title },
  difficulty: r.difficulty,
  gameType: r.game_type,
  mode: r.mode,
  testMode: r.mode === 'test',
  freeplay: Boolean(r.freeplay),
  status: r.status,
  score: r.score,
  correct: r.correct,
  attempted: r.attempted,
  words: r.words,
  accuracy: percent(r.correct, r.words),
  honeypots: r.honeypots,
  timeMs: Math.round(r.claimed_ms ?? 0),
  startedAt: r.started_at.toISOString(),
  finishedAt: r.finished_at?.toISOString() ?? null,
})

/** The sessions `s` that match `filter`, newest first, as the reports list them. */
export async function sessionSummaries(db: SchoolDb, filter: Statement, { limit, offset = 0 }: { limit: number; offset?: number }) {
  const rows = await db.rows<SessionRow>(
    sql`SELECT ${SESSION_SELECT} FROM ${SESSION_FROM} WHERE ${filter} ORDER BY s.started_at DESC, s.id DESC LIMIT ${limit} OFFSET ${offset}`,
  )
  return rows.map(toSessionSummary)
}

/**
 * Condition: play (sessions `s`, or attempts with `user` and `at` naming their columns) of these pupils of the
 * caller's school, within a range.
 */
export function playOf(pupilIds: number[], range: DateRange, { user = 's.user_id', at = 's.started_at' } = {}) {
  return sql`${raw(user)} = ANY(${pupilIds}::int[]) AND ${userOfSchool(user)}
    ${range.from ? sql`AND ${raw(at)} >= ${range.from}` : sql``} ${range.to ? sql`AND ${raw(at)} < ${range.to}` : sql``}`
}

export const iso = (at: Date | null | undefined) => at?.toISOString() ?? null
