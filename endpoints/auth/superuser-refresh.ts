import { superuser } from '../../access'
import { defineEndpoint } from '../../lib/api/define-endpoint'
import { AppError } from '../../lib/api/errors'
import { findUserById } from '../../lib/auth/sessions'
import { toSessionUser } from '../../lib/auth/session-user'
import { poolDb } from '../../lib/data/db'
import * as ids from '../../lib/api/ids'
import { ZUserAnswer } from './auth.schema'

export const ZUserIdParams = ids.idParams('a user')

/** POST superuser/users/{id}/refresh: a superuser re-reads another user's session view (after changing them). */
export const superuserRefresh = defineEndpoint({
  id: 'superuser.users.refresh',
  method: 'post',
  path: 'superuser/users/{id}/refresh',
  access: superuser,
  params: ZUserIdParams,
  response: ZUserAnswer,
  description: 'The session user another user would see now (after a superuser changed their account), without touching their sessions.',
  handler: async ({ payload, params }) => {
    const user = await findUserById(poolDb(payload, 'a superuser looks at any user, in any school'), params.id)
    if (!user) throw new AppError('NOT_FOUND', { message: `No user with id ${params.id}` })
    return { user: toSessionUser(user) }
  },
})
