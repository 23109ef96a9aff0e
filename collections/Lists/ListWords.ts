import type { CollectionConfig } from 'payload'
import { superuserOnly } from '../access'

/** The words of a list, in order. `dictionary` is the chosen entry (the homograph); null for a word the dictionary lacks. */
export const ListWords: CollectionConfig = {
  slug: 'list-words',
  admin: { useAsTitle: 'word', group: 'Spelling' },
  access: { read: superuserOnly, create: superuserOnly, update: superuserOnly, delete: superuserOnly },
  indexes: [{ fields: ['list', 'position'] }],
  fields: [
    { name: 'list', type: 'relationship', relationTo: 'word-lists', required: true, index: true },
    { name: 'word', type: 'text', required: true },
    { name: 'dictionary', type: 'relationship', relationTo: 'dictionary-words', index: true },
    { name: 'position', type: 'number', required: true, defaultValue: 0 },
  ],
}
