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
import { schoolDb, systemDb, type Operation } from '../data/db'
import { tables, type RowOf } from '../data/schema'
import { SCHOOL, sql } from '../data/sql'
import { env } from '../env'
import { groupOfSchool } from './context'
import { resetPasswords } from './pupils'

const keyHash = (key: string) => hashToken(`sign-in-key:${key}`)

type ClassPupil = Pick<RowOf<typeof tables.users>, 'id' | 'name' | 'school_username'> & { school_id: number }

/** The pupils of a class of the caller's school (not its deleted ones), by name. */
async function classPupils(op: Operation, groupId: number) {
  const db = await schoolDb(op)
  await groupOfSchool(db, groupId)
  const pupils = await db.rows<ClassPupil>(
    sql`SELECT DISTINCT u.id, u.name, u.school_username, u.school_id, lower(u.name) AS sort FROM ${tables.users} u
        JOIN ${tables.groups_rels} r ON r.users_id = u.id AND r.parent_id = ${groupId} AND r.path = 'pupils'
        WHERE u.school_id = ${SCHOOL} AND u.role = 'pupil' AND u.deleted_at IS NULL
        ORDER BY lower(u.name), u.id`,
  )
  return { db, pupils }
}

/** The address a login card's QR code holds: the player, with the key in the fragment (never sent to a server log). */
export const signInKeyUrl = (key: string) => `${env.publicUrl}/play/#key=${key}`

/** POST users/me/school/groups/{id}/pupils/signinkeys: new keys for the class's pupils, answered once. */
export async function issueClassKeys(op: Operation, groupId: number) {
  const { db, pupils } = await classPupils(op, groupId)
  const docs = []
  for (const pupil of pupils) {
    const key = randomBytes(24).toString('base64url')
    await db.run(
      sql`UPDATE ${tables.users} SET sign_in_key_hash = ${keyHash(key)}, sign_in_key_issued_at = now()
          WHERE id = ${pupil.id} AND school_id = ${SCHOOL}`,
    )
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
export async function revokeClassKeys(op: Operation, groupId: number) {
  const { db, pupils } = await classPupils(op, groupId)
  const revoked = await db.run(
    sql`UPDATE ${tables.users} SET sign_in_key_hash = NULL
        WHERE id = ANY(${pupils.map((p) => p.id)}::int[]) AND school_id = ${SCHOOL} AND sign_in_key_hash IS NOT NULL`,
  )
  return { revoked }
}

/** POST users/me/school/groups/{id}/pupils/passwords: new passwords for the whole class, answered once (for login cards). */
export async function resetClassPasswords(op: Operation, groupId: number) {
  const { db, pupils } = await classPupils(op, groupId)
  const docs = await resetPasswords(
    db,
    op.payload,
    pupils.map((p) => p.id),
  )
  return { docs, totalDocs: docs.length }
}

/** POST auth/key {key}: a pupil signs in with their login card's key. Outside a transaction, as every sign-in. */
export async function signInWithKey({ payload, req, key }: { payload: Payload; req: PayloadRequest; key: string }) {
  const db = await systemDb({ payload }, 'sign-in: the key says who the pupil is, and so which school')
  const pupil = await db.one<{ id: number }>(
    sql`SELECT id FROM ${tables.users} WHERE sign_in_key_hash = ${keyHash(key)} AND role = 'pupil' AND deleted_at IS NULL`,
  )
  if (!pupil)
    throw new AppError('INVALID_CREDENTIALS', {
      authHint: 'login',
      message: 'This login card does not work any more: ask your teacher for a new one',
    })
  return startSession({ payload, req, userId: pupil.id })
}
