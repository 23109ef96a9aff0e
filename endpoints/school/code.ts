import { z } from 'zod'
import { schoolAdmin, superuser } from '../../access'
import { defineEndpoint } from '../../lib/api/define-endpoint'
import { schoolOf } from '../../lib/data/db'
import { deleteSchoolCode, newSchoolCode } from '../../lib/school/schools'
import * as ids from '../../lib/api/ids'
import { ZSchoolCode } from './school.schema'

/** POST users/me/school/code: `{ id, code }`, a new join code for the admin's school (the old one stops working). */
export const schoolCodeCreate = defineEndpoint({
  id: 'school.code.create',
  method: 'post',
  path: 'users/me/school/code',
  access: schoolAdmin,
  description:
    'Makes a new join code for the admin’s school; the old one stops working at once. A join code lets a teacher ask to join the school, so it is a credential.',
  response: ZSchoolCode,
  handler: ({ payload, req, user }) => newSchoolCode({ payload, req, user }, schoolOf(user)),
})

/** DELETE users/me/school/code: `{ id, code: null }`; nobody can join by code until a new one is made. */
export const schoolCodeDelete = defineEndpoint({
  id: 'school.code.delete',
  method: 'delete',
  path: 'users/me/school/code',
  access: schoolAdmin,
  description: 'Removes the school’s join code: nobody can ask to join by code until a new one is made.',
  response: ZSchoolCode.extend({ code: z.null() }),
  handler: ({ payload, req, user }) => deleteSchoolCode({ payload, req, user }),
})

/** POST superuser/schools/{id}/generatecode: `{ id, code }`, a new join code for any school. */
export const superuserGenerateCode = defineEndpoint({
  id: 'superuser.schools.generatecode',
  method: 'post',
  path: 'superuser/schools/{id}/generatecode',
  access: superuser,
  params: ids.idParams('a school'),
  description: 'Makes a new join code for any school (superusers); the old one stops working.',
  response: ZSchoolCode,
  handler: ({ payload, req, user, params }) => newSchoolCode({ payload, req, user }, params.id),
})
