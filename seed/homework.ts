/**
 * Demo homework: for each demo school's class, this week's scheme list as homework (open now, due in a
 * week), and a homework set of the next four weeks' lists. Set by the class's teacher through the same
 * operation the API uses. Idempotent: homework and sets are found by title in their school, and left alone.
 */
import { createLocalReq, type Payload } from 'payload'
import type { AuthUser } from '../lib/auth/types'
import { connectionFor, type Sql } from '../lib/data/connection'
import { insertHomework } from '../lib/homework/homework'
import { demoSchools, type DemoSchool } from './demo'

const DAY_MS = 24 * 60 * 60_000

async function teacherOf(sql: Sql, school: DemoSchool) {
  const username = school.teachers[0]?.username ?? school.admin.username
  const { rows } = await sql.query<{
    id: number
    name: string
    role: string
    school_id: number
    school_name: string
    account_region: string
  }>(
    `SELECT u.id, u.name, u.role, u.school_id, s.name AS school_name, s.account_region FROM users u JOIN schools s ON s.id = u.school_id
     WHERE u.username = $1 AND s.code = $2`,
    [username, school.code],
  )
  const row = rows[0]
  if (!row) return null
  // The operation needs the signed-in user's shape; the seed acts as that teacher.
  return {
    id: row.id,
    name: row.name,
    role: row.role,
    school: { id: row.school_id, name: row.school_name, accountRegion: row.account_region, fontPreference: null },
  } as unknown as AuthUser
}

export async function seedHomework({ payload }: { payload: Payload }) {
  const sql = await connectionFor(payload)
  let created = 0
  for (const school of demoSchools) {
    const teacher = await teacherOf(sql, school)
    if (!teacher) continue
    const schoolId = teacher.school!.id
    const op = { payload, req: await createLocalReq({}, payload), user: teacher }
    const { rows: classes } = await sql.query<{ id: number }>(`SELECT id FROM groups WHERE school_id = $1 AND name = $2`, [
      schoolId,
      school.className,
    ])
    if (!classes[0]) continue
    const variant = school.accountRegion === 'US' ? 'us' : 'gb'
    const { rows: lists } = await sql.query<{ id: number; title: string; week: number }>(
      `SELECT id, title, week::int AS week FROM word_lists WHERE scheme = 'inkwell-spelling' AND variant = $1 AND stage = $2 AND deleted_at IS NULL ORDER BY week, id LIMIT 5`,
      [variant, school.stage],
    )
    if (lists.length < 5) continue
    const exists = async (table: 'homework' | 'homework_sets', column: 'title' | 'name', value: string) =>
      (await sql.query(`SELECT 1 FROM ${table} WHERE school_id = $1 AND ${column} = $2`, [schoolId, value])).rows.length > 0
    const now = Date.now()
    const thisWeek = `This week’s spellings: ${lists[0].title}`
    if (!(await exists('homework', 'title', thisWeek))) {
      await insertHomework(op, {
        title: thisWeek,
        notes: 'Play the list at medium difficulty until you can spell every word.',
        lists: [lists[0].id],
        difficulty: 2,
        startsAt: new Date(now - DAY_MS),
        dueAt: new Date(now + 6 * DAY_MS),
        groups: [classes[0].id],
      })
      created++
    }
    const setName = `Stage ${school.stage}: the next four weeks`
    if (!(await exists('homework_sets', 'name', setName))) {
      const { rows } = await sql.query<{ id: number }>(
        `INSERT INTO homework_sets (name, school_id, set_by_id) VALUES ($1, $2, $3) RETURNING id`,
        [setName, schoolId, teacher.id],
      )
      for (const [i, list] of lists.slice(1).entries()) {
        await insertHomework(
          op,
          {
            title: list.title,
            lists: [list.id],
            difficulty: 2,
            startsAt: new Date(now + (i * 7 + 6) * DAY_MS),
            dueAt: new Date(now + (i * 7 + 13) * DAY_MS),
            groups: [classes[0].id],
          },
          rows[0].id,
        )
      }
      created++
    }
  }
  return { created }
}
