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
import { z } from 'zod'
import { pageOf, paging, ZId, ZName, ZSearch } from '../school/common.schema'
import { ZSchoolUsername } from '../pupils/pupils.schema'
import { ZDeletedUser, ZMerged, ZRecovered } from './deleted-users.schema'

/** GET users/me/school/users/deleted?q=&page=&limit=: newest first, `{ docs: [deleted user], …paging }`. */
export const deletedUsersList = defineEndpoint({
  id: 'deleted_users.list',
  method: 'get',
  path: 'users/me/school/users/deleted',
  access: teacher,
  query: input({ q: ZSearch, ...paging(50) }),
  example: { query: { page: '1' } },
  description:
    'The school’s deleted users, newest first: teachers see deleted pupils, school admins deleted staff too; `q` searches name, usernames and email. Users deleted more than 30 days ago are purged first.',
  response: pageOf(ZDeletedUser),
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
  description:
    'Recovers deleted users: they sign in again, with their classes and data. All or nothing: a user who is not one of the school’s deleted users the caller may see answers 404 and recovers nobody.',
  response: ZRecovered,
  handler: ({ payload, req, user, body }) => recoverUsers({ payload, req, user }, body.userIds),
})

/** POST users/me/school/users/deleted/recover/all: `{ recovered, ids }`. */
export const deletedUsersRecoverAll = defineEndpoint({
  id: 'deleted_users.recover_all',
  method: 'post',
  path: 'users/me/school/users/deleted/recover/all',
  access: teacher,
  description: 'Recovers every deleted user of the school the caller may see (teachers: pupils; school admins: staff too).',
  response: ZRecovered,
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
  description:
    'Merges a deleted user into a kept one of the school (a pupil into a pupil, staff into staff, else 422): every row that references the deleted user (class memberships, play history …, found through the database’s foreign keys) moves to the kept one, except sign-in state and the audit log; then the deleted user is purged.',
  response: ZMerged,
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
  description:
    'Changes a deleted user’s name or school username (pupils only), for instance to free a username before recovering someone else. Answers the deleted user.',
  response: ZDeletedUser,
  handler: ({ payload, req, user, params, body }) => updateDeletedUser({ payload, req, user }, params.id, body),
})

/** DELETE users/deleted/{id} (superusers): purges a deleted user now; `{ purged }`. */
export const deletedUsersPurge = defineEndpoint({
  id: 'deleted_users.purge',
  method: 'delete',
  path: 'users/deleted/{id}',
  access: superuser,
  params: ids.idParams('a deleted user'),
  description: 'Purges a deleted user now, with every row that depends on them (superusers); a user who is not deleted is 404.',
  response: z.object({ purged: ZId }),
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
