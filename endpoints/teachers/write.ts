import { z } from 'zod'
import { schoolAdmin } from '../../access'
import { created, defineEndpoint } from '../../lib/api/define-endpoint'
import { createTeacher, removeTeacher, setTeacherAdmin, updateTeacher } from '../../lib/school/teachers'
import * as ids from '../../lib/api/ids'
import { ZId } from '../school/common.schema'
import { ZNewTeacher, ZTeacher, ZTeacherChanges } from './teachers.schema'

const ZTeacherParams = ids.idParams('a teacher')

/** POST users/me/school/teachers {name, email, username?, password, admin?}: 201 the teacher (admins make accounts for colleagues). */
export const teachersCreate = defineEndpoint({
  id: 'teachers.create',
  method: 'post',
  path: 'users/me/school/teachers',
  access: schoolAdmin,
  body: ZNewTeacher,
  example: { body: { name: 'Leela Patel', email: 'l.patel@example.test', password: 'a long teacher passphrase' } },
  description:
    'An admin makes an account for a colleague, with a password they pass on, at this school (`admin: true` makes them an admin too). An email or username another account has is 422 (invite them instead); without a username one is made from the email.',
  response: { status: 201, schema: ZTeacher },
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
  description: [
    'Changes a colleague’s name, username or email. A username or email is a credential: changing one needs the admin’s password checked in the last 10 minutes (403 `Password requires reverification`), is refused while imitating, and is refused (403) for staff who also work at another school.',
    'A new email is not set directly: the new address is sent a link and the old one confirms, as a self-service change; until then it is answered as `pendingEmail`.',
  ].join('\n\n'),
  response: ZTeacher.extend({ pendingEmail: z.string().nullable().describe('The new email waiting for its verification, or null') }),
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
  description:
    'Takes a member of staff off the school and its classes. One who also works at another school just leaves this one; otherwise the account is deleted softly (recoverable from deleted users for 30 days). Nobody removes themselves, nor the school’s last admin (409).',
  response: z.object({
    id: ZId,
    removed: z.literal(true),
    accountDeleted: z.boolean().describe('Whether the account was deleted (they worked nowhere else)'),
  }),
  handler: ({ payload, req, user, params }) => removeTeacher({ payload, req, user }, params.id),
})

/** PUT users/me/school/teachers/{id}/admin: makes the teacher an admin of this school; answers the teacher. */
export const teachersAdminSet = defineEndpoint({
  id: 'teachers.admin.set',
  method: 'put',
  path: 'users/me/school/teachers/{id}/admin',
  access: schoolAdmin,
  params: ZTeacherParams,
  description: 'Makes a member of staff an admin of this school. Answers the teacher.',
  response: ZTeacher,
  handler: ({ payload, req, user, params }) => setTeacherAdmin({ payload, req, user }, params.id, true),
})

/** DELETE users/me/school/teachers/{id}/admin: no longer an admin (409 for the school's last admin). */
export const teachersAdminUnset = defineEndpoint({
  id: 'teachers.admin.unset',
  method: 'delete',
  path: 'users/me/school/teachers/{id}/admin',
  access: schoolAdmin,
  params: ZTeacherParams,
  description: 'A member of staff is no longer an admin of this school (the school’s last admin: 409). Answers the teacher.',
  response: ZTeacher,
  handler: ({ payload, req, user, params }) => setTeacherAdmin({ payload, req, user }, params.id, false),
})
