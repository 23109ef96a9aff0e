import { z } from 'zod'
import { teacher } from '../../access'
import { created, defineEndpoint, input } from '../../lib/api/define-endpoint'
import { createPupil, generatePupils } from '../../lib/school/pupils'
import * as ids from '../../lib/api/ids'
import { ZNewPupil, ZStage } from './pupils.schema'

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
  handler: async ({ payload, req, user, body }) => created(await generatePupils({ payload, req, user }, body)),
})
