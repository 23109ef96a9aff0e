/**
 * The deleted-user calls (area `deleted-users` of api-calls.tsv). A deleted user is `{ id, name, role
 * (pupil|teacher), username, school_username, email, deletedAt, purgeAt }`; teachers see and recover
 * deleted pupils, school admins deleted staff too.
 */
import { superuser, teacher } from '../../access'
import { defineEndpoint, input } from '../../lib/api/define-endpoint'
import {
  listDeletedUsers,
  mergeDeletedUser,
  purgeDeletedUser,
  recoverAllUsers,
  recoverUsers,
  updateDeletedUser,
} from '../../lib/school/deleted-users'
import * as ids from '../../lib/api/ids'
import { paging, ZName, ZSearch } from '../school/common.schema'
import { ZSchoolUsername } from '../pupils/pupils.schema'

/** GET users/me/school/users/deleted?q=&page=&limit=: newest first, `{ docs: [deleted user], …paging }`. */
export const deletedUsersList = defineEndpoint({
  id: 'deleted_users.list',
  method: 'get',
  path: 'users/me/school/users/deleted',
  access: teacher,
  query: input({ q: ZSearch, ...paging(50) }),
  example: { query: { page: '1' } },
  handler: ({ payload, req, user, query }) => listDeletedUsers({ payload, req, user }, query),
})

/** POST users/me/school/users/deleted/recover {userIds}: `{ recovered, ids }`; they sign in again with their classes and data. */
export const deletedUsersRecover = defineEndpoint({
  id: 'deleted_users.recover',
  method: 'post',
  path: 'users/me/school/users/deleted/recover',
  access: teacher,
  body: input({ userIds: ids.idList('a deleted user', 500).min(1, 'Name at least one user') }),
  example: { body: { userIds: [1] } },
  handler: ({ payload, req, user, body }) => recoverUsers({ payload, req, user }, body.userIds),
})

/** POST users/me/school/users/deleted/recover/all: `{ recovered, ids }`. */
export const deletedUsersRecoverAll = defineEndpoint({
  id: 'deleted_users.recover_all',
  method: 'post',
  path: 'users/me/school/users/deleted/recover/all',
  access: teacher,
  handler: ({ payload, req, user }) => recoverAllUsers({ payload, req, user }),
})

/**
 * PATCH users/me/school/users/deleted/merge {deletedUserId, intoUserId}: everything of the deleted user
 * moves to the kept one (a pupil into a pupil), then the deleted user is purged; `{ merged, into, moved }`.
 */
export const deletedUsersMerge = defineEndpoint({
  id: 'deleted_users.merge',
  method: 'patch',
  path: 'users/me/school/users/deleted/merge',
  access: teacher,
  body: input({ deletedUserId: ids.id('a deleted user'), intoUserId: ids.id('a user') }).refine((v) => v.deletedUserId !== v.intoUserId, {
    message: 'Merge into another user',
    path: ['intoUserId'],
  }),
  example: { body: { deletedUserId: 1, intoUserId: 2 } },
  handler: ({ payload, req, user, body }) => mergeDeletedUser({ payload, req, user }, body),
})

/** PATCH users/me/school/users/deleted/{id} {name?, school_username?}: the deleted user, changed (e.g. to free a username). */
export const deletedUsersUpdate = defineEndpoint({
  id: 'deleted_users.update',
  method: 'patch',
  path: 'users/me/school/users/deleted/{id}',
  access: teacher,
  params: ids.idParams('a deleted user'),
  body: input({ name: ZName().optional(), school_username: ZSchoolUsername.nullable().optional() }).refine(
    (v) => v.name !== undefined || v.school_username !== undefined,
    {
      message: 'Give at least one thing to change',
    },
  ),
  example: { body: { name: 'Ada L.' } },
  handler: ({ payload, req, user, params, body }) => updateDeletedUser({ payload, req, user }, params.id, body),
})

/** DELETE users/deleted/{id} (superusers): purges a deleted user now; `{ purged }`. */
export const deletedUsersPurge = defineEndpoint({
  id: 'deleted_users.purge',
  method: 'delete',
  path: 'users/deleted/{id}',
  access: superuser,
  params: ids.idParams('a deleted user'),
  handler: ({ payload, req, user, params }) => purgeDeletedUser({ payload, req, user }, params.id),
})

export const deletedUserEndpoints = [
  deletedUsersList,
  deletedUsersRecover,
  deletedUsersRecoverAll,
  deletedUsersMerge,
  deletedUsersUpdate,
  deletedUsersPurge,
]
