import { superuser } from '../../access'
import { imitatingSuperuser } from '../../access/imitating'
import { defineEndpoint, input } from '../../lib/api/define-endpoint'
import { AppError } from '../../lib/api/errors'
import { startImitation } from '../../lib/auth/imitation'
import { toSessionUser } from '../../lib/auth/session-user'
import {
  clearedSessionCookie,
  extractToken,
  findSessionUserById,
  hashToken,
  IMITATION_LIFETIME_MS,
  imitatorSessionOf,
  revokeSession,
  sessionCookie,
  sessionDb,
} from '../../lib/auth/sessions'
import { env } from '../../lib/env'
import { readCookie } from '../../lib/http/cookies'
import * as ids from '../../lib/api/ids'
import { ZSignedIn } from '../auth/auth.schema'
import { ZImitationStopped } from './superuser.schema'

/** Where a cookie-signed-in superuser's own token waits while they imitate (only the stop call reads it). */
const IMITATOR_COOKIE = '_inkwell_imitator_'
const IMITATION_PATH = '/api/superuser/imitateuser'

const withCookies = (body: unknown, cookies: string[]) => {
  const headers = new Headers({ 'Cache-Control': 'no-store' })
  for (const cookie of cookies) headers.append('Set-Cookie', cookie)
  return Response.json(body, { status: 200, headers })
}

const imitatorCookie = (token: string, expiresAt: Date, secure: boolean) =>
  [
    `${IMITATOR_COOKIE}=${encodeURIComponent(token)}`,
    `Path=${IMITATION_PATH}`,
    `Expires=${expiresAt.toUTCString()}`,
    'HttpOnly',
    'SameSite=Strict',
    ...(secure ? ['Secure'] : []),
  ].join('; ')
const clearedImitatorCookie = () =>
  `${IMITATOR_COOKIE}=; Path=${IMITATION_PATH}; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Strict`

/**
 * POST superuser/imitateuser {user_id}: a superuser acts as another user. The session is re-checked on every
 * request (its superuser and their own session must still be live; lib/auth/sessions.ts) and audited.
 */
export const imitateStart = defineEndpoint({
  id: 'superuser.imitateuser.start',
  method: 'post',
  path: 'superuser/imitateuser',
  access: superuser,
  body: input({ user_id: ids.id('a user') }),
  transaction: false,
  response: ZSignedIn,
  description: `A superuser acts as another user, to see what they see and help them. The answer is a new session of that user (its session cookie is set) whose \`user.imitatingUser\` names the superuser; it lasts ${IMITATION_LIFETIME_MS / 60_000} minutes and is never renewed, ends when the superuser’s own session does, and every request made in it is written to the audit log with both ids before it is answered. It never changes credentials or second factors (403). Superusers cannot be imitated (403); imitating from an imitation is 409. The superuser’s own session stays as it was: a cookie-signed-in superuser’s token waits in a cookie only \`DELETE superuser/imitateuser\` reads.`,
  handler: async ({ payload, req, user, body }) => {
    const { body: answer, cookie } = await startImitation({ payload, req, user }, body.user_id)
    const own = extractToken(req.headers)
    const cookies = [cookie]
    if (own?.from === 'cookie')
      cookies.push(imitatorCookie(own.token, new Date(Date.now() + IMITATION_LIFETIME_MS), env.publicUrl.startsWith('https://')))
    return withCookies(answer, cookies)
  },
})

/** DELETE superuser/imitateuser: back to the superuser's own session (the one that started it; no new session is made). */
export const imitateStop = defineEndpoint({
  id: 'superuser.imitateuser.stop',
  method: 'delete',
  path: 'superuser/imitateuser',
  access: imitatingSuperuser,
  transaction: false,
  response: ZImitationStopped,
  description:
    'Ends the imitation session and returns to the superuser’s own session (the one that started it; no new session is made). A client holding its own token goes on using it; a cookie-signed-in one gets its own session cookie back. If that session has ended meanwhile, so has the imitation (401).',
  handler: async ({ payload, req, user }) => {
    const db = sessionDb(payload)
    const ownSessionId = await imitatorSessionOf(db, user.session.id)
    await revokeSession(payload, req, user.session.id)
    const own = ownSessionId ? await findSessionUserById(db, ownSessionId) : null
    if (!own) throw new AppError('UNAUTHORISED', { message: 'Your own session has ended: sign in again' })
    const cookies = [clearedImitatorCookie()]
    const kept = readCookie(req.headers.get('cookie'), IMITATOR_COOKIE)
    if (kept && hashToken(kept) === own.tokenHash)
      cookies.push(sessionCookie(kept, new Date(own.user.session.expiresAt), env.publicUrl.startsWith('https://')))
    else if (extractToken(req.headers)?.from === 'cookie') cookies.push(clearedSessionCookie())
    return withCookies({ expiresAt: new Date(own.user.session.expiresAt).toISOString(), user: toSessionUser(own.user) }, cookies)
  },
})
