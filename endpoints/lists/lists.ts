/** The list calls of spec section 7.4: one list (GET, POST save, PUT, DELETE), lists, my lists, duplicate. */
import { z } from 'zod'
import { authenticated } from '../../access'
import { created, defineEndpoint, input } from '../../lib/api/define-endpoint'
import { createList, deleteList, duplicateList, findLists, listWithWords, myLists, saveList, updateList } from '../../lib/spelling/lists'
import { ZListCreate, ZListId, ZListPage, ZListQuery, ZListSave, ZListUpdate, ZListWithWords } from './lists.schema'

/** GET lists/{id}: a list the caller may read, with its words. */
export const getList = defineEndpoint({
  id: 'lists.get',
  method: 'get',
  path: 'lists/{id}',
  access: authenticated,
  params: ZListId,
  response: ZListWithWords,
  description: 'A list answers 404 to anyone who may not read it, exactly as one that does not exist.',
  handler: ({ payload, req, user, params }) => listWithWords({ payload, req, user }, params.id),
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
  response: ZListWithWords,
  description:
    'Saves the editor’s whole list at once: the words given replace the list’s words, in their order. Each typed word takes the commonest visible dictionary entry with that spelling in the list’s locale (then British English); a word the dictionary lacks is kept as typed, with no entry. Changing a list is for its owner, their school admin and superusers (others who can read it: 403).',
  handler: ({ payload, req, user, params, body }) => saveList({ payload, req, user }, params.id, body),
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
  response: ZListWithWords,
  description:
    'Only superusers make a list public; `school` needs a school. Changing a list is for its owner, their school admin and superusers.',
  handler: ({ payload, req, user, params, body }) => updateList({ payload, req, user }, params.id, body),
})

/** DELETE lists/{id}: hides the list (results that name it keep it); 204. */
export const deleteListEndpoint = defineEndpoint({
  id: 'lists.delete',
  method: 'delete',
  path: 'lists/{id}',
  access: authenticated,
  params: ZListId,
  response: { status: 204 },
  description: 'Hides the list everywhere and removes its favourites; results and sessions that name it keep it.',
  handler: async ({ payload, req, user, params }) => {
    await deleteList({ payload, req, user }, params.id)
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
  response: { status: 201, schema: ZListWithWords },
  description: 'A private copy, owned by the caller, of a list they can read (titled “… (copy)” unless given one); pupils cannot.',
  handler: async ({ payload, req, user, params, body }) => created(await duplicateList({ payload, req, user }, params.id, body?.title)),
})

/** GET lists?q=&locale=&scheme=&owner=me&page=&limit=&sort=: every list the caller may read. */
export const findListsEndpoint = defineEndpoint({
  id: 'lists.list',
  method: 'get',
  path: 'lists',
  access: authenticated,
  query: ZListQuery,
  response: ZListPage,
  description:
    'Every list the caller may read: their own, their school’s shared lists (staff), lists favourited for them or their classes, their homework’s lists and public lists. `q` searches titles; `sort` is title, updatedAt, -updatedAt or stage.',
  handler: ({ payload, req, user, query }) => findLists({ payload, req, user }, query),
})

/** GET users/me/lists: the caller's own lists (a pupil: the lists set for them). */
export const myListsEndpoint = defineEndpoint({
  id: 'lists.me.list',
  method: 'get',
  path: 'users/me/lists',
  access: authenticated,
  query: ZListQuery,
  response: ZListPage,
  description: 'Staff and home users get the lists they own; a pupil gets the lists favourited for them or their classes.',
  handler: ({ payload, req, user, query }) => myLists({ payload, req, user }, query),
})

/** POST users/me/lists {title, description?, locale?, visibility?, words?}: a new list; 201 with it. */
export const createListEndpoint = defineEndpoint({
  id: 'lists.me.create',
  method: 'post',
  path: 'users/me/lists',
  access: authenticated,
  body: ZListCreate,
  example: { body: { title: 'Tricky words', words: ['said', 'because'] } },
  response: { status: 201, schema: ZListWithWords },
  description:
    'Words resolve against the dictionary as for POST lists/{id}. The locale defaults to en_US for US schools, else en_GB; the visibility to private. Pupils and anonymous players do not write lists (403).',
  handler: async ({ payload, req, user, body }) => created(await createList({ payload, req, user }, body)),
})
