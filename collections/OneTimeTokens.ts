import type { CollectionConfig } from 'payload'
import { superuserOnly } from './access'

/**
 * Single-use, expiring secrets sent to people: reset links, verification keys and codes, access tokens,
 * invitations. Only a hash is stored (lib/auth/one-time-tokens.ts).
 */
export const OneTimeTokens: CollectionConfig = {
  slug: 'one-time-tokens',
  admin: { hidden: true },
  access: { read: superuserOnly, create: () => false, update: () => false, delete: superuserOnly },
  indexes: [{ fields: ['kind', 'tokenHash'], unique: true }],
  fields: [
    { name: 'kind', type: 'text', required: true, index: true },
    { name: 'tokenHash', type: 'text', required: true },
    { name: 'user', type: 'relationship', relationTo: 'users', index: true },
    { name: 'data', type: 'json' },
    { name: 'expiresAt', type: 'date', required: true },
    { name: 'usedAt', type: 'date' },
    { name: 'attempts', type: 'number', defaultValue: 0 },
  ],
}
