/** Operations on word lists, each taking the request's SQL connection (the endpoint's transaction) and the user. */
import type { AuthUser } from '../auth/types'
import { AppError } from '../api/errors'
import type { Sql } from '../data/connection'
import {
  LIST_COLUMNS,
  LIST_FROM,
  editableList,
  listBody,
  readableCondition,
  readableList,
  readableParams,
  type ListRow,
} from './list-access'
import { appendWords, listWords, resolveWords, type WordInput } from './list-words'
import { likePattern, offsetOf, toPage } from './pages'

type ListFields = {
  title: string
  description?: string | null
  locale?: string
  visibility?: 'private' | 'school' | 'public'
  words?: WordInput[]
}

/** Who may give a list which visibility: public lists are the provider's; a school list needs a school. */
function checkVisibility(user: AuthUser, visibility: string | undefined) {
  if (visibility === 'public' && user.role !== 'superuser') {
    throw new AppError('INVALID_DATA', {
      fields: [{ path: 'visibility', message: 'Only Inkwell publishes public lists; choose private or school' }],
    })
  }
  if (visibility === 'school' && !user.school) {
    throw new AppError('INVALID_DATA', { fields: [{ path: 'visibility', message: 'You have no school to share with' }] })
  }
}

const defaultLocale = (user: AuthUser) => (user.school?.accountRegion === 'US' ? 'en_US' : 'en_GB')

export async function createList(sql: Sql, user: AuthUser, fields: ListFields) {
  // Pupils use the lists their teachers set; everyone else (staff, parents, home learners) may write lists.
  if (user.role === 'pupil' || user.role === 'anonymous')
    throw new AppError('FORBIDDEN', { message: 'Pupils use the lists their teachers set' })
  checkVisibility(user, fields.visibility)
  const locale = fields.locale ?? defaultLocale(user)
  const words = fields.words?.length ? await resolveWords(sql, user, locale, fields.words) : []
  const { rows } = await sql.query<{ id: number }>(
    `INSERT INTO word_lists (title, description, locale, visibility, owner_id, school_id, suggested)
     VALUES ($1, $2, $3::enum_word_lists_locale, $4::enum_word_lists_visibility, $5, $6, false) RETURNING id`,
    [fields.title, fields.description ?? null, locale, fields.visibility ?? 'private', user.id, user.school?.id ?? null],
  )
  await appendWords(sql, rows[0].id, words)
  return listWithWords(sql, user, rows[0].id)
}

export async function listWithWords(sql: Sql, user: AuthUser, id: number) {
  const list = await readableList(sql, user, id)
  return { ...listBody(list, user), words: await listWords(sql, id) }
}

export async function updateList(sql: Sql, user: AuthUser, id: number, fields: Partial<ListFields>) {
  const list = await editableList(sql, user, id)
  if (fields.visibility !== undefined && fields.visibility !== list.visibility) checkVisibility(user, fields.visibility)
  await sql.query(
    `UPDATE word_lists SET title = coalesce($2, title), description = CASE WHEN $3::bool THEN $4 ELSE description END,
       locale = coalesce($5::enum_word_lists_locale, locale), visibility = coalesce($6::enum_word_lists_visibility, visibility), updated_at = now()
     WHERE id = $1`,
    [
      id,
      fields.title ?? null,
      fields.description !== undefined,
      fields.description ?? null,
      fields.locale ?? null,
      fields.visibility ?? null,
    ],
  )
  return listWithWords(sql, user, id)
}

/** POST lists/{id}: saves title, details and the whole word list in one go (the editor's Save). */
export async function saveList(sql: Sql, user: AuthUser, id: number, fields: ListFields & { words: WordInput[] }) {
  const list = await editableList(sql, user, id)
  const words = await resolveWords(sql, user, fields.locale ?? list.locale, fields.words)
  await updateList(sql, user, id, { ...fields, words: undefined })
  await sql.query(`DELETE FROM list_words WHERE list_id = $1`, [id])
  await appendWords(sql, id, words)
  return listWithWords(sql, user, id)
}

