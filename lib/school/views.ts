/**
 * The shapes the school-management calls answer, built with narrow SQL. Field names follow the catalogue
 * and the session user (snake_case for the catalogue's own names: school_username, stage_spelling …).
 */
import type { Sql } from '../data/connection'
import { STAFF_OF_SCHOOL_SQL } from './context'
import { predictStage } from './stages'

export type GroupRef = { id: number; name: string; parent: number | null }

export type PupilView = {
  id: number
  name: string | null
  school_username: string | null
  school_id: number
  stage_spelling: number | null
  stage_number: number | null
  experimental: boolean
  /** Whether a login-card sign-in key is live for this pupil. */
  has_sign_in_key: boolean
  groups: GroupRef[]
  createdAt: string
}

export const PUPIL_COLUMNS = `u.id, u.name, u.school_username, u.school_id, u.stage_spelling, u.stage_number, u.experimental,
  (u.sign_in_key_hash IS NOT NULL) AS has_sign_in_key, u.created_at`

const numberOrNull = (value: unknown) => (value === null || value === undefined ? null : Number(value))

/** The classes and subgroups of each pupil, by pupil id. */
export async function groupsOfPupils(db: Sql, pupilIds: number[]): Promise<Map<number, GroupRef[]>> {
  const byPupil = new Map<number, GroupRef[]>()
  if (pupilIds.length === 0) return byPupil
  const { rows } = await db.query(
    `SELECT r.users_id, g.id, g.name, g.parent_id FROM groups_rels r JOIN groups g ON g.id = r.parent_id
     WHERE r.path = 'pupils' AND r.users_id = ANY($1::int[]) ORDER BY g.name, g.id`,
    [pupilIds],
  )
  for (const row of rows) {
    const list = byPupil.get(row.users_id) ?? []
    if (!list.some((g) => g.id === row.id)) list.push({ id: row.id, name: row.name, parent: row.parent_id })
    byPupil.set(row.users_id, list)
  }
  return byPupil
}

/** A pupil view from a row selected with PUPIL_COLUMNS (and `groups` as JSON, when selected with it). */
export const toPupilView = (r: any, groups: GroupRef[] = r.groups ?? []): PupilView => ({
  id: r.id,
  name: r.name,
  school_username: r.school_username,
  school_id: r.school_id,
  stage_spelling: numberOrNull(r.stage_spelling),
  stage_number: numberOrNull(r.stage_number),
  experimental: Boolean(r.experimental),
  has_sign_in_key: Boolean(r.has_sign_in_key),
  groups,
  createdAt: new Date(r.created_at).toISOString(),
})

/** Pupil views for rows selected with PUPIL_COLUMNS, in the rows' order. */
export async function toPupilViews(db: Sql, rows: any[]): Promise<PupilView[]> {
  const groups = await groupsOfPupils(
    db,
    rows.map((r) => r.id),
  )
  return rows.map((r) => toPupilView(r, groups.get(r.id) ?? []))
}

/** Pupil views by id (of any school: callers have checked tenancy), in the order of `ids`. */
export async function pupilViewsById(db: Sql, ids: number[]): Promise<PupilView[]> {
  if (ids.length === 0) return []
  const { rows } = await db.query(`SELECT ${PUPIL_COLUMNS} FROM users u WHERE u.id = ANY($1::int[])`, [ids])
  const views = await toPupilViews(db, rows)
  const byId = new Map(views.map((v) => [v.id, v]))
  return ids.map((id) => byId.get(id)).filter((v): v is PupilView => Boolean(v))
}

export type GroupView = {
  id: number
  name: string
  school_id: number
  /** The class a subgroup belongs to; null for a class. */
  parent: number | null
  teachers: { id: number; name: string | null }[]
  pupil_count: number
  subgroups?: { id: number; name: string; pupil_count: number }[]
  predicted_stage?: { spelling: number | null; number: number | null }
  createdAt: string
}

