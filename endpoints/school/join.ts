import { z } from 'zod'
import { authenticated, teacher } from '../../access'
import { defineEndpoint, input } from '../../lib/api/define-endpoint'
import { joinSchool, manageSchool, mySchools } from '../../lib/school/schools'
import * as ids from '../../lib/api/ids'
import { pageOf } from './common.schema'
import { ZJoinAnswer, ZMembership, ZSchool } from './school.schema'

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
  description: [
    'A teacher with a verified email (otherwise 403) asks to join the school with this join code (none has it: 404). The membership is pending, and the teacher sees nothing of the school, until one of its admins approves it (GET users/me/school/teachers/requests); the admins are emailed.',
    'Someone already on the school’s staff just switches to it and gets the school back (`pending: false`; the code only for its admins). Pupils are refused (403); tries are throttled per source (429).',
  ].join('\n\n'),
  response: ZJoinAnswer,
  handler: ({ payload, req, user, body }) => joinSchool({ payload, req, user }, body.code),
})

/** GET users/me/schools: `{ docs: [{ id, name, admin, current }] }`, every school the caller works at. */
export const schoolMine = defineEndpoint({
  id: 'school.me.schools',
  method: 'get',
  path: 'users/me/schools',
  access: teacher,
  description: 'Every school the caller works at, the one they manage now first; a join request still pending is not one of them.',
  response: pageOf(ZMembership),
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
  description:
    'Switches the school the caller manages now to one they work at (superusers: any school; another: 404). Their role there follows their admin flag at that school. Answers the school (the code only for its admins).',
  response: ZSchool,
  handler: ({ payload, req, user, body }) => manageSchool({ payload, req, user }, body.schoolId),
})
