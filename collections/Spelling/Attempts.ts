import type { CollectionConfig } from 'payload'
import { superuserOnly } from '../access'

/**
 * One attempt at one word of a session, as scored by the server. Unique per session and word: posting the
 * same word twice is a replay. Competency reads a pupil's last five attempts at a spelling.
 */
export const SpellingAttempts: CollectionConfig = {
  slug: 'spelling-attempts',
  admin: { group: 'Spelling' },
  access: { read: superuserOnly, create: () => false, update: () => false, delete: superuserOnly },
  indexes: [{ fields: ['session', 'listWord'], unique: true }, { fields: ['user', 'word'] }],
  fields: [
    { name: 'session', type: 'relationship', relationTo: 'spelling-sessions', required: true, index: true },
    { name: 'user', type: 'relationship', relationTo: 'users', required: true },
    { name: 'listWord', type: 'number', required: true },
    { name: 'dictionary', type: 'relationship', relationTo: 'dictionary-words' },
    { name: 'word', type: 'text', required: true, admin: { description: 'The spelling, lower case (competency is per spelling).' } },
    { name: 'typed', type: 'text', required: true },
    { name: 'correct', type: 'checkbox', required: true },
    { name: 'timeMs', type: 'number', required: true },
    { name: 'points', type: 'number', required: true },
  ],
}
