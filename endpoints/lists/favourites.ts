/**
 * Favourites (spec section 7.4): for oneself, and (school staff calls, section 6) for a teacher or pupil of the
 * caller's school, for one of its classes, or for all its teachers. A favourite set for pupils lets them read
 * the list. Setting one twice changes nothing.
 */
import { authenticated, teacher } from '../../access'
import { defineEndpoint, input, type ApiEndpoint } from '../../lib/api/define-endpoint'
import {
  favouriteFor,
  favouriteForMe,
  favouritersOf,
  myFavourites as favouritedForMe,
  type FavouriteFor,
} from '../../lib/spelling/favourites'
import { allOf, ZFavourite, ZFavouriter, ZListId, ZListPage, ZListQuery } from './lists.schema'
import * as ids from '../../lib/api/ids'

const ZListAndOtherId = input({ id: ids.idParam('a list'), id2: ids.idParam('a teacher, pupil or class').optional() })

const WHOM = {
  teacher: 'a teacher of the caller’s school',
  pupil: 'a pupil of the caller’s school',
  group: 'a class of the caller’s school (its pupils and teachers)',
  allteachers: 'every teacher of the caller’s school',
}

function favouriteCalls(kind: FavouriteFor, suffix: string, ids: [string, string]): ApiEndpoint[] {
  const apiPath = `lists/{id}/favourite/${suffix}`
  return (['put', 'delete'] as const).map((method, i) =>
    defineEndpoint({
      id: ids[i],
      method,
      path: apiPath,
      access: teacher,
      // The catalogue names both ids `{id}`; the route numbers the second one `id2`.
      params: ZListAndOtherId,
      response: ZFavourite,
      description: `${method === 'put' ? 'Sets' : 'Removes'} the list as a favourite of ${WHOM[kind]}: for school staff, on a list they can read; someone or a class not of their school answers 404. Whoever a list is a favourite of may read it. Setting it twice, or removing one that is not there, changes nothing.`,
      handler: ({ payload, req, user, params }) => favouriteFor({ payload, req, user }, kind, params.id, params.id2 ?? 0, method === 'put'),
    }),
  )
}

/** PUT and DELETE lists/{id}/favourite: the caller's own favourite. */
export const [favouriteMine, unfavouriteMine] = (['put', 'delete'] as const).map((method) =>
  defineEndpoint({
    id: method === 'put' ? 'lists.favourite.add' : 'lists.favourite.remove',
    method,
    path: 'lists/{id}/favourite',
    access: authenticated,
    params: ZListId,
    response: ZFavourite,
    description:
      'The caller’s own favourite of a list they can read. Setting it twice, or removing one that is not there, changes nothing.',
    handler: ({ payload, req, user, params }) => favouriteForMe({ payload, req, user }, params.id, method === 'put'),
  }),
)

export const staffFavouriteEndpoints: ApiEndpoint[] = [
  ...favouriteCalls('teacher', 'teachers/{id}', ['lists.favourite.teacher.add', 'lists.favourite.teacher.remove']),
  ...favouriteCalls('pupil', 'pupils/{id}', ['lists.favourite.pupil.add', 'lists.favourite.pupil.remove']),
  ...favouriteCalls('allteachers', 'allteachers', ['lists.favourite.allteachers.add', 'lists.favourite.allteachers.remove']),
  ...favouriteCalls('group', 'group/{id}', ['lists.favourite.group.add', 'lists.favourite.group.remove']),
]

/**
 * GET lists/{id}/favouriters: who the list is a favourite of, as far as the caller may know: their own school's
 * people, classes and staff room (everyone's, for superusers). `{ docs: [{ kind, user?, group?, school?, setBy }] }`.
 */
export const favouriters = defineEndpoint({
  id: 'lists.favouriters',
  method: 'get',
  path: 'lists/{id}/favouriters',
  access: authenticated,
  params: ZListId,
  response: allOf(ZFavouriter),
  description:
    'Who the list is a favourite of, as far as the caller may know: themselves, and for staff their school’s people, classes and staff room; superusers see everyone’s.',
  handler: ({ payload, req, user, params }) => favouritersOf({ payload, req, user }, params.id),
})

/** GET users/me/lists/favourites: lists favourited for the caller, their classes, or (staff) all their school's teachers. */
export const myFavourites = defineEndpoint({
  id: 'lists.me.favourites',
  method: 'get',
  path: 'users/me/lists/favourites',
  access: authenticated,
  query: ZListQuery,
  response: ZListPage,
  description:
    'Lists favourited for the caller, for a class they are in, or (staff) for all their school’s teachers; filtered, sorted and paged as GET lists.',
  handler: ({ payload, req, user, query }) => favouritedForMe({ payload, req, user }, query),
})