export async function duplicateList(sql: Sql, user: AuthUser, id: number, title?: string) {
  const list = await readableList(sql, user, id)
  if (user.role === 'pupil' || user.role === 'anonymous')
    throw new AppError('FORBIDDEN', { message: 'Pupils use the lists their teachers set' })
  const { rows } = await sql.query<{ id: number }>(
    `INSERT INTO word_lists (title, description, locale, visibility, owner_id, school_id, copied_from_id, suggested)
     VALUES ($1, $2, $3::enum_word_lists_locale, 'private', $4, $5, $6, false) RETURNING id`,
    [title ?? `${list.title} (copy)`.slice(0, 120), list.description, list.locale, user.id, user.school?.id ?? null, id],
  )
  await sql.query(
    `INSERT INTO list_words (list_id, word, dictionary_id, position) SELECT $1, word, dictionary_id, position FROM list_words WHERE list_id = $2`,
    [rows[0].id, id],
  )
  return listWithWords(sql, user, rows[0].id)
}

/** Deleting keeps the row (sessions and results name it) but hides it everywhere. */
export async function deleteList(sql: Sql, user: AuthUser, id: number) {
  await editableList(sql, user, id)
  await sql.query(`UPDATE word_lists SET deleted_at = now(), updated_at = now() WHERE id = $1`, [id])
  await sql.query(`DELETE FROM list_favourites WHERE list_id = $1`, [id])
}

const SORTS: Record<string, string> = {
  title: 'l.title, l.id',
  '-updatedAt': 'l.updated_at DESC, l.id',
  updatedAt: 'l.updated_at, l.id',
  stage: 'l.stage NULLS LAST, l.week, l.id',
}

export type ListQuery = { page: number; limit: number; q?: string; locale?: string; scheme?: string; owner?: 'me'; sort: string }

/** The lists a user may read, filtered and paged. `extra` adds a condition on `l` with its own parameters. */
export async function findLists(sql: Sql, user: AuthUser, query: ListQuery, extra?: { where: string; params: unknown[] }) {
  const params: unknown[] = [...readableParams(user)]
  const where = [readableCondition(1)]
  const add = (condition: (n: number) => string, value: unknown) => {
    params.push(value)
    where.push(condition(params.length))
  }
  if (query.q) add((n) => `l.title ILIKE $${n}`, likePattern(query.q))
  if (query.locale) add((n) => `l.locale::text = $${n}`, query.locale)
  if (query.scheme) add((n) => `l.scheme = $${n}`, query.scheme)
  if (query.owner === 'me') add((n) => `l.owner_id = $${n}`, user.id)
  if (extra) {
    const base = params.length
    where.push(extra.where.replace(/\$(\d+)/g, (_, n) => `$${Number(n) + base}`))
    params.push(...extra.params)
  }
  const condition = where.join(' AND ')
  const total = await sql.query<{ count: number }>(`SELECT count(*)::int AS count FROM word_lists l WHERE ${condition}`, params)
  const { rows } = await sql.query<ListRow>(
    `SELECT ${LIST_COLUMNS} FROM ${LIST_FROM} WHERE ${condition} ORDER BY ${SORTS[query.sort] ?? SORTS.title} LIMIT ${query.limit} OFFSET ${offsetOf(query.page, query.limit)}`,
    params,
  )
  return toPage(
    rows.map((row) => listBody(row, user)),
    total.rows[0].count,
    query.page,
    query.limit,
  )
}

/** GET users/me/lists: staff and home users see the lists they own; pupils the lists set for them. */
export function myLists(sql: Sql, user: AuthUser, query: ListQuery) {
  if (user.role === 'pupil') {
    return findLists(sql, user, query, {
      where: `EXISTS (SELECT 1 FROM list_favourites f WHERE f.list_id = l.id AND (f.user_id = $1
        OR f.group_id IN (SELECT r.parent_id FROM groups_rels r WHERE r.users_id = $1 AND r.path = 'pupils')))`,
      params: [user.id],
    })
  }
  return findLists(sql, user, { ...query, owner: 'me' })
}