/** Group views for rows of `groups` (id, name, school_id, parent_id, created_at), in the rows' order. */
export async function toGroupViews(
  db: Sql,
  rows: any[],
  { subgroups = false, predictStages = false }: { subgroups?: boolean; predictStages?: boolean } = {},
): Promise<GroupView[]> {
  const ids = rows.map((r) => r.id)
  if (ids.length === 0) return []
  // One after another: inside a write's transaction these share one connection.
  const none = { rows: [] as any[] }
  const teachers = await db.query(
    `SELECT r.parent_id, u.id, u.name FROM groups_rels r JOIN users u ON u.id = r.users_id
       WHERE r.path = 'teachers' AND r.parent_id = ANY($1::int[]) AND u.deleted_at IS NULL ORDER BY u.name, u.id`,
    [ids],
  )
  const counts = await db.query(
    `SELECT r.parent_id, count(DISTINCT r.users_id)::int AS n FROM groups_rels r JOIN users u ON u.id = r.users_id
       WHERE r.path = 'pupils' AND r.parent_id = ANY($1::int[]) AND u.deleted_at IS NULL GROUP BY r.parent_id`,
    [ids],
  )
  const children = subgroups
    ? await db.query(
        `SELECT g.id, g.name, g.parent_id,
                  (SELECT count(DISTINCT r.users_id)::int FROM groups_rels r JOIN users u ON u.id = r.users_id
                   WHERE r.parent_id = g.id AND r.path = 'pupils' AND u.deleted_at IS NULL) AS n
           FROM groups g WHERE g.parent_id = ANY($1::int[]) ORDER BY g.name, g.id`,
        [ids],
      )
    : none
  const stages = predictStages
    ? await db.query(
        `SELECT r.parent_id, u.stage_spelling, u.stage_number FROM groups_rels r JOIN users u ON u.id = r.users_id
           WHERE r.path = 'pupils' AND r.parent_id = ANY($1::int[]) AND u.deleted_at IS NULL`,
        [ids],
      )
    : none
  const count = new Map<number, number>(counts.rows.map((r: any) => [r.parent_id, r.n]))
  return rows.map((g) => {
    const view: GroupView = {
      id: g.id,
      name: g.name,
      school_id: g.school_id,
      parent: g.parent_id ?? null,
      teachers: teachers.rows.filter((t: any) => t.parent_id === g.id).map((t: any) => ({ id: t.id, name: t.name })),
      pupil_count: count.get(g.id) ?? 0,
      createdAt: new Date(g.created_at).toISOString(),
    }
    if (subgroups)
      view.subgroups = children.rows
        .filter((c: any) => c.parent_id === g.id)
        .map((c: any) => ({ id: c.id, name: c.name, pupil_count: c.n }))
    if (predictStages) {
      const mine = stages.rows.filter((s: any) => s.parent_id === g.id)
      view.predicted_stage = {
        spelling: predictStage(mine.map((s: any) => numberOrNull(s.stage_spelling))),
        number: predictStage(mine.map((s: any) => numberOrNull(s.stage_number))),
      }
    }
    return view
  })
}

export async function groupViewsById(db: Sql, ids: number[], options?: { subgroups?: boolean; predictStages?: boolean }) {
  const { rows } = await db.query('SELECT id, name, school_id, parent_id, created_at FROM groups WHERE id = ANY($1::int[])', [ids])
  const views = await toGroupViews(db, rows, options)
  return ids.map((id) => views.find((v) => v.id === id)).filter((v): v is GroupView => Boolean(v))
}

/** Payload's list shape, for answers built with SQL. */
export const paged = <T>(docs: T[], totalDocs: number, page: number, limit: number) => {
  const totalPages = Math.max(1, Math.ceil(totalDocs / limit))
  return { docs, totalDocs, limit, page, totalPages, hasNextPage: page < totalPages, hasPrevPage: page > 1 }
}

export type TeacherView = {
  id: number
  name: string | null
  username: string | null
  email: string | null
  admin: boolean
  experimental: boolean
  /** Whether this school is the one they manage now (they may work at others too). */
  current: boolean
}

export type SchoolView = {
  id: number
  name: string
  /** The join code (staff of the school only); null when nobody may join by code. */
  code: string | null
  account_region: string
  locale: string | null
  dfe_number: string | null
  subscribed: boolean
  settings: { fontPreference: string | null }
  counts: { pupils: number; teachers: number; groups: number }
  stagesIncrementedAt: string | null
}

export async function schoolView(db: Sql, schoolId: number): Promise<SchoolView | null> {
  const { rows } = await db.query(
    `SELECT s.*,
       (SELECT count(*)::int FROM users u WHERE u.school_id = s.id AND u.role = 'pupil' AND u.deleted_at IS NULL) AS pupils,
       (SELECT count(*)::int FROM users u WHERE ${STAFF_OF_SCHOOL_SQL('s.id')}) AS teachers,
       (SELECT count(*)::int FROM groups g WHERE g.school_id = s.id AND g.parent_id IS NULL) AS groups
     FROM schools s WHERE s.id = $1`,
    [schoolId],
  )
  const s = rows[0]
  if (!s) return null
  return {
    id: s.id,
    name: s.name,
    code: s.code ?? null,
    account_region: s.account_region,
    locale: s.locale,
    dfe_number: s.dfe_number ?? null,
    subscribed: Boolean(s.subscribed_until && new Date(s.subscribed_until).getTime() > Date.now()),
    settings: { fontPreference: s.settings_font_preference ?? null },
    counts: { pupils: s.pupils, teachers: s.teachers, groups: s.groups },
    stagesIncrementedAt: s.stages_incremented_at ? new Date(s.stages_incremented_at).toISOString() : null,
  }
}

/** What anyone searching schools may see of one. */
export type SchoolSummary = { id: number; name: string; account_region: string; locale: string | null; dfe_number: string | null }
