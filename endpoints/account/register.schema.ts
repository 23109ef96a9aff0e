import { z } from 'zod'
import { input } from '../../lib/api/define-endpoint'
import { ZEmail, ZLocale, ZName, ZNewPassword, ZUsername } from '../../lib/auth/account-fields'

/** POST users: teachers and parents register with an email address. */
export const ZRegisterRequest = input({
  name: ZName,
  email: ZEmail,
  password: ZNewPassword,
  role: z.enum(['teacher', 'parent'], { error: 'Choose teacher or parent' }),
  locale: ZLocale.optional(),
})
export type TRegisterRequest = z.infer<typeof ZRegisterRequest>

/** POST users/learner: learners register with a username. */
export const ZRegisterLearnerRequest = input({
  name: ZName,
  username: ZUsername,
  password: ZNewPassword,
  locale: ZLocale.optional(),
})
export type TRegisterLearnerRequest = z.infer<typeof ZRegisterLearnerRequest>
