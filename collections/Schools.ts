import type { CollectionConfig } from 'payload'
import { superuserOnly, userOf } from './access'

export const ACCOUNT_REGIONS = ['GB', 'AU', 'IE', 'IN', 'NZ', 'US', 'ZA', 'CA', 'HK', 'PK'] as const
export const FONT_PREFERENCES = ['default', 'dyslexic'] as const

export const Schools: CollectionConfig = {
  slug: 'schools',
  // Schools are managed in the console: the catalogue's GET and PATCH schools/{id} take the paths Payload's
  // admin would use for this collection, so it is not offered there.
  admin: { useAsTitle: 'name', group: 'Schools', hidden: true },
  access: {
    read: ({ req }) => {
      const user = userOf(req)
      if (!user) return false
      if (user.role === 'superuser') return true
      return user.school ? { id: { equals: user.school.id } } : false
    },
    create: superuserOnly,
    update: ({ req }) => {
      const user = userOf(req)
      if (user?.role === 'superuser') return true
      return user?.role === 'school_admin' && user.school ? { id: { equals: user.school.id } } : false
    },
    delete: superuserOnly,
  },
  fields: [
    { name: 'name', type: 'text', required: true, index: true },
    {
      name: 'code',
      type: 'text',
      unique: true,
      index: true,
      admin: { description: 'Join code teachers use to join the school (lib/school/join-codes.ts). Empty: nobody can join by code.' },
    },
    { name: 'accountRegion', type: 'select', required: true, defaultValue: 'GB', options: [...ACCOUNT_REGIONS] },
    { name: 'locale', type: 'text', defaultValue: 'en_GB' },
    { name: 'settings', type: 'group', fields: [{ name: 'fontPreference', type: 'text' }] },
    { name: 'dfeNumber', type: 'text', index: true, admin: { description: 'The school’s DfE number (URN) in England, when it has one.' } },
    { name: 'subscribedUntil', type: 'date', index: true, admin: { description: 'End of the current paid subscription (kept by the subscriptions work).' } },
    { name: 'stagesIncrementedAt', type: 'date', admin: { readOnly: true, description: 'Last end-of-year move up of every pupil’s stages.' } },
    { name: 'createdBy', type: 'relationship', relationTo: 'users', admin: { readOnly: true } },
  ],
}
