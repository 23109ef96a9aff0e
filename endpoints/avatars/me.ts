import { z } from 'zod'
import { authenticated } from '../../access'
import { defineEndpoint, input } from '../../lib/api/define-endpoint'
import { AppError } from '../../lib/api/errors'
import { avatarHash, checkAvatar } from '../../lib/avatar/avatar'
import { priceOf } from '../../lib/avatar/catalogue'
import { ledgerOf, lockLedger, ownedSet } from '../../lib/avatar/ledger'
import { ZAvatar, ZLedger } from './avatars.schema'

/** PUT users/me/avatar {avatar}: the avatar as JSON text, checked against the parts, palettes and what the user owns. */
export const updateAvatar = defineEndpoint({
  id: 'avatars.me.update',
  method: 'put',
  path: 'users/me/avatar',
  access: authenticated,
  body: input({ avatar: z.string().max(10_000) }),
  response: ZAvatar,
  description:
    'Sets the caller’s avatar, given as JSON text: each part and colour is checked against the parts, palettes and items of the avatar catalogue (422 naming the field), and items that cost coins must have been bought first (422).',
  handler: async ({ payload, req, user, body }) => {
    const { owned } = await ledgerOf({ payload, req }, user.id)
    const { avatar, errors, lockedItems } = checkAvatar(body.avatar, ownedSet(owned))
    if (errors.length) throw new AppError('INVALID_DATA', { fields: errors })
    if (lockedItems.length) {
      throw new AppError('INVALID_DATA', {
        fields: lockedItems.map((i) => ({ path: `avatar.${i.type}`, message: `Buy ${i.key} before wearing it` })),
      })
    }
    const text = JSON.stringify(avatar)
    const hash = avatarHash(avatar)
    await payload.update({
      collection: 'users',
      id: user.id,
      data: { avatar: text, avatarHash: hash },
      req,
      overrideAccess: true /* the user's own avatar */,
    })
    return { avatar: text, avatar_hash: hash }
  },
})

/** GET users/me/avatarpurchases: coins left, items owned and the ledger. */
export const myPurchases = defineEndpoint({
  id: 'avatars.me.purchases.list',
  method: 'get',
  path: 'users/me/avatarpurchases',
  access: authenticated,
  response: ZLedger,
  description: 'The caller’s coins left, the items they own and every ledger entry.',
  handler: ({ payload, req, user }) => ledgerOf({ payload, req }, user.id),
})

/** PUT users/me/avatarpurchases {type, key}: buys an item with coins. */
export const buyItem = defineEndpoint({
  id: 'avatars.me.purchases.buy',
  method: 'put',
  path: 'users/me/avatarpurchases',
  access: authenticated,
  body: input({ type: z.string().max(40), key: z.string().max(60) }),
  response: ZLedger,
  description:
    'Buys an item of the avatar catalogue with coins and answers the ledger after it. An unknown item is 422; one already owned (or free) and too few coins are 409.',
  handler: async ({ payload, req, user, body }) => {
    const price = priceOf(body.type, body.key)
    if (price === undefined)
      throw new AppError('INVALID_DATA', { fields: [{ path: 'key', message: `There is no ${body.type} called ${body.key}` }] })
    // Lock the user's ledger so two purchases cannot both spend the same coins.
    await lockLedger({ payload, req }, user.id)
    const { balance, owned } = await ledgerOf({ payload, req }, user.id)
    if (price === 0 || ownedSet(owned).has(`${body.type}:${body.key}`)) throw new AppError('CONFLICT', { message: 'You already have this' })
    if (balance < price) throw new AppError('CONFLICT', { message: `This costs ${price} coins and you have ${balance}` })
    await payload.create({
      collection: 'avatar-purchases',
      data: { user: user.id, type: body.type, key: body.key, amount: -price },
      req,
      overrideAccess: true, // the user's own purchase, paid from their own balance
      depth: 0,
    })
    return ledgerOf({ payload, req }, user.id)
  },
})
