import { z } from 'zod'
import { input } from '../../lib/api/define-endpoint'
import { ZId, ZName } from '../school/common.schema'

export const ZEmail = z.string().trim().toLowerCase().email('Enter an email address').max(254)
export const ZUsername = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]{2,39}$/, 'Use 3 to 40 letters, digits, dots, dashes or underscores')

export const ZNewTeacher = input({
  name: ZName(),
  email: ZEmail,
  username: ZUsername.optional(),
  password: z.string().min(1, 'Give a password').max(256),
  admin: z.boolean().optional(),
})

export const ZTeacherChanges = input({ name: ZName().optional(), email: ZEmail.optional(), username: ZUsername.optional() }).refine(
  (v) => Object.values(v).some((x) => x !== undefined),
  { message: 'Give at least one thing to change' },
)

/** A member of the school's staff (lib/school/views.ts `TeacherView`). */
export const ZTeacher = z.object({
  id: ZId,
  name: z.string().nullable(),
  username: z.string().nullable(),
  email: z.string().nullable(),
  admin: z.boolean().describe('An admin of this school'),
  experimental: z.boolean().describe('Experimental features on'),
  current: z.boolean().describe('This is the school they manage now (staff may work at several)'),
})

/** A teacher waiting for an admin to approve their request to join the school. */
export const ZJoinRequest = z.object({
  id: ZId,
  name: z.string().nullable(),
  username: z.string().nullable(),
  email: z.string().nullable(),
})
