import { teacher } from '../../access'
import { defineEndpoint } from '../../lib/api/define-endpoint'
import { getPupil, listPupils } from '../../lib/school/pupils'
import * as ids from '../../lib/api/ids'
import { pageOf } from '../school/common.schema'
import { ZPupil, ZPupilListQuery } from './pupils.schema'

/**
 * GET users/me/school/pupils?school_username=&q=&group=&unassigned=&sort=&page=&limit=: a page of the
 * school's pupils, `{ docs: [pupil], …paging }`. A pupil is `{ id, name, school_username, school_id,
 * stage_spelling, stage_number, experimental, has_sign_in_key, groups: [{ id, name, parent }], createdAt }`.
 */
export const pupilsList = defineEndpoint({
  id: 'pupils.list',
  method: 'get',
  path: 'users/me/school/pupils',
  access: teacher,
  query: ZPupilListQuery,
  example: { query: { sort: 'name', page: '1', limit: '50' } },
  description:
    'A page of the school’s pupils with their classes. `school_username` finds one pupil; `q` searches names and usernames; `group` keeps a class’s or subgroup’s pupils (another school’s: 404); `unassigned=true` keeps pupils in no class. Sorted by `name` (case-insensitive), `school_username`, `createdAt`, `stage_spelling`, `stage_number` or `id`, `-` first for descending.',
  response: pageOf(ZPupil),
  handler: ({ payload, req, user, query }) => listPupils({ payload, req, user }, query),
})

/** GET users/me/school/pupils/{id}: one pupil. */
export const pupilsGet = defineEndpoint({
  id: 'pupils.get',
  method: 'get',
  path: 'users/me/school/pupils/{id}',
  access: teacher,
  params: ids.idParams('a pupil'),
  description: 'One pupil of the caller’s school; another school’s answers 404, as one that does not exist.',
  response: ZPupil,
  handler: ({ payload, req, user, params }) => getPupil({ payload, req, user }, params.id),
})
