import { z } from 'zod'
import { superuser } from '../../access'
import { imitatingSuperuser } from '../../access/imitating'
import { defineEndpoint, input, json } from '../../lib/api/define-endpoint'
import { AppError } from '../../lib/api/errors'
import { revokeSession } from '../../lib/auth/sessions'
import { startSession } from '../../lib/auth/sign-in'
import * as ids from '../../lib/api/ids'

const audit = (payload: any, actorId: number, subjectId: number, action: string, status: number) =>
  payload.db.pool.query('INSERT INTO audit_log (actor_id, subject_id, action, status, updated_at, created_at) VALUES ($1, $2, $3, $4, now(), now())', [
    actorId,
    subjectId,
    action,
    status,
  ])

/**
 * POST superuser/imitateuser {user_id}: a superuser acts as another user (to see what they see and help
 * them). The new session carries `imitatingUser`; everything done in it is audited with both ids.
 * Another superuser cannot be imitated. The superuser's own session stays as it was.
 */
export const imitateStart = defineEndpoint({
  id: 'superuser.imitateuser.start',
  method: 'post',
  path: 'superuser/imitateuser',
  access: superuser,
  body: input({ user_id: ids.id('a user') }),
  transaction: false,
  handler: async ({ payload, req, user, body }) => {
    if (user.session.imitator) throw new AppError('CONFLICT', { message: 'Stop imitating before imitating someone else' })
    const { rows } = await (payload.db as any).pool.query('SELECT id, role FROM users WHERE id = $1', [body.user_id])
    const target = rows[0]
    if (!target) throw new AppError('NOT_FOUND', { message: `No user with id ${body.user_id}` })
    if (target.role === 'superuser') throw new AppError('FORBIDDEN', { message: 'Superusers cannot be imitated' })
    const { body: answer, cookie } = await startSession({ payload, req, userId: target.id, imitatorId: user.id, skipSecondFactor: true })
    await audit(payload, user.id, target.id, 'imitation started', 200)
    return json(answer, { headers: { 'Set-Cookie': cookie } })
  },
})

/** DELETE superuser/imitateuser: ends the imitation session and signs the superuser back in as themself. */
export const imitateStop = defineEndpoint({
  id: 'superuser.imitateuser.stop',
  method: 'delete',
  path: 'superuser/imitateuser',
  access: imitatingSuperuser,
  transaction: false,
  handler: async ({ payload, req, user }) => {
    const imitator = user.session.imitator!
    await revokeSession(payload, req, user.session.id)
    const { body, cookie } = await startSession({ payload, req, userId: imitator.id, skipSecondFactor: true })
    return json(body, { headers: { 'Set-Cookie': cookie } })
  },
})
