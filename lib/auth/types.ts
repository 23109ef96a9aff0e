import type { Role } from '../roles'

/** What the session strategy puts on `req.user`: one narrow query's worth of the signed-in user. */
export type AuthUser = {
  collection: 'users'
  id: number
  name: string | null
  username: string | null
  email: string | null
  role: Role
  tester: boolean
  permissions: string[]
  spellingAccessLevel: 'full' | 'trial' | null
  accessLevel: 'full' | 'trial' | null
  hasNumber: boolean
  hasPhonics: boolean
  avatar: string | null
  avatarHash: string | null
  school: {
    id: number
    name: string
    accountRegion: string
    fontPreference: string | null
  } | null
  session: {
    id: number
    /** The superuser imitating this user, when there is one. */
    imitator: { id: number; name: string | null } | null
    passwordVerifiedAt: Date | null
    expiresAt: Date
    /** Set while the second factor is still owed: such a session may only give it or sign out. */
    mfaPending: 'email' | 'authenticator' | null
    deviceId: number | null
  }
}

/** A school's staff: they see their school's shared lists and its homework. */
export const STAFF_ROLES = ['teacher', 'school_admin'] as const satisfies readonly Role[]
export const isStaffRole = (role: Role) => (STAFF_ROLES as readonly Role[]).includes(role)
