import { z } from 'zod'
import { teacher } from '../../access'
import { created, defineEndpoint, input } from '../../lib/api/define-endpoint'
import { AppError } from '../../lib/api/errors'
import { ledgerOf } from '../../lib/avatar/ledger'
import { ZLedger, ZLedgerGrant } from './avatars.schema'
import { pupilOfMySchool } from './operations'
import * as ids from '../../lib/api/ids'

const ZParams = ids.idParams('a pupil')

/** GET users/me/school/pupils/{id}/avatarpurchases: a pupil's coins and items, for their school's staff. */
export const pupilPurchases = defineEndpoint({
  id: 'avatars.pupil.purchases.list',
  method: 'get',
  path: 'users/me/school/pupils/{id}/avatarpurchases',
  access: teacher,
  params: ZParams,
  response: ZLedger,
  description: 'A pupil’s coins, items and ledger, for the staff of the pupil’s school (another school’s pupil is 404).',
  handler: async ({ payload, req, user, params }) => {
    await pupilOfMySchool({ payload, req, user }, params.id)
    return ledgerOf({ payload, req }, params.id)
  },
})

/** POST … {type, amount}: staff give (or, with a negative amount, take back) coins, e.g. as a class reward. */
export const grantToPupil = defineEndpoint({
  id: 'avatars.pupil.purchases.add',
  method: 'post',
  path: 'users/me/school/pupils/{id}/avatarpurchases',
  access: teacher,
  params: ZParams,
  body: input({
    type: z.enum(['coins', 'reward', 'correction']),
    amount: z
      .number()
      .int('Use a whole number of coins')
      .min(-1000)
      .max(1000)
      .refine((n) => n !== 0, 'Give or take at least one coin'),
  }),
  response: { status: 201, schema: ZLedgerGrant },
  description:
    'Staff of the pupil’s school give coins (or, with a negative amount, take some back), e.g. as a class reward; answers the new entry’s id with the pupil’s ledger. Another school’s pupil is 404.',
  handler: async ({ payload, req, user, params, body }) => {
    await pupilOfMySchool({ payload, req, user }, params.id)
    const entry = await payload.create({
      collection: 'avatar-purchases',
      data: { user: params.id, type: body.type, amount: body.amount, grantedBy: user.id },
      req,
      overrideAccess: true, // checked above: a pupil of the caller's own school
      depth: 0,
    })
    return created({ id: entry.id, ...(await ledgerOf({ payload, req }, params.id)) })
  },
})

/** DELETE …?entry={id}: removes one ledger entry (undoes a grant, or refunds a purchase). */
export const removePupilEntry = defineEndpoint({
  id: 'avatars.pupil.purchases.remove',
  method: 'delete',
  path: 'users/me/school/pupils/{id}/avatarpurchases',
  access: teacher,
  params: ZParams,
  query: input({ entry: ids.id('a ledger entry') }),
  response: ZLedger,
  description:
    'Removes one entry of a pupil’s ledger (undoing a grant, or refunding a purchase, which takes the item back) and answers the ledger after it. An entry that is not this pupil’s, or another school’s pupil, is 404.',
  handler: async ({ payload, req, user, params, query }) => {
    await pupilOfMySchool({ payload, req, user }, params.id)
    const removed = await payload.delete({
      collection: 'avatar-purchases',
      where: { and: [{ id: { equals: query.entry } }, { user: { equals: params.id } }] },
      req,
      overrideAccess: true, // scoped above to this pupil of the caller's school
    })
    if (removed.docs.length === 0) throw new AppError('NOT_FOUND', { message: 'No such entry for this pupil' })
    return ledgerOf({ payload, req }, params.id)
  },
})
