/** What the superusers' calls on other accounts answer. */
import { z } from 'zod'
import { ZSessionUser } from '../auth/auth.schema'
import { ZMfaStatus } from '../mfa/mfa.schema'
import { ZId, ZTime } from '../school/common.schema'

/** A user's second factors after a superuser changed them. */
export const ZUserMfa = z.object({ id: ZId.describe('The user'), mfa: ZMfaStatus })

/** DELETE superuser/imitateuser: back in the superuser's own session. */
export const ZImitationStopped = z.object({
  expiresAt: ZTime.describe('When the superuser’s own session ends'),
  user: ZSessionUser.describe('The superuser'),
})
