import { z } from 'zod'
import { input } from '../../lib/api/define-endpoint'
import { ZEmail, ZKey, ZLocale, ZName, ZNewPassword, ZUsername } from '../../lib/auth/account-fields'
import { ZId, ZTime } from '../school/common.schema'

/** A new parent account; left out when the caller is the signed-in parent. */
const ZParent = input({ name: ZName, email: ZEmail, password: ZNewPassword })
/** A new learner account. */
const ZLearner = input({ name: ZName, username: ZUsername, password: ZNewPassword })
/** An existing learner account, proved by its sign-in details. */
const ZLearnerCredentials = input({
  username: z.string().trim().min(1, 'Enter the learner’s username').max(254),
  password: z.string().min(1, 'Enter the learner’s password').max(1024),
})

const changesSomething = (value: Record<string, unknown>) => Object.keys(value).some((key) => key !== 'token' && value[key] !== undefined)
const NOTHING_TO_CHANGE = { message: 'Give at least one detail to change' }

/** PUT users/parent-learner. */
export const ZParentLearnerRequest = input({ parent: ZParent.optional(), learner: ZLearner, locale: ZLocale.optional() })
export type TParentLearnerRequest = z.infer<typeof ZParentLearnerRequest>

/** PATCH users/parent-learner: the registration token and the details to correct. */
export const ZParentLearnerAmendment = input({
  token: ZKey,
  parent: ZParent.partial().optional(),
  learner: ZLearner.partial().optional(),
  locale: ZLocale.optional(),
}).refine(changesSomething, NOTHING_TO_CHANGE)

/** PUT users/parent-learner/adopt. */
export const ZAdoptRequest = input({ parent: ZParent.optional(), learner: ZLearnerCredentials, locale: ZLocale.optional() })

/** PATCH users/parent-learner/adopt: only the parent's details and the locale can change. */
export const ZAdoptAmendment = input({ token: ZKey, parent: ZParent.partial().optional(), locale: ZLocale.optional() }).refine(
  changesSomething,
  NOTHING_TO_CHANGE,
)

/** The registration token, in the body (POST) or the query (GET, DELETE). */
export const ZRegistrationToken = input({ token: ZKey })

/** The learner of a registration: null `id` until the parent confirms and the account exists. */
export const ZRegistrationLearner = z.object({
  id: ZId.nullable(),
  name: z.string().nullable(),
  username: z.string(),
})

/** A parent-learner registration as the registering device follows it. */
export const ZRegistration = z.object({
  type: z.enum(['new', 'adopt']).describe('`new`: a new learner account; `adopt`: an existing one'),
  status: z
    .enum(['pending', 'verified', 'cancelled', 'expired'])
    .describe('`pending` until the parent confirms by email (`verified`), or it is cancelled, or it lapses unconfirmed (`expired`)'),
  expiresAt: ZTime.describe(
    'While pending, when the registration lapses; once verified, until when the learner can be signed in with the token',
  ),
  parentEmail: z.string().describe('Where the confirmation was sent'),
  learner: ZRegistrationLearner,
})

/** A registration just begun, with its token: the registering device's only handle on it (never shown to anyone else). */
export const ZNewRegistration = ZRegistration.extend({
  token: z.string().describe('The registration token, for `…/verification`, the amending PATCH and `auth/verified-learner`'),
})
