import type { CollectionConfig } from 'payload'
import { superuserOnly } from '../access'

/**
 * Homework: work set by a school's teachers for classes and pupils, open from `startsAt` until `dueAt`.
 * What is to be done is a list of items (`homework-items`), each naming a product (`spelling`, later
 * `number`, `quiz` …) and a record of that product (a word list, a question set …), so products plug in
 * without changing this collection: see lib/homework/products/. Who it is for is the pupils of `groups`
 * (read when asked, so a pupil joining the class gets it) plus `pupils`, less `excludedPupils`.
 *
 * Every call goes through lib/homework (which checks the school); Payload's own REST stays with superusers.
 */
export const Homework: CollectionConfig = {
  slug: 'homework',
  labels: { singular: 'Homework', plural: 'Homework' },
  admin: { useAsTitle: 'title', group: 'Schools', defaultColumns: ['title', 'school', 'startsAt', 'dueAt'] },
  access: { read: superuserOnly, create: superuserOnly, update: superuserOnly, delete: superuserOnly },
  indexes: [{ fields: ['school', 'dueAt'] }],
  fields: [
    { name: 'title', type: 'text', required: true },
    { name: 'notes', type: 'textarea' },
    { name: 'school', type: 'relationship', relationTo: 'schools', required: true, index: true },
    { name: 'setBy', type: 'relationship', relationTo: 'users' },
    {
      name: 'set',
      type: 'relationship',
      relationTo: 'homework-sets',
      index: true,
      admin: { description: 'The homework set it belongs to, if any.' },
    },
    { name: 'startsAt', type: 'date', required: true },
    { name: 'dueAt', type: 'date', required: true },
    { name: 'groups', type: 'relationship', relationTo: 'groups', hasMany: true },
    { name: 'pupils', type: 'relationship', relationTo: 'users', hasMany: true, admin: { description: 'Pupils it is set for by name.' } },
    {
      name: 'excludedPupils',
      type: 'relationship',
      relationTo: 'users',
      hasMany: true,
      admin: { description: 'Pupils of its classes it is not for.' },
    },
    {
      name: 'teachers',
      type: 'relationship',
      relationTo: 'users',
      hasMany: true,
      admin: { description: 'Teachers who look after it (and may change it).' },
    },
  ],
}

/**
 * One thing to do in a homework: `product` is a key of the product registry (lib/homework/products), `ref`
 * the id of that product's record (a word list for spelling) and `settings` that product's options (for
 * spelling `{ difficulty, test }`), checked by the product's own schema. Text, not a select, so that a new
 * product needs no schema change.
 */
export const HomeworkItems: CollectionConfig = {
  slug: 'homework-items',
  admin: { group: 'Schools' },
  access: { read: superuserOnly, create: superuserOnly, update: superuserOnly, delete: superuserOnly },
  indexes: [{ fields: ['product', 'ref'] }],
  fields: [
    { name: 'homework', type: 'relationship', relationTo: 'homework', required: true, index: true },
    { name: 'product', type: 'text', required: true },
    { name: 'ref', type: 'number', required: true },
    { name: 'settings', type: 'json', defaultValue: {} },
    { name: 'position', type: 'number', defaultValue: 0 },
  ],
}

/** A homework set (`homework/multi`): several homework, say a term of weekly lists, followed together. */
export const HomeworkSets: CollectionConfig = {
  slug: 'homework-sets',
  admin: { useAsTitle: 'name', group: 'Schools' },
  access: { read: superuserOnly, create: superuserOnly, update: superuserOnly, delete: superuserOnly },
  fields: [
    { name: 'name', type: 'text', required: true },
    { name: 'school', type: 'relationship', relationTo: 'schools', required: true, index: true },
    { name: 'setBy', type: 'relationship', relationTo: 'users' },
  ],
}

export const homeworkCollections = [Homework, HomeworkItems, HomeworkSets]
