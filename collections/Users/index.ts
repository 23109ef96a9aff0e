import type { CollectionBeforeChangeHook, CollectionConfig } from 'payload'
import { ROLES } from '../../lib/roles'
import { STAGE_MAX, STAGE_MIN } from '../../lib/school/stages'
import { sessionStrategy } from '../../lib/auth/strategy'
import { fieldsWithAccess, noField, sameSchoolOrSelf, superuserField, superuserOnly, userOf } from '../access'

/** Keeps `nameSort` (the name in lower case) in step with `name`; SQL writers of names set it themselves. */
export const keepNameSort: CollectionBeforeChangeHook = ({ data }) => {
  if (typeof data.name === 'string') data.nameSort = data.name.toLowerCase()
  else if (data.name === null) data.nameSort = null
  return data
}

/** Secrets: nobody reads or writes them through Payload's API, superusers included. */
const SECRET = { read: noField, create: noField, update: noField }

/**
 * Everyone who signs in: staff, pupils, parents, learners and anonymous players. Passwords are argon2id
 * hashes kept in `passwordHash`, never readable through the API; sessions are the `sessions` collection.
 */
export const Users: CollectionConfig = {
  slug: 'users',
  auth: {
    // Sign-in, sessions and hashing are Inkwell's own (lib/auth); Payload only runs the strategy.
    disableLocalStrategy: true,
    strategies: [sessionStrategy],
  },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'username', 'email', 'role', 'school'],
    group: 'Schools',
  },
  access: {
    admin: ({ req }) => userOf(req)?.role === 'superuser',
    read: sameSchoolOrSelf('school'),
    // People are created by registration, school management and seeding (their own operations), never
    // through the collection REST: POST users is the catalogue's registration call.
    create: () => false,
    update: superuserOnly,
    delete: superuserOnly,
  },
  // Deleting a user is a soft delete (`deletedAt`), kept 30 days for recovery (lib/school/deleted-users.ts).
  trash: true,
  indexes: [
    { fields: ['school', 'schoolUsername'], unique: true },
    // Pupil lists page by name within a school (lib/school/pupils.ts).
    { fields: ['school', 'nameSort'] },
  ],
  hooks: { beforeChange: [keepNameSort] },
  // Through Payload's API only superusers write people (role, school, memberships … are nobody else's to
  // set); secrets (password hash, second-factor secrets, backup codes, sign-in key hash) are read and
  // written by nobody through it: lib/auth uses SQL or the Local API with overrideAccess.
  fields: fieldsWithAccess(
    [
      { name: 'name', type: 'text' },
      { name: 'username', type: 'text', unique: true, index: true },
      { name: 'email', type: 'email', unique: true, index: true },
      { name: 'role', type: 'select', required: true, defaultValue: 'learner', options: ROLES.map((r) => ({ label: r, value: r })) },
      { name: 'tester', type: 'checkbox', defaultValue: false },
      { name: 'school', type: 'relationship', relationTo: 'schools', index: true },
      { name: 'schoolUsername', type: 'text', admin: { description: 'Unique within the school; how pupils sign in.' } },
      { name: 'passwordHash', type: 'text', hidden: true, access: SECRET },
      { name: 'permissions', type: 'json', defaultValue: [] },
      { name: 'spellingAccessLevel', type: 'select', options: ['full', 'trial'] },
      { name: 'accessLevel', type: 'select', options: ['full', 'trial'] },
      { name: 'hasNumber', type: 'checkbox', defaultValue: false },
      { name: 'hasPhonics', type: 'checkbox', defaultValue: false },
      { name: 'avatar', type: 'textarea', admin: { description: 'Avatar parts and colours as JSON text.' } },
      { name: 'avatarHash', type: 'text' },
      { name: 'locale', type: 'text', defaultValue: 'en_GB' },
      { name: 'settings', type: 'json', defaultValue: {} },
      { name: 'emailVerified', type: 'checkbox', defaultValue: false },
      {
        name: 'parent',
        type: 'relationship',
        relationTo: 'users',
        index: true,
        admin: {
          description: 'A learner’s parent or carer, who confirmed the account by email (parent-learner registration or adoption).',
        },
      },
      { name: 'parentConsentAt', type: 'date', admin: { readOnly: true, description: 'When the parent confirmed.' } },
      {
        name: 'security',
        type: 'group',
        admin: { description: 'Second factors. Secrets are encrypted; backup codes are hashed.' },
        fields: [
          { name: 'emailMfa', type: 'checkbox', defaultValue: false },
          { name: 'totpSecret', type: 'text', hidden: true, access: SECRET },
          { name: 'totpPendingSecret', type: 'text', hidden: true, access: SECRET },
          { name: 'totpEnabled', type: 'checkbox', defaultValue: false },
          { name: 'totpLastStep', type: 'number', hidden: true, access: SECRET },
          { name: 'backupCodes', type: 'json', hidden: true, access: SECRET },
        ],
      },
      { name: 'passwordChangedAt', type: 'date', admin: { readOnly: true } },
      // School management (issue 4): pupils' stages, experimental features, staff memberships, login-card keys.
      {
        name: 'stageSpelling',
        type: 'number',
        min: STAGE_MIN,
        max: STAGE_MAX,
        admin: { description: 'A pupil’s spelling stage (lib/school/stages.ts).' },
      },
      { name: 'stageNumber', type: 'number', min: STAGE_MIN, max: STAGE_MAX, admin: { description: 'A pupil’s number stage.' } },
      { name: 'experimental', type: 'checkbox', defaultValue: false, admin: { description: 'Sees experimental features.' } },
      {
        name: 'memberships',
        type: 'array',
        admin: { description: 'Every school a teacher works at, with whether they are its admin; `school` is the one they manage now.' },
        fields: [
          { name: 'school', type: 'relationship', relationTo: 'schools', required: true, index: true },
          { name: 'admin', type: 'checkbox', defaultValue: false },
          {
            name: 'pending',
            type: 'checkbox',
            defaultValue: false,
            admin: { description: 'Asked to join with the join code; an admin of the school has not approved it yet.' },
          },
        ],
      },
      {
        name: 'nameSort',
        type: 'text',
        admin: { hidden: true, description: 'The name in lower case, for sorting lists (kept by keepNameSort).' },
      },
      {
        name: 'signInKeyHash',
        type: 'text',
        hidden: true,
        index: true,
        access: SECRET,
        admin: { description: 'SHA-256 of the login card’s sign-in key.' },
      },
      { name: 'signInKeyIssuedAt', type: 'date', admin: { readOnly: true } },
      { name: 'externalIds', type: 'json', admin: { description: 'Identities at roster and sign-in providers.' } },
    ],
    { create: superuserField, update: superuserField },
  ),
}
