/**
 * Login-card sign-in keys: a long random key per pupil, printed as a QR code on the class's login cards,
 * which the player exchanges for a session (POST auth/key). Only its SHA-256 is stored. Issuing keys for a
 * class replaces its pupils' earlier keys; revoking clears them; deleting a pupil clears theirs.
 */
import { randomBytes } from 'node:crypto'
import type { Payload, PayloadRequest } from 'payload'
import { AppError } from '../api/errors'
import { hashToken } from '../auth/sessions'
import { startSession } from '../auth/sign-in'
import { connectionFor } from '../data/connection'
import { env } from '../env'
import { dbFor, groupOfSchool, schoolOf, type SchoolOperation } from './context'
import { resetPasswords } from './pupils'

const keyHash = (key: string) => hashToken(`sign-in-key:${key}`)

/** The pupils of a class (not its deleted ones), by name. */
async function classPupils(op: SchoolOperation, groupId: number) {
  const schoolId = schoolOf(op.user)
  const db = await dbFor(op)
  await groupOfSchool(db, schoolId, groupId)
  const { rows } = await db.query(
    `SELECT DISTINCT u.id, u.name, u.school_username, u.school_id, lower(u.name) AS sort FROM users u
     JOIN groups_rels r ON r.users_id = u.id AND r.parent_id = $1 AND r.path = 'pupils'
     WHERE u.school_id = $2 AND u.role = 'pupil' AND u.deleted_at IS NULL
     ORDER BY lower(u.name), u.id`,
    [groupId, schoolId],
  )
  return { db, schoolId, pupils: rows as { id: number; name: string | null; school_username: string; school_id: number }[] }
}

/** The address a login card's QR code holds: the player, with the key in the fragment (never sent to a server log). */
export const signInKeyUrl = (key: string) => `${env.publicUrl}/play/#key=${key}`

/** POST users/me/school/groups/{id}/pupils/signinkeys: new keys for the class's pupils, answered once. */
export async function issueClassKeys(op: SchoolOperation, groupId: number) {
  const { db, pupils } = await classPupils(op, groupId)
  const docs = []
  for (const pupil of pupils) {
    const key = randomBytes(24).toString('base64url')
    await db.query('UPDATE users SET sign_in_key_hash = $2, sign_in_key_issued_at = now() WHERE id = $1', [pupil.id, keyHash(key)])
    docs.push({
      id: pupil.id,
      name: pupil.name,
      school_username: pupil.school_username,
      school_id: pupil.school_id,
      key,
      url: signInKeyUrl(key),
    })
  }
  return { docs, totalDocs: docs.length }
}

/** DELETE users/me/school/groups/{id}/pupils/signinkeys: the class's login-card keys stop working. */
export async function revokeClassKeys(op: SchoolOperation, groupId: number) {
  const { db, pupils } = await classPupils(op, groupId)
  const { rowCount } = await db.query(
    'UPDATE users SET sign_in_key_hash = NULL WHERE id = ANY($1::int[]) AND sign_in_key_hash IS NOT NULL',
    [pupils.map((p) => p.id)],
  )
  return { revoked: rowCount ?? 0 }
}

/** POST users/me/school/groups/{id}/pupils/passwords: new passwords for the whole class, answered once (for login cards). */
export async function resetClassPasswords(op: SchoolOperation, groupId: number) {
  const { db, schoolId, pupils } = await classPupils(op, groupId)
  const docs = await resetPasswords(
    db,
    schoolId,
    pupils.map((p) => p.id),
  )
  return { docs, totalDocs: docs.length }
}

/** POST auth/key {key}: a pupil signs in with their login card's key. Outside a transaction, as every sign-in. */
export async function signInWithKey({ payload, req, key }: { payload: Payload; req: PayloadRequest; key: string }) {
  const db = await connectionFor(payload)
  const { rows } = await db.query("SELECT id FROM users WHERE sign_in_key_hash = $1 AND role = 'pupil' AND deleted_at IS NULL", [
    keyHash(key),
  ])
  if (!rows[0])
    throw new AppError('INVALID_CREDENTIALS', {
      authHint: 'login',
      message: 'This login card does not work any more: ask your teacher for a new one',
    })
  return startSession({ payload, req, userId: rows[0].id })
}
