import type { CollectionConfig } from 'payload'
import { superuserOnly, userOf } from './access'

/**
 * Classes ("groups" in the API) and their subgroups (one level: a subgroup's `parent` is a class). Pupils
 * and teachers are hasMany relationships, stored in `groups_rels` (path `pupils` or `teachers`, `users_id`);
 * the school-management operations (lib/school/groups.ts) change memberships there directly.
 */
export const Groups: CollectionConfig = {
  slug: 'groups',
  admin: { useAsTitle: 'name', group: 'Schools' },
  access: {
    // The school's staff; a pupil's own classes reach them through the player's calls, never other classes' members.
    read: ({ req }) => {
      const user = userOf(req)
      if (!user) return false
      if (user.role === 'superuser') return true
      return user.school && (user.role === 'teacher' || user.role === 'school_admin') ? { school: { equals: user.school.id } } : false
    },
    // Staff change classes only through the school-management calls, which check the school themselves;
    // Payload's own REST for groups stays with superusers.
    create: superuserOnly,
    update: superuserOnly,
    delete: superuserOnly,
  },
  fields: [
    { name: 'name', type: 'text', required: true },
    { name: 'school', type: 'relationship', relationTo: 'schools', required: true, index: true },
    { name: 'parent', type: 'relationship', relationTo: 'groups', index: true, admin: { description: 'Set for a subgroup.' } },
    { name: 'teachers', type: 'relationship', relationTo: 'users', hasMany: true },
    { name: 'pupils', type: 'relationship', relationTo: 'users', hasMany: true },
  ],
}
