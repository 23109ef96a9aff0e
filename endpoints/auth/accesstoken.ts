import { z } from 'zod'
import { anyone } from '../../access'
import { defineEndpoint, input, json } from '../../lib/api/define-endpoint'
import { AppError } from '../../lib/api/errors'
import { consumeToken } from '../../lib/auth/one-time-tokens'
import { startSession } from '../../lib/auth/sign-in'
import { ZSignedIn } from './auth.schema'

/** GET accesstoken?access_token=…: a one-time access token from the auth site's access-token page, for a session. */
export const accessToken = defineEndpoint({
  id: 'auth.accesstoken',
  method: 'get',
  path: 'accesstoken',
  access: anyone,
  query: input({ access_token: z.string().min(1, 'The access token is missing').max(200) }),
  response: ZSignedIn,
  description:
    'Exchanges a one-time access token, issued by the auth site to a signed-in user, for a session of this product, and sets the session cookie. The token works once; an unknown, used or expired one is 401. The session it was issued to had given every factor, so no second factor is asked for.',
  handler: async ({ payload, req, query }) => {
    const token = await consumeToken(payload, req, 'access', query.access_token, 'This sign-in link has expired or was already used').catch(
      (err) => {
        throw err instanceof AppError && err.code === 'NOT_FOUND'
          ? new AppError('UNAUTHORISED', { message: err.message, authHint: 'login' })
          : err
      },
    )
    // The token was issued to a session that had passed every factor: this one needs none again.
    const { body, cookie } = await startSession({ payload, req, userId: token.userId!, skipSecondFactor: true })
    return json(body, { headers: { 'Set-Cookie': cookie } })
  },
})
