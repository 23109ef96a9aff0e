/**
 * Roles and relationships of spec section 6, as pure functions of the session user.
 * Shared by the server, the console and the player; no I/O here.
 */

export const ROLES = ['superuser', 'district_admin', 'sales', 'school_admin', 'teacher', 'pupil', 'parent', 'learner', 'anonymous'] as const
export type Role = (typeof ROLES)[number]

export type ProductKey = 'spelling' | 'number' | 'phonics'

/** The session user as the API returns it (GET users/me) and clients read it. */
export type SessionUser = {
  id: number
  name: string | null
  username: string | null
  email: string | null
  role: Role
  superuser: boolean
  tester: boolean
  permissions: string[]
  spelling_access_level: 'full' | 'trial' | null
  access_level: 'full' | 'trial' | null
  has_number: boolean
  has_phonics: boolean
  avatar: string | null
  avatar_hash: string | null
  imitatingUser: { id: number; name: string | null } | null
  school: {
    id: number
    name: string
    teacher: boolean
    admin: boolean
    account_region: string
    settings: { fontPreference: string | null }
  } | null
}

type U = Pick<
  SessionUser,
  | 'superuser'
  | 'tester'
  | 'permissions'
  | 'spelling_access_level'
  | 'access_level'
  | 'has_number'
  | 'has_phonics'
  | 'school'
  | 'imitatingUser'
>

export const isSuperuser = (u: U | null | undefined) => Boolean(u?.superuser)
export const isTester = (u: U | null | undefined) => Boolean(u?.tester)
export const hasSpellingAccess = (u: U) => u.permissions.includes('spelling')
export const hasFullSpellingAccess = (u: U) => u.spelling_access_level === 'full'
export const hasNumberAccess = (u: U) => (u.permissions.includes('number') ? true : u.has_number)
export const hasPhonicsAccess = (u: U) => (u.permissions.includes('phonics') ? true : u.has_phonics)
export const isPremium = (u: U) => Boolean(u.school) && (u.access_level === 'full' || u.access_level === 'trial')
export const isTeacher = (u: U) => Boolean(u.school?.teacher)
export const isAdmin = (u: U) => Boolean(u.school?.teacher && u.school.admin)
export const isPupil = (u: U) => Boolean(u.school) && !u.school?.teacher
export const isImitating = (u: U) => Boolean(u.imitatingUser)

/** What the API answers for `GET users/me/users/{id}`: the subject is the caller, the object the other user. */
export type Relationship = {
  subject: number
  object: number
  isMe: boolean
  /** The subject teaches the object (object is a pupil in the subject's school). */
  isTeacher: boolean
  /** The subject is an admin of the object's school and the object is a pupil or employee there. */
  isAdmin: boolean
  /** The subject is an admin and the object a teacher of the same school. */
  isAdminOfTeacher: boolean
  /** The subject is a pupil whom the object teaches. */
  isPupil: boolean
  /** The subject is a pupil and the object an admin of the subject's school. */
  isPupilOfAdmin: boolean
  /** The subject works at the school where the object is an admin. */
  isEmployee: boolean
  sameClass: boolean
  sameSchool: boolean
}

/** The facts about one user that a relationship is computed from. */
export type RelationshipParty = {
  id: number
  schoolId: number | null
  teacher: boolean
  admin: boolean
  classIds: readonly number[]
}

export function computeRelationship(subject: RelationshipParty, object: RelationshipParty): Relationship {
  const isMe = subject.id === object.id
  const sameSchool = isMe || (subject.schoolId !== null && subject.schoolId === object.schoolId)
  const sameClass = isMe || (sameSchool && subject.classIds.some((c) => object.classIds.includes(c)))
  const staff = (p: RelationshipParty) => p.teacher
  const admin = (p: RelationshipParty) => p.teacher && p.admin
  const pupil = (p: RelationshipParty) => p.schoolId !== null && !p.teacher
  const other = !isMe && sameSchool
  return {
    subject: subject.id,
    object: object.id,
    isMe,
    isTeacher: other && staff(subject) && pupil(object),
    isAdmin: other && admin(subject) && (pupil(object) || staff(object)),
    isAdminOfTeacher: other && admin(subject) && staff(object),
    isPupil: other && pupil(subject) && staff(object),
    isPupilOfAdmin: other && pupil(subject) && admin(object),
    isEmployee: other && staff(subject) && admin(object),
    sameClass,
    sameSchool,
  }
}

export class RelationshipError extends Error {
  constructor(userId: number, relationship: Relationship) {
    super(`User ${userId} is not part of the relationship between ${relationship.subject} and ${relationship.object}`)
    this.name = 'RelationshipError'
  }
}

function side(relationship: Relationship, userId: number): 'me' | 'subject' | 'object' {
  if (relationship.isMe && userId === relationship.subject) return 'me'
  if (userId === relationship.subject) return 'subject'
  if (userId === relationship.object) return 'object'
  throw new RelationshipError(userId, relationship)
}

/** Is `userId` (one of the two parties) an admin over the other party? */
export function isAdminOf(relationship: Relationship, userId: number): boolean {
  switch (side(relationship, userId)) {
    case 'me':
      return false
    case 'subject':
      return relationship.isAdmin
    case 'object':
      return relationship.isPupilOfAdmin || relationship.isEmployee
  }
}

/** Is `userId` a teacher of the other party? */
export function isTeacherOf(relationship: Relationship, userId: number): boolean {
  switch (side(relationship, userId)) {
    case 'me':
      return false
    case 'subject':
      return relationship.isTeacher
    case 'object':
      return relationship.isPupil
  }
}

/** Is `userId` a pupil of the other party? */
export function isPupilOf(relationship: Relationship, userId: number): boolean {
  switch (side(relationship, userId)) {
    case 'me':
      return false
    case 'subject':
      return relationship.isPupil
    case 'object':
      return relationship.isTeacher || (relationship.isAdmin && !relationship.isAdminOfTeacher)
  }
}
