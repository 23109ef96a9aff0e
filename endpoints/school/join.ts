import { z } from 'zod'
import { authenticated, teacher } from '../../access'
import { defineEndpoint, input } from '../../lib/api/define-endpoint'
import { joinSchool, manageSchool, mySchools } from '../../lib/school/schools'
import * as ids from '../../lib/api/ids'

/**
 * POST users/me/joinschool {code}: a teacher with a verified email asks to join the school with this join code;
 * `{ id, name, joined: false, pending: true }` until one of its admins approves (users/me/school/teachers/requests).
 * Staff of the school already just switch to it (`{ …school, joined: false, pending: false }`). Throttled per source.
 */
export const schoolJoin = defineEndpoint({
  id: 'school.join',
  method: 'post',
  path: 'users/me/joinschool',
  access: authenticated,
  body: input({ code: z.string().trim().min(4, 'Enter the school’s join code').max(20) }),
  // A join code is a credential, not an id: the tenancy sweep sends this one, which no school has.
  example: { body: { code: 'NOSUCHCODE' } },
  handler: ({ payload, req, user, body }) => joinSchool({ payload, req, user }, body.code),
})

/** GET users/me/schools: `{ docs: [{ id, name, admin, current }] }`, every school the caller works at. */
export const schoolMine = defineEndpoint({
  id: 'school.me.schools',
  method: 'get',
  path: 'users/me/schools',
  access: teacher,
  handler: ({ payload, req, user }) => mySchools({ payload, req, user }),
})

/** POST users/me/manageschool {schoolId}: switch the school managed now (superusers: any school); answers that school. */
export const schoolManage = defineEndpoint({
  id: 'school.manage',
  method: 'post',
  path: 'users/me/manageschool',
  access: teacher,
  body: input({ schoolId: ids.id('a school') }),
  example: { body: { schoolId: 1 } },
  handler: ({ payload, req, user, body }) => manageSchool({ payload, req, user }, body.schoolId),
})
