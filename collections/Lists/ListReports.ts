import type { CollectionConfig } from 'payload'
import { superuserOnly } from '../access'

/**
 * Reports on a list or on one word of a list ("this word is wrong"). Staff of the reporter's school see and
 * close them (reported content is a school staff call, spec section 6); superusers see all.
 */
export const ListReports: CollectionConfig = {
  slug: 'list-reports',
  admin: { group: 'Spelling' },
  access: { read: superuserOnly, create: superuserOnly, update: superuserOnly, delete: superuserOnly },
  fields: [
    { name: 'kind', type: 'select', required: true, options: ['list', 'word'] },
    { name: 'list', type: 'relationship', relationTo: 'word-lists', required: true, index: true },
    { name: 'listWord', type: 'relationship', relationTo: 'list-words', index: true },
    { name: 'word', type: 'text' },
    { name: 'reason', type: 'textarea' },
    { name: 'reporter', type: 'relationship', relationTo: 'users', required: true, index: true },
    { name: 'school', type: 'relationship', relationTo: 'schools', index: true },
    { name: 'listOwner', type: 'relationship', relationTo: 'users', index: true },
    { name: 'status', type: 'select', required: true, defaultValue: 'open', options: ['open', 'closed'], index: true },
    { name: 'closedBy', type: 'relationship', relationTo: 'users' },
    { name: 'closedAt', type: 'date' },
  ],
}
