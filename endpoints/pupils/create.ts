import { z } from 'zod'
import { teacher } from '../../access'
import { created, defineEndpoint, input } from '../../lib/api/define-endpoint'
import { createPupil, generatePupils } from '../../lib/school/pupils'
import * as ids from '../../lib/api/ids'
import { ZNewPupil, ZPupilWithPassword, ZPupilWritten, ZStage } from './pupils.schema'
import { allOf } from '../lists/lists.schema'

/**
 * POST users/me/school/pupils {name?, school_username?, password?, stage_spelling?, stage_number?, groups?}:
 * 201 the pupil; without a password one is made and answered once as `password`; without a username one
 * is taken from the safe word list.
 */
export const pupilsCreate = defineEndpoint({
  id: 'pupils.create',
  method: 'post',
  path: 'users/me/school/pupils',
  access: teacher,
  body: ZNewPupil,
  description:
    'Makes one pupil of the caller’s school. Without a password one is made and answered once as `password` (only its hash is kept); without a username one is taken from the safe word list (a username another pupil of the school has: 422); without a name the username gives one. Classes named must be the school’s (else 404).',
  response: { status: 201, schema: ZPupilWritten },
  example: { body: { name: 'Ada Lovelace', stage_spelling: 3, groups: [1] } },
  handler: async ({ payload, req, user, body }) => created(await createPupil({ payload, req, user }, body)),
})

/** POST users/me/school/pupils/generate {amount, group?, stage_spelling?, stage_number?}: 201 `{ docs: [pupil + password] }`. */
export const pupilsGenerate = defineEndpoint({
  id: 'pupils.generate',
  method: 'post',
  path: 'users/me/school/pupils/generate',
  access: teacher,
  body: input({
    amount: z.number({ error: 'How many pupils?' }).int().min(1, 'Make at least one').max(100, 'At most 100 at a time'),
    group: ids.id('a class').optional(),
    stage_spelling: ZStage.unwrap().optional(),
    stage_number: ZStage.unwrap().optional(),
  }),
  example: { body: { amount: 2, group: 1 } },
  description:
    'Makes up to 100 pupils at once, with safe-word usernames, display names from them and passwords, answered once; `group` puts them in that class.',
  response: { status: 201, schema: allOf(ZPupilWithPassword) },
  handler: async ({ payload, req, user, body }) => created(await generatePupils({ payload, req, user }, body)),
})
