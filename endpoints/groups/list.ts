import { z } from 'zod'
import { authenticated, schoolAdmin, teacher } from '../../access'
import { defineEndpoint, input } from '../../lib/api/define-endpoint'
import { allGroups, deleteAllGroups, getGroup, listGroups, myGroups } from '../../lib/school/groups'
import { pageOf, paging, ZDeleted, ZFlag, ZSearch } from '../school/common.schema'
import { ZClass, ZClassName, ZGroupParams } from './groups.schema'

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
  description:
    'A page of the school’s classes (not subgroups), by name or creation time; `q` searches names; `includeSubgroups=true` adds each class’s `subgroups`.',
  response: pageOf(ZClass),
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
  description:
    'Every class of the school on one page, by name (for pickers). `includeSubgroups=true` adds `subgroups`; `predictStage=true` adds `predicted_stage`, the stages most of each class’s pupils are at.',
  response: pageOf(ZClass),
  handler: ({ payload, req, user, query }) => allGroups({ payload, req, user }, query),
})

/** DELETE users/me/school/groups/all: every class and subgroup of the school (admins); `{ deleted, ids }`. Pupils stay. */
export const groupsDeleteAll = defineEndpoint({
  id: 'groups.delete_all',
  method: 'delete',
  path: 'users/me/school/groups/all',
  access: schoolAdmin,
  description: 'Deletes every class and subgroup of the school (school admins); its pupils stay in the school.',
  response: ZDeleted,
  handler: ({ payload, req, user }) => deleteAllGroups({ payload, req, user }),
})

/** GET users/me/groups: the caller's classes (a teacher's, with subgroups; a pupil's, names only). */
export const groupsMe = defineEndpoint({
  id: 'groups.me',
  method: 'get',
  path: 'users/me/groups',
  access: authenticated,
  description:
    'The caller’s own classes, classes before subgroups: a teacher’s (those they teach, with `subgroups`), or the classes a pupil is in, with only `{ id, name, parent, school_id, createdAt }` (nothing about who else teaches or is in them). Someone without a school gets an empty page.',
  response: pageOf(z.union([ZClass, ZClassName])),
  handler: ({ payload, req, user }) => myGroups({ payload, req, user }),
})

/** GET users/me/school/groups/{id} (outside the catalogue): one class with its subgroups and predicted stages. */
export const groupsGet = defineEndpoint({
  method: 'get',
  path: 'users/me/school/groups/{id}',
  access: teacher,
  params: ZGroupParams,
  description: 'One class or subgroup of the caller’s school, with its subgroups and predicted stages; another school’s answers 404.',
  response: ZClass,
  handler: ({ payload, req, user, params }) => getGroup({ payload, req, user }, params.id),
})
