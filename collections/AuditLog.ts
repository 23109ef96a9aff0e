import type { CollectionConfig } from 'payload'
import { superuserOnly } from './access'

/** What was done while a superuser imitated a user: both ids, the call and its status. */
export const AuditLog: CollectionConfig = {
  slug: 'audit-log',
  admin: { group: 'System', useAsTitle: 'action', defaultColumns: ['actor', 'subject', 'action', 'status', 'createdAt'] },
  access: { read: superuserOnly, create: () => false, update: () => false, delete: () => false },
  fields: [
    { name: 'actor', type: 'relationship', relationTo: 'users', required: true, index: true, admin: { description: 'The superuser.' } },
    {
      name: 'subject',
      type: 'relationship',
      relationTo: 'users',
      required: true,
      index: true,
      admin: { description: 'The user imitated.' },
    },
    { name: 'action', type: 'text', required: true },
    { name: 'status', type: 'number' },
  ],
}
