import { z } from 'zod'
import { anyone, teacher } from '../../access'
import { defineEndpoint, input } from '../../lib/api/define-endpoint'
import { EXISTENCE_CHECKS_PER_WINDOW, takeAllowance } from '../../lib/auth/throttle'
import { identifierExists, suggestDisplayNames, suggestUsername } from '../../lib/school/pupils'
import { ZExists } from '../school/common.schema'

/** GET users/displayname?amount=: `{ names }`, pseudonymous display names (`Brave Otter`) unused in the school. */
export const pupilsDisplayName = defineEndpoint({
  id: 'pupils.displayname',
  method: 'get',
  path: 'users/displayname',
  access: teacher,
  query: input({ amount: z.coerce.number().int().min(1).max(50, 'At most 50 at a time').default(1) }),
  example: { query: { amount: '3' } },
  description:
    'Pseudonymous display names (`Brave Otter`) that no pupil of the school has, for pupils who should not be known by their real names.',
  response: z.object({ names: z.array(z.string()) }),
  handler: ({ payload, req, user, query }) => suggestDisplayNames({ payload, req, user }, query.amount),
})

/**
 * GET users/exists?username= | email= | school_username=: `{ exists }`. School usernames are unique within
 * a school, so that form is for signed-in staff and looks in their school.
 */
export const pupilsUsernameExists = defineEndpoint({
  id: 'pupils.username_exists',
  method: 'get',
  path: 'users/exists',
  access: anyone,
  query: input({
    username: z.string().trim().min(1).max(100).optional(),
    email: z.string().trim().min(1).max(254).optional(),
    school_username: z.string().trim().min(1).max(40).optional(),
  }).refine((q) => [q.username, q.email, q.school_username].filter((v) => v !== undefined).length === 1, {
    message: 'Give one of username, email or school_username',
  }),
  example: { query: { username: 'nobody-here' } },
  description:
    'Whether an account uses this username or email (case does not matter), or (signed-in staff only, otherwise 422) whether a pupil of their school has this school username. Anyone may ask; throttled per source (429).',
  response: ZExists,
  handler: async ({ payload, req, user, query }) => {
    // Tells whether an account exists: throttled per source (counted in the database, across processes).
    await takeAllowance(payload, 'user-exists', EXISTENCE_CHECKS_PER_WINDOW)
    return identifierExists({ payload, req, user }, query)
  },
})

/** GET users/generate?name=: `{ username }`, a free school username (from the name when given). */
export const pupilsGenerateUsername = defineEndpoint({
  id: 'pupils.generate_username',
  method: 'get',
  path: 'users/generate',
  access: teacher,
  query: input({ name: z.string().trim().max(100).optional() }),
  example: { query: { name: 'Ada Lovelace' } },
  description:
    'A school username no pupil of the school has (deleted pupils keep theirs for 30 days): from the name when given (`adal`), else from the safe word list.',
  response: z.object({ username: z.string() }),
  handler: ({ payload, req, user, query }) => suggestUsername({ payload, req, user }, query.name || undefined),
})
