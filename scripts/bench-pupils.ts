/**
 * The school-management figure of `npm run bench` (issue 4): GET /api/users/me/school/pupils for a school
 * of 2,000 pupils in 67 classes, as its teacher, paging 50 at a time (first page and a late page), at 20
 * connections. Target: p99 under 100 ms. The school is arranged straight in the bench database: one
 * password hashed once for every pupil, rows inserted in bulk.
 */
import autocannon from 'autocannon'
import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { hashPassword } from '../lib/auth/passwords'
import { hashToken } from '../lib/auth/sessions'
import { schoolUsername } from '../lib/school/usernames'

export const BENCH_PUPILS = 2000
const CLASS_SIZE = 30

export async function preparePupilListBench(databaseUrl: string): Promise<{ token: string; schoolId: number }> {
  const db = new pg.Client({ connectionString: databaseUrl })
  await db.connect()
  try {
    await db.query('BEGIN')
    const [school] = (
      await db.query(`INSERT INTO schools (name, code, account_region, locale) VALUES ('Bench Academy', $1, 'GB', 'en_GB') RETURNING id`, [
        `BENCH${randomBytes(3).toString('hex').toUpperCase()}`,
      ])
    ).rows
    const [teacher] = (
      await db.query(
        `INSERT INTO users (name, role, school_id, username, email, password_hash) VALUES ('Bench Teacher', 'school_admin', $1, $2, $3, NULL) RETURNING id`,
        [school.id, `bench_teacher_${school.id}`, `bench.teacher.${school.id}@example.test`],
      )
    ).rows
    const hash = await hashPassword('bench-pupil-11')
    const usernames = Array.from({ length: BENCH_PUPILS }, (_, i) => schoolUsername(i))
    const pupils = (
      await db.query(
        `INSERT INTO users (name, role, school_id, school_username, password_hash, stage_spelling, stage_number)
         SELECT 'Pupil ' || lpad(t.n::text, 4, '0'), 'pupil', $1, t.u, $2, 1 + t.n % 6, 1 + t.n % 5 FROM unnest($3::text[]) WITH ORDINALITY AS t(u, n)
         RETURNING id`,
        [school.id, hash, usernames],
      )
    ).rows.map((r) => r.id as number)
    const classes = Math.ceil(BENCH_PUPILS / CLASS_SIZE)
    const groups = (
      await db.query(`INSERT INTO groups (name, school_id) SELECT 'Class ' || g, $1 FROM generate_series(1, $2) g RETURNING id`, [
        school.id,
        classes,
      ])
    ).rows.map((r) => r.id as number)
    await db.query(
      `INSERT INTO groups_rels ("order", parent_id, path, users_id)
       SELECT (t.i - 1) % $3 + 1, ($2::int[])[(t.i - 1) / $3 + 1], 'pupils', t.id FROM unnest($1::int[]) WITH ORDINALITY AS t(id, i)`,
      [pupils, groups, CLASS_SIZE],
    )
    await db.query(`INSERT INTO groups_rels ("order", parent_id, path, users_id) SELECT 1, g, 'teachers', $1 FROM unnest($2::int[]) g`, [
      teacher.id,
      groups,
    ])
    const token = randomBytes(32).toString('base64url')
    await db.query(`INSERT INTO sessions (user_id, token_hash, expires_at) VALUES ($1, $2, now() + interval '1 day')`, [
      teacher.id,
      hashToken(token),
    ])
    await db.query('COMMIT')
    await db.query('ANALYZE users; ANALYZE groups_rels; ANALYZE groups')
    return { token, schoolId: school.id }
  } finally {
    await db.end()
  }
}

export async function loadPupilList(base: string, token: string, seconds: number) {
  const lastPage = Math.ceil(BENCH_PUPILS / 50)
  const pages = [1, 7, 19, lastPage]
  let next = 0
  const result = await autocannon({
    url: `${base}/api/users/me/school/pupils?limit=50&page=1`,
    connections: 20,
    duration: seconds,
    headers: { Authorization: `Bearer ${token}` },
    // Walk pages 1 … 40 so the figure covers early and late pages alike.
    requests: [
      {
        setupRequest: (request: any) => ({
          ...request,
          path: `/api/users/me/school/pupils?limit=50&sort=name&page=${pages[next++ % pages.length]}`,
        }),
      },
    ],
  })
  return {
    name: `GET users/me/school/pupils (${BENCH_PUPILS} pupils)`,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  }
}
