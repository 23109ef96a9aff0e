import type { CollectionConfig } from 'payload'
import { WORD_LOCALES } from '../../lib/dictionary/types'
import { superuserOnly } from '../access'

/**
 * Spelling word lists. A list belongs to its owner and the owner's school; scheme and suggested lists have
 * no owner and are public. Who may read or change a list is decided in lib/spelling/list-access.ts, which
 * every endpoint uses; through Payload's own REST (its admin) only superusers reach them.
 */
export const WordLists: CollectionConfig = {
  slug: 'word-lists',
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'locale', 'owner', 'scheme', 'stage', 'week'], group: 'Spelling' },
  access: { read: superuserOnly, create: superuserOnly, update: superuserOnly, delete: superuserOnly },
  fields: [
    { name: 'title', type: 'text', required: true },
    { name: 'description', type: 'textarea' },
    { name: 'locale', type: 'select', required: true, defaultValue: 'en_GB', options: [...WORD_LOCALES] },
    {
      name: 'visibility',
      type: 'select',
      required: true,
      defaultValue: 'private',
      options: ['private', 'school', 'public'],
      admin: { description: 'private: the owner (and those it is set for); school: the school’s staff; public: everyone.' },
    },
    { name: 'owner', type: 'relationship', relationTo: 'users', index: true },
    { name: 'school', type: 'relationship', relationTo: 'schools', index: true },
    { name: 'scheme', type: 'text', index: true },
    { name: 'variant', type: 'text' },
    { name: 'stage', type: 'number' },
    { name: 'stageName', type: 'text' },
    { name: 'week', type: 'number' },
    { name: 'suggested', type: 'checkbox', defaultValue: false, index: true },
    { name: 'copiedFrom', type: 'relationship', relationTo: 'word-lists' },
    { name: 'deletedAt', type: 'date', index: true, admin: { description: 'Deleted lists stay for the results that name them.' } },
    { name: 'seedKey', type: 'text', unique: true, admin: { readOnly: true } },
  ],
}
