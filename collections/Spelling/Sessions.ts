import type { CollectionConfig } from 'payload'
import { DIFFICULTIES, GAME_TYPES, MODES } from '../../player/games/spelling/rules'
import { superuserOnly } from '../access'

/**
 * Spelling game sessions. `words` is the snapshot the session was created with ([{id, word, dictionaryId}]),
 * so attempts are checked against what the pupil was actually given; the score fields are only ever written
 * by the server from the rules module (lib/spelling/attempts.ts).
 */
export const SpellingSessions: CollectionConfig = {
  slug: 'spelling-sessions',
  admin: { group: 'Spelling', defaultColumns: ['user', 'list', 'difficulty', 'score', 'status'] },
  access: { read: superuserOnly, create: () => false, update: () => false, delete: superuserOnly },
  indexes: [{ fields: ['user', 'list', 'status'] }],
  fields: [
    { name: 'user', type: 'relationship', relationTo: 'users', required: true, index: true },
    { name: 'school', type: 'relationship', relationTo: 'schools', index: true },
    { name: 'list', type: 'relationship', relationTo: 'word-lists', required: true, index: true },
    { name: 'difficulty', type: 'number', required: true, admin: { description: `One of ${DIFFICULTIES.join(', ')}.` } },
    { name: 'gameType', type: 'select', required: true, defaultValue: 'spelling', options: [...GAME_TYPES] },
    { name: 'mode', type: 'select', required: true, defaultValue: 'game', options: [...MODES] },
    { name: 'phonics', type: 'checkbox', defaultValue: false },
    { name: 'freeplay', type: 'checkbox', defaultValue: false },
    { name: 'status', type: 'select', required: true, defaultValue: 'active', options: ['active', 'finished'] },
    { name: 'seed', type: 'number', required: true },
    { name: 'words', type: 'json', required: true },
    { name: 'score', type: 'number', defaultValue: 0 },
    { name: 'streak', type: 'number', defaultValue: 0 },
    { name: 'bestStreak', type: 'number', defaultValue: 0 },
    { name: 'correct', type: 'number', defaultValue: 0 },
    { name: 'attempted', type: 'number', defaultValue: 0 },
    { name: 'honeypots', type: 'number', defaultValue: 0 },
    { name: 'honeypotsBanked', type: 'checkbox', defaultValue: false },
    { name: 'claimedMs', type: 'number', defaultValue: 0, admin: { description: 'Sum of the time claimed by the attempts.' } },
    { name: 'startedAt', type: 'date', required: true },
    { name: 'lastAttemptAt', type: 'date' },
    { name: 'finishedAt', type: 'date' },
  ],
}
