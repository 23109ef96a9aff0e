import { schoolAdmin } from '../../access'
import { created, defineEndpoint } from '../../lib/api/define-endpoint'
import { createTeacher, removeTeacher, setTeacherAdmin, updateTeacher } from '../../lib/school/teachers'
import * as ids from '../../lib/api/ids'
import { ZNewTeacher, ZTeacherChanges } from './teachers.schema'

const ZTeacherParams = ids.idParams('a teacher')

/** POST users/me/school/teachers {name, email, username?, password, admin?}: 201 the teacher (admins make accounts for colleagues). */
export const teachersCreate = defineEndpoint({
  id: 'teachers.create',
  method: 'post',
  path: 'users/me/school/teachers',
  access: schoolAdmin,
  body: ZNewTeacher,
  example: { body: { name: 'Leela Patel', email: 'l.patel@example.test', password: 'a long teacher passphrase' } },
  handler: async ({ payload, req, user, body }) => created(await createTeacher({ payload, req, user }, body)),
})

/**
 * PATCH users/me/school/teachers/{id} {name?, email?, username?}: the teacher with `pendingEmail`. A new email
 * is not set directly: it waits for the new address to verify and the old one to confirm (as a self-service
 * change), and is refused (403) for staff who also work at another school.
 */
export const teachersUpdate = defineEndpoint({
  id: 'teachers.update',
  method: 'patch',
  path: 'users/me/school/teachers/{id}',
  access: schoolAdmin,
  params: ZTeacherParams,
  body: ZTeacherChanges,
  example: { body: { name: 'Leela Patel-Jones' } },
  handler: ({ payload, req, user, params, body }) => updateTeacher({ payload, req, user }, params.id, body),
})

/**
 * DELETE users/me/school/teachers/{id}: `{ id, removed, accountDeleted }`. A teacher who works at another
 * school too just leaves this one; otherwise the account is deleted (recoverable for 30 days).
 */
export const teachersDelete = defineEndpoint({
  id: 'teachers.delete',
  method: 'delete',
  path: 'users/me/school/teachers/{id}',
  access: schoolAdmin,
  params: ZTeacherParams,
  handler: ({ payload, req, user, params }) => removeTeacher({ payload, req, user }, params.id),
})

/** PUT users/me/school/teachers/{id}/admin: makes the teacher an admin of this school; answers the teacher. */
export const teachersAdminSet = defineEndpoint({
  id: 'teachers.admin.set',
  method: 'put',
  path: 'users/me/school/teachers/{id}/admin',
  access: schoolAdmin,
  params: ZTeacherParams,
  handler: ({ payload, req, user, params }) => setTeacherAdmin({ payload, req, user }, params.id, true),
})

/** DELETE users/me/school/teachers/{id}/admin: no longer an admin (409 for the school's last admin). */
export const teachersAdminUnset = defineEndpoint({
  id: 'teachers.admin.unset',
  method: 'delete',
  path: 'users/me/school/teachers/{id}/admin',
  access: schoolAdmin,
  params: ZTeacherParams,
  handler: ({ payload, req, user, params }) => setTeacherAdmin({ payload, req, user }, params.id, false),
})
