import { z } from 'zod'
import { authenticated, schoolAdmin, teacher } from '../../access'
import { defineEndpoint, input } from '../../lib/api/define-endpoint'
import { allGroups, deleteAllGroups, getGroup, listGroups, myGroups } from '../../lib/school/groups'
import { paging, ZFlag, ZSearch } from '../school/common.schema'
import { ZGroupParams } from './groups.schema'

/**
 * GET users/me/school/groups?includeSubgroups=&q=&sort=&page=&limit=: a page of the school's classes,
 * `{ docs: [class], …paging }`. A class is `{ id, name, school_id, parent (null), teachers: [{ id, name }],
 * pupil_count, subgroups?: [{ id, name, pupil_count }], createdAt }`.
 */
export const groupsList = defineEndpoint({
  id: 'groups.list',
  method: 'get',
  path: 'users/me/school/groups',
  access: teacher,
  query: input({
    includeSubgroups: ZFlag.optional(),
    q: ZSearch,
    sort: z.enum(['name', '-name', 'createdAt', '-createdAt']).default('name'),
    ...paging(50),
  }),
  example: { query: { includeSubgroups: 'true' } },
  handler: ({ payload, req, user, query }) => listGroups({ payload, req, user }, query),
})

/** GET users/me/school/groups/all?includeSubgroups=&predictStage=: every class at once; predictStage adds `predicted_stage: { spelling, number }`. */
export const groupsAll = defineEndpoint({
  id: 'groups.all',
  method: 'get',
  path: 'users/me/school/groups/all',
  access: teacher,
  query: input({ includeSubgroups: ZFlag.optional(), predictStage: ZFlag.optional() }),
  example: { query: { includeSubgroups: 'true', predictStage: 'true' } },
  handler: ({ payload, req, user, query }) => allGroups({ payload, req, user }, query),
})

/** DELETE users/me/school/groups/all: every class and subgroup of the school (admins); `{ deleted, ids }`. Pupils stay. */
export const groupsDeleteAll = defineEndpoint({
  id: 'groups.delete_all',
  method: 'delete',
  path: 'users/me/school/groups/all',
  access: schoolAdmin,
  handler: ({ payload, req, user }) => deleteAllGroups({ payload, req, user }),
})

/** GET users/me/groups: the caller's classes (a teacher's, with subgroups; a pupil's, names only). */
export const groupsMe = defineEndpoint({
  id: 'groups.me',
  method: 'get',
  path: 'users/me/groups',
  access: authenticated,
  handler: ({ payload, req, user }) => myGroups({ payload, req, user }),
})

/** GET users/me/school/groups/{id} (outside the catalogue): one class with its subgroups and predicted stages. */
export const groupsGet = defineEndpoint({
  method: 'get',
  path: 'users/me/school/groups/{id}',
  access: teacher,
  params: ZGroupParams,
  handler: ({ payload, req, user, params }) => getGroup({ payload, req, user }, params.id),
})
