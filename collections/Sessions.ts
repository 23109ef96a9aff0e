import type { CollectionConfig } from 'payload'
import { superuserOnly } from './access'

/** Server-side sessions (lib/auth/sessions.ts). Only sign-in operations write them. */
export const Sessions: CollectionConfig = {
  slug: 'sessions',
  admin: { hidden: true },
  access: { read: superuserOnly, create: () => false, update: () => false, delete: superuserOnly },
  fields: [
    { name: 'user', type: 'relationship', relationTo: 'users', required: true, index: true },
    { name: 'tokenHash', type: 'text', required: true, unique: true, index: true },
    { name: 'expiresAt', type: 'date', required: true },
    { name: 'imitator', type: 'relationship', relationTo: 'users', admin: { description: 'The superuser imitating this user.' } },
    {
      name: 'imitatorSession',
      type: 'relationship',
      relationTo: 'sessions',
      admin: { description: 'The superuser’s own session, which an imitation returns to; the imitation ends with it.' },
    },
    { name: 'passwordVerifiedAt', type: 'date' },
    { name: 'clientType', type: 'text' },
    {
      name: 'mfaPending',
      type: 'select',
      options: ['email', 'authenticator'],
      admin: { description: 'Set until the second factor is given.' },
    },
    { name: 'device', type: 'relationship', relationTo: 'devices' },
  ],
}
