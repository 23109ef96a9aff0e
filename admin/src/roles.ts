// Who sees what in the console. Pure: no React, no storage, no network, so
// the menu, the login check and the tests all read the same rules.
//
// The server enforces every permission; this only decides what to offer.
import type { Role } from '../../lib/roles'

/** The fields of the session user that decide what the console shows. */
export interface ConsoleUser {
  role?: string | null
  superuser?: boolean | null
  school?: { teacher?: boolean | null; admin?: boolean | null } | null
}

/**
 * - `back-office`: Inkwell's own staff (superusers, sales) and district admins.
 * - `school`: the school hub, for teachers and school admins.
 * - `none`: pupils, parents, learners, anonymous users and anyone else; the console is not for them.
 */
export type ConsoleArea = 'back-office' | 'school' | 'none'

export interface ConsoleAccess {
  area: ConsoleArea
  /** Whether the user may use the console at all. */
  canUseConsole: boolean
  /** School admins get the school's admin-only entries (subscriptions, invoices) once they exist. */
  schoolAdmin: boolean
  /** react-admin resource names to register and show in the menu, in menu order. */
  resources: readonly string[]
}

// Role names as the server defines them (lib/roles.ts).
export const BACK_OFFICE_ROLES: readonly Role[] = ['superuser', 'sales', 'district_admin']
export const SCHOOL_STAFF_ROLES: readonly Role[] = ['teacher', 'school_admin']

/**
 * Resources per area, in menu order; add names here (and the resource folder
 * in `admin/src/<name>/`) to put them in the menu. The back office's come later.
 */
export const AREA_RESOURCES: Readonly<Record<ConsoleArea, readonly string[]>> = {
  'back-office': [],
  school: ['classes', 'pupils', 'lists', 'homework', 'results'],
  none: [],
}

/**
 * Resources only a school admin sees within the school hub. The API lets any
 * teacher list and recover deleted pupils, but the hub keeps recovery and
 * merging with the admins, as the issue asks.
 */
export const SCHOOL_ADMIN_RESOURCES: readonly string[] = ['teachers', 'deleted-users']

const normalise = (role: string | null | undefined): Role => (role ?? '').trim().toLowerCase() as Role

export const areaFor = (user: ConsoleUser | null | undefined): ConsoleArea => {
  if (!user) return 'none'
  const role = normalise(user.role)
  if (user.superuser === true || BACK_OFFICE_ROLES.includes(role)) return 'back-office'
  // The spec derives "teacher" from the school's teacher flag as well as the role.
  if (SCHOOL_STAFF_ROLES.includes(role) || user.school?.teacher === true) return 'school'
  return 'none'
}

/** Whether the user is a school admin (spec: a teacher school with the admin flag set). */
export const isSchoolAdmin = (user: ConsoleUser | null | undefined): boolean =>
  Boolean(user && (normalise(user.role) === 'school_admin' || (user.school?.teacher === true && user.school.admin === true)))

export const resourcesFor = (user: ConsoleUser | null | undefined): ConsoleAccess => {
  const area = areaFor(user)
  const schoolAdmin = area === 'school' && isSchoolAdmin(user)
  const resources = area === 'school' && schoolAdmin ? [...AREA_RESOURCES.school, ...SCHOOL_ADMIN_RESOURCES] : [...AREA_RESOURCES[area]]
  return { area, canUseConsole: area !== 'none', schoolAdmin, resources }
}
