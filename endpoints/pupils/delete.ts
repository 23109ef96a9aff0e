import { z } from 'zod'
import { teacher } from '../../access'
import { defineEndpoint, input } from '../../lib/api/define-endpoint'
import { deletePupils } from '../../lib/school/pupils'
import * as ids from '../../lib/api/ids'
import { ZDeleted } from '../school/common.schema'

/**
 * DELETE users/me/school/pupils {pupilIds: [id…] | "*", confirm?}: `{ deleted, ids }`. Pupils are deleted
 * softly (recoverable for 30 days from deleted users). `"*"` deletes every pupil: school admins only, with
 * the password checked in the last 10 minutes (POST auth/verify-password) and `confirm: "delete all pupils"`.
 */
export const pupilsDelete = defineEndpoint({
  id: 'pupils.delete',
  method: 'delete',
  path: 'users/me/school/pupils',
  access: teacher,
  body: input({
    pupilIds: z.union([z.literal('*'), ids.idList('a pupil').min(1, 'Name at least one pupil')], {
      error: 'Give a list of pupil ids, or "*" for all',
    }),
    confirm: z.string().max(100).optional(),
  }),
  example: { body: { pupilIds: [1] } },
  description: [
    'Deletes pupils softly: they are signed out at once, cannot sign in, leave every list, and can be recovered with everything for 30 days (deleted users), then are purged. Their login-card keys stop working. All or nothing: an id not of the school answers 404 and deletes nothing.',
    '`"*"` deletes every pupil of the school: school admins only (403), with the password checked in the last 10 minutes (POST auth/verify-password; otherwise 403 `Password requires reverification`) and `confirm: "delete all pupils"` (otherwise 422).',
  ].join('\n\n'),
  response: ZDeleted,
  handler: ({ payload, req, user, body }) => deletePupils({ payload, req, user }, body),
})
