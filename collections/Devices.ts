import type { CollectionConfig } from 'payload'
import { superuserOnly } from './access'

/** Trusted devices: a device that passed a second factor with `trust` skips it next time. */
export const Devices: CollectionConfig = {
  slug: 'devices',
  admin: { hidden: true },
  access: { read: superuserOnly, create: () => false, update: () => false, delete: superuserOnly },
  fields: [
    { name: 'user', type: 'relationship', relationTo: 'users', required: true, index: true },
    { name: 'tokenHash', type: 'text', required: true, unique: true, index: true },
    { name: 'name', type: 'text', admin: { description: 'From the browser that trusted it.' } },
    { name: 'lastUsedAt', type: 'date' },
  ],
}
