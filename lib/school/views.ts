/**
 * The shapes the school-management calls answer, built with narrow SQL. Field names follow the catalogue
 * and the session user (snake_case for the catalogue's own names: school_username, stage_spelling …).
 */
import type { SchoolDb, SystemDb } from '../data/db'
import { tables, type RowOf } from '../data/schema'
import { raw, SCHOOL, sql } from '../data/sql'
import { toPage } from '../spelling/pages'
import { staffOf } from './context'
import { predictStage } from './stages'

/** Every record on one page, for lists answered whole (pickers, a user's schools). */
export const onePage = <T>(docs: T[]) => toPage(docs, docs.length, 1, Math.max(1, docs.length))

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

/** A pupil's columns for a view, from `users u` (stages as integers, not numeric's strings). */
export const PUPIL_COLUMNS = raw(`u.id, u.name, u.school_username, u.school_id, u.stage_spelling::int AS stage_spelling,
  u.stage_number::int AS stage_number, u.experimental, (u.sign_in_key_hash IS NOT NULL) AS has_sign_in_key, u.created_at`)

/** A row selected with PUPIL_COLUMNS (a pupil's school is never null). */
export type PupilColumns = Pick<
  RowOf<typeof tables.users>,
  'id' | 'name' | 'school_username' | 'stage_spelling' | 'stage_number' | 'experimental' | 'created_at'
> & { school_id: number; has_sign_in_key: boolean }

/** The classes and subgroups of each of the school's pupils, by pupil id. */
async function groupsOfPupils(db: SchoolDb, pupilIds: number[]): Promise<Map<number, GroupRef[]>> {
  const byPupil = new Map<number, GroupRef[]>()
  if (pupilIds.length === 0) return byPupil
  const rows = await db.rows<{ users_id: number } & Pick<RowOf<typeof tables.groups>, 'id' | 'name' | 'parent_id'>>(
    sql`SELECT r.users_id, g.id, g.name, g.parent_id FROM ${tables.groups_rels} r JOIN ${tables.groups} g ON g.id = r.parent_id
        WHERE r.path = 'pupils' AND r.users_id = ANY(${pupilIds}::int[]) AND g.school_id = ${SCHOOL} ORDER BY g.name, g.id`,
  )
  for (const row of rows) {
    const list = byPupil.get(row.users_id) ?? []
    if (!list.some((g) => g.id === row.id)) list.push({ id: row.id, name: row.name, parent: row.parent_id })
    byPupil.set(row.users_id, list)
  }
  return byPupil
}

export const toPupilView = (r: PupilColumns, groups: GroupRef[]): PupilView => ({
  id: r.id,
  name: r.name,
  school_username: r.school_username,
  school_id: r.school_id,
  stage_spelling: r.stage_spelling,
  stage_number: r.stage_number,
  experimental: Boolean(r.experimental),
  has_sign_in_key: r.has_sign_in_key,
  groups,
  createdAt: r.created_at.toISOString(),
})

