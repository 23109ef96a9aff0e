import type { SessionUser } from '../roles'
import type { AuthUser } from './types'
import { isStaffRole } from './types'

/** The session user of spec section 3, as `GET users/me` and sign-in answer it. */
export function toSessionUser(user: Omit<AuthUser, 'session'> & { session?: AuthUser['session'] }): SessionUser {
  return {
    id: user.id,
    name: user.name,
    username: user.username,
    email: user.email,
    role: user.role,
    superuser: user.role === 'superuser',
    tester: user.tester,
    permissions: user.permissions,
    spelling_access_level: user.spellingAccessLevel,
    access_level: user.accessLevel,
    has_number: user.hasNumber,
    has_phonics: user.hasPhonics,
    avatar: user.avatar,
    avatar_hash: user.avatarHash,
    imitatingUser: user.session?.imitator ?? null,
    school: user.school
      ? {
          id: user.school.id,
          name: user.school.name,
          teacher: isStaffRole(user.role),
          admin: user.role === 'school_admin',
          account_region: user.school.accountRegion,
          settings: { fontPreference: user.school.fontPreference },
        }
      : null,
  }
}
