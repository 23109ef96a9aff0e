/** A list's words: GET, POST (add), DELETE one, PUT one {dictionary_id} (choose the homograph). */
import { authenticated } from '../../access'
import { defineEndpoint, input } from '../../lib/api/define-endpoint'
import { AppError } from '../../lib/api/errors'
import { connectionFor } from '../../lib/data/connection'
import { editableList, readableList } from '../../lib/spelling/list-access'
import { appendWords, dictionaryVisible, listWords, resolveWords } from '../../lib/spelling/list-words'
import { ZListId, ZListWord, ZListWords, ZWords } from './lists.schema'
import * as ids from '../../lib/api/ids'

const ZWordParams = input({ id: ids.idParam('a list'), wordId: ids.idParam('a list word') })

/** GET lists/{id}/words: `{ docs: [{ id, word, dictionary_id, position, definition, sentence, audio, …, homographs }] }`. */
export const getListWords = defineEndpoint({
  id: 'lists.words.list',
  method: 'get',
  path: 'lists/{id}/words',
  access: authenticated,
  params: ZListId,
  response: ZListWords,
  description: 'The list’s words in order, each with its dictionary entry’s hints and how many entries share its spelling.',
  handler: async ({ payload, req, user, params }) => {
    const sql = await connectionFor(payload, req)
    await readableList(sql, user, params.id)
    const docs = await listWords(sql, params.id)
    return { docs, totalDocs: docs.length }
  },
})

/** POST lists/{id}/words {words: ["cat", {dictionary_id: 12}]}: appends words; answers the list's words. */
export const addListWords = defineEndpoint({
  id: 'lists.words.add',
  method: 'post',
  path: 'lists/{id}/words',
  access: authenticated,
  params: ZListId,
  body: input({ words: ZWords.min(1, 'Give at least one word') }),
  example: { body: { words: ['ship'] } },
  response: ZListWords,
  description:
    'Appends words (typed, resolved as for POST lists/{id}, or chosen entries) and answers all the list’s words. A list holds at most 100 words (422).',
  handler: async ({ payload, req, user, params, body }) => {
    const sql = await connectionFor(payload, req)
    const list = await editableList(sql, user, params.id)
    await appendWords(sql, params.id, await resolveWords(sql, user, list.locale, body.words))
    const docs = await listWords(sql, params.id)
    return { docs, totalDocs: docs.length }
  },
})

/** DELETE lists/{id}/words/{wordId}: removes one word; 204. */
export const removeListWord = defineEndpoint({
  id: 'lists.words.delete',
  method: 'delete',
  path: 'lists/{id}/words/{wordId}',
  access: authenticated,
  params: ZWordParams,
  response: { status: 204 },
  handler: async ({ payload, req, user, params }) => {
    const sql = await connectionFor(payload, req)
    await editableList(sql, user, params.id)
    const removed = await sql.query(`DELETE FROM list_words WHERE id = $1 AND list_id = $2`, [params.wordId, params.id])
    if (!removed.rowCount) throw new AppError('NOT_FOUND', { message: 'No such word in this list' })
    await sql.query(`UPDATE word_lists SET updated_at = now() WHERE id = $1`, [params.id])
  },
})

/**
 * PUT lists/{id}/words/{wordId} {dictionary_id}: chooses which dictionary entry (homograph) the word means.
 * The entry must have the same spelling; the answer is the updated word.
 */
export const chooseHomograph = defineEndpoint({
  id: 'lists.words.update',
  method: 'put',
  path: 'lists/{id}/words/{wordId}',
  access: authenticated,
  params: ZWordParams,
  body: input({ dictionary_id: ids.id('a dictionary') }),
  example: { body: { dictionary_id: 1 } },
  response: ZListWord,
  description: 'The entry must spell the same word (422 otherwise); the answer is the word with its new entry’s hints.',
  handler: async ({ payload, req, user, params, body }) => {
    const sql = await connectionFor(payload, req)
    await editableList(sql, user, params.id)
    const word = await sql.query<{ word: string }>(`SELECT word FROM list_words WHERE id = $1 AND list_id = $2`, [params.wordId, params.id])
    if (!word.rows[0]) throw new AppError('NOT_FOUND', { message: 'No such word in this list' })
    const school = user.role === 'superuser' ? null : (user.school?.id ?? null)
    const entry = await sql.query<{ id: number; word: string }>(
      `SELECT d.id, d.word FROM dictionary_words d WHERE d.id = $1 AND d.merged_into_id IS NULL AND ($3::bool OR ${dictionaryVisible(2)})`,
      [body.dictionary_id, school, user.role === 'superuser'],
    )
    if (!entry.rows[0]) throw new AppError('INVALID_DATA', { fields: [{ path: 'dictionary_id', message: 'No such dictionary entry' }] })
    if (entry.rows[0].word.toLowerCase() !== word.rows[0].word.toLowerCase()) {
      throw new AppError('INVALID_DATA', {
        fields: [{ path: 'dictionary_id', message: `That entry spells "${entry.rows[0].word}", not "${word.rows[0].word}"` }],
      })
    }
    await sql.query(`UPDATE list_words SET dictionary_id = $1, word = $2, updated_at = now() WHERE id = $3`, [
      entry.rows[0].id,
      entry.rows[0].word,
      params.wordId,
    ])
    return (await listWords(sql, params.id)).find((w) => w.id === params.wordId)
  },
})