/** Views of the school's pupils with these ids, in the order of `ids`. */
export async function pupilViewsById(db: SchoolDb, ids: number[]): Promise<PupilView[]> {
  if (ids.length === 0) return []
  const rows = await db.rows<PupilColumns>(
    sql`SELECT ${PUPIL_COLUMNS} FROM ${tables.users} u WHERE u.id = ANY(${ids}::int[]) AND u.school_id = ${SCHOOL}`,
  )
  const groups = await groupsOfPupils(db, ids)
  const byId = new Map(rows.map((r) => [r.id, toPupilView(r, groups.get(r.id) ?? [])]))
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

/** A group's columns for a view, from `groups g`. */
export const GROUP_COLUMNS = raw('g.id, g.name, g.school_id, g.parent_id, g.created_at')
export type GroupColumns = Pick<RowOf<typeof tables.groups>, 'id' | 'name' | 'school_id' | 'parent_id' | 'created_at'>

/** Group views for rows of the school's groups selected with GROUP_COLUMNS, in the rows' order. */
export async function toGroupViews(
  db: SchoolDb,
  rows: GroupColumns[],
  { subgroups = false, predictStages = false }: { subgroups?: boolean; predictStages?: boolean } = {},
): Promise<GroupView[]> {
  const ids = rows.map((r) => r.id)
  if (ids.length === 0) return []
  const these = sql`(SELECT id FROM ${tables.groups} WHERE id = ANY(${ids}::int[]) AND school_id = ${SCHOOL})`
  // One after another: inside a write's transaction these share one connection.
  const teachers = await db.rows<{ parent_id: number; id: number; name: string | null }>(
    sql`SELECT r.parent_id, u.id, u.name FROM ${tables.groups_rels} r JOIN ${tables.users} u ON u.id = r.users_id
        WHERE r.path = 'teachers' AND r.parent_id IN ${these} AND u.deleted_at IS NULL ORDER BY u.name, u.id`,
  )
  const counts = await db.rows<{ parent_id: number; n: number }>(
    sql`SELECT r.parent_id, count(DISTINCT r.users_id)::int AS n FROM ${tables.groups_rels} r JOIN ${tables.users} u ON u.id = r.users_id
        WHERE r.path = 'pupils' AND r.parent_id IN ${these} AND u.deleted_at IS NULL GROUP BY r.parent_id`,
  )
  const children = subgroups
    ? await db.rows<{ id: number; name: string; parent_id: number; n: number }>(
        sql`SELECT g.id, g.name, g.parent_id,
              (SELECT count(DISTINCT r.users_id)::int FROM ${tables.groups_rels} r JOIN ${tables.users} u ON u.id = r.users_id
               WHERE r.parent_id = g.id AND r.path = 'pupils' AND u.deleted_at IS NULL) AS n
            FROM ${tables.groups} g WHERE g.parent_id = ANY(${ids}::int[]) AND g.school_id = ${SCHOOL} ORDER BY g.name, g.id`,
      )
    : []
  const stages = predictStages
    ? await db.rows<{ parent_id: number; stage_spelling: number | null; stage_number: number | null }>(
        sql`SELECT r.parent_id, u.stage_spelling::int AS stage_spelling, u.stage_number::int AS stage_number
            FROM ${tables.groups_rels} r JOIN ${tables.users} u ON u.id = r.users_id
            WHERE r.path = 'pupils' AND r.parent_id IN ${these} AND u.deleted_at IS NULL`,
      )
    : []
  const count = new Map(counts.map((r) => [r.parent_id, r.n]))
  return rows.map((g) => {
    const view: GroupView = {
      id: g.id,
      name: g.name,
      school_id: g.school_id,
      parent: g.parent_id ?? null,
      teachers: teachers.filter((t) => t.parent_id === g.id).map((t) => ({ id: t.id, name: t.name })),
      pupil_count: count.get(g.id) ?? 0,
      createdAt: g.created_at.toISOString(),
    }
    if (subgroups) view.subgroups = children.filter((c) => c.parent_id === g.id).map((c) => ({ id: c.id, name: c.name, pupil_count: c.n }))
    if (predictStages) {
      const mine = stages.filter((s) => s.parent_id === g.id)
      view.predicted_stage = {
        spelling: predictStage(mine.map((s) => s.stage_spelling)),
        number: predictStage(mine.map((s) => s.stage_number)),
      }
    }
    return view
  })
}

/** Views of the school's groups with these ids, in the order of `ids`. */
export async function groupViewsById(db: SchoolDb, ids: number[], options?: { subgroups?: boolean; predictStages?: boolean }) {
  const rows = await db.rows<GroupColumns>(
    sql`SELECT ${GROUP_COLUMNS} FROM ${tables.groups} g WHERE g.id = ANY(${ids}::int[]) AND g.school_id = ${SCHOOL}`,
  )
  const views = await toGroupViews(db, rows, options)
  return ids.map((id) => views.find((v) => v.id === id)).filter((v): v is GroupView => Boolean(v))
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

type SchoolViewRow = Pick<
  RowOf<typeof tables.schools>,
  | 'id'
  | 'name'
  | 'code'
  | 'account_region'
  | 'locale'
  | 'dfe_number'
  | 'subscribed_until'
  | 'settings_font_preference'
  | 'stages_incremented_at'
> & { pupils: number; teachers: number; groups: number }

/**
 * A school with its counts. Any school, so on a system connection: callers decide who may see it (its own
 * staff, a superuser, a teacher who just made or joined it).
 */
export async function schoolView(db: SystemDb, schoolId: number): Promise<SchoolView | null> {
  const s = await db.one<SchoolViewRow>(
    sql`SELECT s.id, s.name, s.code, s.account_region, s.locale, s.dfe_number, s.subscribed_until, s.settings_font_preference,
          s.stages_incremented_at,
          (SELECT count(*)::int FROM ${tables.users} u WHERE u.school_id = s.id AND u.role = 'pupil' AND u.deleted_at IS NULL) AS pupils,
          (SELECT count(*)::int FROM ${tables.users} u WHERE ${staffOf(schoolId)}) AS teachers,
          (SELECT count(*)::int FROM ${tables.groups} g WHERE g.school_id = s.id AND g.parent_id IS NULL) AS groups
        FROM ${tables.schools} s WHERE s.id = ${schoolId}`,
  )
  if (!s) return null
  return {
    id: s.id,
    name: s.name,
    code: s.code ?? null,
    account_region: s.account_region,
    locale: s.locale,
    dfe_number: s.dfe_number ?? null,
    subscribed: Boolean(s.subscribed_until && s.subscribed_until.getTime() > Date.now()),
    settings: { fontPreference: s.settings_font_preference ?? null },
    counts: { pupils: s.pupils, teachers: s.teachers, groups: s.groups },
    stagesIncrementedAt: s.stages_incremented_at?.toISOString() ?? null,
  }
}

/** What anyone searching schools may see of one. */
export type SchoolSummary = Pick<RowOf<typeof tables.schools>, 'id' | 'name' | 'account_region' | 'locale' | 'dfe_number'>
