/** Operations on word lists: who may read and change them is lib/spelling/list-access.ts's. */
import type { AuthUser } from '../auth/types'
import { AppError } from '../api/errors'
import type { Operation } from '../data/db'
import { tables } from '../data/schema'
import { join, raw, sql, type Statement } from '../data/sql'
import { editableList, LIST_COLUMNS, LIST_FROM, listBody, listsDb, readable, readableList, readerOf, type ListRow } from './list-access'
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

/** Pupils use the lists their teachers set; everyone else (staff, parents, home learners) may write lists. */
function checkWriter(user: AuthUser) {
  if (user.role === 'pupil' || user.role === 'anonymous')
    throw new AppError('FORBIDDEN', { message: 'Pupils use the lists their teachers set' })
}

const defaultLocale = (user: AuthUser) => (user.school?.accountRegion === 'US' ? 'en_US' : 'en_GB')

/** A new list, owned by the caller and kept with their school (if they have one). */
export async function createList(op: Operation, fields: ListFields) {
  checkWriter(op.user)
  checkVisibility(op.user, fields.visibility)
  const locale = fields.locale ?? defaultLocale(op.user)
  const words = fields.words?.length ? await resolveWords(op, locale, fields.words) : []
  const db = await listsDb(op)
  const created = await db.one<{ id: number }>(
    sql`INSERT INTO ${tables.word_lists} (title, description, locale, visibility, owner_id, school_id, suggested)
     VALUES (${fields.title}, ${fields.description ?? null}, ${locale}::${tables.enum_word_lists_locale},
       ${fields.visibility ?? 'private'}::${tables.enum_word_lists_visibility}, ${op.user.id}, ${op.user.school?.id ?? null}, false) RETURNING id`,
  )
  await appendWords(db, created!.id, words)
  return listWithWords(op, created!.id)
}

/** GET lists/{id}: a list the caller may read, with its words. */
export async function listWithWords(op: Operation, id: number) {
  const list = await readableList(op, id)
  return { ...listBody(list, op.user), words: await listWords(await listsDb(op), id) }
}

/** Changes the details of a list the caller may change (not its words). */
async function changeDetails(op: Operation, list: ListRow, fields: Partial<ListFields>) {
  if (fields.visibility !== undefined && fields.visibility !== list.visibility) checkVisibility(op.user, fields.visibility)
  await (
    await listsDb(op)
  ).run(
    sql`UPDATE ${tables.word_lists} SET title = coalesce(${fields.title ?? null}, title),
       description = CASE WHEN ${fields.description !== undefined}::bool THEN ${fields.description ?? null} ELSE description END,
       locale = coalesce(${fields.locale ?? null}::${tables.enum_word_lists_locale}, locale),
       visibility = coalesce(${fields.visibility ?? null}::${tables.enum_word_lists_visibility}, visibility), updated_at = now()
     WHERE id = ${list.id}`,
  )
}

/** PUT lists/{id}: changes a list's details. */
export async function updateList(op: Operation, id: number, fields: Partial<ListFields>) {
  await changeDetails(op, await editableList(op, id), fields)
  return listWithWords(op, id)
}

/** POST lists/{id}: saves title, details and the whole word list in one go (the editor's Save). */
export async function saveList(op: Operation, id: number, fields: ListFields & { words: WordInput[] }) {
  const list = await editableList(op, id)
  const words = await resolveWords(op, fields.locale ?? list.locale, fields.words)
  await changeDetails(op, list, { ...fields, words: undefined })
  const db = await listsDb(op)
  await db.run(sql`DELETE FROM ${tables.list_words} WHERE list_id = ${id}`)
  await appendWords(db, id, words)
  return listWithWords(op, id)
}

/** POST lists/{id}/duplicate: a private copy, owned by the caller, of a list they can read. */
export async function duplicateList(op: Operation, id: number, title?: string) {
  const list = await readableList(op, id)
  checkWriter(op.user)
  const db = await listsDb(op)
  const copy = await db.one<{ id: number }>(
    sql`INSERT INTO ${tables.word_lists} (title, description, locale, visibility, owner_id, school_id, copied_from_id, suggested)
     VALUES (${title ?? `${list.title} (copy)`.slice(0, 120)}, ${list.description}, ${list.locale}::${tables.enum_word_lists_locale}, 'private',
       ${op.user.id}, ${op.user.school?.id ?? null}, ${id}, false) RETURNING id`,
  )
  await db.run(
    sql`INSERT INTO ${tables.list_words} (list_id, word, dictionary_id, position)
        SELECT ${copy!.id}, word, dictionary_id, position FROM ${tables.list_words} WHERE list_id = ${id}`,
  )
  return listWithWords(op, copy!.id)
}

/** DELETE lists/{id}: deleting keeps the row (sessions and results name it) but hides it everywhere. */
export async function deleteList(op: Operation, id: number) {
  await editableList(op, id)
  const db = await listsDb(op)
  await db.run(sql`UPDATE ${tables.word_lists} SET deleted_at = now(), updated_at = now() WHERE id = ${id}`)
  await db.run(sql`DELETE FROM ${tables.list_favourites} WHERE list_id = ${id}`)
}

const SORTS: Record<string, string> = {
  title: 'l.title, l.id',
  '-updatedAt': 'l.updated_at DESC, l.id',
  updatedAt: 'l.updated_at, l.id',
  stage: 'l.stage NULLS LAST, l.week, l.id',
}

export type ListQuery = { page: number; limit: number; q?: string; locale?: string; scheme?: string; owner?: 'me'; sort: string }

/** GET lists: the lists the caller may read, filtered and paged. `extra` narrows them with a condition on `l`. */
export async function findLists(op: Operation, query: ListQuery, extra?: Statement) {
  const where = [readable(readerOf(op.user))]
  if (query.q) where.push(sql`l.title ILIKE ${likePattern(query.q)}`)
  if (query.locale) where.push(sql`l.locale::text = ${query.locale}`)
  if (query.scheme) where.push(sql`l.scheme = ${query.scheme}`)
  if (query.owner === 'me') where.push(sql`l.owner_id = ${op.user.id}`)
  if (extra) where.push(extra)
  const condition = join(where, ' AND ')
  const db = await listsDb(op)
  const total = await db.one<{ count: number }>(sql`SELECT count(*)::int AS count FROM ${tables.word_lists} l WHERE ${condition}`)
  const rows = await db.rows<ListRow>(
    sql`SELECT ${LIST_COLUMNS} FROM ${LIST_FROM} WHERE ${condition} ORDER BY ${raw(SORTS[query.sort] ?? SORTS.title)}
        LIMIT ${query.limit} OFFSET ${offsetOf(query.page, query.limit)}`,
  )
  return toPage(
    rows.map((row) => listBody(row, op.user)),
    total?.count ?? 0,
    query.page,
    query.limit,
  )
}

/** GET users/me/lists: staff and home users see the lists they own; pupils the lists set for them. */
export function myLists(op: Operation, query: ListQuery) {
  if (op.user.role === 'pupil') {
    return findLists(
      op,
      query,
      sql`EXISTS (SELECT 1 FROM ${tables.list_favourites} f WHERE f.list_id = l.id AND (f.user_id = ${op.user.id}
        OR f.group_id IN (SELECT r.parent_id FROM ${tables.groups_rels} r WHERE r.users_id = ${op.user.id} AND r.path = 'pupils')))`,
    )
  }
  return findLists(op, { ...query, owner: 'me' })
}
