import type { CollectionConfig } from 'payload'
import { superuserOnly } from './access'

/** Errors the clients report (POST error_report), for support to read beside the server's logs. */
export const ErrorReports: CollectionConfig = {
  slug: 'error-reports',
  admin: { group: 'System', useAsTitle: 'message' },
  access: { read: superuserOnly, create: () => false, update: () => false, delete: superuserOnly },
  fields: [
    { name: 'message', type: 'text', required: true },
    { name: 'reference', type: 'text', index: true },
    { name: 'details', type: 'json' },
    { name: 'url', type: 'text' },
    { name: 'clientType', type: 'text' },
    { name: 'clientVersion', type: 'text' },
    { name: 'user', type: 'relationship', relationTo: 'users' },
  ],
}
