/** Row-level rules shared by collections: they return a Payload `Where` rather than filtering in handlers. */
import type { Access, Field, FieldAccess, Where } from 'payload'
import type { AuthUser } from '../lib/auth/types'

export const userOf = (req: { user?: unknown }) => (req.user ?? null) as AuthUser | null

export const superuserOnly: Access = ({ req }) => userOf(req)?.role === 'superuser'

/** Nobody through Payload's API; the server's own operations write with overrideAccess or SQL. */
export const nobody: Access = () => false

/** Superusers see everything; school staff see their school's records; anyone else only their own. */
export const sameSchoolOrSelf =
  (schoolField: string): Access =>
  ({ req }) => {
    const user = userOf(req)
    if (!user) return false
    if (user.role === 'superuser') return true
    const self: Where = { id: { equals: user.id } }
    if (user.school && (user.role === 'teacher' || user.role === 'school_admin')) {
      return { or: [self, { [schoolField]: { equals: user.school.id } }] }
    }
    return self
  }

/** Field access: superusers only (fields that are not a school admin's settings: billing, join code, roles …). */
export const superuserField: FieldAccess = ({ req }) => userOf(req)?.role === 'superuser'

/**
 * Field access: nobody through the API, superusers included (password hashes, second-factor secrets):
 * lib/auth reads and writes them with SQL or the Local API's overrideAccess.
 */
export const noField: FieldAccess = () => false

/** Field access on a school: its admins (of that school) and superusers. Without a document (a query), superusers only. */
export const schoolAdminOfDoc: FieldAccess = ({ req, doc, id }) => {
  const user = userOf(req)
  if (user?.role === 'superuser') return true
  const schoolId = (doc as { id?: unknown } | undefined)?.id ?? id
  return user?.role === 'school_admin' && user.school != null && schoolId != null && String(user.school.id) === String(schoolId)
}

/**
 * Gives every named field that does not declare its own `access` the rules given (e.g. create and update
 * for superusers only), so a field added later is closed unless it says otherwise. A field that is open to
 * whoever the collection's rules let in says so with `access: {}`.
 */
export function fieldsWithAccess(fields: Field[], access: { create?: FieldAccess; update?: FieldAccess; read?: FieldAccess }): Field[] {
  return fields.map((field) =>
    'name' in field && field.name && !('access' in field && field.access) ? ({ ...field, access } as Field) : field,
  )
}
