import type { CollectionConfig } from 'payload'
import { superuserOnly } from '../access'

/**
 * Favourites: a list marked for a user (oneself, a teacher or a pupil), for a class, or for all the teachers of
 * a school. Set for a pupil or a class, a favourite also lets those pupils read the list.
 */
export const ListFavourites: CollectionConfig = {
  slug: 'list-favourites',
  admin: { group: 'Spelling' },
  access: { read: superuserOnly, create: superuserOnly, update: superuserOnly, delete: superuserOnly },
  indexes: [
    { fields: ['list', 'user'], unique: true },
    { fields: ['list', 'group'], unique: true },
    { fields: ['list', 'allTeachersOf'], unique: true },
  ],
  fields: [
    { name: 'list', type: 'relationship', relationTo: 'word-lists', required: true, index: true },
    { name: 'user', type: 'relationship', relationTo: 'users', index: true },
    { name: 'group', type: 'relationship', relationTo: 'groups', index: true },
    { name: 'allTeachersOf', type: 'relationship', relationTo: 'schools', index: true },
    { name: 'school', type: 'relationship', relationTo: 'schools', index: true, admin: { description: 'The school of whoever set it.' } },
    { name: 'setBy', type: 'relationship', relationTo: 'users' },
  ],
}
