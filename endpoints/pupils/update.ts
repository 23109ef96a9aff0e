import { teacher } from '../../access'
import { defineEndpoint } from '../../lib/api/define-endpoint'
import { AppError } from '../../lib/api/errors'
import { importPupils } from '../../lib/school/pupil-import'
import { updatePupil, upsertPupils } from '../../lib/school/pupils'
import { pupilAccuracyOnly } from '../../lib/school/pupil-settings'
import * as ids from '../../lib/api/ids'
import { z } from 'zod'
import { ZBulkPupils, ZPupilChanges, ZPupilsImported, ZPupilsUpserted, ZPupilWritten } from './pupils.schema'

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
  description: [
    'Changes one pupil of the caller’s school (another school’s: 404). `generatePassword: true` makes a password, answered once as `password`; a new password, made or given, signs the pupil out everywhere and lifts a sign-in lock-out.',
    '`accuracyOnly` is the teacher’s setting for the pupil: spelling without time pressure or speed bonus. The answer always carries its value.',
  ].join('\n\n'),
  response: ZPupilWritten.extend({ accuracyOnly: z.boolean().describe('Spelling without time pressure or speed bonus') }),
  handler: async ({ payload, req, user, params, body }) => {
    const { accuracyOnly, ...changes } = body
    const pupil = await updatePupil({ payload, req, user }, params.id, changes)
    return { ...pupil, accuracyOnly: await pupilAccuracyOnly({ payload, req, user }, params.id, accuracyOnly) }
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
  description: [
    'Pupils in bulk, all or nothing; every item or row is checked before anything is written and the problems come back together (422).',
    '- `{ pupils: [{ id?, … }] }`: items with an id are updated, the rest made; problems are fields `pupils.<index>.<field>`. Answers `{ docs, created, updated }`, with `password` on the pupils a password was made for.',
    '- `{ csv, dryRun? }`: the CSV import. Columns `name`, `class` and `username` (optional) in any order, with a few other spellings (`pupil name`, `form`, `login` …); a BOM and quoted fields are fine; at most 1000 rows. A row with a username is that pupil (made if there is none), one without is the pupil of that name in that class; missing classes are made; importing the same file again changes nothing. Problems are fields `rows.<line>.<column>` (spreadsheet line numbers) and nothing is imported. `dryRun` only checks. Answers what was done, with the new pupils and their passwords.',
  ].join('\n'),
  response: z.union([ZPupilsUpserted, ZPupilsImported]),
  handler: ({ payload, req, user, body }) => {
    const op = { payload, req, user }
    if (body.csv !== undefined) return importPupils(op, { csv: body.csv, dryRun: body.dryRun })
    if (body.dryRun !== undefined) throw new AppError('INVALID_DATA', { fields: [{ path: 'dryRun', message: 'dryRun goes with csv' }] })
    return upsertPupils(op, body.pupils!)
  },
})
