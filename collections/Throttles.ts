import type { CollectionConfig } from 'payload'

/** Failure counters for sign-in throttling, per account and per school (lib/auth/throttle.ts). */
export const Throttles: CollectionConfig = {
  slug: 'throttles',
  admin: { hidden: true },
  access: { read: () => false, create: () => false, update: () => false, delete: () => false },
  fields: [
    { name: 'key', type: 'text', required: true, unique: true, index: true },
    { name: 'failures', type: 'number', required: true, defaultValue: 0 },
    { name: 'windowStartedAt', type: 'date' },
    { name: 'blockedUntil', type: 'date' },
  ],
}
