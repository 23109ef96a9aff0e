import type { CollectionConfig } from 'payload'
import { WORD_CATEGORIES, WORD_LOCALES } from '../lib/dictionary/types'
import { superuserOnly } from './access'

/**
 * The dictionary: one entry per spelling and meaning (homographs are several entries with the same word and
 * locale). Seeded in bulk from seed/data/spelling.json (seed/spelling.ts); superusers edit it, teachers add
 * words for their school (POST users/me/dictionary). Reads through the API go through endpoints/dictionary.
 */
export const DictionaryWords: CollectionConfig = {
  slug: 'dictionary-words',
  admin: { useAsTitle: 'word', defaultColumns: ['word', 'locale', 'category', 'hidden', 'definition'], group: 'Spelling' },
  // Schools' own words are private to them, so reads go through endpoints/dictionary; Payload's REST is for superusers.
  access: { read: superuserOnly, create: superuserOnly, update: superuserOnly, delete: superuserOnly },
  indexes: [{ fields: ['word', 'locale'] }],
  fields: [
    { name: 'word', type: 'text', required: true },
    { name: 'locale', type: 'select', required: true, defaultValue: 'en_GB', options: [...WORD_LOCALES] },
    { name: 'hidden', type: 'checkbox', defaultValue: false, admin: { description: 'Hidden words are not offered for new lists.' } },
    { name: 'category', type: 'select', options: [...WORD_CATEGORIES], admin: { description: 'Left empty where it is not known.' } },
    { name: 'definition', type: 'textarea' },
    { name: 'sentence', type: 'textarea', admin: { description: 'The word in an example sentence, read as a hint.' } },
    { name: 'partOfSpeech', type: 'text' },
    { name: 'phonemes', type: 'text', admin: { description: 'CMU ARPAbet, e.g. K AE1 T.' } },
    { name: 'graphemes', type: 'text', admin: { description: 'The spelling cut into graphemes, e.g. sh|i|p.' } },
    { name: 'audio', type: 'text', admin: { description: 'Path of the word’s audio under /api (dictionary/{id}/audio), or empty.' } },
    { name: 'frequency', type: 'number', defaultValue: 0 },
    {
      name: 'variant',
      type: 'relationship',
      relationTo: 'dictionary-words',
      admin: { description: 'The same word in the other spelling (colour ↔ color).' },
    },
    {
      name: 'mergedInto',
      type: 'relationship',
      relationTo: 'dictionary-words',
      index: true,
      admin: { description: 'Set when merged into another entry.' },
    },
    {
      name: 'school',
      type: 'relationship',
      relationTo: 'schools',
      index: true,
      admin: { description: 'A school’s own word, seen only there.' },
    },
    { name: 'createdBy', type: 'relationship', relationTo: 'users' },
    { name: 'seedKey', type: 'text', unique: true, admin: { readOnly: true } },
  ],
}
