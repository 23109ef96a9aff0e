import type { CollectionConfig } from 'payload'
import { superuserOnly } from '../access'
import { PAGE_BLOCKS } from './blocks'
import { RESOURCE_CATEGORIES } from './fields'

/**
 * The marketing site's pages. The slug is the path after the locale (`pricing`, `resource/grapheme-mat`,
 * `browse/phonics`; `home` is `/`). Title, description and blocks are localised; a locale left empty
 * reads en-gb's. Anyone may read; staff edit in /admin and the site shows a change on the next request.
 */
export const Pages: CollectionConfig = {
  slug: 'pages',
  labels: { singular: 'Page', plural: 'Pages' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'slug', 'updatedAt'],
    group: 'Marketing site',
    description: 'Every page of the public site, in every region. Regions without their own wording read the United Kingdom’s.',
    listSearchableFields: ['slug', 'title'],
  },
  access: {
    // Pages that require sign-in are for signed-in visitors (any role) through every door, as on the site.
    read: ({ req }) => (req.user ? true : { requiresSignIn: { not_equals: true } }),
    create: superuserOnly,
    update: superuserOnly,
    delete: superuserOnly,
  },
  fields: [
    { name: 'title', type: 'text', required: true, localized: true },
    {
      name: 'description',
      type: 'textarea',
      required: true,
      localized: true,
      admin: { description: 'One or two sentences for search results and link previews.' },
    },
    {
      name: 'slug',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      validate: (value: unknown) =>
        typeof value === 'string' && /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*$/.test(value)
          ? true
          : 'Lower-case words joined by hyphens, with / between parts (pricing, resource/grapheme-mat)',
      admin: { position: 'sidebar', description: 'The address after the region: pricing, resource/grapheme-mat; home is the home page.' },
    },
    {
      name: 'requiresSignIn',
      type: 'checkbox',
      defaultValue: false,
      admin: { position: 'sidebar', description: 'Visitors who are not signed in are sent to the sign-in page.' },
    },
    {
      name: 'resourceCategory',
      type: 'select',
      options: [...RESOURCE_CATEGORIES],
      admin: { position: 'sidebar', description: 'For resource pages: where Resources lists it.' },
    },
    {
      name: 'layout',
      type: 'blocks',
      localized: true,
      blocks: PAGE_BLOCKS,
      admin: { description: 'The page, top to bottom. Left empty in a region, the United Kingdom’s blocks show.' },
    },
  ],
}
