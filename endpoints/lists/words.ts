/** A list's words: GET, POST (add), DELETE one, PUT one {dictionary_id} (choose the homograph). */
import { authenticated } from '../../access'
import { defineEndpoint, input } from '../../lib/api/define-endpoint'
import * as words from '../../lib/spelling/list-words'
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
  handler: ({ payload, req, user, params }) => words.getListWords({ payload, req, user }, params.id),
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
  handler: ({ payload, req, user, params, body }) => words.addListWords({ payload, req, user }, params.id, body.words),
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
    await words.removeListWord({ payload, req, user }, params.id, params.wordId)
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
  handler: ({ payload, req, user, params, body }) =>
    words.chooseHomograph({ payload, req, user }, params.id, params.wordId, body.dictionary_id),
})
