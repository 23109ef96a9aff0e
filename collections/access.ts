/** Row-level rules shared by collections: they return a Payload `Where` rather than filtering in handlers. */
import type { Access, Where } from 'payload'
import type { AuthUser } from '../lib/auth/types'

export const userOf = (req: { user?: unknown }) => (req.user ?? null) as AuthUser | null

export const superuserOnly: Access = ({ req }) => userOf(req)?.role === 'superuser'

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
