import type { Payload, PayloadRequest } from 'payload'
import { AppError } from '../api/errors'
import { env } from '../env'
import { verifyPassword } from './passwords'
import { createSession, findSessionUser, sessionCookie } from './sessions'
import { toSessionUser } from './session-user'

/** Signs in with a username or email and a password; the answer never says which of the two was wrong. */
export async function signInWithPassword({
  payload,
  req,
  username,
  password,
}: {
  payload: Payload
  req: PayloadRequest
  username: string
  password: string
}) {
  const pool = (payload.db as any).pool
  const { rows } = await pool.query({
    name: 'inkwell-sign-in-lookup',
    text: `SELECT id, password_hash FROM users WHERE username = $1 OR lower(email) = lower($1) ORDER BY (username = $1) DESC LIMIT 1`,
    values: [username],
  })
  const candidate = rows[0]
  const ok = await verifyPassword(candidate?.password_hash, password)
  if (!candidate || !ok) throw new AppError('INVALID_CREDENTIALS', { authHint: 'login' })
  return startSession({ payload, req, userId: candidate.id })
}

/** Creates a session and answers what every sign-in answers: the token, the session user and the cookie. */
export async function startSession({ payload, req, userId, imitatorId }: { payload: Payload; req: PayloadRequest; userId: number; imitatorId?: number }) {
  const clientType = req.headers.get('x-client-type')
  const { token, expiresAt } = await createSession(payload, req, { userId, imitatorId, clientType })
  // Read back through the query the strategy uses; sign-in writes one row, so it runs outside a transaction.
  const user = await findSessionUser((payload.db as any).pool, token)
  if (!user) throw new AppError('INTERNAL', { message: 'Session was not readable after sign-in' })
  const secure = env.publicUrl.startsWith('https://')
  return {
    body: { token, expiresAt: expiresAt.toISOString(), user: toSessionUser(user) },
    cookie: sessionCookie(token, expiresAt, secure),
  }
}
