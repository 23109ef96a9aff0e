import type { CollectionConfig } from 'payload'
import { normaliseSsoTenants, validateSsoTenants } from '../services/sso-tenants'
import { fieldsWithAccess, schoolAdminOfDoc, superuserField, superuserOnly, userOf } from './access'

export const ACCOUNT_REGIONS = ['GB', 'AU', 'IE', 'IN', 'NZ', 'US', 'ZA', 'CA', 'HK', 'PK'] as const
export const FONT_PREFERENCES = ['default', 'dyslexic'] as const

/** A school admin's setting: written by whoever the collection's update rule lets in (the school's admins). */
const ADMIN_SETTING = {}

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
  // A school admin's settings are name, region, locale, DfE number and settings (lib/school/schools.ts
  // schoolData); every other field is written by superusers or the server's own operations only, and the
  // join code (a credential) is read only by the school's admins and superusers, through every door
  // (collection REST, `depth` population of users, `where` filters).
  fields: fieldsWithAccess(
    [
      { name: 'name', type: 'text', required: true, index: true, access: ADMIN_SETTING },
      {
        name: 'code',
        type: 'text',
        unique: true,
        index: true,
        access: { read: schoolAdminOfDoc, create: superuserField, update: superuserField },
        admin: { description: 'Join code teachers use to join the school (lib/school/join-codes.ts). Empty: nobody can join by code.' },
      },
      { name: 'accountRegion', type: 'select', required: true, defaultValue: 'GB', options: [...ACCOUNT_REGIONS], access: ADMIN_SETTING },
      { name: 'locale', type: 'text', defaultValue: 'en_GB', access: ADMIN_SETTING },
      { name: 'settings', type: 'group', fields: [{ name: 'fontPreference', type: 'text' }], access: ADMIN_SETTING },
      {
        name: 'dfeNumber',
        type: 'text',
        index: true,
        access: ADMIN_SETTING,
        admin: { description: 'The school’s DfE number (URN) in England, when it has one.' },
      },
      {
        name: 'subscribedUntil',
        type: 'date',
        index: true,
        admin: { description: 'End of the current paid subscription (kept by the subscriptions work).' },
      },
      {
        name: 'stagesIncrementedAt',
        type: 'date',
        admin: { readOnly: true, description: 'Last end-of-year move up of every pupil’s stages.' },
      },
      { name: 'createdBy', type: 'relationship', relationTo: 'users', admin: { readOnly: true } },
      {
        // Binds sign-in through a provider to this school (endpoints/auth/sso.ts): set by superusers only.
        name: 'ssoTenants',
        type: 'json',
        access: { read: schoolAdminOfDoc, create: superuserField, update: superuserField },
        validate: (value: unknown) => validateSsoTenants(value),
        hooks: { beforeValidate: [({ value }) => normaliseSsoTenants(value)] },
        admin: {
          description:
            'The school’s tenant at each sign-in provider, e.g. {"wonde": "oakfield", "snapplify": "oakfield.example.org"} (services/sso-tenants.ts).',
        },
      },
    ],
    { create: superuserField, update: superuserField },
  ),
}
