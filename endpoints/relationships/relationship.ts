import { authenticated } from '../../access'
import { defineEndpoint } from '../../lib/api/define-endpoint'
import { AppError } from '../../lib/api/errors'
import type { AuthUser } from '../../lib/auth/types'
import { computeRelationship, type RelationshipParty } from '../../lib/roles'
import * as ids from '../../lib/api/ids'
import { ZRelationship } from './relationships.schema'

const ZParams = ids.idParams('a user')

async function party(payload: any, userId: number): Promise<RelationshipParty | null> {
  const { rows } = await payload.db.pool.query(
    `SELECT u.id, u.school_id, u.role, COALESCE(array_agg(r.parent_id) FILTER (WHERE r.parent_id IS NOT NULL), '{}') AS class_ids
     FROM users u LEFT JOIN groups_rels r ON r.users_id = u.id
     WHERE u.id = $1 GROUP BY u.id`,
    [userId],
  )
  const row = rows[0]
  if (!row) return null
  const staff = row.role === 'teacher' || row.role === 'school_admin'
  return { id: row.id, schoolId: row.school_id, teacher: staff, admin: row.role === 'school_admin', classIds: row.class_ids }
}

/** The relationship of spec section 6 between the caller and another user they may know about. */
async function relationshipTo(payload: any, user: AuthUser, otherId: number, schoolOnly: boolean) {
  const [subject, object] = await Promise.all([party(payload, user.id), party(payload, otherId)])
  const visible =
    object &&
    (object.id === user.id ||
      (subject!.schoolId !== null && subject!.schoolId === object.schoolId) ||
      (!schoolOnly && user.role === 'superuser'))
  // Users of other schools are not yours to know about: the same answer as for no user at all.
  if (!object || !visible) throw new AppError('NOT_FOUND', { message: `No user with id ${otherId}` })
  return computeRelationship(subject!, object)
}

/** GET users/me/users/{id} */
export const relationshipWithUser = defineEndpoint({
  id: 'relationships.user',
  method: 'get',
  path: 'users/me/users/{id}',
  access: authenticated,
  params: ZParams,
  response: ZRelationship,
  description:
    'How the caller stands to another user. Only users of the caller’s own school, and the caller, are known to them (superusers: anyone); anyone else is 404, as for no user at all.',
  handler: ({ payload, user, params }) => relationshipTo(payload, user, params.id, false),
})

/** GET users/me/school/users/{id}: the same, for a user of the caller's own school only. */
export const relationshipWithSchoolUser = defineEndpoint({
  id: 'relationships.school_user',
  method: 'get',
  path: 'users/me/school/users/{id}',
  access: authenticated,
  params: ZParams,
  response: ZRelationship,
  description:
    'As `GET users/me/users/{id}`, for a user of the caller’s own school (or the caller) only: anyone else is 404, superusers included.',
  handler: ({ payload, user, params }) => relationshipTo(payload, user, params.id, true),
})
