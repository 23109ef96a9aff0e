import { teacher } from '../../access'
import { defineEndpoint } from '../../lib/api/define-endpoint'
import { AppError } from '../../lib/api/errors'
import { importPupils } from '../../lib/school/pupil-import'
import { updatePupil, upsertPupils } from '../../lib/school/pupils'
import { pupilAccuracyOnly } from '../../lib/school/pupil-settings'
import { sqlFor } from '../../lib/db/sql'
import * as ids from '../../lib/api/ids'
import { ZBulkPupils, ZPupilChanges } from './pupils.schema'

/**
 * PUT users/me/school/pupils/{id} {name?, school_username?, stage_spelling?, stage_number?, password? |
 * generatePassword: true, accuracyOnly?}: the pupil and its `accuracyOnly` setting; a made password comes back
 * once as `password`. A new password signs the pupil out everywhere and lifts a sign-in lock-out.
 */
export const pupilsUpdate = defineEndpoint({
  id: 'pupils.update',
  method: 'put',
  path: 'users/me/school/pupils/{id}',
  access: teacher,
  params: ids.idParams('a pupil'),
  body: ZPupilChanges,
  example: { body: { stage_spelling: 4, generatePassword: true } },
  handler: async ({ payload, req, user, params, body }) => {
    const { accuracyOnly, ...changes } = body
    const pupil = await updatePupil({ payload, req, user }, params.id, changes)
    return { ...pupil, accuracyOnly: await pupilAccuracyOnly(await sqlFor(payload, req), params.id, accuracyOnly) }
  },
})

/**
 * PUT users/me/school/pupils: in bulk, all or nothing, either
 * - `{ pupils: [{ id?, name?, school_username?, stage_*?, password? | generatePassword?, groups? }] }`:
 *   items with an id are updated, the rest created; `{ docs: [pupil (+ password)], created, updated }`;
 * - `{ csv, dryRun? }`: imports a CSV file (columns name, class, username optional; lib/school/pupil-import.ts);
 *   `{ rows, created, renamed, addedToClass, unchanged, classesCreated, dryRun, docs: [new pupil + password] }`,
 *   or 422 with every problem as `rows.<line>.<column>`.
 */
export const pupilsUpdateMany = defineEndpoint({
  id: 'pupils.update_many',
  method: 'put',
  path: 'users/me/school/pupils',
  access: teacher,
  body: ZBulkPupils,
  example: { body: { pupils: [{ id: 1, stage_number: 2 }] } },
  handler: ({ payload, req, user, body }) => {
    const op = { payload, req, user }
    if (body.csv !== undefined) return importPupils(op, { csv: body.csv, dryRun: body.dryRun })
    if (body.dryRun !== undefined) throw new AppError('INVALID_DATA', { fields: [{ path: 'dryRun', message: 'dryRun goes with csv' }] })
    return upsertPupils(op, body.pupils!)
  },
})
