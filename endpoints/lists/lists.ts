/** The list calls of spec section 7.4: one list (GET, POST save, PUT, DELETE), lists, my lists, duplicate. */
import { z } from 'zod'
import { authenticated } from '../../access'
import { created, defineEndpoint, input } from '../../lib/api/define-endpoint'
import { sqlFor } from '../../lib/db/sql'
import { createList, deleteList, duplicateList, findLists, listWithWords, myLists, saveList, updateList } from '../../lib/spelling/lists'
import { ZListCreate, ZListId, ZListQuery, ZListSave, ZListUpdate } from './lists.schema'

/** GET lists/{id}: a list the caller may read, with its words. */
export const getList = defineEndpoint({
  id: 'lists.get',
  method: 'get',
  path: 'lists/{id}',
  access: authenticated,
  params: ZListId,
  handler: async ({ payload, req, user, params }) => listWithWords(await sqlFor(payload, req), user, params.id),
})

/** POST lists/{id} {title, description?, locale?, visibility?, words}: saves the whole list, words included. */
export const saveListEndpoint = defineEndpoint({
  id: 'lists.post',
  method: 'post',
  path: 'lists/{id}',
  access: authenticated,
  params: ZListId,
  body: ZListSave,
  example: { body: { title: 'Week 1', words: ['cat', 'dog'] } },
  handler: async ({ payload, req, user, params, body }) => saveList(await sqlFor(payload, req), user, params.id, body),
})

/** PUT lists/{id} {title?, description?, locale?, visibility?}: changes the list's details. */
export const updateListEndpoint = defineEndpoint({
  id: 'lists.update',
  method: 'put',
  path: 'lists/{id}',
  access: authenticated,
  params: ZListId,
  body: ZListUpdate,
  example: { body: { title: 'Renamed' } },
  handler: async ({ payload, req, user, params, body }) => updateList(await sqlFor(payload, req), user, params.id, body),
})

/** DELETE lists/{id}: hides the list (results that name it keep it); 204. */
export const deleteListEndpoint = defineEndpoint({
  id: 'lists.delete',
  method: 'delete',
  path: 'lists/{id}',
  access: authenticated,
  params: ZListId,
  handler: async ({ payload, req, user, params }) => {
    await deleteList(await sqlFor(payload, req), user, params.id)
  },
})

/** POST lists/{id}/duplicate {title?}: a private copy for the caller; 201 with the copy. */
export const duplicateListEndpoint = defineEndpoint({
  id: 'lists.duplicate',
  method: 'post',
  path: 'lists/{id}/duplicate',
  access: authenticated,
  params: ZListId,
  body: input({ title: z.string().trim().min(1).max(120).optional() }).optional(),
  handler: async ({ payload, req, user, params, body }) =>
    created(await duplicateList(await sqlFor(payload, req), user, params.id, body?.title)),
})

/** GET lists?q=&locale=&scheme=&owner=me&page=&limit=&sort=: every list the caller may read. */
export const findListsEndpoint = defineEndpoint({
  id: 'lists.list',
  method: 'get',
  path: 'lists',
  access: authenticated,
  query: ZListQuery,
  handler: async ({ payload, req, user, query }) => findLists(await sqlFor(payload, req), user, query),
})

/** GET users/me/lists: the caller's own lists (a pupil: the lists set for them). */
export const myListsEndpoint = defineEndpoint({
  id: 'lists.me.list',
  method: 'get',
  path: 'users/me/lists',
  access: authenticated,
  query: ZListQuery,
  handler: async ({ payload, req, user, query }) => myLists(await sqlFor(payload, req), user, query),
})

/** POST users/me/lists {title, description?, locale?, visibility?, words?}: a new list; 201 with it. */
export const createListEndpoint = defineEndpoint({
  id: 'lists.me.create',
  method: 'post',
  path: 'users/me/lists',
  access: authenticated,
  body: ZListCreate,
  example: { body: { title: 'Tricky words', words: ['said', 'because'] } },
  handler: async ({ payload, req, user, body }) => created(await createList(await sqlFor(payload, req), user, body)),
})
