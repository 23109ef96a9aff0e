import { describe, expect, it } from 'vitest'
import {
  computeRelationship,
  hasNumberAccess,
  hasPhonicsAccess,
  hasFullSpellingAccess,
  hasSpellingAccess,
  isAdmin,
  isAdminOf,
  isImitating,
  isPremium,
  isPupil,
  isPupilOf,
  isSuperuser,
  isTeacher,
  isTeacherOf,
  isTester,
  RelationshipError,
  type RelationshipParty,
  type SessionUser,
} from './roles'

const base: SessionUser = {
  id: 1,
  name: 'A',
  username: 'a',
  email: null,
  role: 'teacher',
  superuser: false,
  tester: false,
  permissions: [],
  spelling_access_level: null,
  access_level: null,
  has_number: false,
  has_phonics: false,
  avatar: null,
  avatar_hash: null,
  imitatingUser: null,
  school: null,
}
const school = (teacher: boolean, admin = false) => ({
  id: 9,
  name: 'S',
  teacher,
  admin,
  account_region: 'GB',
  settings: { fontPreference: null },
})

describe('session user roles', () => {
  it('reads superuser and tester from their flags', () => {
    expect(isSuperuser({ ...base, superuser: true })).toBe(true)
    expect(isSuperuser(base)).toBe(false)
    expect(isSuperuser(null)).toBe(false)
    expect(isTester({ ...base, tester: true })).toBe(true)
  })
  it('gives spelling access by permission and full access by level', () => {
    expect(hasSpellingAccess({ ...base, permissions: ['spelling'] })).toBe(true)
    expect(hasSpellingAccess(base)).toBe(false)
    expect(hasFullSpellingAccess({ ...base, spelling_access_level: 'full' })).toBe(true)
    expect(hasFullSpellingAccess({ ...base, spelling_access_level: 'trial' })).toBe(false)
  })
  it('gives number and phonics access by permission, else by the has_ flags', () => {
    expect(hasNumberAccess({ ...base, permissions: ['number'] })).toBe(true)
    expect(hasNumberAccess({ ...base, has_number: true })).toBe(true)
    expect(hasNumberAccess(base)).toBe(false)
    expect(hasPhonicsAccess({ ...base, permissions: ['phonics'] })).toBe(true)
    expect(hasPhonicsAccess({ ...base, has_phonics: true })).toBe(true)
    expect(hasPhonicsAccess(base)).toBe(false)
  })
  it('is premium only with a school and a full or trial access level', () => {
    expect(isPremium({ ...base, school: school(true), access_level: 'full' })).toBe(true)
    expect(isPremium({ ...base, school: school(true), access_level: 'trial' })).toBe(true)
    expect(isPremium({ ...base, school: null, access_level: 'full' })).toBe(false)
    expect(isPremium({ ...base, school: school(true), access_level: null })).toBe(false)
  })
  it('tells teacher, admin and pupil apart by the school flags', () => {
    expect(isTeacher({ ...base, school: school(true) })).toBe(true)
    expect(isAdmin({ ...base, school: school(true, true) })).toBe(true)
    expect(isAdmin({ ...base, school: school(false, true) })).toBe(false)
    expect(isPupil({ ...base, school: school(false) })).toBe(true)
    expect(isPupil(base)).toBe(false)
    expect(isTeacher(base)).toBe(false)
  })
  it('knows when a superuser is imitating someone', () => {
    expect(isImitating({ ...base, imitatingUser: { id: 2, name: 'B' } })).toBe(true)
    expect(isImitating(base)).toBe(false)
  })
})

const party = (id: number, o: Partial<RelationshipParty> = {}): RelationshipParty => ({
  id,
  schoolId: 1,
  teacher: false,
  admin: false,
  classIds: [],
  ...o,
})

describe('relationships', () => {
  const admin = party(1, { teacher: true, admin: true, classIds: [10] })
  const teacher = party(2, { teacher: true, classIds: [10] })
  const pupil = party(3, { classIds: [10] })
  const otherPupil = party(4, { classIds: [11] })
  const stranger = party(5, { schoolId: 2, teacher: true, classIds: [10] })

  it('a teacher teaches a pupil of the same school and shares the class', () => {
    const r = computeRelationship(teacher, pupil)
    expect(r).toMatchObject({ isTeacher: true, isPupil: false, sameSchool: true, sameClass: true, isMe: false })
    expect(isTeacherOf(r, teacher.id)).toBe(true)
    expect(isPupilOf(r, pupil.id)).toBe(true)
    expect(isTeacherOf(r, pupil.id)).toBe(false)
  })
  it('a pupil sees the teacher as their teacher', () => {
    const r = computeRelationship(pupil, teacher)
    expect(r.isPupil).toBe(true)
    expect(isPupilOf(r, pupil.id)).toBe(true)
    expect(isTeacherOf(r, teacher.id)).toBe(true)
  })
  it('an admin is admin over pupils and teachers of the school', () => {
    const overPupil = computeRelationship(admin, pupil)
    expect(overPupil).toMatchObject({ isAdmin: true, isAdminOfTeacher: false, isTeacher: true })
    expect(isAdminOf(overPupil, admin.id)).toBe(true)
    const overTeacher = computeRelationship(admin, teacher)
    expect(overTeacher).toMatchObject({ isAdmin: true, isAdminOfTeacher: true, isTeacher: false })
    expect(isAdminOf(overTeacher, teacher.id)).toBe(false)
  })
  it('seen from a pupil or an employee, the admin is their admin', () => {
    const pupilView = computeRelationship(pupil, admin)
    expect(pupilView.isPupilOfAdmin).toBe(true)
    expect(isAdminOf(pupilView, admin.id)).toBe(true)
    const employeeView = computeRelationship(teacher, admin)
    expect(employeeView.isEmployee).toBe(true)
    expect(isAdminOf(employeeView, admin.id)).toBe(true)
    expect(isAdminOf(employeeView, teacher.id)).toBe(false)
  })
  it('an admin over a pupil who is not a teacher relation still makes the pupil theirs', () => {
    const r = computeRelationship(admin, otherPupil)
    expect(r.sameClass).toBe(false)
    expect(isPupilOf(r, otherPupil.id)).toBe(true)
  })
  it('users of different schools have no relation even with the same class id', () => {
    const r = computeRelationship(stranger, pupil)
    expect(r).toMatchObject({ sameSchool: false, sameClass: false, isTeacher: false, isAdmin: false })
  })
  it('a user is the same class and school as themself, with no role relations', () => {
    const r = computeRelationship(teacher, teacher)
    expect(r).toMatchObject({ isMe: true, sameClass: true, sameSchool: true, isTeacher: false, isAdmin: false })
    expect(isTeacherOf(r, teacher.id)).toBe(false)
    expect(isAdminOf(r, teacher.id)).toBe(false)
  })
  it('raises an error for a user id that is not part of the relationship', () => {
    const r = computeRelationship(teacher, pupil)
    expect(() => isTeacherOf(r, 99)).toThrow(RelationshipError)
    expect(() => isAdminOf(r, 99)).toThrow(/not part of the relationship/)
    expect(() => isPupilOf(r, 99)).toThrow(RelationshipError)
  })
})
