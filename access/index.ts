/**
 * Who may call an endpoint. Each rule is a small named predicate of the signed-in user; row-level rules
 * (which school's records) live with the operations and collections. The names match the `role` column
 * of api-calls.tsv.
 */
import type { AuthUser } from '../lib/auth/types'

export type AccessRule<AllowsAnonymous extends boolean = boolean> = {
  /** As in api-calls.tsv: anon, user, teacher, schooladmin, district, sales, superuser. */
  readonly name: string
  /** Whether a request without a user may call the endpoint at all. */
  readonly allowsAnonymous: AllowsAnonymous
  readonly check: (user: AuthUser | null) => boolean
  /** Accepts a session that has passed the password but still owes its second factor. */
  readonly acceptsPendingSecondFactor?: boolean
}

const rule = (name: string, check: (user: AuthUser) => boolean): AccessRule<false> => ({
  name,
  allowsAnonymous: false,
  check: (user) => user !== null && check(user),
})

const isSuperuser = (user: AuthUser) => user.role === 'superuser'

export const anyone: AccessRule<true> = { name: 'anon', allowsAnonymous: true, check: () => true }
export const authenticated = rule('user', () => true)
export const superuser = rule('superuser', isSuperuser)
export const teacher = rule('teacher', (u) => u.role === 'teacher' || u.role === 'school_admin' || isSuperuser(u))
export const schoolAdmin = rule('schooladmin', (u) => u.role === 'school_admin' || isSuperuser(u))
export const sales = rule('sales', (u) => u.role === 'sales' || isSuperuser(u))
export const districtAdmin = rule('district', (u) => u.role === 'district_admin' || isSuperuser(u))

/** The second-factor calls: the signed-in user, whether or not the second factor is still owed. */
export const signingIn: AccessRule<false> = { ...rule('user', () => true), acceptsPendingSecondFactor: true }

export const accessRules = { anyone, authenticated, superuser, teacher, schoolAdmin, sales, districtAdmin }
