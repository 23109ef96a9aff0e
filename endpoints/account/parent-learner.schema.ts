import { z } from 'zod'
import { input } from '../../lib/api/define-endpoint'
import { ZEmail, ZKey, ZLocale, ZName, ZNewPassword, ZUsername } from '../../lib/auth/account-fields'

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
