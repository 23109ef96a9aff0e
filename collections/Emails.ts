import type { CollectionConfig } from 'payload'
import { superuserOnly } from './access'

/**
 * Every email the local SMTP catcher received (development and tests): staff can read what was sent, and
 * tests read codes and links from here. Only with INKWELL_LOCAL_SERVICES=1; otherwise mail leaves through SMTP_URL and
 * nothing is stored.
 */
export const Emails: CollectionConfig = {
  slug: 'emails',
  admin: { useAsTitle: 'subject', group: 'System', defaultColumns: ['to', 'subject', 'type', 'createdAt'] },
  access: { read: superuserOnly, create: () => false, update: () => false, delete: superuserOnly },
  fields: [
    { name: 'to', type: 'text', required: true, index: true },
    { name: 'from', type: 'text' },
    { name: 'subject', type: 'text' },
    { name: 'type', type: 'text', index: true, admin: { description: 'What the email is for (X-Inkwell-Email-Type).' } },
    { name: 'text', type: 'textarea' },
    { name: 'html', type: 'textarea' },
  ],
}
