import { z } from 'zod'
import { input } from '../../lib/api/define-endpoint'
import { ZName } from '../school/common.schema'

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
