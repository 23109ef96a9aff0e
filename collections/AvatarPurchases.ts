import type { CollectionConfig } from 'payload'
import { superuserOnly } from './access'

/**
 * The avatar ledger: a purchase spends (negative amount) and unlocks an item (type, key); staff can grant
 * coins (positive amount). A user's balance is the sum of their amounts.
 */
export const AvatarPurchases: CollectionConfig = {
  slug: 'avatar-purchases',
  admin: { hidden: true },
  access: { read: superuserOnly, create: () => false, update: () => false, delete: superuserOnly },
  fields: [
    { name: 'user', type: 'relationship', relationTo: 'users', required: true, index: true },
    { name: 'type', type: 'text', required: true },
    { name: 'key', type: 'text' },
    { name: 'amount', type: 'number', required: true },
    { name: 'grantedBy', type: 'relationship', relationTo: 'users' },
  ],
}
