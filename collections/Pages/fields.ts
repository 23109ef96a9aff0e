import type { Field } from 'payload'

/** A link editors type as a site path (`/pricing`, shown under the visitor's locale) or a full URL. */
export const linkField = (name: string, label: string, required = false): Field => ({
  name,
  label,
  type: 'group',
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'label', type: 'text', required, admin: { width: '50%' } },
        {
          name: 'href',
          type: 'text',
          required,
          admin: { width: '50%', description: 'A site path such as /pricing, or a full https:// address.' },
        },
      ],
    },
  ],
})

/** Icons the site draws itself (no uploads needed). */
export const ICONS = [
  'book',
  'letters',
  'pencil',
  'chart',
  'star',
  'heart',
  'headphones',
  'device',
  'calendar',
  'school',
  'puzzle',
  'shield',
] as const

export const RESOURCE_CATEGORIES = ['phonics', 'spelling', 'maths', 'reading'] as const
