import { schoolAdmin, superuser } from '../../access'
import { defineEndpoint } from '../../lib/api/define-endpoint'
import { schoolOf } from '../../lib/school/context'
import { deleteSchoolCode, newSchoolCode } from '../../lib/school/schools'
import * as ids from '../../lib/api/ids'

/** POST users/me/school/code: `{ id, code }`, a new join code for the admin's school (the old one stops working). */
export const schoolCodeCreate = defineEndpoint({
  id: 'school.code.create',
  method: 'post',
  path: 'users/me/school/code',
  access: schoolAdmin,
  handler: ({ payload, req, user }) => newSchoolCode({ payload, req, user }, schoolOf(user)),
})

/** DELETE users/me/school/code: `{ id, code: null }`; nobody can join by code until a new one is made. */
export const schoolCodeDelete = defineEndpoint({
  id: 'school.code.delete',
  method: 'delete',
  path: 'users/me/school/code',
  access: schoolAdmin,
  handler: ({ payload, req, user }) => deleteSchoolCode({ payload, req, user }),
})

/** POST superuser/schools/{id}/generatecode: `{ id, code }`, a new join code for any school. */
export const superuserGenerateCode = defineEndpoint({
  id: 'superuser.schools.generatecode',
  method: 'post',
  path: 'superuser/schools/{id}/generatecode',
  access: superuser,
  params: ids.idParams('a school'),
  handler: ({ payload, req, user, params }) => newSchoolCode({ payload, req, user }, params.id),
})
