/**
 * Who a report is about, checked against the caller's school (another school's class or pupil answers 404),
 * and the shared pieces of the spelling reports: date ranges, session rows, accuracy.
 */
import { dbFor, groupOfSchool, pupilsOfSchool, schoolOf, type SchoolOperation } from '../school/context'

export type ReportPupil = {
  id: number
  name: string | null
  school_username: string | null
  stage_spelling: number | null
  accuracyOnly: boolean
}

const PUPIL_SELECT = `u.id, u.name, u.school_username, u.stage_spelling::int AS stage_spelling, coalesce((u.settings->>'accuracyOnly')::bool, false) AS "accuracyOnly"`

/** A class (or subgroup) of the caller's school and its pupils, by name. */
export async function groupScope(op: SchoolOperation, groupId: number) {
  const db = await dbFor(op)
  const group = await groupOfSchool(db, schoolOf(op.user), groupId)
  const { rows } = await db.query<ReportPupil>(
    `SELECT DISTINCT ${PUPIL_SELECT}, lower(u.name) AS sort FROM groups_rels r JOIN users u ON u.id = r.users_id
     WHERE r.parent_id = $1 AND r.path = 'pupils' AND u.role = 'pupil' AND u.deleted_at IS NULL ORDER BY lower(u.name), u.id`,
    [groupId],
  )
  const pupils = rows.map(({ sort: _sort, ...p }: ReportPupil & { sort?: string }) => p)
  return { db, group: { id: group.id, name: group.name, parent: group.parent_id }, pupils, pupilIds: pupils.map((p) => p.id) }
}

/** A pupil of the caller's school. */
export async function pupilScope(op: SchoolOperation, pupilId: number) {
  const db = await dbFor(op)
  await pupilsOfSchool(db, schoolOf(op.user), [pupilId])
  const { rows } = await db.query<ReportPupil>(`SELECT ${PUPIL_SELECT} FROM users u WHERE u.id = $1`, [pupilId])
  return { db, pupil: rows[0] }
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

export const SESSION_SELECT = `s.id, s.user_id, u.name AS user_name, s.list_id, l.title AS list_title, s.difficulty::int AS difficulty,
  s.game_type::text AS game_type, s.mode::text AS mode, s.freeplay, s.status::text AS status, s.score::int AS score, s.correct::int AS correct,
  s.attempted::int AS attempted, jsonb_array_length(s.words) AS words, s.honeypots::int AS honeypots, s.claimed_ms::float8 AS claimed_ms,
  s.started_at, s.finished_at`

export const SESSION_FROM = `spelling_sessions s JOIN users u ON u.id = s.user_id JOIN word_lists l ON l.id = s.list_id`

export const toSessionSummary = (r: any): SessionSummary => ({
  id: r.id,
  user: { id: r.user_id, name: r.user_name },
  list: { id: r.list_id, title: r.list_title },
  difficulty: r.difficulty,
  gameType: r.game_type,
  mode: r.mode,
  testMode: r.mode === 'test',
  freeplay: r.freeplay,
  status: r.status,
  score: r.score,
  correct: r.correct,
  attempted: r.attempted,
  words: r.words,
  accuracy: percent(r.correct, r.words),
  honeypots: r.honeypots,
  timeMs: Math.round(r.claimed_ms ?? 0),
  startedAt: new Date(r.started_at).toISOString(),
  finishedAt: r.finished_at ? new Date(r.finished_at).toISOString() : null,
})

/** SQL conditions on sessions `s` of these pupils within a range; pushes its values onto `values`. */
export function sessionFilter(values: unknown[], pupilIds: number[], range: DateRange, column = 's.started_at') {
  values.push(pupilIds, range.from ?? null, range.to ?? null)
  const n = values.length
  return `s.user_id = ANY($${n - 2}::int[]) AND ($${n - 1}::timestamptz IS NULL OR ${column} >= $${n - 1}) AND ($${n}::timestamptz IS NULL OR ${column} < $${n})`
}

export const iso = (at: Date | null | undefined) => (at ? new Date(at).toISOString() : null)
